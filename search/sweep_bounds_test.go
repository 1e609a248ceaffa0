package search_test

import (
	"context"
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// Infinite graphs over the integers. The dense modes see them through the
// index window [-denseWindow/2, denseWindow/2), wide enough that every
// search below stops by MaxStates or the context before exhausting it.

const denseWindow = 1 << 22

// sweepLine is the integer line: s−1 and s+1.
func sweepLine(s int, yield func(int) bool) {
	_ = yield(s-1) && yield(s+1)
}

// sweepTree gives every state 1,000 children: 1000s+1 … 1000s+1000 for
// s ≥ 0 (the children of 0 are 1…1000).
func sweepTree(s int, yield func(int) bool) {
	for c := 1000*s + 1; c <= 1000*s+1000; c++ {
		if !yield(c) {
			return
		}
	}
}

// sweepForever yields s+1, s+2, … and never returns while yield returns true.
// In the dense window the successors wrap around, so they repeat.
func sweepForever(s int, yield func(int) bool) {
	for k := 1; ; k++ {
		v := s + k
		if v >= denseWindow/2 {
			v -= denseWindow
		}
		if !yield(v) {
			return
		}
	}
}

var sweepInfinite = []struct {
	name string
	rule func(int, func(int) bool)
}{{"line", sweepLine}, {"tree1000", sweepTree}, {"forever", sweepForever}}

// TestSweepInfinite: on infinite graphs, in every mode and with workers,
// Sweep stops with ErrLimit under MaxStates and with the context's error
// when the context is cancelled or times out. One worker and several, and
// MaxStates 10,000 (5,000 under -short); the heavy tier runs 1, 2 and 4
// workers and MaxStates 50,000.
func TestSweepInfinite(t *testing.T) {
	sweepInfiniteStops(t, testsize.Pick([]int{1, 4}, []int{2}), testsize.Pick(10_000, 5_000))
}

func TestHeavySweepInfinite(t *testing.T) {
	testsize.RequireHeavy(t)
	sweepInfiniteStops(t, []int{1, 2, 4}, 50_000)
}

func sweepInfiniteStops(t *testing.T, workers []int, maxStates int) {
	for _, g := range sweepInfinite {
		for _, m := range sweepModes {
			for _, w := range workers {
				nb := m.of(g.rule, -denseWindow/2, denseWindow)
				opts := search.WithCutoff(search.Options{Workers: w}, 1)
				t.Run(fmt.Sprintf("%s/%s/workers=%d/MaxStates", g.name, m.name, w), func(t *testing.T) {
					o := opts
					o.MaxStates = maxStates
					sizes, err := sweepSizes(context.Background(), nb, o, nil, 0)
					require.ErrorIs(t, err, search.ErrLimit)
					assert.NotErrorIs(t, err, context.Canceled)
					assert.Nil(t, sizes)
				})
				t.Run(fmt.Sprintf("%s/%s/workers=%d/cancelled", g.name, m.name, w), func(t *testing.T) {
					// Cancelled from inside Neighbors after 300 successors.
					ctx, cancel := context.WithCancel(context.Background())
					defer cancel()
					var n atomic.Int64
					counted := m.of(func(s int, yield func(int) bool) {
						g.rule(s, func(v int) bool {
							if n.Add(1) == 300 {
								cancel()
							}
							return yield(v)
						})
					}, -denseWindow/2, denseWindow)
					_, err := sweepSizes(ctx, counted, opts, nil, 0)
					require.ErrorIs(t, err, context.Canceled)
					assert.NotErrorIs(t, err, search.ErrLimit)
				})
				t.Run(fmt.Sprintf("%s/%s/workers=%d/timeout", g.name, m.name, w), func(t *testing.T) {
					if g.name != "forever" {
						t.Skip("only forever is sure not to end first")
					}
					ctx, cancel := context.WithTimeout(context.Background(), testsize.Pick[time.Duration](20, 5)*time.Millisecond)
					defer cancel()
					_, err := sweepSizes(ctx, nb, opts, nil, 0)
					require.ErrorIs(t, err, context.DeadlineExceeded)
				})
			}
		}
	}
}

// heapObjects is the heap memory held by objects, live or not yet freed.
func heapObjects() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// heapAllocs is the cumulative count of bytes allocated on the heap: the
// difference over a run bounds the run's peak live heap from above.
func heapAllocs() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// peakHeap runs f and returns the peak of heapObjects above its value
// before f, sampled every 100 µs by another goroutine.
func peakHeap(f func()) uint64 {
	runtime.GC()
	base := heapObjects()
	var peak atomic.Uint64
	sample := func() {
		if h := heapObjects(); h > base && h-base > peak.Load() {
			peak.Store(h - base)
		}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1) // not wg.Go, which needs Go 1.25; go.mod says 1.24.1
	go func() {
		defer wg.Done()
		tick := time.NewTicker(100 * time.Microsecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				sample()
			}
		}
	}()
	f()
	sample()
	close(done)
	wg.Wait()
	return peak.Load()
}

// sweepMemoryBound: the tree with 1,000 children per state under
// MaxStates 1,001,001 (depth 2 fits exactly, depth 3 would hold 10⁹
// states) returns ErrLimit with a peak heap within a small factor of
// MaxStates × 8 bytes, plus the bitsets in dense mode. (Before the limit
// was counted during a layer, this took 6 GB and died.)
// TestHeavySweepMemoryBound runs a wide case (1,000 successors per
// state, MaxStates 1,001,001) in every mode with 1, 2 and 4 workers: a
// second of CPU per worker count, so it is in the heavy tier, which CI
// runs. TestBoundedSearchesStopAtMaxStates bounds the other searches'
// memory in the default run.
func TestHeavySweepMemoryBound(t *testing.T) {
	testsize.RequireHeavy(t)
	sweepMemoryBound(t, []int{1, 2, 4})
}

func sweepMemoryBound(t *testing.T, workers []int) {
	if raceEnabled || testsize.Short() {
		t.Skip("a million states per mode; heap figures differ under the race detector")
	}
	const maxStates = 1_001_001
	const window = 1 << 26 // dense: depth 3 is cut to the window, still far above MaxStates
	const factor = 20      // × 8 bytes per state: see the logged figures
	for _, m := range sweepModes {
		for _, w := range workers {
			t.Run(fmt.Sprintf("%s/workers=%d", m.name, w), func(t *testing.T) {
				nb := m.of(sweepTree, 0, window)
				var err error
				peak := peakHeap(func() {
					_, err = sweepSizes(context.Background(), nb, search.Options{Workers: w, MaxStates: maxStates}, nil, 0)
				})
				require.ErrorIs(t, err, search.ErrLimit)
				bound, bitsets := uint64(factor*8*maxStates), uint64(0)
				if m.name == "dense" || m.name == "dense-incremental" {
					bitsets = 3 * window / 8 // two bitsets and the wide frontier
				}
				t.Logf("peak heap %.1f MB, bound %.1f MB (%.1f bytes per state beyond %.1f MB of bitsets)",
					float64(peak)/1e6, float64(bound+bitsets)/1e6, (float64(peak)-float64(bitsets))/maxStates, float64(bitsets)/1e6)
				bound += bitsets
				assert.Less(t, peak, bound)
			})
		}
	}
}

// TestSweepCancelLatency: with a Neighbors that takes 1 ms, Sweep returns
// the context's error after at most a few calls that start after the
// cancellation (one per worker, plus the delay of the context's callback).
func TestSweepCancelLatency(t *testing.T) {
	for _, m := range sweepModes {
		for _, w := range []int{1, 2, 4} {
			t.Run(fmt.Sprintf("%s/workers=%d", m.name, w), func(t *testing.T) {
				ctx, cancel := context.WithCancel(context.Background())
				defer cancel()
				var cancelled atomic.Bool
				var calls, late atomic.Int64
				slow := func(s int, yield func(int) bool) {
					calls.Add(1)
					if cancelled.Load() {
						late.Add(1)
					}
					time.Sleep(time.Millisecond)
					for c := 3*s + 1; c <= 3*s+3; c++ {
						if !yield(c) {
							return
						}
					}
				}
				stop := time.AfterFunc(20*time.Millisecond, func() {
					cancelled.Store(true)
					cancel()
				})
				defer stop.Stop()
				_, err := sweepSizes(ctx, m.of(slow, 0, 1<<24), search.WithCutoff(search.Options{Workers: w}, 1), nil, 0)
				require.ErrorIs(t, err, context.Canceled)
				t.Logf("%d calls, %d started after the cancel", calls.Load(), late.Load())
				assert.LessOrEqual(t, late.Load(), int64(2*w+1))
			})
		}
	}
}

// bigIndex is an Indexer of Len() = 2³¹ + 2¹⁶: a short path through the
// indices above 2³¹, which int32 positions and index lists cannot hold.
type bigIndex struct{}

const bigLen = 1<<31 + 1<<16

func (bigIndex) Neighbors(s int, yield func(int) bool) {
	if s+7 < bigLen {
		_ = yield(s+3) && yield(s+7)
	}
}
func (bigIndex) Len() int        { return bigLen }
func (bigIndex) Index(s int) int { return s }
func (bigIndex) State(i int) int { return i }

// TestSweepPast2To31: an index space past 2³¹, which the store ignores
// (Sweep then keys its visited set by the state), gives the right layers.
func TestSweepPast2To31(t *testing.T) {
	start := 1<<31 + 100
	for _, w := range []int{1, 2} {
		t.Run(fmt.Sprintf("workers=%d", w), func(t *testing.T) {
			sizes, err := sweepSizes(context.Background(), bigIndex{}, search.WithCutoff(search.Options{Workers: w, MaxDepth: 4}, 1), nil, start)
			require.NoError(t, err)
			// Depth d holds start + 3i + 7j for i + j = d: d+1 distinct sums.
			assert.Equal(t, []int{1, 2, 3, 4, 5}, sizes)
		})
	}
}

// TestHeavySweepAllocs measures how allocations grow with the states
// reached, per mode, on grids of 10⁴, 10⁵ and 10⁶ cells: logarithmic in
// dense and packed modes (slices and tables grown by doubling), linear in
// map mode (Go maps allocate as they grow). The figures quoted in Sweep's
// doc comment are this run's. It is heavy only: the smaller grids (10³ to
// 10⁵ cells) cost seconds of the default run's CPU for the same check.
func TestHeavySweepAllocs(t *testing.T) {
	testsize.RequireHeavy(t)
	sweepAllocs(t, []int{100, 316, 1000})
}

func sweepAllocs(t *testing.T, sides []int) {
	if raceEnabled || testsize.Short() {
		t.Skip("allocation counts are not meaningful under the race detector")
	}
	for _, m := range sweepModes {
		t.Run(m.name, func(t *testing.T) {
			var allocs []float64
			for _, side := range sides {
				nb := m.ofGraph(searchtest.Grid(side, side))
				allocs = append(allocs, testing.AllocsPerRun(1, func() {
					_, err := sweepSizes(context.Background(), nb, search.Options{}, nil, 0)
					if err != nil {
						panic(err)
					}
				}))
			}
			t.Logf("%s: %v allocations on grids of side %v", m.name, allocs, sides)
			switch m.name {
			case "dense", "dense-incremental", "packed":
				// Doubling: a few allocations per factor of 10.
				assert.LessOrEqual(t, allocs[2], allocs[0]+30, "must grow logarithmically")
			case "map":
				assert.Greater(t, allocs[2], 10*allocs[0], "map mode's growth is linear, as documented")
			}
		})
	}
}

// panicStar is a star from 0 whose leaf 1 panics after a pause and whose
// leaf 600, in another worker's chunk, yields without end (until yield
// returns false); the other leaves have no successors.
type panicStar struct{}

func (panicStar) Neighbors(s int, yield func(int) bool) {
	switch {
	case s == 0:
		for v := 1; v <= 5000; v++ {
			if !yield(v) {
				return
			}
		}
	case s == 1:
		time.Sleep(20 * time.Millisecond)
		panic("panicStar: leaf 1")
	case s == 600:
		for v := 10_000; yield(v); v++ {
		}
	}
}

// TestSweepWorkerPanicStopsTheOthers: a panic in one worker stops the
// others, so that it reaches the caller even while another worker expands
// a state that yields without end and no limit is set.
func TestSweepWorkerPanicStopsTheOthers(t *testing.T) {
	got := make(chan any, 1)
	go func() {
		defer func() { got <- recover() }()
		_, _ = sweepSizes[int](context.Background(), panicStar{}, search.WithCutoff(search.Options{Workers: 2}, 1), nil, 0)
	}()
	select {
	case e := <-got:
		require.Contains(t, fmt.Sprint(e), "panicStar: leaf 1")
	case <-time.After(20 * time.Second):
		t.Fatal("the panic of one worker did not stop the other within 20 s")
	}
}
