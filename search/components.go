package search

import "iter"

// Components returns the connected components of a symmetric graph (one in
// which v is a neighbour of u whenever u is a neighbour of v), restricted to
// the components that contain at least one seed.
//
// Seeds are taken in order; each seed not already in an earlier component
// starts a breadth-first search whose reachable set is the next component,
// yielded in discovery order (the seed first). For a graph that is not
// symmetric the sets yielded are "reachable from this seed and not from an
// earlier one", which are not strongly connected components.
//
// The component slice is reused: it is valid only during its iteration
// step. Breaking out stops all work. The visited set is shared across
// components, so the whole run is O(V + E); in dense mode (see [Indexer]) it
// is a bitset.
func Components[S comparable](nb Neighbors[S], seeds ...S) iter.Seq[[]S] {
	mustNeighbors(nb, "Components")
	return func(yield func([]S) bool) {
		var comp []S
		var mark func(S) bool // reports whether v is new, marking it
		if ix, n, ok := denseIndexer(nb); ok {
			seen := newBitset(n)
			mark = func(v S) bool {
				i := ix.Index(v)
				if uint(i) >= uint(n) {
					panicIndex(v, i, n)
				}
				return seen.testAndSet(i)
			}
		} else {
			seen := make(map[S]struct{})
			mark = func(v S) bool {
				if _, dup := seen[v]; dup {
					return false
				}
				seen[v] = struct{}{}
				return true
			}
		}
		push := func(v S) bool {
			if mark(v) {
				comp = append(comp, v)
			}
			return true
		}
		for _, s := range seeds {
			if !mark(s) {
				continue
			}
			comp = append(comp[:0], s)
			// comp doubles as the FIFO queue: it holds the component in
			// discovery order, and head walks it.
			for head := 0; head < len(comp); head++ {
				nb.Neighbors(comp[head], push)
			}
			if !yield(comp) {
				return
			}
		}
	}
}
