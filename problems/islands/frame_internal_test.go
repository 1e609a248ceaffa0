package islands

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func randomLand(rng *rand.Rand, rows, cols int, p float64) [][]byte {
	grid := make([][]byte, rows)
	for r := range grid {
		grid[r] = make([]byte, cols)
		for c := range grid[r] {
			grid[r][c] = '0'
			if rng.Float64() < p {
				grid[r][c] = '1'
			}
		}
	}
	return grid
}

// TestFrameContract runs the contract checker on the frame, walls
// included, from every land cell, and requires its components, mapped
// back to cell numbers, to be Grid's islands exactly (same islands, same
// order, same discovery order within each), which the package's tests
// check against a union-find.
func TestFrameContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 200))
	for trial := range 300 {
		grid := randomLand(rng, 1+rng.IntN(14), 1+rng.IntN(14), []float64{0.2, 0.55, 0.9, 1}[trial%4])
		g, err := New(grid)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		fr := newFrame(g)
		var land []int32
		for r := range g.rows {
			for c := range g.cols {
				if g.Land(g.Cell(r, c)) {
					land = append(land, int32((r+1)*fr.Stride()+c+1))
				}
			}
		}
		if err := searchtest.Check[int32](fr, land...); err != nil {
			t.Fatalf("grid %q: unexpected error: %v", grid, err)
		}
		var want, got [][]int
		for island := range g.Islands() {
			want = append(want, slices.Clone(island))
		}
		for comp := range search.Components[int32](fr, land...) {
			cells := make([]int, len(comp))
			for k, i := range comp {
				s, ok := fr.Cell(i)
				if !ok {
					t.Fatalf("component holds %d, not a cell", i)
				}
				cells[k] = s
			}
			got = append(got, cells)
		}
		if want, got := want, got; !reflect.DeepEqual(want, got) {
			t.Fatalf("trial %d grid %q: got %#v, want %#v", trial, grid, got, want)
		}
		if want, got := len(want), g.Count(); !reflect.DeepEqual(want, got) {
			t.Fatalf("trial %d grid %q: got %#v, want %#v", trial, grid, got, want)
		}
	}
}

// TestFrameRejectsNonCells: Neighbors panics on an index that is not a
// cell, and AppendNeighbors a word (64 indices) past the frame panics
// through Visited.Mark.
func TestFrameRejectsNonCells(t *testing.T) {
	g, err := New([][]byte{[]byte("11"), []byte("01")})
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	fr := newFrame(g)
	for _, i := range []int32{-1, 0, 3, 6, int32(fr.Len())} {
		if !panics(func() { fr.Neighbors(i, func(int32) bool { return true }) }) {
			t.Fatalf("index %d: no panic", i)
		}
	}
	if !panics(func() { fr.AppendNeighbors(nil, []int32{int32(fr.Len() + 64)}, search.NewVisited(fr.Len())) }) {
		t.Fatal("AppendNeighbors a word past the frame: no panic")
	}
}

// panics reports whether f panics.
func panics(f func()) (panicked bool) {
	defer func() { panicked = recover() != nil }()
	f()
	return false
}
