package search

import "fmt"

// FrontierNeighbors is the optional frontier-at-a-time capability of an
// [Indexer]: a value that expands a whole slice of states in one call and
// tests the successors against the engine's visited set itself, so that
// the plugin's move rule and the visited test run in one tight loop, with
// no indirect call per edge. On a 1000×1000 grid it runs within 1.05–1.2×
// of a hand-written loop with a bitset (1.5× one with a []bool, which
// costs 8× the memory; docs/benchmarks.md, "Frontier at a time").
//
// AppendNeighbors goes through frontier in order and, for each state s,
// through the successors that Neighbors(s, yield) yields, in the same
// order. For each successor v it calls seen.Mark(Index(v)) and appends v
// to dst if Mark returned true (v was not marked before). It returns the
// extended dst. The result is therefore the states of the next layer
// reached from frontier, each once, in the order of a textbook FIFO-queue
// BFS. It must not modify frontier or retain frontier, dst or seen after
// it returns; frontier never overlaps the part of dst it appends to. Index
// is the value's own Index, which AppendNeighbors may compute inline.
//
// The searches use it only in dense mode (the value is also an Indexer
// with Len() at most 2³¹−1) and where they need no parent per edge:
// [Layers], [BFS], [BFSTo], [ShortestPath] and [ShortestPathContext] (one
// state per call, so that each new state's parent is known; not with
// Options.AllPaths, which needs every edge), [Components] and
// [ComponentsContext], and [Sweep] with one worker when the value lacks
// [IndexNeighbors] (at any Len). Layers, Components and Sweep pass chunks
// of at most [FrontierChunk] states. Searches that stop per
// successor (A*, IDA*, Bidirectional) call Neighbors, so the two must
// agree: searchtest.Check verifies that they do, state by state.
//
// The name mirrors [IndexNeighbors]: the neighbours of a frontier.
type FrontierNeighbors[S comparable] interface {
	AppendNeighbors(dst, frontier []S, seen Visited) []S
}

// FrontierChunk is the largest frontier slice the searches pass to
// [FrontierNeighbors] in one call. It bounds how far a call can overshoot
// a state limit and how long it can delay a cancellation, and keeps the
// states a call appends within the first-level cache.
const FrontierChunk = 256

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
	return Visited{newBitset(n), n}
}

// Mark marks index i and reports whether it was unmarked before: true
// means the state is new and belongs in the next layer. It panics if i is
// outside [0, Len()), which means the Indexer is broken.
func (v Visited) Mark(i int) bool {
	if uint(i) >= uint(v.n) {
		panic(markError{i, v.n})
	}
	w, m := uint(i)>>6, uint64(1)<<(uint(i)&63)
	if v.bits[w]&m != 0 {
		return false
	}
	v.bits[w] |= m
	return true
}

// Unmark clears index i, so that a caller can reuse a Visited (a test
// driving AppendNeighbors state by state does). It panics if i is outside
// [0, Len()).
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
// out of range; a value rather than a call keeps Mark within the inliner's budget.
type markError struct{ i, n int }

func (e markError) Error() string {
	return fmt.Sprintf("search: Visited index %d outside [0, %d): the Indexer's Index is out of range", e.i, e.n)
}
