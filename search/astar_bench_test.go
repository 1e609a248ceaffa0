package search_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/ripplebfs/ripple/search"
)

// fifteen is the 15-puzzle over nibble-packed boards: cell c holds the
// tile in bits 4c..4c+3, 0 for the blank, and the goal has tile c+1 on
// cell c. It is a Packer (the board is its own key).
type fifteen struct{}

const fifteenGoal = uint64(0x0FEDCBA987654321)

func (fifteen) Neighbors(s uint64, yield func(uint64) bool) {
	b := 0
	for s>>(4*uint(b))&15 != 0 {
		b++
	}
	r, c := b/4, b%4
	for _, d := range [4][3]int{{-1, 0, -4}, {1, 0, 4}, {0, -1, -1}, {0, 1, 1}} {
		if r+d[0] < 0 || r+d[0] > 3 || c+d[1] < 0 || c+d[1] > 3 {
			continue
		}
		o := uint(4 * (b + d[2]))
		t := s >> o & 15
		if !yield(s&^(15<<o) | t<<(4*uint(b))) {
			return
		}
	}
}

func (fifteen) Pack(s uint64) uint64   { return s }
func (fifteen) Unpack(k uint64) uint64 { return k }

// fifteenManhattan is the Manhattan distance of the 15-puzzle: admissible
// and consistent.
func fifteenManhattan(s uint64) int {
	h := 0
	for c := range 16 {
		if t := int(s >> (4 * uint(c)) & 15); t != 0 {
			h += dist(c/4, (t-1)/4) + dist(c%4, (t-1)%4)
		}
	}
	return h
}

// fifteenWalk returns the position n random moves from the goal.
func fifteenWalk(seed uint64, n int) uint64 {
	r := rand.New(rand.NewPCG(seed, 15))
	s := fifteenGoal
	for range n {
		var next []uint64
		fifteen{}.Neighbors(s, func(v uint64) bool { next = append(next, v); return true })
		s = next[r.IntN(len(next))]
	}
	return s
}

// BenchmarkHeuristic runs AStar (packed and map mode) and IDAStar with the
// Manhattan distance on 15-puzzle positions of random walks, and AStar on
// the 8-puzzle in dense mode (an Indexer of 9! states), the searches'
// throughput on the puzzles they are made for.
func BenchmarkHeuristic(b *testing.B) {
	isGoal := func(s uint64) bool { return s == fifteenGoal }
	ctx := context.Background()
	starts := []uint64{fifteenWalk(1, 200), fifteenWalk(2, 200), fifteenWalk(3, 200)}
	for _, m := range []struct {
		name string
		nb   search.Neighbors[uint64]
	}{{"AStar/15-puzzle/packed", fifteen{}}, {"AStar/15-puzzle/map", mapMode[uint64](fifteen{})}} {
		b.Run(m.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range starts {
					if _, ok, _, err := astarStats(ctx, m.nb, fifteenManhattan, isGoal, search.Options{}, s); !ok || err != nil {
						b.Fatal(ok, err)
					}
				}
			}
		})
	}
	b.Run("IDAStar/15-puzzle", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range starts {
				if _, ok, _, err := idastarStats(ctx, fifteen{}, fifteenManhattan, isGoal, search.Options{}, s); !ok || err != nil {
					b.Fatal(ok, err)
				}
			}
		}
	})
	b.Run("AStar/8-puzzle/dense", func(b *testing.B) {
		goal := tiles{1, 2, 3, 4, 5, 6, 7, 8, 0}
		start := tiles{8, 6, 7, 2, 5, 4, 3, 0, 1}
		b.ReportAllocs()
		for b.Loop() {
			if _, ok := astarPath[tiles](rankedEight{}, manhattan, func(t tiles) bool { return t == goal }, start); !ok {
				b.Fatal(ok)
			}
		}
	})
}

// rankedEight is the 8-puzzle with an Indexer: the lexicographic rank of
// the permutation, over all 9! arrangements.
type rankedEight struct{ eight }

func (rankedEight) Len() int { return 362880 }

func (rankedEight) Index(t tiles) int {
	i := 0
	for a := range 9 {
		smaller := 0
		for b := a + 1; b < 9; b++ {
			if t[b] < t[a] {
				smaller++
			}
		}
		i = i*(9-a) + smaller
	}
	return i
}

func (rankedEight) State(i int) tiles {
	var digits [9]int
	for a := 8; a >= 0; a-- {
		digits[a] = i % (9 - a)
		i /= 9 - a
	}
	var t tiles
	used := [9]bool{}
	for a, d := range digits {
		for v := range 9 {
			if !used[v] {
				if d == 0 {
					t[a], used[v] = int8(v), true
					break
				}
				d--
			}
		}
	}
	return t
}

// hanoi4 is the Towers of Hanoi with 4 pegs and n discs: disc d's peg in
// bits 2d and 2d+1 of the state, which is its own index (Len 4ⁿ).
type hanoi4 struct{ n int }

func (h hanoi4) Len() int      { return 1 << (2 * h.n) }
func (hanoi4) Index(s int) int { return s }
func (hanoi4) State(i int) int { return i }

func (h hanoi4) Neighbors(s int, yield func(int) bool) {
	top := [4]int{h.n, h.n, h.n, h.n}
	for d := h.n - 1; d >= 0; d-- {
		top[s>>(2*d)&3] = d
	}
	for p, d := range top {
		if d == h.n {
			continue
		}
		for q := range 4 {
			if q != p && top[q] > d && !yield(s&^(3<<(2*d))|q<<(2*d)) {
				return
			}
		}
	}
}

// offPeg3 counts the discs not on peg 3: admissible and consistent.
func (h hanoi4) offPeg3(s int) int {
	c := 0
	for d := range h.n {
		if s>>(2*d)&3 != 3 {
			c++
		}
	}
	return c
}

// BenchmarkHeuristicHanoi runs AStar over the 4-peg Towers of Hanoi with
// 15 discs (4¹⁵ states) from all discs on peg 0 towards all on peg 3,
// stopped by MaxStates at 2,000,000 states: over its Indexer (an index
// space of 2³⁰, of which it reaches 0.2%) and in map mode.
func BenchmarkHeuristicHanoi(b *testing.B) {
	h := hanoi4{15}
	goal := h.Len() - 1
	for _, m := range []struct {
		name string
		nb   search.Neighbors[int]
	}{{"indexed", h}, {"map", mapMode[int](h)}} {
		b.Run(m.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_, _, _, err := astarStats(context.Background(), m.nb, h.offPeg3, func(s int) bool { return s == goal }, search.Options{MaxStates: 2_000_000}, 0)
				if !errors.Is(err, search.ErrLimit) {
					b.Fatal(err)
				}
			}
		})
	}
}
