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
//
// A type that also implements [Indexer] makes the weighted searches number
// their states in the index store instead of a map (see [DijkstraContext]).
type WeightedNeighbors[S comparable] interface {
	Edges(s S, yield func(v S, cost int) bool)
}

// WeightedFunc adapts a plain function with the shape of
// WeightedNeighbors.Edges to the [WeightedNeighbors] interface. Wrapping a
// method value hides every optional capability, which forces map mode.
type WeightedFunc[S comparable] func(s S, yield func(v S, cost int) bool)

// Edges calls f(s, yield).
func (f WeightedFunc[S]) Edges(s S, yield func(v S, cost int) bool) { f(s, yield) }

// UnitCost views a [Neighbors] as a [WeightedNeighbors] in which every move
// costs 1, so that Dijkstra's distances are BFS depths. It keeps nb's
// [Indexer], if any.
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

type unitCostIndexed[S comparable] struct {
	unitCost[S]
	Indexer[S]
}

// checkWeighted validates o for the weighted search fn; depthOK says
// whether fn honours MaxDepth. It returns the bound on edges, 0 for none
// (a MaxDepth past what int32 positions can number is none).
func checkWeighted(o Options, fn string, depthOK bool) int {
	o.check(fn, fieldAllPaths|fieldOnLayer)
	if o.MaxDepth > 0 && !depthOK {
		panic("search: " + fn + " does not honour Options.MaxDepth; use DijkstraContext with a depth bound")
	}
	if o.MaxDepth >= maxPositions {
		return 0
	}
	return o.MaxDepth
}

// weightedLimit is the error for more than o.MaxStates states, or more
// than the int32 positions number.
func weightedLimit(o Options, fn string) error {
	if o.MaxStates > 0 {
		return fmt.Errorf("%w: %s: more than %d states reached (Options.MaxStates)", ErrLimit, fn, o.MaxStates)
	}
	return fmt.Errorf("%w: %s numbers states with int32 positions and reached more than 2³¹−1", ErrLimit, fn)
}

// stopErr is the error of the weighted search fn stopped by st's context.
func stopErr(st *stopper, fn string) error {
	return fmt.Errorf("search: %s: stopped: %w", fn, st.ctx.Err())
}

func panicCost[S comparable](fn string, u, v S, cost int, zeroOne bool) {
	rule := "≥ 0"
	if zeroOne {
		rule = "0 or 1"
	}
	panic(fmt.Sprintf("search: %s: Edges(%v) yielded %v with cost %d; costs must be %s", fn, u, v, cost, rule))
}

func panicHeuristic[S any](fn string, s S, h int) {
	panic(fmt.Sprintf("search: %s: heuristic returned %d for %v; it must be ≥ 0", fn, h, s))
}

func panicOverflow[S comparable](fn string, v S) {
	panic(fmt.Sprintf("search: %s: the cost of a path to %v overflows int64", fn, v))
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
// and only until its next call.
//
// [DijkstraContext] and [ZeroOneBFSContext] use it, with or without a
// depth bound, expanding a state with one interface call instead of one
// per edge and one Index per successor (docs/design.md), and check the
// successors of a sample of the expansions against the Indexer as the
// other searches do; [AStarCostContext] does not. searchtest.CheckWeighted verifies that it
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
