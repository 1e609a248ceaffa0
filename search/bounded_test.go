package search_test

import (
	"context"
	"errors"
	"iter"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
)

// Infinite graphs, on which every bounded search must stop by its limit or
// its context.

// intLine is the integer line: s has neighbours s-1 and s+1.
type intLine struct{}

func (intLine) Neighbors(s int, yield func(int) bool) { sweepLine(s, yield) }

// wideTree gives every state 1,000 children of its own (and its parent,
// so that it is symmetric, as Components wants).
type wideTree struct{}

func (wideTree) Neighbors(s int, yield func(int) bool) {
	if s > 0 && !yield((s-1)/1000) {
		return
	}
	for k := 1; k <= 1000; k++ {
		if !yield(s*1000 + k) {
			return
		}
	}
}

// forever gives state 0 the successors 1, 2, 3, ... without end, and
// every other state the successor 0.
type forever struct{}

func (forever) Neighbors(s int, yield func(int) bool) {
	if s != 0 {
		yield(0)
		return
	}
	for v := 1; yield(v); v++ {
	}
}

var infinite = []struct {
	name string
	nb   search.Neighbors[int]
}{
	{"integer line", intLine{}},
	{"tree of 1000 children", wideTree{}},
	{"a state that yields forever", forever{}},
}

// boundedSearch runs one bounded search from 0 towards an unreachable goal.
type boundedSearch struct {
	name string
	run  func(ctx context.Context, nb search.Neighbors[int], o search.Options) error
}

var never = func(int) bool { return false }

var boundedSearches = []boundedSearch{
	{"BFSTree", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		_, err := search.BFSTreeContext(ctx, nb, nil, o, 0)
		return err
	}},
	{"BFSTree", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		_, err := search.BFSTreeContext(ctx, nb, never, o, 0)
		return err
	}},
	{"BFS", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		_, _, err := search.BFSContext(ctx, nb, never, o, 0)
		return err
	}},
	{"Bidirectional", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		// A goal about 2⁴⁰ states away, out of reach of every limit.
		_, _, err := search.BidirectionalContext(ctx, nb, nb, o, []int{0}, []int{1 << 40})
		return err
	}},
	{"Components", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		return search.ComponentsContext(ctx, nb, o, func([]int) bool { return true }, 0)
	}},
	{"Layers", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		return search.LayersContext(ctx, nb, o, func(int, []int) bool { return true }, 0)
	}},
	{"Sweep", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		return search.SweepContext(ctx, nb, o, func(search.LayerStats, iter.Seq[int]) bool { return true }, 0)
	}},
	{"IDAStar", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		_, _, err := search.IDAStarContext(ctx, nb, func(int) int { return 0 }, never, o, 0)
		return err
	}},
	{"Dijkstra", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		_, _, _, err := search.DijkstraContext(ctx, search.UnitCost(nb), never, o, 0)
		return err
	}},
	{"DijkstraTree", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		_, err := search.DijkstraTreeContext(ctx, search.UnitCost(nb), nil, o, 0)
		return err
	}},
	{"AStar", func(ctx context.Context, nb search.Neighbors[int], o search.Options) error {
		_, _, _, err := search.AStarContext(ctx, search.UnitCost(nb), func(int) int { return 0 }, never, o, 0)
		return err
	}},
}

// TestBoundedSearchesStopAtMaxStates runs each search on one infinite
// graph, each graph in turn; the heavy tier runs every pair.
func TestBoundedSearchesStopAtMaxStates(t *testing.T) {
	boundedSearchesStopAtMaxStates(t, false)
}

func TestHeavyBoundedSearchesStopAtMaxStates(t *testing.T) {
	testsize.RequireHeavy(t)
	boundedSearchesStopAtMaxStates(t, true)
}

func boundedSearchesStopAtMaxStates(t *testing.T, every bool) {
	// The bytes per state hardly move from 50,000 to 200,000.
	limit := testsize.Pick(100_000, 50_000)
	const stateSize = 8 // an int
	for i, s := range boundedSearches {
		for j, g := range infinite {
			if !every && j != i%len(infinite) {
				continue // one graph per search, each graph in turn
			}
			t.Run(s.name+"/"+g.name, func(t *testing.T) {
				runtime.GC()
				before := heapAllocs()
				err := s.run(context.Background(), g.nb, search.Options{MaxStates: limit})
				allocated := heapAllocs() - before
				require.ErrorIs(t, err, search.ErrLimit)
				assert.Regexp(t, `^search: `+s.name+`: stopped at (depth|cost|bound) \d+: more than \d+ states \(Options\.MaxStates\)$`, err.Error())
				perState := float64(allocated) / float64(limit)
				t.Logf("%.1f bytes allocated per state of the limit (%.1f× the state)", perState, perState/stateSize)
				// Everything the search allocated, not only its peak, stays
				// within a small factor of the limit times the state size:
				// 11–21× here (a map entry, a slot in the discovery order
				// and a parent, each grown by doubling; Bidirectional keeps
				// two maps), 24× at most.
				assert.Less(t, perState, 24.0*stateSize)
			})
		}
	}
}

// TestBoundedSearchesStopWhenCancelled runs each search on one infinite
// graph, each graph in turn; the heavy tier runs every pair.
func TestBoundedSearchesStopWhenCancelled(t *testing.T) {
	boundedSearchesStopWhenCancelled(t, false)
}

func TestHeavyBoundedSearchesStopWhenCancelled(t *testing.T) {
	testsize.RequireHeavy(t)
	boundedSearchesStopWhenCancelled(t, true)
}

func boundedSearchesStopWhenCancelled(t *testing.T, every bool) {
	for i, s := range boundedSearches {
		for j, g := range infinite {
			if !every && j != (i+1)%len(infinite) {
				continue // one graph per search, each graph in turn
			}
			t.Run(s.name+"/"+g.name, func(t *testing.T) {
				ctx, cancel := context.WithTimeout(context.Background(), testsize.Pick[time.Duration](20, 5)*time.Millisecond)
				defer cancel()
				err := s.run(ctx, g.nb, search.Options{})
				assert.ErrorIs(t, err, context.DeadlineExceeded)
				assert.Regexp(t, `^search: `+s.name+`: stopped at (depth|cost|bound) \d+: context deadline exceeded$`, err.Error())
			})
		}
	}
}

// slow is a Neighbors that takes a millisecond per call and counts the
// calls that begin after its context is done.
type slow struct {
	ctx   context.Context
	late  atomic.Int32
	calls atomic.Int32
}

func (x *slow) Neighbors(s int, yield func(int) bool) {
	x.calls.Add(1)
	if x.ctx.Err() != nil {
		x.late.Add(1)
	}
	time.Sleep(time.Millisecond)
	intLine{}.Neighbors(s, yield)
}

func TestCancellationReactsBeforeTheNextExpansion(t *testing.T) {
	for _, s := range boundedSearches {
		t.Run(s.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			x := &slow{ctx: ctx}
			stop := time.AfterFunc(20*time.Millisecond, cancel)
			defer stop.Stop()
			err := s.run(ctx, x, search.Options{})
			require.ErrorIs(t, err, context.Canceled)
			assert.Positive(t, x.calls.Load())
			// A cancellation that lands between the search's check and the
			// call it allows cannot be seen before that call: one late call
			// at most.
			assert.LessOrEqual(t, x.late.Load(), int32(1), "Neighbors calls begun after the cancellation")
		})
	}
}

// TestCancellationLatency measures how long a search on a cheap infinite
// graph takes to return once its context is cancelled (logged, for
// docs/design.md; the assertion only checks that it does return).
func TestCancellationLatency(t *testing.T) {
	for _, s := range boundedSearches {
		t.Run(s.name, func(t *testing.T) {
			var worst time.Duration
			for range testsize.Pick(5, 1) {
				ctx, cancel := context.WithCancel(context.Background())
				var cancelled atomic.Int64
				stop := time.AfterFunc(5*time.Millisecond, func() {
					cancelled.Store(time.Now().UnixNano())
					cancel()
				})
				err := s.run(ctx, wideTree{}, search.Options{})
				latency := time.Duration(time.Now().UnixNano() - cancelled.Load())
				stop.Stop()
				require.True(t, errors.Is(err, context.Canceled), "err = %v", err)
				worst = max(worst, latency)
			}
			t.Logf("worst of %d: %v from cancel to return", testsize.Pick(5, 1), worst)
		})
	}
}
