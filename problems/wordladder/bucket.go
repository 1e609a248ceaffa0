package wordladder

import (
	"cmp"
	"math/bits"
	"slices"
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
// when a word and its index fit in 64 bits (or if pack is false, by
// ranks, see byRanks). Over a–z a letter takes at most 5 bits (a position
// with one letter none), so words of up to 10 letters in lists of up to
// 16,383 words (LeetCode's limits are 10 and 5,000) and five-letter words
// in lists of up to 2^39 always pack. Either way O(L·N·log N) time for N
// words of L letters, O(L·N) memory: no step costs O(L) per word and
// position.
func newBuckets(words []string, alphabet [][]byte, pack bool) *buckets {
	width, n := len(alphabet), len(words)
	b := &buckets{width: width, of: make([]int32, n*width), start: []int32{0, 0}}
	perm := make([]int32, n)
	var pk *packing
	if pack {
		pk = newPacking(alphabet, n)
	}
	var keys, full []uint64
	var rk *ranks
	if pk != nil {
		keys = make([]uint64, n)
		full = pk.fullKeys(words)
	} else {
		rk = newRanks(words)
	}
	for i := range width {
		if pk != nil {
			pk.sort(full, i, keys, perm)
		} else {
			rk.sort(i, perm)
		}
		for lo := 0; lo < n; {
			hi := lo + 1
			if pk != nil {
				for hi < n && keys[hi]>>pk.groupShift(i) == keys[lo]>>pk.groupShift(i) {
					hi++
				}
			} else {
				for hi < n && rk.same(perm[lo], perm[hi], i) {
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

// ranks orders words with one position removed without comparing strings:
// pre[k] is the rank of word k's prefix of the current length among all
// the words' prefixes of that length (the words are ascending, so their
// prefixes are too, and the rank grows by one where a prefix differs from
// the one before), and suf[j][k] the rank of word k's suffix from position
// j, computed from position L down by sorting (letter, rank of the suffix
// one shorter) pairs. Removing position i leaves (pre of length i, suf from
// i+1): two words agree except perhaps at i if and only if both ranks are
// equal. O(L·N·log N) time, 4·(L+1)·N bytes.
type ranks struct {
	words []string
	pre   []int32   // ranks of the prefixes of length at (see sort)
	at    int       // the prefix length pre holds
	suf   [][]int32 // suf[j][k]: rank of words[k][j:]
}

func newRanks(words []string) *ranks {
	n := len(words)
	width := 0
	if n > 0 {
		width = len(words[0])
	}
	r := &ranks{words: words, pre: make([]int32, n), suf: make([][]int32, width+1)}
	r.suf[width] = make([]int32, n) // every empty suffix ranks 0
	order := make([]int32, n)
	for j := width - 1; j >= 0; j-- {
		next, cur := r.suf[j+1], make([]int32, n)
		for k := range order {
			order[k] = int32(k)
		}
		slices.SortFunc(order, func(x, y int32) int {
			if c := cmp.Compare(words[x][j], words[y][j]); c != 0 {
				return c
			}
			return cmp.Compare(next[x], next[y])
		})
		rank := int32(0)
		for k, w := range order {
			if k > 0 {
				v := order[k-1]
				if words[v][j] != words[w][j] || next[v] != next[w] {
					rank++
				}
			}
			cur[w] = rank
		}
		r.suf[j] = cur
	}
	return r
}

// sort sets perm to the word indices ordered by the word with position i
// removed, then by index (within a bucket, ascending words). Calls must
// come with i = 0, 1, 2, ... (the prefix ranks advance one position per
// call).
func (r *ranks) sort(i int, perm []int32) {
	for ; r.at < i; r.at++ {
		// Extend the prefixes by the letter at r.at: word k's prefix
		// differs from word k−1's if it did or if that letter differs.
		rank := int32(0)
		prev := int32(0)
		for k := range r.pre {
			if k > 0 && (r.pre[k] != prev || r.words[k][r.at] != r.words[k-1][r.at]) {
				rank++
			}
			prev = r.pre[k]
			r.pre[k] = rank
		}
	}
	for k := range perm {
		perm[k] = int32(k)
	}
	suf := r.suf[i+1]
	slices.SortFunc(perm, func(x, y int32) int {
		if c := cmp.Compare(r.pre[x], r.pre[y]); c != 0 {
			return c
		}
		if c := cmp.Compare(suf[x], suf[y]); c != 0 {
			return c
		}
		return cmp.Compare(x, y)
	})
}

// same reports whether words x and y agree except perhaps at position i,
// the position of the last sort.
func (r *ranks) same(x, y int32, i int) bool {
	return r.pre[x] == r.pre[y] && r.suf[i+1][x] == r.suf[i+1][y]
}

// packing encodes a word as an integer: each letter as its rank in its
// position's alphabet, in bits[p] bits, followed by the word's index.
type packing struct {
	rank    [][256]uint8
	bits    []uint
	low     []uint // low[p]: the bits of the positions after p
	idxBits uint
}

// newPacking returns a packing for n words over alphabet, or nil if a word
// and its index need more than 64 bits.
func newPacking(alphabet [][]byte, n int) *packing {
	pk := &packing{rank: make([][256]uint8, len(alphabet)), bits: make([]uint, len(alphabet)),
		low: make([]uint, len(alphabet)), idxBits: uint(bits.Len(uint(n)))}
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
	for p := len(alphabet) - 2; p >= 0; p-- {
		pk.low[p] = pk.low[p+1] + pk.bits[p+1]
	}
	return pk
}

// fullKeys returns each word's letters packed in position order, without
// its index: O(L) per word, once.
func (pk *packing) fullKeys(words []string) []uint64 {
	full := make([]uint64, len(words))
	for k, w := range words {
		var key uint64
		for p := range len(w) {
			key = key<<pk.bits[p] | uint64(pk.rank[p][w[p]])
		}
		full[k] = key
	}
	return full
}

// sort sets keys to the sorted keys of position i, and perm to the word
// indices in that order: the word with position i removed, then the letter
// at i, then the index. Within a bucket, words therefore come ascending.
// Each key is derived from the word's full key in O(1): the field of
// position i moved from its place to the end.
func (pk *packing) sort(full []uint64, i int, keys []uint64, perm []int32) {
	lo, bi := pk.low[i], pk.bits[i]
	lowMask := uint64(1)<<lo - 1
	letterMask := uint64(1)<<bi - 1
	for k, f := range full {
		high := f >> (lo + bi)
		key := (high<<lo|f&lowMask)<<bi | f>>lo&letterMask
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
