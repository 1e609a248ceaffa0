package wordladder

import (
	"cmp"
	"math/bits"
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

// newBuckets builds the index over words (distinct, ascending, all of the
// length len(alphabet)), where alphabet[i] lists the letters found at
// position i. It sorts the words once per position: by packed integer keys
// when a word and its index fit in 64 bits, by comparing strings otherwise
// (or if pack is false). Over a–z a letter takes at most 5 bits, so words
// of up to 10 letters in lists of up to 16,383 words (LeetCode's limits are
// 10 and 5,000) and five-letter words in lists of up to 2^39 always pack.
// O(L·N·log N) time, O(L·N) memory.
func newBuckets(words []string, alphabet [][]byte, pack bool) *buckets {
	width, n := len(alphabet), len(words)
	b := &buckets{width: width, of: make([]int32, n*width), start: []int32{0, 0}}
	perm := make([]int32, n)
	var pk *packing
	if pack {
		pk = newPacking(alphabet, n)
	}
	var keys []uint64
	if pk != nil {
		keys = make([]uint64, n)
	}
	for i := range width {
		if pk != nil {
			pk.sort(words, i, keys, perm)
		} else {
			sortBut(words, i, perm)
		}
		for lo := 0; lo < n; {
			hi := lo + 1
			if pk != nil {
				for hi < n && keys[hi]>>pk.groupShift(i) == keys[lo]>>pk.groupShift(i) {
					hi++
				}
			} else {
				for hi < n && sameBut(words[perm[lo]], words[perm[hi]], i) {
					hi++
				}
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

// sortBut sets perm to the word indices ordered by the word with position
// i removed, then by the word itself.
func sortBut(words []string, i int, perm []int32) {
	for k := range perm {
		perm[k] = int32(k)
	}
	slices.SortFunc(perm, func(x, y int32) int {
		a, c := words[x], words[y]
		if r := strings.Compare(a[:i], c[:i]); r != 0 {
			return r
		}
		if r := strings.Compare(a[i+1:], c[i+1:]); r != 0 {
			return r
		}
		return cmp.Compare(x, y)
	})
}

// packing encodes a word as an integer: each letter as its rank in its
// position's alphabet, in bits[p] bits, followed by the word's index.
type packing struct {
	rank    [][256]uint8
	bits    []uint
	idxBits uint
}

// newPacking returns a packing for n words over alphabet, or nil if a word
// and its index need more than 64 bits.
func newPacking(alphabet [][]byte, n int) *packing {
	pk := &packing{rank: make([][256]uint8, len(alphabet)), bits: make([]uint, len(alphabet)),
		idxBits: uint(bits.Len(uint(n)))}
	total := pk.idxBits
	for p, letters := range alphabet {
		for r, c := range letters {
			pk.rank[p][c] = uint8(r)
		}
		pk.bits[p] = uint(bits.Len(uint(len(letters) - 1)))
		total += pk.bits[p]
	}
	if total > 64 {
		return nil
	}
	return pk
}

// sort sets keys to the sorted keys of position i, and perm to the word
// indices in that order: the word with position i removed, then the letter
// at i, then the index. Within a bucket, words therefore come ascending.
func (pk *packing) sort(words []string, i int, keys []uint64, perm []int32) {
	for k, w := range words {
		var key uint64
		for p := range len(w) {
			if p != i {
				key = key<<pk.bits[p] | uint64(pk.rank[p][w[p]])
			}
		}
		key = key<<pk.bits[i] | uint64(pk.rank[i][w[i]])
		keys[k] = key<<pk.idxBits | uint64(k)
	}
	slices.Sort(keys)
	mask := uint64(1)<<pk.idxBits - 1
	for k, key := range keys {
		perm[k] = int32(key & mask)
	}
}

// groupShift is the shift that leaves, of a key for position i, only the
// word with position i removed.
func (pk *packing) groupShift(i int) uint { return pk.idxBits + pk.bits[i] }

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
