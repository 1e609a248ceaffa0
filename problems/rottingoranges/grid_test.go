package rottingoranges_test

import (
	"math"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/search"
)

func TestNewErrors(t *testing.T) {
	// A grid just past MaxCells whose rows share one backing array, so the
	// test allocates only the row headers.
	row := make([]int, 1024)
	huge := make([][]int, rottingoranges.MaxCells/1024+1)
	for i := range huge {
		huge[i] = row
	}
	cases := []struct {
		name string
		grid [][]int
		rule error
		msg  string
		// leetcode is OrangesRotting's answer: 0 when there is no cell, so
		// no fresh orange and nothing to wait for; -1 for other invalid
		// grids.
		leetcode int
	}{
		{"nil", nil, rottingoranges.ErrEmpty, "no rows", 0},
		{"no rows", [][]int{}, rottingoranges.ErrEmpty, "no rows", 0},
		{"empty first row", [][]int{{}}, rottingoranges.ErrEmpty, "grid[0]: empty: row has no cells", 0},
		{"empty rows", [][]int{{}, nil, {}}, rottingoranges.ErrEmpty, "grid[0]: empty: row has no cells", 0},
		{"short row", [][]int{{1, 1}, {1, 1}, {1}}, rottingoranges.ErrRagged, "grid[2]: rows must all have the length of row 0: row has 1 cells, row 0 has 2", -1},
		{"long row", [][]int{{1}, {1, 2}}, rottingoranges.ErrRagged, "grid[1]: rows must all have the length of row 0: row has 2 cells", -1},
		{"empty later row", [][]int{{1}, {}}, rottingoranges.ErrRagged, "grid[1]: rows must all have the length of row 0: row has 0 cells", -1},
		{"empty first row, then a row", [][]int{{}, {1}}, rottingoranges.ErrEmpty, "grid[0]: empty: row has no cells", -1},
		{"three", [][]int{{0, 1, 2}, {2, 3, 1}}, rottingoranges.ErrBadCell, "grid[1][1]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is 3", -1},
		{"negative", [][]int{{-1}}, rottingoranges.ErrBadCell, "grid[0][0]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is -1", -1},
		// New checks a whole row at once: the error names the first bad cell.
		{"four", [][]int{{2, 1, 4}}, rottingoranges.ErrBadCell, "grid[0][2]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is 4", -1},
		{"first of two in a row", [][]int{{1, 1, 1}, {0, 5, 3}}, rottingoranges.ErrBadCell, "grid[1][1]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is 5", -1},
		{"largest int", [][]int{{2, math.MaxInt}}, rottingoranges.ErrBadCell, "grid[0][1]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is " + strconv.Itoa(math.MaxInt), -1},
		{"smallest int", [][]int{{1}, {math.MinInt}}, rottingoranges.ErrBadCell, "grid[1][0]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is " + strconv.Itoa(math.MinInt), -1},
		{"too large", huge, rottingoranges.ErrTooBig, "65537 rows × 1024 columns", -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := rottingoranges.New(tc.grid)
			require.ErrorIs(t, err, tc.rule)
			assert.Nil(t, g)
			assert.Contains(t, err.Error(), tc.msg)
			assert.Contains(t, err.Error(), "rottingoranges: ")
			assert.Equal(t, tc.leetcode, rottingoranges.OrangesRotting(tc.grid), "OrangesRotting of an invalid grid")
		})
	}
}

func TestNewAtTheLimit(t *testing.T) {
	if testsize.Short() {
		t.Skip("a 64 MiB grid: not under -short")
	}
	// Exactly MaxCells cells is accepted. Rows share one backing array of
	// empty cells, so this costs the Grid's 64 MiB and no more.
	row := make([]int, 8192)
	grid := make([][]int, rottingoranges.MaxCells/8192)
	for i := range grid {
		grid[i] = row
	}
	g, err := rottingoranges.New(grid)
	require.NoError(t, err)
	assert.Equal(t, rottingoranges.MaxCells, g.Len())
	assert.Equal(t, 0, g.Minutes(), "no fresh orange")
}

func TestAccessors(t *testing.T) {
	grid := [][]int{{2, 1, 0}, {0, 1, 2}}
	g, err := rottingoranges.New(grid)
	require.NoError(t, err)
	grid[0][0] = 1 // New copied the values
	assert.Equal(t, 2, g.Rows())
	assert.Equal(t, 3, g.Cols())
	assert.Equal(t, 6, g.Len())
	assert.Equal(t, 5, g.Cell(1, 2))
	r, c := g.RowCol(4)
	assert.Equal(t, []int{1, 1}, []int{r, c})
	assert.Equal(t, []int{2, 1, 0, 0, 1, 2}, []int{g.Value(0), g.Value(1), g.Value(2), g.Value(3), g.Value(4), g.Value(5)})
	assert.Equal(t, []int{0, 5}, g.Rotten())
	assert.Equal(t, 2, g.Fresh())
	assert.Equal(t, [][]int{{2, 1, 0}, {0, 1, 2}}, g.Ints())
	assert.Equal(t, "xo.\n.ox", g.String())
	assert.Equal(t, 4, g.Index(4))
	assert.Equal(t, 4, g.State(4))
	rot := g.Rotten()
	rot[0] = 99
	assert.Equal(t, []int{0, 5}, g.Rotten(), "Rotten returns a copy")
}

func TestMisusePanics(t *testing.T) {
	g, err := rottingoranges.New([][]int{{2, 1}})
	require.NoError(t, err)
	res := g.Rot()
	cases := []struct {
		name string
		call func()
	}{
		{"Cell row", func() { g.Cell(1, 0) }},
		{"Cell col", func() { g.Cell(0, -1) }},
		{"RowCol", func() { g.RowCol(2) }},
		{"Value", func() { g.Value(-1) }},
		{"Neighbors", func() { g.Neighbors(2, func(int) bool { return true }) }},
		{"AppendNeighbors past the end", func() { g.AppendNeighbors(nil, []int{0, 2}, search.NewVisited(2)) }},
		{"AppendNeighbors negative", func() { g.AppendNeighbors(nil, []int{-1}, search.NewVisited(2)) }},
		{"Render minute", func() { g.Render(res, -1) }},
		{"Render foreign result", func() { g.Render(rottingoranges.Result{Frames: [][]int{{7}}}, 0) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				r := recover()
				require.NotNil(t, r, "no panic")
				assert.Contains(t, r, "rottingoranges: ")
			}()
			tc.call()
		})
	}
}
