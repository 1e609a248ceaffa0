package search

import (
	"context"
	"fmt"
	"time"
)

// BFS runs a breadth-first search from starts over everything reachable (up
// to opts.MaxDepth) and returns the search tree: the distance and a shortest
// path to every reached state, the layers, and, with opts.AllPaths, every
// shortest path.
//
// Duplicate starts are dropped; with no starts the tree is empty. With
// opts.Workers > 1 in dense mode (and without AllPaths), wide layers are
// expanded in parallel; see [Options].Workers for what may then differ. The error
// is non-nil only when the search was stopped: by ctx (the context's error
// is wrapped, and checked every few thousand expansions) or by
// opts.MaxStates (wrapping [ErrLimit]). A stopped search returns no tree.
//
// Time is O(V + E) over the reached part. Memory is, per reached state, the
// state itself, a 4-byte parent and the visited-set entry (a map entry, or a
// bit plus a 4-byte position over the whole index range in dense mode);
// AllPaths adds 8 bytes per state and 8 per extra parent.
func BFS[S comparable](ctx context.Context, nb Neighbors[S], opts Options, starts ...S) (*Tree[S], error) {
	mustNeighbors(nb, "BFS")
	if ctx == nil {
		panic("search: BFS called with nil context")
	}
	if t, ok, err := growParallel(ctx, nb, opts, starts); ok {
		if err != nil {
			return nil, err
		}
		return t, nil
	}
	t, _, err := grow(ctx, nb, opts, nil, starts)
	if err != nil {
		return nil, err
	}
	return t, nil
}

// grow builds a search tree. With a goal, it stops at the first state for
// which goal is true (starts tested first, then in discovery order) and
// returns its position; otherwise found is -1.
func grow[S comparable](ctx context.Context, nb Neighbors[S], o Options, goal func(S) bool, starts []S) (t *Tree[S], found int32, err error) {
	began := time.Now()
	t = &Tree[S]{allPaths: o.AllPaths}
	found = -1
	var (
		from      int32 = -1 // position of the state being expanded
		nextStart int32      // first position of the layer being built
		full      bool       // MaxStates exceeded
	)
	// place records v, reached from position from, unless it is already in
	// the tree; it returns false to stop the expansion.
	var place func(v S) bool
	// add appends a new state; shared by both modes.
	add := func(v S) bool {
		p := int32(len(t.order))
		t.order = append(t.order, v)
		t.parent = append(t.parent, from)
		if t.allPaths {
			t.firstExtra = append(t.firstExtra, -1)
			t.lastExtra = append(t.lastExtra, -1)
		}
		if o.MaxStates > 0 && len(t.order) > o.MaxStates {
			full = true
			return false
		}
		if goal != nil && goal(v) {
			found = p
			return false
		}
		if len(t.order) == maxStates {
			panic("search: more than 2^31-1 states; set Options.MaxStates")
		}
		return true
	}
	if ix, n, ok := denseIndexer(nb); ok {
		t.ix, t.seen, t.pos = ix, newBitset(n), make([]int32, n)
		place = func(v S) bool {
			i := ix.Index(v)
			if uint(i) >= uint(n) {
				panicIndex(v, i, n)
			}
			w, m := uint(i)>>6, uint64(1)<<(uint(i)&63)
			if t.seen[w]&m != 0 {
				if t.allPaths {
					t.addParent(t.pos[i], from, nextStart)
				}
				return true
			}
			t.seen[w] |= m
			t.pos[i] = int32(len(t.order))
			return add(v)
		}
	} else {
		t.ids = make(map[S]int32)
		place = func(v S) bool {
			if p, dup := t.ids[v]; dup {
				if t.allPaths {
					t.addParent(p, from, nextStart)
				}
				return true
			}
			t.ids[v] = int32(len(t.order))
			return add(v)
		}
	}

	for _, s := range starts {
		if !place(s) {
			break
		}
	}
	t.layers = append(t.layers, 0)
	expanded := 0
	for depth := 0; ; depth++ {
		if full {
			return nil, -1, fmt.Errorf("%w: more than %d states reached", ErrLimit, o.MaxStates)
		}
		begin, end := t.layers[depth], int32(len(t.order))
		if begin == end {
			break
		}
		t.layers = append(t.layers, end)
		if o.OnLayer != nil {
			o.OnLayer(LayerStats{Depth: depth, Size: int(end - begin), Reached: int(end), Elapsed: time.Since(began)})
		}
		if found >= 0 || (o.MaxDepth > 0 && depth == o.MaxDepth) {
			break
		}
		nextStart = end
		for p := begin; p < end && !full && found < 0; p++ {
			if expanded%ctxCheckEvery == 0 {
				if err := ctx.Err(); err != nil {
					return nil, -1, fmt.Errorf("search: stopped at depth %d: %w", depth, err)
				}
			}
			expanded++
			from = p
			nb.Neighbors(t.order[p], place)
		}
		if found >= 0 {
			// The goal's layer is only partly built: close it at the goal.
			t.layers = append(t.layers, int32(len(t.order)))
			break
		}
	}
	return t, found, nil
}
