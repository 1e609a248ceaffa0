package wordladder

import (
	"math/bits"
	"strings"
	"sync"
)

// wordSet is the ladder graph of one LeetCode call, built in one pass over
// wordList at the speed of reading it: no sort, no string hashing, no
// index over pairs of words. A word of at most maxSetWidth letters a–z
// packs into a key of 5 bits per letter; the keys are numbered in order of
// first appearance, and an open-addressing table maps a key to its
// number. A word's neighbours are found by changing each letter to each
// other letter that some word has at that position and looking the key
// up: a few instructions and a load or two per candidate.
//
// One call searches a small part of the list (a bidirectional search
// between two words of a 20,000-word list expands a few hundred), so this
// costs far less than the wildcard index ([buckets]), whose build sorts
// the list and groups it once per position: the index pays when one
// dictionary answers many searches ([Dictionary]).
//
// Neighbours come position by position, first letter first, and in
// ascending order within a position: the words of [Dictionary.Neighbors],
// in the same order, though under other indices.
type wordSet struct {
	keys    []uint64 // keys[i]: word i packed
	slots   []int32  // at load ≤ 1/2: a word's index + 1, or 0 when empty
	shift   uint     // the home slot of key k is (k·fibMul) >> shift
	letters []uint32 // letters[p]: bit c set if some word has 'a'+c at position p
	listed  bool     // beginWord, word 0, is in the list too
}

const (
	// maxSetWidth is the longest word a wordSet packs: 12 letters of 5 bits
	// in 60 bits. LeetCode's words have at most 10.
	maxSetWidth = 12
	fibMul      = 0x9E3779B97F4A7C15 // 2^64 / golden ratio, odd
)

// newWordSet builds the ladder graph over beginWord, word 0, and the words
// of wordList of its length (no other word can be on a ladder from it).
// ok is false, the set unusable, when one of those words is longer than
// maxSetWidth or has a byte outside a–z: the caller then builds a
// [Dictionary], which takes any bytes.
func newWordSet(beginWord string, wordList []string) (g *wordSet, ok bool) {
	width := len(beginWord)
	if width > maxSetWidth {
		return nil, false
	}
	size := 2
	for size < 2*(len(wordList)+1) {
		size *= 2
	}
	g = reuse(len(wordList)+1, size, width)
	key, ok := g.pack(beginWord, true)
	if !ok {
		g.release()
		return nil, false
	}
	g.add(key)
	for _, w := range wordList {
		if len(w) != width {
			continue
		}
		key, ok := g.pack(w, true)
		if !ok {
			g.release()
			return nil, false
		}
		if g.add(key) == 0 {
			g.listed = true
		}
	}
	return g, true
}

// pack returns the key of w, of the set's width: letter p in bits
// 5(width−1−p) to 5(width−1−p)+4, 'a' = 0, so that keys compare as their
// words do. If record is set, it adds w's letters to letters. ok is false
// if w has a byte outside a–z.
func (g *wordSet) pack(w string, record bool) (key uint64, ok bool) {
	letters := g.letters[:len(w)]
	for p := range letters {
		c := w[p] - 'a'
		if c >= 26 {
			return 0, false
		}
		key = key<<5 | uint64(c)
		if record {
			letters[p] |= 1 << c
		}
	}
	return key, true
}

// add numbers key unless it has a number, and returns its number.
func (g *wordSet) add(key uint64) int {
	mask := len(g.slots) - 1
	for s := int(key * fibMul >> g.shift); ; s = (s + 1) & mask {
		e := g.slots[s]
		if e == 0 {
			g.keys = append(g.keys, key)
			g.slots[s] = int32(len(g.keys))
			return len(g.keys) - 1
		}
		if g.keys[e-1] == key {
			return int(e - 1)
		}
	}
}

// find returns the number of key, or -1.
func (g *wordSet) find(key uint64) int {
	mask := len(g.slots) - 1
	for s := int(key * fibMul >> g.shift); ; s = (s + 1) & mask {
		e := g.slots[s]
		if e == 0 {
			return -1
		}
		if g.keys[e-1] == key {
			return int(e - 1)
		}
	}
}

// index returns the number of w if w is in the list (beginWord counts
// only if the list holds it too), or -1.
func (g *wordSet) index(w string) int {
	if len(w) != len(g.letters) {
		return -1
	}
	key, ok := g.pack(w, false)
	if !ok {
		return -1
	}
	i := g.find(key)
	if i == 0 && !g.listed {
		return -1
	}
	return i
}

// Neighbors yields the words one letter away from word i.
func (g *wordSet) Neighbors(i int, yield func(int) bool) {
	key, last := g.keys[i], len(g.letters)-1
	for p, found := range g.letters {
		at := uint(5 * (last - p))
		base := key &^ (31 << at)
		for m := found &^ (1 << (key >> at & 31)); m != 0; m &= m - 1 {
			c := uint64(bits.TrailingZeros32(m))
			if j := g.find(base | c<<at); j >= 0 && !yield(j) {
				return
			}
		}
	}
}

// Len returns the number of distinct words ([search.Indexer]).
func (g *wordSet) Len() int { return len(g.keys) }

// Index returns i: words are their own indices.
func (g *wordSet) Index(i int) int { return i }

// State returns i.
func (g *wordSet) State(i int) int { return i }

// wordsOf spells the words numbered p.
func (g *wordSet) wordsOf(p []int) []string {
	out := make([]string, len(p))
	for k, i := range p {
		out[k] = g.word(i)
	}
	return out
}

// word spells word i.
func (g *wordSet) word(i int) string {
	var b strings.Builder
	b.Grow(len(g.letters))
	key := g.keys[i]
	for p := len(g.letters) - 1; p >= 0; p-- {
		b.WriteByte(byte('a' + key>>(5*p)&31))
	}
	return b.String()
}

// wordSets holds the tables of finished calls: a call of LeetCode's
// signature builds a set over the whole list, and taking tables already
// in memory spares it the allocation, the collector and the first touch
// of fresh pages, which cost more than filling them.
var wordSets sync.Pool

// reuse returns an empty wordSet for n words, with size slots and width
// letters, on the tables of a released set if they are large enough.
func reuse(n, size, width int) *wordSet {
	g, _ := wordSets.Get().(*wordSet)
	if g == nil {
		g = new(wordSet)
	}
	if cap(g.keys) < n {
		g.keys = make([]uint64, 0, n)
	}
	if cap(g.slots) < size {
		g.slots = make([]int32, size)
	} else {
		g.slots = g.slots[:size]
		clear(g.slots)
	}
	if cap(g.letters) < width {
		g.letters = make([]uint32, width)
	} else {
		g.letters = g.letters[:width]
		clear(g.letters)
	}
	g.keys, g.shift, g.listed = g.keys[:0], uint(64-bits.TrailingZeros(uint(size))), false
	return g
}

// release hands g's tables to the next call; g is not used again.
func (g *wordSet) release() { wordSets.Put(g) }
