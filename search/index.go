package search

import "fmt"

// With returns nb with the capabilities of from that do not depend on the
// moves: its [Indexer] (dense mode) and its [Packer] (packed keys), so
// that a function of moves, or moves written apart from the type that
// numbers the states, searches as fast as a type with every method. It
// panics if from has neither. Capabilities that depend on the moves
// (FrontierNeighbors, IndexNeighbors, Walls) are the moves' own: a type
// implements them beside its Neighbors method.
func With[S comparable](nb Neighbors[S], from any) Neighbors[S] {
	mustNeighbors(nb, "With")
	ix, isIx := from.(Indexer[S])
	pk, isPk := from.(Packer[S])
	switch {
	case isIx && isPk:
		return withBoth[S]{nb, ix, pk}
	case isIx:
		return withIndex[S]{nb, ix}
	case isPk:
		return withPacker[S]{nb, pk}
	}
	panic(fmt.Sprintf("search: With: %T is neither an Indexer nor a Packer of the states", from))
}

type withIndex[S comparable] struct {
	nb Neighbors[S]
	Indexer[S]
}

type withPacker[S comparable] struct {
	nb Neighbors[S]
	Packer[S]
}

type withBoth[S comparable] struct {
	nb Neighbors[S]
	Indexer[S]
	Packer[S]
}

func (x withIndex[S]) Neighbors(s S, yield func(S) bool)  { x.nb.Neighbors(s, yield) }
func (x withPacker[S]) Neighbors(s S, yield func(S) bool) { x.nb.Neighbors(s, yield) }
func (x withBoth[S]) Neighbors(s S, yield func(S) bool)   { x.nb.Neighbors(s, yield) }

// denseIndexer returns g's Indexer and its length, or ok == false in map
// mode, which includes a Len() above 2³¹−1 (positions are int32).
func denseIndexer[S comparable](g any) (ix Indexer[S], n int, ok bool) {
	ix, ok = g.(Indexer[S])
	if !ok {
		return nil, 0, false
	}
	n = ix.Len()
	if n < 0 {
		panic(fmt.Sprintf("search: Indexer.Len() = %d is negative", n))
	}
	if n > maxPositions {
		return nil, 0, false
	}
	return ix, n, true
}

func panicIndex[S comparable](s S, i, n int) {
	panic(fmt.Sprintf("search: Indexer.Index(%v) = %d, outside [0, %d)", s, i, n))
}

// indexCheck verifies that the Indexer's State inverts Index for every
// successor of a sample of the expansions (the first 64, then one in
// 1,024; of a sampled AppendNeighbors call, the first maxVerified states).
type indexCheck[S comparable] struct {
	ix   Indexer[S]
	n    int
	left int // expansions until the next sample, minus one
	done int // samples taken
}

// due reports whether the next expansion is sampled.
func (c *indexCheck[S]) due() bool {
	if c.ix == nil {
		return false
	}
	if c.left--; c.left >= 0 {
		return false
	}
	if c.done++; c.done >= 64 {
		c.left = 1023
	}
	return true
}

// pick returns the yield for the next expansion: chk if it is sampled,
// else f.
func (c *indexCheck[S]) pick(f, chk func(S) bool) func(S) bool {
	if c.due() {
		return chk
	}
	return f
}

// checked returns f preceded by the check, for the sampled expansions.
func (c *indexCheck[S]) checked(f func(S) bool) func(S) bool {
	if c.ix == nil {
		return f
	}
	return func(v S) bool {
		c.verify(v, checkIndex(c.ix, v, c.n))
		return f(v)
	}
}

// maxVerified bounds the successors verified after a sampled
// AppendNeighbors call, which can append millions.
const maxVerified = 4 * frontierChunk

// verifyAppended verifies the first maxVerified states that a sampled
// AppendNeighbors call appended.
func (c *indexCheck[S]) verifyAppended(vs []S) {
	for _, v := range vs[:min(len(vs), maxVerified)] {
		c.verify(v, c.ix.Index(v))
	}
}

// verify panics unless State(i) == v, where i is Index(v).
func (c *indexCheck[S]) verify(v S, i int) {
	if w := c.ix.State(i); w != v {
		panic(fmt.Sprintf("search: Indexer %T is not a bijection: Index(%v) = %d, but State(%d) = %v", c.ix, v, i, i, w))
	}
}

// verifyIndex panics unless Index(State(i)) == i, for a successor given
// by its index.
func (c *indexCheck[S]) verifyIndex(i int) {
	if v := c.ix.State(i); c.ix.Index(v) != i {
		panic(fmt.Sprintf("search: Indexer %T is not a bijection: State(%d) = %v, but Index(%v) = %d", c.ix, i, v, v, c.ix.Index(v)))
	}
}

// checkIndex returns Index(s), panicking if it is outside [0, n).
func checkIndex[S comparable](ix Indexer[S], s S, n int) int {
	i := ix.Index(s)
	if uint(i) >= uint(n) {
		panicIndex(s, i, n)
	}
	return i
}
