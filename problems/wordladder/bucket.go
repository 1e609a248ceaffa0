package wordladder

import (
	"cmp"
	"slices"
	"strings"
)

// buckets is the wildcard index, neighbour strategy (b). For each position
// i, the words that agree everywhere except at i form a bucket: "hot",
// "hit" and "hat" share the bucket h*t. Two distinct words of one length
// differ in exactly one position i if and only if they share the bucket for
// i, so a word's neighbours are the other members of its L buckets, and
// no string is hashed or compared while searching.
//
// Buckets of a single word are all mapped to the empty bucket 0, which
// keeps the index small for sparse dictionaries.
type buckets struct {
	width int
	// of[w*width+i] is the bucket of word w for position i.
	of []int32
	// bucket k's members, ascending, are members[start[k]:start[k+1]].
	start   []int32
	members []int32
}

// newBuckets builds the index over words (distinct, ascending, all of
// length width) with one sort per position: O(L·N·log N) time, O(L·N)
// memory.
func newBuckets(words []string, width int) *buckets {
	n := len(words)
	b := &buckets{width: width, of: make([]int32, n*width), start: []int32{0, 0}}
	perm := make([]int32, n)
	for i := range width {
		for k := range perm {
			perm[k] = int32(k)
		}
		// For the last position, ascending word order already groups
		// words by their first width-1 letters.
		if i < width-1 {
			slices.SortFunc(perm, func(x, y int32) int {
				a, c := words[x], words[y]
				if r := strings.Compare(a[:i], c[:i]); r != 0 {
					return r
				}
				if r := strings.Compare(a[i+1:], c[i+1:]); r != 0 {
					return r
				}
				return cmp.Compare(x, y) // keeps members ascending
			})
		}
		for lo := 0; lo < n; {
			hi := lo + 1
			for hi < n && sameBut(words[perm[lo]], words[perm[hi]], i) {
				hi++
			}
			if hi-lo > 1 {
				k := int32(len(b.start) - 1)
				b.members = append(b.members, perm[lo:hi]...)
				b.start = append(b.start, int32(len(b.members)))
				for _, w := range perm[lo:hi] {
					b.of[int(w)*width+i] = k
				}
			}
			lo = hi
		}
	}
	return b
}

// sameBut reports whether a and c (of equal length) agree except perhaps at
// position i.
func sameBut(a, c string, i int) bool {
	return a[:i] == c[:i] && a[i+1:] == c[i+1:]
}

// pairs returns the number of edges: a pair of adjacent words shares
// exactly one bucket.
func (b *buckets) pairs() int {
	m := 0
	for k := 1; k+1 < len(b.start); k++ {
		s := int(b.start[k+1] - b.start[k])
		m += s * (s - 1) / 2
	}
	return m
}

// neighbors yields the words sharing a bucket with word w, bucket by bucket.
func (b *buckets) neighbors(w int, yield func(int) bool) {
	for _, k := range b.of[w*b.width : (w+1)*b.width] {
		for _, j := range b.members[b.start[k]:b.start[k+1]] {
			if int(j) != w && !yield(int(j)) {
				return
			}
		}
	}
}
