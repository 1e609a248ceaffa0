package arrowgrid_test

import (
	"container/heap"
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

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
		if want, got := dist, arrowgrid.LayeredCosts(grid); !reflect.DeepEqual(want, got) {
			t.Fatalf("specialised solver, every cell, grid %v: got %#v, want %#v", grid, got, want)
		}
		if want, got := want, arrowgrid.MinCost(grid); !reflect.DeepEqual(want, got) {
			t.Fatalf("grid %v: got %#v, want %#v", grid, got, want)
		}
		g, err := arrowgrid.New(grid)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		cost, path := g.Cheapest()
		if want, got := want, cost; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if want, got := 0, path[0]; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if want, got := g.Len()-1, path[len(path)-1]; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		changes := 0
		for k := 1; k < len(path); k++ {
			cost := -1
			g.Edges(path[k-1], func(v, c int) bool {
				if v == path[k] {
					cost = c
				}
				return true
			})
			if x, y := cost, 0; !(x >= y) {
				t.Fatalf("step %d→%d of %v is not a move: %v is not >= %v", path[k-1], path[k], path, x, y)
			}
			changes += cost
		}
		if want, got := cost, changes; !reflect.DeepEqual(want, got) {
			t.Fatalf("path %v: got %#v, want %#v", path, got, want)
		}
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
			if want, got := c.layers, layers; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := costs, plainDijkstra(c.grid); !reflect.DeepEqual(want, got) {
				t.Errorf("reference: got %#v, want %#v", got, want)
			}
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
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var file struct {
		Examples []struct {
			Grid   [][]int `json:"grid"`
			Output int     `json:"output"`
		} `json:"examples"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := file.Examples; len(v) != 3 {
		t.Fatalf("length %d, want %d: %v", len(v), 3, v)
	}
	for i, ex := range file.Examples {
		if want, got := ex.Output, arrowgrid.MinCost(ex.Grid); !reflect.DeepEqual(want, got) {
			t.Errorf("example %d: got %#v, want %#v", i+1, got, want)
		}
		d := plainDijkstra(ex.Grid)
		if want, got := ex.Output, d[len(d)-1][len(d[0])-1]; !reflect.DeepEqual(want, got) {
			t.Errorf("reference, example %d: got %#v, want %#v", i+1, got, want)
		}
		text, err := json.Marshal(ex.Grid)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		g, err := arrowgrid.Parse(strings.NewReader(string(text)))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		cost, _ := g.Cheapest()
		if want, got := ex.Output, cost; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
}

func TestContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(1368, 9))
	for range 30 {
		g, err := arrowgrid.New(randomGrid(rng, 1+rng.IntN(10), 1+rng.IntN(10)))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if err := searchtest.CheckWeighted[int](g, 0); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
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
		if !errors.Is(err, c.rule) {
			t.Fatalf("error %v, want %v", err, c.rule)
		}
		var e *arrowgrid.InputError
		if !errors.As(err, &e) {
			t.Fatalf("errors.As(err, &e) is false")
		}
		if want, got := ([3]int64{-1, int64(c.row), int64(c.col)}), ([3]int64{e.Offset, int64(e.Row), int64(e.Col)}); !reflect.DeepEqual(want, got) {
			t.Errorf("%v: got %#v, want %#v", err, got, want)
		}
		if want, got := -1, arrowgrid.MinCost(c.grid); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
	if want, got := 0, (arrowgrid.MinCost([][]int{{4}})); !reflect.DeepEqual(want, got) {
		t.Errorf("one cell: got %#v, want %#v", got, want)
	}
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
			if want, got := -1, got; !reflect.DeepEqual(want, got) {
				t.Fatalf("grid %v: %v: got %#v, want %#v", grid, err, got, want)
			}
			invalid++
			continue
		}
		d := plainDijkstra(grid) // row 0 may have been cut: read the sizes back
		if want, got := d[len(d)-1][len(d[0])-1], got; !reflect.DeepEqual(want, got) {
			t.Fatalf("grid %v: got %#v, want %#v", grid, got, want)
		}
		valid++
	}
	if x, y := invalid, 0; !(x > y) {
		t.Errorf("some grids are invalid: %v is not > %v", x, y)
	}
	if x, y := valid, 0; !(x > y) {
		t.Errorf("some grids are valid: %v is not > %v", x, y)
	}
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
			if !errors.Is(err, c.rule) {
				t.Fatalf("error %v, want %v", err, c.rule)
			}
			var e *arrowgrid.InputError
			if !errors.As(err, &e) {
				t.Fatalf("errors.As(err, &e) is false")
			}
			if want, got := ([3]int64{c.offset, int64(c.row), int64(c.col)}), ([3]int64{e.Offset, int64(e.Row), int64(e.Col)}); !reflect.DeepEqual(want, got) {
				t.Errorf("%v: got %#v, want %#v", err, got, want)
			}
		})
	}
}
