package search

import "fmt"

// WeightedNeighbors describes an implicit graph whose edges have costs.
//
// Edges calls yield once for each move from s, with the state it reaches
// and its cost, in a deterministic order, and stops as soon as yield
// returns false. Costs are non-negative integers (a negative cost panics
// with a "search: " message); a cost of 0 is allowed. Yielding the same
// successor twice keeps the cheaper edge; a self-loop is ignored. As for
// [Neighbors], implementations must not retain yield after they return.
//
// The method is named Edges, not Neighbors, so that one type can be both
// a [Neighbors] (its moves, each counting one) and a WeightedNeighbors
// (the same moves with their costs): the breadth-first searches then give
// the fewest moves and [Dijkstra] the cheapest route over the same value.
// The capabilities of the package doc's table serve both.
type WeightedNeighbors[S comparable] interface {
	Edges(s S, yield func(v S, cost int) bool)
}

// WeightedFunc adapts a plain function with the shape of
// WeightedNeighbors.Edges to the [WeightedNeighbors] interface. A function
// has no capabilities; see [NeighborsFunc].
type WeightedFunc[S comparable] func(s S, yield func(v S, cost int) bool)

// Edges calls f(s, yield).
func (f WeightedFunc[S]) Edges(s S, yield func(v S, cost int) bool) { f(s, yield) }

// UnitCost views a [Neighbors] as a [WeightedNeighbors] in which every move
// costs 1, for [AStar] and [Dijkstra] over moves. The searches expand nb
// itself, with every capability it has.
func UnitCost[S comparable](nb Neighbors[S]) WeightedNeighbors[S] {
	mustNeighbors(nb, "UnitCost")
	u := unitCost[S]{nb}
	if ix, ok := nb.(Indexer[S]); ok {
		return unitCostIndexed[S]{u, ix}
	}
	return u
}

type unitCost[S comparable] struct{ nb Neighbors[S] }

func (u unitCost[S]) Edges(s S, yield func(S, int) bool) {
	u.nb.Neighbors(s, func(v S) bool { return yield(v, 1) })
}

// unitMoves is implemented by the views of [UnitCost]: the searches by
// cost expand the moves themselves.
type unitMoves[S comparable] interface{ unitMoves() Neighbors[S] }

func (u unitCost[S]) unitMoves() Neighbors[S] { return u.nb }

type unitCostIndexed[S comparable] struct {
	unitCost[S]
	Indexer[S]
}

// IndexEdger is the optional bulk capability of a [WeightedNeighbors]
// that is also an [Indexer]: the edges of one state at a time, by index,
// as two slices instead of one call of yield per edge. IndexEdges(i,
// toBuf, costBuf) returns the edges of State(i) in the order Edges yields
// them: to[j] is the index of the j-th successor and cost[j] its cost
// (≥ 0; a cost beyond int32 cannot be expressed: such a graph does not
// implement IndexEdger). It may append them to toBuf and costBuf, which
// the engine passes empty and reuses, or return slices of its own, such
// as the rows of a compressed adjacency array; the engine only reads them,
// and only until its next call. searchtest.CheckWeighted verifies that it
// agrees with Edges.
type IndexEdger interface {
	IndexEdges(i int, toBuf, costBuf []int32) (to, cost []int32)
}

func panicLengths(fn string, i, nt, nc int) {
	panic(fmt.Sprintf("search: %s: IndexEdges(%d) returned %d successors and %d costs", fn, i, nt, nc))
}

func panicIndexEdge(fn string, i int, v int32, n int) {
	panic(fmt.Sprintf("search: %s: IndexEdges(%d) returned index %d, outside [0, %d)", fn, i, v, n))
}
