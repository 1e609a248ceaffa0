package arrowgrid_test

import (
	"container/heap"
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/arrowgrid"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// item and pq are the reference's binary heap (container/heap).
type item struct{ cost, r, c int }
type pq []item

func (q pq) Len() int           { return len(q) }
func (q pq) Less(i, j int) bool { return q[i].cost < q[j].cost }
func (q pq) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x any)        { *q = append(*q, x.(item)) }
func (q *pq) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// plainDijkstra is the independent reference: Dijkstra with a binary heap
// over (row, col), following LeetCode's statement directly: moving in the
// direction of the cell's arrow costs 0, any other direction 1. It returns
// the cost of every cell.
func plainDijkstra(grid [][]int) [][]int {
	m, n := len(grid), len(grid[0])
	dirs := [5][2]int{{}, {0, 1}, {0, -1}, {1, 0}, {-1, 0}} // by arrow
	dist := make([][]int, m)
	for r := range dist {
		dist[r] = make([]int, n)
		for c := range dist[r] {
			dist[r][c] = 1 << 60
		}
	}
	dist[0][0] = 0
	q := &pq{{0, 0, 0}}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if it.cost > dist[it.r][it.c] {
			continue
		}
		for a := 1; a <= 4; a++ {
			r, c := it.r+dirs[a][0], it.c+dirs[a][1]
			if r < 0 || r >= m || c < 0 || c >= n {
				continue
			}
			nc := it.cost
			if grid[it.r][it.c] != a {
				nc++
			}
			if nc < dist[r][c] {
				dist[r][c] = nc
				heap.Push(q, item{nc, r, c})
			}
		}
	}
	return dist
}

func randomGrid(rng *rand.Rand, m, n int) [][]int {
	grid := make([][]int, m)
	bias := rng.IntN(5) // 0: uniform arrows; else mostly that arrow
	for r := range grid {
		grid[r] = make([]int, n)
		for c := range grid[r] {
			grid[r][c] = 1 + rng.IntN(4)
			if bias > 0 && rng.IntN(3) > 0 {
				grid[r][c] = bias
			}
		}
	}
	return grid
}

func checkRandom(t *testing.T, seed uint64, cases, maxSide int) {
	rng := rand.New(rand.NewPCG(1368, seed))
	for i := range cases {
		m, n := 1+rng.IntN(maxSide), 1+rng.IntN(maxSide)
		switch i % 20 {
		case 0:
			m, n = 1, 1+rng.IntN(3) // one cell, one short row
		case 1:
			m, n = 1, 1 // one cell
		case 2:
			m = 1 // one row
		case 3:
			n = 1 // one column
		}
		grid := randomGrid(rng, m, n)
		dist := plainDijkstra(grid)
		want := dist[m-1][n-1]
		require.Equal(t, dist, arrowgrid.LayeredCosts(grid), "specialised solver, every cell, grid %v", grid)
		require.Equal(t, want, arrowgrid.MinCost(grid), "grid %v", grid)
		g, err := arrowgrid.New(grid)
		require.NoError(t, err)
		cost, path := g.Cheapest()
		require.Equal(t, want, cost)
		require.Equal(t, 0, path[0])
		require.Equal(t, g.Len()-1, path[len(path)-1])
		changes := 0
		for k := 1; k < len(path); k++ {
			cost := -1
			g.Edges(path[k-1], func(v, c int) bool {
				if v == path[k] {
					cost = c
				}
				return true
			})
			require.GreaterOrEqual(t, cost, 0, "step %d→%d of %v is not a move", path[k-1], path[k], path)
			changes += cost
		}
		require.Equal(t, cost, changes, "path %v", path)
	}
}

func TestAgainstDijkstra(t *testing.T) {
	checkRandom(t, 1, testsize.Pick(3000, 300), 8)
	checkRandom(t, 2, testsize.Pick(200, 20), 100)
}

// TestLayers states the specialised solver's cost layers (the cells of
// each cost, as (row, col)) on LeetCode's examples, worked by hand from
// the arrows.
func TestLayers(t *testing.T) {
	type rc [2]int
	cases := []struct {
		name   string
		grid   [][]int
		layers [][]rc
	}{
		{
			// Each row is one walk along its arrows; going down a row costs 1.
			"example 1", [][]int{{1, 1, 1, 1}, {2, 2, 2, 2}, {1, 1, 1, 1}, {2, 2, 2, 2}},
			[][]rc{
				{{0, 0}, {0, 1}, {0, 2}, {0, 3}},
				{{1, 0}, {1, 1}, {1, 2}, {1, 3}},
				{{2, 0}, {2, 1}, {2, 2}, {2, 3}},
				{{3, 0}, {3, 1}, {3, 2}, {3, 3}},
			},
		},
		{
			// The arrows snake through every cell.
			"example 2", [][]int{{1, 1, 3}, {3, 2, 2}, {1, 1, 4}},
			[][]rc{{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}}},
		},
		{
			// (0,0) and (0,1) point at each other.
			"example 3", [][]int{{1, 2}, {4, 3}},
			[][]rc{{{0, 0}, {0, 1}}, {{1, 0}, {1, 1}}},
		},
		{"one cell", [][]int{{2}}, [][]rc{{{0, 0}}}},
		{
			// Left, right, left: the second cell is reached against the first arrow.
			"one row", [][]int{{2, 1, 2}},
			[][]rc{{{0, 0}}, {{0, 1}, {0, 2}}},
		},
		{
			// Down, up, down, down: (1,0) points back, so (2,0) costs 1 and
			// (3,0) follows (2,0)'s arrow.
			"one column", [][]int{{3}, {4}, {3}, {3}},
			[][]rc{{{0, 0}, {1, 0}}, {{2, 0}, {3, 0}}},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			costs := arrowgrid.LayeredCosts(c.grid)
			var layers [][]rc
			for r, row := range costs {
				for col, d := range row {
					for len(layers) <= d {
						layers = append(layers, nil)
					}
					layers[d] = append(layers[d], rc{r, col})
				}
			}
			assert.Equal(t, c.layers, layers)
			assert.Equal(t, costs, plainDijkstra(c.grid), "reference")
		})
	}
}

func TestHeavyAgainstDijkstra(t *testing.T) {
	testsize.RequireHeavy(t)
	checkRandom(t, 3, 30000, 8)
	checkRandom(t, 4, 3000, 100)
}

func TestLeetCodeExamples(t *testing.T) {
	raw, err := os.ReadFile("testdata/leetcode-1368.json")
	require.NoError(t, err)
	var file struct {
		Examples []struct {
			Grid   [][]int `json:"grid"`
			Output int     `json:"output"`
		} `json:"examples"`
	}
	require.NoError(t, json.Unmarshal(raw, &file))
	require.Len(t, file.Examples, 3)
	for i, ex := range file.Examples {
		assert.Equal(t, ex.Output, arrowgrid.MinCost(ex.Grid), "example %d", i+1)
		d := plainDijkstra(ex.Grid)
		assert.Equal(t, ex.Output, d[len(d)-1][len(d[0])-1], "reference, example %d", i+1)
		text, err := json.Marshal(ex.Grid)
		require.NoError(t, err)
		g, err := arrowgrid.Parse(strings.NewReader(string(text)))
		require.NoError(t, err)
		cost, _ := g.Cheapest()
		assert.Equal(t, ex.Output, cost)
	}
}

func TestContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(1368, 9))
	for range 30 {
		g, err := arrowgrid.New(randomGrid(rng, 1+rng.IntN(10), 1+rng.IntN(10)))
		require.NoError(t, err)
		require.NoError(t, searchtest.CheckWeighted[int](g, 0))
	}
}

func TestInvalid(t *testing.T) {
	cases := []struct {
		grid     [][]int
		rule     error
		row, col int
	}{
		{nil, arrowgrid.ErrEmpty, -1, -1},
		{[][]int{{}}, arrowgrid.ErrEmpty, 0, -1},
		{[][]int{{1, 2}, {3}}, arrowgrid.ErrRagged, 1, -1},
		{[][]int{{1, 2}, {3, 5}}, arrowgrid.ErrBadCell, 1, 1},
		{[][]int{{0}}, arrowgrid.ErrBadCell, 0, 0},
	}
	for _, c := range cases {
		_, err := arrowgrid.New(c.grid)
		require.ErrorIs(t, err, c.rule)
		var e *arrowgrid.InputError
		require.True(t, errors.As(err, &e))
		assert.Equal(t, [3]int64{-1, int64(c.row), int64(c.col)}, [3]int64{e.Offset, int64(e.Row), int64(e.Col)}, "%v", err)
		assert.Equal(t, -1, arrowgrid.MinCost(c.grid))
	}
	assert.Equal(t, 0, arrowgrid.MinCost([][]int{{4}}), "one cell")
}

// TestMinCostHostile gives MinCost grids that New may reject (values
// outside 1..4 including the extreme ints, ragged and empty rows): it
// answers -1 exactly when New rejects the grid, and the reference's cost
// otherwise.
func TestMinCostHostile(t *testing.T) {
	rng := rand.New(rand.NewPCG(1368, 11))
	odd := []int{0, 5, -1, 1 << 40, math.MinInt, math.MaxInt, math.MinInt + 1}
	invalid, valid := 0, 0
	for range testsize.Pick(3000, 300) {
		m, n := rng.IntN(6), 1+rng.IntN(6)
		grid := randomGrid(rng, m, n)
		switch rng.IntN(4) {
		case 0:
			if m > 0 {
				grid[rng.IntN(m)][rng.IntN(n)] = odd[rng.IntN(len(odd))]
			}
		case 1:
			if m > 0 {
				r := rng.IntN(m)
				grid[r] = grid[r][:rng.IntN(n+1)]
			}
		}
		got := arrowgrid.MinCost(grid)
		if _, err := arrowgrid.New(grid); err != nil {
			require.Equal(t, -1, got, "grid %v: %v", grid, err)
			invalid++
			continue
		}
		d := plainDijkstra(grid) // row 0 may have been cut: read the sizes back
		require.Equal(t, d[len(d)-1][len(d[0])-1], got, "grid %v", grid)
		valid++
	}
	assert.Greater(t, invalid, 0, "some grids are invalid")
	assert.Greater(t, valid, 0, "some grids are valid")
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		text     string
		rule     error
		offset   int64
		row, col int
	}{
		{`[]`, arrowgrid.ErrEmpty, 1, -1, -1},
		{`[[]]`, arrowgrid.ErrEmpty, 1, 0, -1},
		{`[[1,2],[3]]`, arrowgrid.ErrRagged, 7, 1, -1},
		{`[[1,2],[3,5]]`, arrowgrid.ErrBadCell, 10, 1, 1},
		{`[[1,"2"]]`, arrowgrid.ErrBadCell, 4, 0, 1},
		{`[[1,02]]`, arrowgrid.ErrSyntax, 5, -1, -1},
		{`grid = [[1]]`, arrowgrid.ErrSyntax, 0, -1, -1},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			_, err := arrowgrid.Parse(strings.NewReader(c.text))
			require.ErrorIs(t, err, c.rule)
			var e *arrowgrid.InputError
			require.True(t, errors.As(err, &e))
			assert.Equal(t, [3]int64{c.offset, int64(c.row), int64(c.col)}, [3]int64{e.Offset, int64(e.Row), int64(e.Col)}, "%v", err)
		})
	}
}
