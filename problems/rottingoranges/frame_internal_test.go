package rottingoranges

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// randomCells returns a rows×cols grid with each cell empty, fresh or
// rotten at random.
func randomCells(rng *rand.Rand, rows, cols int, pEmpty, pRotten float64) [][]int {
	grid := make([][]int, rows)
	for r := range grid {
		grid[r] = make([]int, cols)
		for c := range grid[r] {
			switch x := rng.Float64(); {
			case x < pEmpty:
			case x < pEmpty+pRotten:
				grid[r][c] = Rotten
			default:
				grid[r][c] = Fresh
			}
		}
	}
	return grid
}

// TestFrameContract runs the contract checker on the frame (walls
// included: the checker verifies that no reachable state's successor is
// a wall and that AppendNeighbors agrees with Neighbors with the walls
// marked), from the source and from every orange.
func TestFrameContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 994))
	for trial := range 200 {
		grid := randomCells(rng, 1+rng.IntN(12), 1+rng.IntN(12), []float64{0, 0.2, 0.5}[trial%3], 0.1)
		g, err := New(grid)
		require.NoError(t, err)
		fr := newFrame(g)
		require.NoError(t, searchtest.Check[int32](fr, fr.source()), "grid %v", grid)
		var oranges []int32
		for s := range g.cells {
			if g.cells[s]&valueMask != Empty {
				oranges = append(oranges, fr.At(s))
			}
		}
		require.NoError(t, searchtest.Check[int32](fr, oranges...), "grid %v", grid)
	}
}

// TestFrameLayersAreGridLayers compares, whole layer by whole layer, the
// frame's layers from the source (the source alone, then the rotten
// oranges and the minutes), mapped back to cells, with the layers of a
// textbook FIFO-queue BFS over the cell grid written here.
func TestFrameLayersAreGridLayers(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 5))
	for trial := range 300 {
		rows, cols := 1+rng.IntN(30), 1+rng.IntN(30)
		grid := randomCells(rng, rows, cols, []float64{0, 0.1, 0.3, 0.6}[trial%4], []float64{0.002, 0.02, 0.45}[trial%3])
		g, err := New(grid)
		require.NoError(t, err)
		fr := newFrame(g)
		var got [][]int
		for d, layer := range search.Layers[int32](fr, fr.source()) {
			if d == 0 {
				require.Equal(t, []int32{fr.source()}, layer)
				continue
			}
			cells := make([]int, len(layer))
			for k, i := range layer {
				s, ok := newFrame(g).Cell(i)
				require.True(t, ok, "layer holds %d, not a cell", i)
				cells[k] = s
			}
			got = append(got, cells)
		}
		require.Equal(t, queueLayers(grid), got, "trial %d grid %v", trial, grid)
	}
}

// queueLayers is the textbook multi-source BFS over grid: the rotten
// cells in row-major order, then, layer by layer, each fresh 4-neighbour
// (up, left, right, down) rotted in place, as cell indices.
func queueLayers(grid [][]int) [][]int {
	rows, cols := len(grid), len(grid[0])
	b := make([]int, 0, rows*cols)
	for _, row := range grid {
		b = append(b, row...)
	}
	var cur []int
	for s, v := range b {
		if v == Rotten {
			cur = append(cur, s)
		}
	}
	var layers [][]int
	for len(cur) > 0 {
		layers = append(layers, slices.Clone(cur))
		var next []int
		for _, s := range cur {
			r, c := s/cols, s%cols
			for _, d := range [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
				nr, nc := r+d[0], c+d[1]
				if nr >= 0 && nr < rows && nc >= 0 && nc < cols && b[nr*cols+nc] == Fresh {
					b[nr*cols+nc] = Rotten
					next = append(next, nr*cols+nc)
				}
			}
		}
		cur = next
	}
	return layers
}

// TestFrameRejectsNonCells: Neighbors panics with the package's message on
// a wall index, and AppendNeighbors with a frontier entry whose neighbours
// fall a word (64 indices) past the frame panics through Visited.Mark,
// never silently.
func TestFrameRejectsNonCells(t *testing.T) {
	g, err := New([][]int{{2, 1}, {0, 1}})
	require.NoError(t, err)
	fr := newFrame(g)
	for _, i := range []int32{-1, 0, 3, 6, int32(fr.Len())} {
		require.PanicsWithValue(t, "rottingoranges: frame index "+itoa(i)+" is not a cell of a 2×2 grid", func() { fr.Neighbors(i, func(int32) bool { return true }) })
	}
	require.Panics(t, func() { fr.AppendNeighbors(nil, []int32{int32(fr.Len() + 64)}, search.NewVisited(fr.Len())) })
}

func itoa(i int32) string { return strconv.Itoa(int(i)) }

// TestFrameFitsInt32 checks that the frame of every grid New accepts has
// int32 indices: the extreme shapes of MaxCells cells, one row and one
// column, and the square, with the last cell's index and the frame's
// length below 2³¹.
func TestFrameFitsInt32(t *testing.T) {
	for _, shape := range [][2]int{{1, MaxCells}, {MaxCells, 1}, {8192, 8192}, {2, MaxCells / 2}} {
		g := &Grid{rows: shape[0], cols: shape[1]}
		fr := newFrame(g)
		require.LessOrEqual(t, fr.Len(), math.MaxInt32, "shape %v", shape)
		last := shape[0]*fr.Stride() + shape[1] // cell (rows-1, cols-1): rows·w + (cols-1) + 1
		s, ok := fr.Cell(int32(last))
		require.True(t, ok, "shape %v", shape)
		require.Equal(t, shape[0]*shape[1]-1, s, "shape %v", shape)
		require.Equal(t, int32(last), fr.At(s), "shape %v", shape)
	}
}
