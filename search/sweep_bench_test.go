package search_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// sweepDice is a Snakes-and-Ladders board without snakes or ladders: from
// square s a die roll reaches s+1..s+6. From square 0 of a board with n
// squares, BFS has ⌈(n−1)/6⌉+1 layers of at most 6 states: the narrowest
// layers a real board has, the worst case for a parallel BFS.
type sweepDice int

func (d sweepDice) Neighbors(s int, yield func(int) bool) {
	for t := s + 1; t <= s+6 && t < int(d); t++ {
		if !yield(t) {
			return
		}
	}
}
func (d sweepDice) Len() int        { return int(d) }
func (d sweepDice) Index(s int) int { return s }
func (d sweepDice) State(i int) int { return i }

// handDice is the hand-written baseline: a layered BFS with a []bool
// visited set and two int32 frontiers, the die rule inlined.
func handDice(n int) (layers int) {
	seen := make([]bool, n)
	cur, next := []int32{}, []int32{0}
	seen[0] = true
	for len(next) > 0 {
		layers++
		cur, next = next, cur[:0]
		for _, s := range cur {
			for t := s + 1; t <= s+6 && int(t) < n; t++ {
				if !seen[t] {
					seen[t] = true
					next = append(next, t)
				}
			}
		}
	}
	return layers
}

// BenchmarkSweepNarrow: 1,000,000 squares, 166,668 layers (depth 166,667). Sweep with
// workers must be no slower than without: narrow layers run serially.
func BenchmarkSweepNarrow(b *testing.B) {
	const n = 1_000_000
	const want = 166_668
	if got := handDice(n); got != want {
		b.Fatalf("hand-written baseline: %d layers, want %d", got, want)
	}
	b.Run("hand-written", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sweepSink = handDice(n)
		}
	})
	b.Run("Layers", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			layers := 0
			for range search.Layers[int](sweepDice(n), 0) {
				layers++
			}
			if layers != want {
				b.Fatal(layers)
			}
		}
	})
	for _, mode := range []struct {
		name string
		nb   search.Neighbors[int]
	}{
		{"dense", sweepDice(n)},
		{"packed", sweepPk{searchtest.Graph(sweepDiceGraph(n)).Neighbors}},
		{"map", mapMode[int](sweepDice(n))},
	} {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("Sweep/%s/workers=%d", mode.name, w), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					sizes, err := sweepSizes(context.Background(), mode.nb, search.Options{Workers: w}, nil, 0)
					if err != nil || len(sizes) != want {
						b.Fatal(err, len(sizes))
					}
				}
			})
		}
	}
}

var sweepSink int

// sweepDiceGraph is sweepDice as an explicit adjacency list, for the
// packed wrapper.
func sweepDiceGraph(n int) (g [][]int) {
	g = make([][]int, n)
	for s := range g {
		sweepDice(n).Neighbors(s, func(t int) bool { g[s] = append(g[s], t); return true })
	}
	return g
}

// BenchmarkSweepCancel measures how long Sweep takes to return once its
// context is cancelled, 30 ms into a complete search of a random graph of
// 2,000,000 states and 6,000,000 edges (whose layers are wide), in every
// mode: the latency-µs metric is the mean over the runs, max-µs the worst.
// There is no hand-written loop to compare with: it has no cancellation.
func BenchmarkSweepCancel(b *testing.B) {
	g := searchtest.RandomUndirected(21, 2_000_000, 3_000_000)
	starts := make([]int, 100) // some of them in the giant component
	for i := range starts {
		starts[i] = i
	}
	for _, m := range sweepModes {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", m.name, w), func(b *testing.B) {
				b.ReportAllocs()
				nb := m.ofGraph(g)
				var total, worst time.Duration
				runs := 0
				for b.Loop() {
					ctx, cancel := context.WithCancel(context.Background())
					var at time.Time
					t := time.AfterFunc(30*time.Millisecond, func() { at = time.Now(); cancel() })
					_, err := sweepSizes(ctx, nb, search.Options{Workers: w}, nil, starts...)
					took := time.Since(at)
					t.Stop()
					cancel()
					if !errors.Is(err, context.Canceled) {
						b.Fatal("not cancelled:", err)
					}
					total += took
					worst = max(worst, took)
					runs++
				}
				b.ReportMetric(float64(total.Microseconds())/float64(runs), "latency-µs")
				b.ReportMetric(float64(worst.Microseconds()), "max-µs")
			})
		}
	}
}
