package search_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/ripplebfs/ripple/search"
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
func (d sweepDice) Len() int         { return int(d) }
func (d sweepDice) Index(s int) int  { return s }
func (d sweepDice) State(i int) int  { return i }
func (d sweepDice) IndexOffset() int { return 0 }

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
		{"packed", sweepPk{sweepDice(n).Neighbors}},
		{"map", search.NeighborsFunc[int](sweepDice(n).Neighbors)},
	} {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("Sweep/%s/workers=%d", mode.name, w), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					sizes, err := search.Sweep(context.Background(), mode.nb, search.Options{Workers: w}, nil, 0)
					if err != nil || len(sizes) != want {
						b.Fatal(err, len(sizes))
					}
				}
			})
		}
	}
}

var sweepSink int
