package search

import (
	"fmt"
	"math/bits"
	"sync/atomic"
)

// This file holds every bit-level operation of the engine's visited sets:
// the stores, the searches and Sweep's layers call these methods, which
// inline, and never spell out a word index or a mask themselves.

// bitset is a fixed-size set of small non-negative integers.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)>>6) }

// newVisitedBits is newBitset with the bits past n in the last word set,
// so that Visited.Mark never reports them as new.
func newVisitedBits(n int) bitset {
	b := newBitset(n)
	if r := uint(n) & 63; r != 0 {
		b[len(b)-1] = ^uint64(0) << r
	}
	return b
}

// Bit i is bit i mod 64 of word i/64, spelled out in each method (not
// through a helper) so that their inlining cost stays low enough for the
// stores' fast paths to inline in turn.

func (b bitset) has(i int) bool { return b[uint(i)>>6]&(1<<(uint(i)&63)) != 0 }
func (b bitset) set(i int)      { b[uint(i)>>6] |= 1 << (uint(i) & 63) }
func (b bitset) clear(i int)    { b[uint(i)>>6] &^= 1 << (uint(i) & 63) }

// testAndSet sets bit i and reports whether it was clear before.
func (b bitset) testAndSet(i int) bool {
	w, m := uint(i)>>6, uint64(1)<<(uint(i)&63)
	if b[w]&m != 0 {
		return false
	}
	b[w] |= m
	return true
}

// testAndSetShared is testAndSet for a set that other goroutines mark at
// the same time: of several callers for one bit, exactly one sees true.
func (b bitset) testAndSetShared(i int) bool {
	p, m := &b[uint(i)>>6], uint64(1)<<(uint(i)&63)
	return atomic.LoadUint64(p)&m == 0 && atomic.OrUint64(p, m)&m == 0
}

// load reads the word of bit i, safely while others mark the set; called
// on a batch before it is marked, it issues the batch's cache misses back
// to back.
func (b bitset) load(i int) uint64 { return atomic.LoadUint64(&b[uint(i)>>6]) }

// each calls f with every bit set in the words [lo, hi), in order, until f
// returns false; it reports whether f never did.
func (b bitset) each(lo, hi int, f func(i int) bool) bool {
	for k := lo; k < hi; k++ {
		for x := b[k]; x != 0; x &= x - 1 {
			if !f(k<<6 | bits.TrailingZeros64(x)) {
				return false
			}
		}
	}
	return true
}

// since makes the words [lo, hi) of b the bits set in now and not in old,
// and brings old up to date with now.
func (b bitset) since(now, old bitset, lo, hi int) {
	cur, now, old := b[lo:hi], now[lo:hi], old[lo:hi]
	for k := range cur {
		cur[k] = now[k] &^ old[k]
		old[k] = now[k]
	}
}

// Visited is the engine's visited set in dense mode, lent to
// [FrontierNeighbors.AppendNeighbors]: one bit for each index in [0, n),
// n the Len() of the search's [Indexer]. It is a small value (a slice
// header and a pointer) meant to be passed by value; its methods inline.
type Visited struct {
	bits bitset
	num  *numbering
}

// numbering is what a Visited holds beside its bits: its size and, when
// a search tree lends it, where the tree will find the states Mark
// reports new: for each word of bits (64 indices), Mark writes the first
// position the current AppendNeighbors call appends at, so the word
// keeps that of the last call that marked one of its indices
// (docs/design.md, "Trees frontier at a time"). It is behind a pointer: a
// Visited of more than four words would not stay in registers, and the
// loops that inline Mark would copy it to memory at every call.
type numbering struct {
	n     int
	words []int32 // per word of bits, the run of its last index marked; nil: none kept
	run   int32   // the first position of the current call's run
}

// NewVisited returns an empty Visited for the indices [0, n), for tests
// and for users who drive AppendNeighbors themselves. It panics if n is
// negative.
func NewVisited(n int) Visited {
	if n < 0 {
		panic(fmt.Sprintf("search: NewVisited(%d) with a negative size", n))
	}
	return Visited{newVisitedBits(n), &numbering{n: n}}
}

// Mark marks index i and reports whether it was unmarked before: true
// means the state is new and belongs in the next layer. An index outside
// [0, n) means the Indexer is broken: Mark panics if i is negative or at
// least n rounded up to a multiple of 64, and reports false (never
// new) for the indices from n to there.
func (v Visited) Mark(i int) bool {
	w, m := uint(i)>>6, uint64(1)<<(uint(i)&63)
	if w >= uint(len(v.bits)) {
		panic(markError{i, v.num})
	}
	x := v.bits[w]
	if x&m != 0 {
		return false
	}
	if v.num.words != nil {
		v.num.words[w] = v.num.run
	}
	v.bits[w] = x | m
	return true
}

// Unmark clears index i, so that a caller can reuse a Visited. It panics
// if i is outside [0, n).
func (v Visited) Unmark(i int) {
	if v.num == nil || uint(i) >= uint(v.num.n) {
		panic(markError{i, v.num})
	}
	v.bits.clear(i)
}

// markError is the panic value of Visited.Mark and Unmark with an index
// out of range (a value, not a call, so that Mark inlines).
type markError struct {
	i   int
	num *numbering // nil for the zero Visited
}

func (e markError) Error() string {
	n := 0
	if e.num != nil {
		n = e.num.n
	}
	return fmt.Sprintf("search: Visited index %d outside [0, %d): the Indexer's Index is out of range", e.i, n)
}
