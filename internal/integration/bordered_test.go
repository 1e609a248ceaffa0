package integration_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/bordered"
	"github.com/ripplebfs/ripple/search"
)

// TestBorderedLayout checks At and Cell against the (r+1)·(cols+1)+c+1 formula,
// and that every other index is the border.
func TestBorderedLayout(t *testing.T) {
	for _, size := range [][2]int{{1, 1}, {1, 9}, {7, 1}, {5, 13}} {
		f := bordered.Frame{Rows: size[0], Cols: size[1]}
		t.Run(fmt.Sprintf("%dx%d", f.Rows, f.Cols), func(t *testing.T) {
			require.True(t, f.Fits())
			cells := 0
			for i := range f.Len() {
				s, ok := f.Cell(int32(i))
				r, c := i/(f.Cols+1)-1, i%(f.Cols+1)-1
				want := r >= 0 && r < f.Rows && c >= 0
				require.Equal(t, want, ok, "index %d", i)
				if ok {
					cells++
					assert.Equal(t, r*f.Cols+c, s)
					assert.Equal(t, int32(i), f.At(s))
				}
			}
			assert.Equal(t, f.Rows*f.Cols, cells)
			_, ok := f.Cell(-1)
			assert.False(t, ok)
		})
	}
	assert.False(t, bordered.Frame{Rows: 1 << 16, Cols: 1 << 16}.Fits())
}

// TestBorderedWallsAndAppend checks MarkWalls against a cell-by-cell reference
// and AppendNeighbors against the four neighbours in order, on random
// grids whose rows are not multiples of eight wide.
func TestBorderedWallsAndAppend(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for trial := range 40 {
		f := bordered.Frame{Rows: 1 + rng.IntN(9), Cols: 1 + rng.IntN(21)}
		open := []uint8{1, 3}[trial%2]
		cells := make([]uint8, f.Rows*f.Cols)
		for i := range cells {
			cells[i] = uint8(rng.IntN(4)) | uint8(rng.IntN(2))<<4 // high bits are not open
		}
		seen := search.NewVisited(f.Len())
		f.MarkWalls(seen, cells, open)
		for i := range f.Len() {
			s, ok := f.Cell(int32(i))
			wall := !ok || cells[s]&open == 0
			require.Equal(t, wall, marked(seen, i), "trial %d, index %d", trial, i)
		}
		var frontier []int32
		for s := range cells {
			if cells[s]&open != 0 {
				frontier = append(frontier, f.At(s))
			}
		}
		want := []int32{}
		ref := search.NewVisited(f.Len())
		f.MarkWalls(ref, cells, open)
		for _, i := range frontier {
			for _, v := range []int32{i - int32(f.Stride()), i - 1, i + 1, i + int32(f.Stride())} {
				if ref.Mark(int(v)) {
					want = append(want, v)
				}
			}
		}
		got := f.AppendNeighbors([]int32{-7}, frontier, seen)
		assert.Equal(t, append([]int32{-7}, want...), got, "trial %d", trial)
	}
	assert.Panics(t, func() { bordered.Frame{Rows: 1, Cols: 1}.MarkWalls(search.NewVisited(6), []uint8{1}, 4) })
}

// marked reports whether index i of seen is marked, leaving it as it was.
func marked(seen search.Visited, i int) bool {
	if seen.Mark(i) {
		seen.Unmark(i)
		return false
	}
	return true
}
