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
// length al.width()), where al lists the letters found at each position.
// It groups the words once per position that holds two letters or more (at
// a position of one letter, two distinct words never differ only there).
// When a word packs into 64 bits (or if pack is false, never), the words'
// packed keys with that position's letter cleared go through a hash
// table: O(N) per position. Otherwise it sorts the words by ranks (see
// [ranks]), O(N·log N) per position. Over a–z a letter takes at most 5
// bits (a position with one letter none), so words of up to 12 letters
// always pack (LeetCode's limit is 10). Either way memory
// is O(L·N): about 4·L·N bytes for the index, and besides at most 36·N
// bytes for the hash table or 4·(L+3)·N for the ranks, from the first
// allocation: no step costs O(L) per word and position, nor a table per
// position.
func newBuckets(words []string, al alphabet, pack bool) *buckets {
	width, n := al.width(), len(words)
	b := &buckets{width: width, of: make([]int32, n*width), start: []int32{0, 0}}
	var pk *packing
	if pack {
		pk = newPacking(al)
	}
	if pk != nil {
		full := pk.fullKeys(words, al)
		h := newGrouper(n)
		for i := range width {
			if len(al.at(i)) >= 2 {
				b.groupByKey(full, pk.field(i), i, h)
			}
		}
		return b
	}
	rk := newRanks(words, al)
	perm := make([]int32, n)
	for i := range width {
		if len(al.at(i)) < 2 {
			continue
		}
		rk.sort(i, perm)
		b.group(perm, i, func(x, y int) bool { return rk.same(perm[x], perm[y], i) })
	}
	return b
}

// group adds the buckets of position i: the runs of perm, word indices
// in the order of the word with position i removed, in which same(x, y)
// holds for consecutive entries x and y of perm.
func (b *buckets) group(perm []int32, i int, same func(x, y int) bool) {
	for lo := 0; lo < len(perm); {
		hi := lo + 1
		for hi < len(perm) && same(lo, hi) {
			hi++
		}
		if hi-lo > 1 {
			k := int32(len(b.start) - 1)
			b.members = append(b.members, perm[lo:hi]...)
			b.start = append(b.start, int32(len(b.members)))
			for _, w := range perm[lo:hi] {
				b.of[int(w)*b.width+i] = k
			}
		}
		lo = hi
	}
}

// ranks orders words with one position removed without comparing strings:
// pre[k] is the rank of word k's prefix of the current length among all
// the words' prefixes of that length (the words are ascending, so their
// prefixes are too, and the rank grows by one where a prefix differs from
// the one before), and suf[j·N+k] the rank of word k's suffix from
// position j, computed from position L down by sorting (letter, rank of
// the suffix one shorter) pairs. Removing position i leaves (pre of length
// i, suf from i+1): two words agree except perhaps at i if and only if both
// ranks are equal. O(L·N·log N) time, 4·(L+3)·N bytes.
type ranks struct {
	words []string
	pre   []int32 // ranks of the prefixes of length at (see sort)
	at    int     // the prefix length pre holds
	suf   []int32 // suf[j*N+k]: rank of words[k][j:]
}

func newRanks(words []string, al alphabet) *ranks {
	n, width := len(words), al.width()
	r := &ranks{words: words, pre: make([]int32, n), suf: make([]int32, (width+1)*n)}
	// Every empty suffix ranks 0.
	order := make([]int32, n)
	for j := width - 1; j >= 0; j-- {
		next, cur := r.suffix(j+1), r.suffix(j)
		if len(al.at(j)) < 2 { // one letter: the order of the suffixes one shorter
			copy(cur, next)
			continue
		}
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
	}
	return r
}

// suffix returns the ranks of the words' suffixes from position j.
func (r *ranks) suffix(j int) []int32 {
	n := len(r.words)
	return r.suf[j*n : (j+1)*n]
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
	suf := r.suffix(i + 1)
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
	suf := r.suffix(i + 1)
	return r.pre[x] == r.pre[y] && suf[x] == suf[y]
}

// packing encodes a word as an integer: each letter as its rank in its
// position's alphabet, in bits[p] bits, first position first, so that keys
// compare as their words do, in at most 64 bits. It takes 2 bytes per
// position.
type packing struct {
	bits []uint8
	low  []uint8 // low[p]: the bits of the positions after p
}

// newPacking returns a packing for the words over al, or nil, having
// allocated nothing, if a word needs more than 64 bits.
func newPacking(al alphabet) *packing {
	width := al.width()
	total := uint(0)
	for p := range width {
		if total += uint(bits.Len(uint(len(al.at(p)) - 1))); total > 64 {
			return nil
		}
	}
	pk := &packing{bits: make([]uint8, width), low: make([]uint8, width)}
	for p := range width {
		pk.bits[p] = uint8(bits.Len(uint(len(al.at(p)) - 1)))
	}
	for p := width - 2; p >= 0; p-- {
		pk.low[p] = pk.low[p+1] + pk.bits[p+1]
	}
	return pk
}

// fullKeys returns each word's letters packed in position order, without
// its index, position by position: O(N) per position of two letters or
// more, with one table of ranks for all.
func (pk *packing) fullKeys(words []string, al alphabet) []uint64 {
	full := make([]uint64, len(words))
	var rank [256]uint8
	for p, b := range pk.bits {
		if b == 0 {
			continue // one letter: no bits
		}
		for r, c := range al.at(p) {
			rank[c] = uint8(r)
		}
		for k, w := range words {
			full[k] = full[k]<<b | uint64(rank[w[p]])
		}
	}
	return full
}

// field returns the bits of position i in a full key.
func (pk *packing) field(i int) uint64 {
	return (uint64(1)<<pk.bits[i] - 1) << pk.low[i]
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

// grouper numbers the distinct keys of one position's words in order of
// first appearance, with an open-addressing table at load at most 1/2;
// its tables, allocated once, serve every position.
type grouper struct {
	slots  []int32  // a group's number + 1, or 0 when empty
	keys   []uint64 // keys[g]: group g's key
	group  []int32  // group[k]: word k's group
	next   []int32  // next[g]: group g's size, then its next member's slot
	bucket []int32  // bucket[g]: group g's bucket, 0 for a lone word
	shift  uint     // the home slot of key x is (x·fibMul) >> shift
}

func newGrouper(n int) *grouper {
	size := 2
	for size < 2*n {
		size *= 2
	}
	return &grouper{
		slots:  make([]int32, size),
		keys:   make([]uint64, 0, n),
		group:  make([]int32, n),
		next:   make([]int32, n),
		bucket: make([]int32, n),
		shift:  uint(64 - bits.TrailingZeros(uint(size))),
	}
}

// id returns the number of key, numbering it if it is new.
func (h *grouper) id(key uint64) int32 {
	mask := len(h.slots) - 1
	for s := int(key * fibMul >> h.shift); ; s = (s + 1) & mask {
		e := h.slots[s]
		if e == 0 {
			h.keys = append(h.keys, key)
			h.slots[s] = int32(len(h.keys))
			return int32(len(h.keys) - 1)
		}
		if h.keys[e-1] == key {
			return e - 1
		}
	}
}

// groupByKey adds the buckets of position i: the words whose full keys
// agree once the bits field (position i's) are cleared. Two passes over
// the words in index order: the first numbers each word's group and
// counts it, the second places the members of every group of two words or
// more into its bucket, ascending, since words come in index order.
func (b *buckets) groupByKey(full []uint64, field uint64, i int, h *grouper) {
	clear(h.slots)
	h.keys = h.keys[:0]
	for k, f := range full {
		g := h.id(f &^ field)
		h.group[k] = g
		h.next[g]++
	}
	end := int32(len(b.members))
	for g := range h.keys {
		h.bucket[g] = 0
		if size := h.next[g]; size >= 2 {
			h.bucket[g] = int32(len(b.start) - 1)
			h.next[g] = end
			end += size
			b.start = append(b.start, end)
		}
	}
	b.members = slices.Grow(b.members, int(end)-len(b.members))[:end]
	for k, g := range h.group {
		if h.bucket[g] == 0 {
			continue
		}
		b.members[h.next[g]] = int32(k)
		h.next[g]++
		b.of[k*b.width+i] = h.bucket[g]
	}
	clear(h.next[:len(h.keys)])
}
