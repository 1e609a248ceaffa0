package search

import "fmt"

// Visited is the engine's visited set in dense mode, lent to
// [FrontierNeighbors.AppendNeighbors]: one bit for each index in
// [0, Len()) of the search's [Indexer]. It is a small value (a slice
// header and a length) meant to be passed by value; its methods inline.
type Visited struct {
	bits []uint64
	n    int
}

// NewVisited returns an empty Visited for the indices [0, n), for tests
// and for users who drive AppendNeighbors themselves. It panics if n is
// negative.
func NewVisited(n int) Visited {
	if n < 0 {
		panic(fmt.Sprintf("search: NewVisited(%d) with a negative size", n))
	}
	return Visited{newVisitedBits(n), n}
}

// Mark marks index i and reports whether it was unmarked before: true
// means the state is new and belongs in the next layer. An index outside
// [0, Len()) means the Indexer is broken: Mark panics if i is negative or
// at least Len() rounded up to a multiple of 64, and reports false (never
// new) for the indices from Len() to there.
func (v Visited) Mark(i int) bool {
	w, m := uint(i)>>6, uint64(1)<<(uint(i)&63)
	if w >= uint(len(v.bits)) {
		panic(markError{i, v.n})
	}
	if v.bits[w]&m != 0 {
		return false
	}
	v.bits[w] |= m
	return true
}

// Unmark clears index i, so that a caller can reuse a Visited. It panics
// if i is outside [0, Len()).
func (v Visited) Unmark(i int) {
	if uint(i) >= uint(v.n) {
		panic(markError{i, v.n})
	}
	v.bits[uint(i)>>6] &^= 1 << (uint(i) & 63)
}

// Has reports whether index i is marked, false outside [0, Len()).
func (v Visited) Has(i int) bool {
	return uint(i) < uint(v.n) && v.bits[uint(i)>>6]&(uint64(1)<<(uint(i)&63)) != 0
}

// Len returns the number of indices, the Indexer's Len().
func (v Visited) Len() int { return v.n }

// markError is the panic value of Visited.Mark and Unmark with an index
// out of range (a value, not a call, so that Mark inlines).
type markError struct{ i, n int }

func (e markError) Error() string {
	return fmt.Sprintf("search: Visited index %d outside [0, %d): the Indexer's Index is out of range", e.i, e.n)
}
