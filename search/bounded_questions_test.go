package search_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// The graph questions (strong components, topological order, k cheapest
// paths, bidirectional Dijkstra) as bounded searches from 0 on a graph of
// moves, on the infinite graphs of bounded_test.go.
var questions = []boundedSearch{
	{"StrongComponentsContext", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		return search.StrongComponentsContext(ctx, nb, o, func([]int) bool { return true }, 0)
	}},
	{"TopologicalOrderContext", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		_, _, err := search.TopologicalOrderContext(ctx, upward{nb}, o, 0)
		return err
	}},
	{"YenContext", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		return search.YenContext(ctx, search.UnitCost(nb), never, 3, o, func([]int, int) bool { return true }, 0)
	}},
	{"BidirectionalDijkstraContext", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		w := search.UnitCost(nb)
		_, _, _, err := search.BidirectionalDijkstraContext(ctx, w, w, o, []int{0}, []int{1 << 40})
		return err
	}},
}

// upward keeps the moves to greater states, so that an infinite graph
// has no cycle for TopologicalOrder to stop at (but a state that yields
// forever).
type upward struct{ nb search.Neighbors[int] }

func (u upward) Neighbors(s int, yield func(int) bool) {
	u.nb.Neighbors(s, func(v int) bool { return v <= s || yield(v) })
}

func TestQuestionsStopOnInfiniteGraphs(t *testing.T) {
	for _, q := range questions {
		for _, g := range infinite {
			t.Run(q.name+"/"+g.name, func(t *testing.T) {
				err := q.run(context.Background(), g.nb, search.Options{MaxStates: 5000})
				if !errors.Is(err, search.ErrLimit) {
					t.Fatalf("error %v, want ErrLimit", err)
				}
				ctx, cancel := context.WithCancel(context.Background())
				cancel()
				if err := q.run(ctx, g.nb, search.Options{}); !errors.Is(err, context.Canceled) {
					t.Fatalf("error %v, want context.Canceled", err)
				}
			})
		}
	}
}

// cancelsAt cancels its context during its at-th call of Neighbors
// and counts the calls after it.
type cancelsAt struct {
	calls, at int
	cancel    func()
	nb        search.Neighbors[int]
}

func (c *cancelsAt) Neighbors(s int, yield func(int) bool) {
	if c.calls++; c.calls == c.at {
		c.cancel()
	}
	c.nb.Neighbors(s, yield)
}

// TestQuestionsStopWithinOneExpansion cancels the context from within an
// expansion: the search calls Neighbors no more.
func TestQuestionsStopWithinOneExpansion(t *testing.T) {
	for _, q := range questions {
		for _, at := range []int{1, 2, 50} {
			t.Run(fmt.Sprintf("%s/%d", q.name, at), func(t *testing.T) {
				ctx, cancel := context.WithCancel(context.Background())
				defer cancel()
				c := &cancelsAt{at: at, cancel: cancel, nb: wideTree{}}
				err := q.run(ctx, c, search.Options{})
				if !errors.Is(err, context.Canceled) || c.calls != at {
					t.Fatalf("error %v after %d calls, want context.Canceled after %d", err, c.calls, at)
				}
			})
		}
	}
}

func TestQuestionsRefuseOptions(t *testing.T) {
	for _, q := range questions[:3] {
		for _, o := range []search.Options{{Workers: 2}, {AllPaths: true}, {OnLayer: func(search.LayerStats) {}}} {
			func() {
				defer func() {
					if r := recover(); r == nil || !isRefusal(r) {
						t.Errorf("%s with %+v: recovered %v, want a refusal", q.name, o, r)
					}
				}()
				_ = q.run(context.Background(), searchtest.Path(3), o)
			}()
		}
	}
}

func isRefusal(r any) bool {
	s, ok := r.(string)
	return ok && len(s) > 0 && slices.ContainsFunc([]string{"Workers", "AllPaths", "OnLayer"}, func(f string) bool {
		return s[len(s)-len(f):] == f && s[:len("search: ")] == "search: "
	})
}
