package slidingpuzzle_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/samber/lo"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

// handFifteen is the hand-written baseline for the 15-puzzle: a layered BFS
// over nibble-packed boards with a Go map for the visited set and the move
// rule inlined, to depth maxDepth. It returns the number of states.
func handFifteen(maxDepth int) int {
	const goal = uint64(0x0FEDCBA987654321)
	seen := map[uint64]struct{}{goal: {}}
	cur, next := []uint64{}, []uint64{goal}
	for depth := 0; len(next) > 0 && depth < maxDepth; depth++ {
		cur, next = next, cur[:0]
		for _, s := range cur {
			b := 0
			for (s>>(4*uint(b)))&15 != 0 {
				b++
			}
			r, c := b/4, b%4
			for _, d := range [4][3]int{{-1, 0, -4}, {1, 0, 4}, {0, -1, -1}, {0, 1, 1}} {
				if r+d[0] < 0 || r+d[0] > 3 || c+d[1] < 0 || c+d[1] > 3 {
					continue
				}
				o := uint(4 * (b + d[2]))
				t := s >> o & 15
				v := s&^(15<<o) | t<<(4*uint(b))
				if _, dup := seen[v]; !dup {
					seen[v] = struct{}{}
					next = append(next, v)
				}
			}
		}
	}
	return len(seen)
}

// BenchmarkFifteen: BFS of the 15-puzzle from the goal to depth 22,
// 12,318,701 states (Korf & Schultze 2005). Packed mode must be at least
// twice as fast as map mode. Each run takes seconds: use -benchtime 1x.
func BenchmarkFifteen(b *testing.B) {
	const depth, want = 22, 12318701
	p := sp.MustNew(4, 4)
	b.Run("hand-written-map", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if got := handFifteen(depth); got != want {
				b.Fatal(got)
			}
		}
		b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mstates/s")
	})
	b.Run("Layers-map", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			total := 0
			for d, layer := range search.Layers[sp.State](p, p.Goal()) {
				total += len(layer)
				if d == depth {
					break
				}
			}
			if total != want {
				b.Fatal(total)
			}
		}
		b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mstates/s")
	})
	for _, mode := range []struct {
		name string
		nb   search.Neighbors[sp.State]
	}{
		{"map", mapMode(p)},
		{"packed", p},
	} {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("Sweep-%s/workers=%d", mode.name, w), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					sizes, err := sweepSizes(context.Background(), mode.nb, search.Options{Workers: w, MaxDepth: depth}, p.Goal())
					if err != nil || lo.Sum(sizes) != want {
						b.Fatal(err, lo.Sum(sizes))
					}
				}
				b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mstates/s")
			})
		}
	}
}

// BenchmarkEnumerate: complete BFS of the 2×5 puzzle, 1,814,400 states, in
// every mode and with 1 and 2 workers; the hand-written baseline is
// handFifteen's loop shape on the 2×5 board (a map).
func BenchmarkEnumerate(b *testing.B) {
	const want = 1814400
	p := sp.MustNew(2, 5)
	x, err := p.Indexed()
	if err != nil {
		b.Fatal(err)
	}
	modes := []struct {
		name string
		nb   search.Neighbors[sp.State]
	}{
		{"dense-incremental", x},
		{"dense-index", search.With[sp.State](p, x)},
		{"packed", p},
		{"map", mapMode(p)},
	}
	for _, mode := range modes {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("2x5/%s/workers=%d", mode.name, w), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					sizes, err := sweepSizes(context.Background(), mode.nb, search.Options{Workers: w}, p.Goal())
					if err != nil || lo.Sum(sizes) != want {
						b.Fatal(err, lo.Sum(sizes))
					}
				}
				b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mstates/s")
			})
		}
	}
	b.Run("2x5/hand-written-map", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			goal := p.Goal()
			seen := map[sp.State]struct{}{goal: {}}
			cur, next := []sp.State{}, []sp.State{goal}
			for len(next) > 0 {
				cur, next = next, cur[:0]
				for _, s := range cur {
					p.Neighbors(s, func(v sp.State) bool {
						if _, dup := seen[v]; !dup {
							seen[v] = struct{}{}
							next = append(next, v)
						}
						return true
					})
				}
			}
			if len(seen) != want {
				b.Fatal(len(seen))
			}
		}
		b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mstates/s")
	})
}
