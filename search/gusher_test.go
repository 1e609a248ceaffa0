package search_test

import (
	"context"
	"errors"
	"iter"
	"testing"

	"github.com/ripplebfs/ripple/search"
)

// gusher is the graph from 0 to each of 1..1000, whose Neighbors and
// Edges, once yield has returned false, go on yielding gush fresh states:
// a search that stored what it is given after a refusal would allocate
// for each of them.
type gusher struct{ gush int }

func (g gusher) Neighbors(s int, yield func(int) bool) {
	if s != 0 {
		return
	}
	for v := 1; v <= 1000; v++ {
		if !yield(v) {
			for k := range g.gush {
				yield(-1 - k)
			}
			return
		}
	}
}

func (g gusher) Edges(s int, yield func(int, int) bool) {
	g.Neighbors(s, func(v int) bool { return yield(v, 1) })
}

// TestYieldAfterFalseStoresNothing stops every bounded search with
// MaxStates on a gusher that yields 200,000 states after the refusal: each
// search returns ErrLimit, and allocates as little as it does when the
// plugin stops as it should.
func TestYieldAfterFalseStoresNothing(t *testing.T) {
	ctx := context.Background()
	o := search.Options{MaxStates: 50}
	zero := func(int) int { return 0 }
	never := func(int) bool { return false }
	searches := map[string]func(g gusher) error{
		"BFS":   func(g gusher) error { _, err := search.BFSTreeContext[int](ctx, g, nil, o, 0); return err },
		"BFSTo": func(g gusher) error { _, err := search.BFSTreeContext[int](ctx, g, never, o, 0); return err },
		"ShortestPathContext": func(g gusher) error {
			_, _, err := search.BFSContext[int](ctx, g, never, o, 0)
			return err
		},
		"BidirectionalContext": func(g gusher) error {
			_, _, err := search.BidirectionalContext[int](ctx, g, g, o, []int{0}, []int{1 << 40})
			return err
		},
		"ComponentsContext": func(g gusher) error {
			return search.ComponentsContext[int](ctx, g, o, func([]int) bool { return true }, 0)
		},
		"Sweep": func(g gusher) error {
			_, err := sweepSizes[int](ctx, g, o, func(search.LayerStats, iter.Seq[int]) bool { return true }, 0)
			return err
		},
		"AStarContext": func(g gusher) error {
			_, _, _, err := astarStats[int](ctx, g, zero, never, o, 0)
			return err
		},
		"IDAStarContext": func(g gusher) error {
			_, _, _, err := idastarStats[int](ctx, g, zero, never, o, 0)
			return err
		},
		"DijkstraContext": func(g gusher) error {
			_, err := search.DijkstraTreeContext[int](ctx, g, never, o, 0)
			return err
		},
		"DijkstraContext, MaxDepth": func(g gusher) error {
			_, err := search.DijkstraTreeContext[int](ctx, g, never, search.Options{MaxStates: 50, MaxDepth: 1000}, 0)
			return err
		},
		"ZeroOneBFSContext": func(g gusher) error {
			_, err := search.DijkstraTreeContext[int](ctx, g, never, o, 0)
			return err
		},
		"AStarCostContext": func(g gusher) error {
			_, _, _, _, err := astarCostStats[int](ctx, g, zero, never, o, 0)
			return err
		},
	}
	for name, run := range searches {
		t.Run(name, func(t *testing.T) {
			polite := allocatedStopping(t, func() error { return run(gusher{}) })
			rude := allocatedStopping(t, func() error { return run(gusher{gush: 200_000}) })
			if rude > polite+256<<10 {
				t.Errorf("%s allocated %d bytes with 200,000 states yielded after its refusal, %d without", name, rude, polite)
			}
		})
	}
}

// allocatedStopping returns the bytes that f allocates, and checks that
// it stops at the state limit.
func allocatedStopping(t *testing.T, f func() error) uint64 {
	t.Helper()
	var err error
	n := allocated(func() { err = f() })
	if !errors.Is(err, search.ErrLimit) {
		t.Fatalf("error %v, want ErrLimit", err)
	}
	return n
}
