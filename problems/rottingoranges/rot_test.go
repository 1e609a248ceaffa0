package rottingoranges_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/samber/lo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// simulate is the brute-force reference: it replays the process minute by
// minute on a copy of grid, rotting at once every fresh orange that has a
// rotten 4-neighbour in the previous minute's picture, until a minute
// changes nothing. It shares no code or idea with the BFS beyond the rules
// of the puzzle: no queue, no visited set, O(cells · minutes).
func simulate(grid [][]int) rottingoranges.Result {
	rows, cols := len(grid), len(grid[0])
	cur := lo.Map(grid, func(row []int, _ int) []int { return slices.Clone(row) })
	var res rottingoranges.Result
	var first []int
	for r := range rows {
		for c := range cols {
			if cur[r][c] == 2 {
				first = append(first, r*cols+c)
			}
		}
	}
	if first != nil {
		res.Frames = append(res.Frames, first)
	}
	for {
		var frame []int
		for r := range rows {
			for c := range cols {
				if cur[r][c] != 1 {
					continue
				}
				if (r > 0 && cur[r-1][c] == 2) || (r+1 < rows && cur[r+1][c] == 2) ||
					(c > 0 && cur[r][c-1] == 2) || (c+1 < cols && cur[r][c+1] == 2) {
					frame = append(frame, r*cols+c)
				}
			}
		}
		if frame == nil {
			break
		}
		for _, s := range frame {
			cur[s/cols][s%cols] = 2
		}
		res.Frames = append(res.Frames, frame)
	}
	for r := range rows {
		for c := range cols {
			if cur[r][c] == 1 {
				res.Never = append(res.Never, r*cols+c)
			}
		}
	}
	switch {
	case res.Never != nil:
		res.Minutes = -1
	case len(res.Frames) > 0:
		res.Minutes = len(res.Frames) - 1
	}
	return res
}

// picture draws grid after the first k+1 frames of the simulation, in the
// '.', 'o', 'x' alphabet, independently of Render.
func picture(grid [][]int, frames [][]int, k int) string {
	cols := len(grid[0])
	rotten := map[int]bool{}
	for m := 0; m <= k && m < len(frames); m++ {
		for _, s := range frames[m] {
			rotten[s] = true
		}
	}
	lines := lo.Map(grid, func(row []int, r int) string {
		return strings.Join(lo.Map(row, func(v int, c int) string {
			switch {
			case v == 0:
				return "."
			case rotten[r*cols+c]:
				return "x"
			default:
				return "o"
			}
		}), "")
	})
	return strings.Join(lines, "\n")
}

type leetcodeFile struct {
	Source   string `json:"source"`
	Examples []struct {
		Grid   [][]int `json:"grid"`
		Output int     `json:"output"`
	} `json:"examples"`
}

func loadExamples(t *testing.T) leetcodeFile {
	t.Helper()
	data, err := os.ReadFile("testdata/leetcode-994.json")
	require.NoError(t, err)
	var f leetcodeFile
	require.NoError(t, json.Unmarshal(data, &f))
	require.Len(t, f.Examples, 3)
	return f
}

func TestLeetCodeExamples(t *testing.T) {
	f := loadExamples(t)
	// Whole frames, worked out by hand on the published grids; cells are
	// numbered row-major on 3×3 (example 1 and 2) and 1×2 (example 3).
	wants := []rottingoranges.Result{
		{Minutes: 4, Frames: [][]int{{0}, {1, 3}, {2, 4}, {7}, {8}}},
		{Minutes: -1, Frames: [][]int{{0}, {1}, {2, 4}, {5}, {8}}, Never: []int{6}},
		{Minutes: 0, Frames: [][]int{{1}}},
	}
	for i, ex := range f.Examples {
		t.Run(fmt.Sprintf("example%d", i+1), func(t *testing.T) {
			before := lo.Map(ex.Grid, func(row []int, _ int) []int { return slices.Clone(row) })
			assert.Equal(t, ex.Output, rottingoranges.OrangesRotting(ex.Grid), "published output")
			assert.Equal(t, before, ex.Grid, "OrangesRotting modified its argument")
			g, err := rottingoranges.New(ex.Grid)
			require.NoError(t, err)
			res := g.Rot()
			assert.Equal(t, wants[i], res)
			assert.Equal(t, ex.Output, res.Minutes)
			assert.Equal(t, ex.Output, g.Minutes())
			assert.Equal(t, simulate(ex.Grid), res, "brute force")
			lit, err := json.Marshal(ex.Grid)
			require.NoError(t, err)
			p, err := rottingoranges.Parse(strings.NewReader(string(lit)))
			require.NoError(t, err)
			assert.Equal(t, ex.Grid, p.Ints())
			require.NoError(t, searchtest.Check[int](g, g.Rotten()...))
		})
	}
}

// randomGrid draws a rows×cols grid with the given chances of empty and
// rotten cells (the rest fresh).
func randomGrid(rng *rand.Rand, rows, cols int, pEmpty, pRotten float64) [][]int {
	grid := make([][]int, rows)
	for r := range grid {
		grid[r] = make([]int, cols)
		for c := range grid[r] {
			switch x := rng.Float64(); {
			case x < pEmpty:
				grid[r][c] = 0
			case x < pEmpty+pRotten:
				grid[r][c] = 2
			default:
				grid[r][c] = 1
			}
		}
	}
	return grid
}

func filled(rows, cols, v int) [][]int {
	return lo.Times(rows, func(int) []int { return lo.Times(cols, func(int) int { return v }) })
}

// checkAgainstBruteForce compares every public answer for grid with the
// simulation, frames and pictures included.
func checkAgainstBruteForce(t *testing.T, grid [][]int) {
	t.Helper()
	want := simulate(grid)
	before := lo.Map(grid, func(row []int, _ int) []int { return slices.Clone(row) })
	require.Equal(t, want.Minutes, rottingoranges.OrangesRotting(grid), "OrangesRotting(%v)", grid)
	require.Equal(t, before, grid, "OrangesRotting modified its argument")
	g, err := rottingoranges.New(grid)
	require.NoError(t, err)
	res := g.Rot()
	require.Equal(t, want, res, "Rot(%v)", grid)
	require.Equal(t, want.Minutes, g.Minutes(), "Minutes(%v)", grid)
	for k := 0; k <= len(want.Frames); k++ {
		require.Equal(t, picture(grid, want.Frames, k), g.Render(res, k), "Render(%v, %d)", grid, k)
	}
}

func TestRotMatchesSimulation(t *testing.T) {
	cases := []struct {
		name string
		grid [][]int
	}{
		{"1x1 empty", [][]int{{0}}},
		{"1x1 fresh", [][]int{{1}}},
		{"1x1 rotten", [][]int{{2}}},
		{"all walls 4x5", filled(4, 5, 0)},
		{"all fresh no rotten 3x3", filled(3, 3, 1)},
		{"all rotten 2x6", filled(2, 6, 2)},
		{"row rotten at the right", [][]int{{1, 1, 1, 1, 2}}},
		{"column rotten at the top", [][]int{{2}, {1}, {1}, {1}}},
		{"wall cuts a row", [][]int{{2, 1, 0, 1}}},
		{"no wrap across rows", [][]int{{1, 1, 2}, {1, 1, 1}, {0, 0, 0}, {2, 0, 1}}},
		{"two sources meet", [][]int{{2, 1, 1, 1, 1, 1, 2}}},
		{"spiral", [][]int{
			{2, 1, 1, 1, 1},
			{0, 0, 0, 0, 1},
			{1, 1, 1, 0, 1},
			{1, 0, 0, 0, 1},
			{1, 1, 1, 1, 1},
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { checkAgainstBruteForce(t, tc.grid) })
	}
}

func TestRotRandomGrids(t *testing.T) {
	rng := rand.New(rand.NewPCG(994, 2026))
	shapes := []struct {
		name             string
		maxRows, maxCols int
		trials           int
	}{
		{"1xn", 1, 40, 500},
		{"nx1", 40, 1, 500},
		{"small", 6, 6, 2500},
		{"medium", 25, 25, 400},
	}
	for _, sh := range shapes {
		t.Run(sh.name, func(t *testing.T) {
			for range testsize.Pick(sh.trials, sh.trials/4) {
				rows, cols := 1+rng.IntN(sh.maxRows), 1+rng.IntN(sh.maxCols)
				pEmpty := []float64{0, 0.1, 0.3, 0.5, 1}[rng.IntN(5)]
				pRotten := []float64{0, 0.01, 0.05, 0.2, 1}[rng.IntN(5)]
				checkAgainstBruteForce(t, randomGrid(rng, rows, cols, pEmpty, pRotten))
			}
		})
	}
}

// TestNeighborsBruteForce checks Neighbors on every cell against the rule
// written with rows and columns, and the search contract from every cell.
func TestNeighborsBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := range 300 {
		rows, cols := 1+rng.IntN(7), 1+rng.IntN(7)
		grid := randomGrid(rng, rows, cols, 0.3, 0.2)
		g, err := rottingoranges.New(grid)
		require.NoError(t, err)
		for s := range g.Len() {
			r, c := s/cols, s%cols
			var want []int
			for _, d := range [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
				rr, cc := r+d[0], c+d[1]
				if rr >= 0 && rr < rows && cc >= 0 && cc < cols && grid[rr][cc] == 1 {
					want = append(want, rr*cols+cc)
				}
			}
			var got []int
			g.Neighbors(s, func(v int) bool { got = append(got, v); return true })
			require.Equal(t, want, got, "trial %d grid %v cell %d", trial, grid, s)
		}
		require.NoError(t, searchtest.Check[int](g, lo.Range(g.Len())...))
	}
}

// TestLayersDenseEqualsMapMode runs the engine on the Grid (dense mode) and
// on its bare Neighbors behind a closure (map mode): whole layers, in
// discovery order, must agree.
func TestLayersDenseEqualsMapMode(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for range 200 {
		g, err := rottingoranges.New(randomGrid(rng, 1+rng.IntN(12), 1+rng.IntN(12), 0.2, 0.05))
		require.NoError(t, err)
		collect := func(nb search.Neighbors[int]) [][]int {
			var out [][]int
			for _, layer := range search.Layers(nb, g.Rotten()...) {
				out = append(out, slices.Clone(layer))
			}
			return out
		}
		dense := collect(g)
		require.Equal(t, collect(search.NeighborsFunc[int](func(s int, yield func(int) bool) { g.Neighbors(s, yield) })), dense)
		// The same layers, sorted, are Rot's frames.
		for i := range dense {
			slices.Sort(dense[i])
		}
		require.Equal(t, g.Rot().Frames, dense)
	}
}
