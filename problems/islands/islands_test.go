package islands_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/islands"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestNumIslandsLeetCode runs LeetCode's published examples, read from
// testdata/leetcode-200.json (origin and sha256 in testdata/README.md),
// through NumIslands, through Parse of the JSON literal, and through the
// union-find reference.
func TestNumIslandsLeetCode(t *testing.T) {
	raw, err := os.ReadFile("testdata/leetcode-200.json")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var data struct {
		Examples []struct {
			Grid   json.RawMessage
			Output int
		}
	}
	if err := json.Unmarshal(raw, &data); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := data.Examples; len(v) != 2 {
		t.Fatalf("length %d, want %d: %v", len(v), 2, v)
	}
	for i, ex := range data.Examples {
		t.Run(fmt.Sprintf("example%d", i+1), func(t *testing.T) {
			var cells [][]string
			if err := json.Unmarshal(ex.Grid, &cells); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			grid := lo.Map(cells, func(row []string, _ int) []byte { return []byte(strings.Join(row, "")) })
			if want, got := ex.Output, islands.NumIslands(grid); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := ex.Output, len(unionFind(grid)); !reflect.DeepEqual(want, got) {
				t.Errorf("the reference disagrees with LeetCode: got %#v, want %#v", got, want)
			}
			g, err := islands.Parse(strings.NewReader(string(ex.Grid)))
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := ex.Output, g.Count(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestNumIslandsCases(t *testing.T) {
	tests := []struct {
		name string
		grid []string
		want int
	}{
		// LeetCode 200's two examples, as in the statement.
		{"example1", []string{"11110", "11010", "11000", "00000"}, 1},
		{"example2", []string{"11000", "11000", "00100", "00011"}, 3},
		{"empty", nil, 0},
		{"empty_rows", []string{"", ""}, 0},
		{"one_water", []string{"0"}, 0},
		{"one_land", []string{"1"}, 1},
		{"row", []string{"1011001"}, 3},
		{"column", []string{"1", "1", "0", "1"}, 2},
		{"diagonal_not_joined", []string{"10", "01"}, 2},
		{"all_land", []string{"111", "111"}, 1},
		{"all_water", []string{"000", "000"}, 0},
		{"ring_with_lake_and_isle", []string{"11111", "10001", "10101", "10001", "11111"}, 2},
		{"checkerboard", []string{"101", "010", "101"}, 5},
		{"spiral", []string{"11111", "00001", "11101", "10001", "11111"}, 1},
		{"ragged", []string{"11", "1"}, -1},
		{"bad_byte", []string{"12"}, -1},
		{"numeric_bytes", []string{"\x01\x00"}, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			grid := bytesGrid(tc.grid)
			if want, got := tc.want, islands.NumIslands(grid); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if tc.want >= 0 {
				if want, got := tc.want, len(unionFind(grid)); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
		})
	}
}

func TestIslandsExact(t *testing.T) {
	g, err := islands.New(bytesGrid([]string{"11000", "11000", "00100", "00011"}))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var got [][]int
	for island := range g.Islands() {
		got = append(got, slices.Clone(island))
	}
	// BFS order within an island: first cell, then up, left, right, down.
	if want, got := ([][]int{{0, 1, 5, 6}, {12}, {18, 19}}), got; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		name     string
		grid     [][]byte
		row, col int
		message  string
	}{
		{"ragged_short", [][]byte{[]byte("101"), []byte("10")}, 1, -1,
			"islands: grid[1]: rows must all have the length of row 0: row has 2 cells, row 0 has 3"},
		{"ragged_long_later", [][]byte{[]byte("1"), []byte("0"), []byte("00")}, 2, -1,
			"islands: grid[2]: rows must all have the length of row 0: row has 2 cells, row 0 has 1"},
		{"bad_char", [][]byte{[]byte("101"), []byte("1x1")}, 1, 1,
			`islands: grid[1][1]: a cell is "0" (water) or "1" (land): cell is 'x'`},
		{"raw_one", [][]byte{{'1', 1}}, 0, 1,
			`islands: grid[0][1]: a cell is "0" (water) or "1" (land): cell is '\x01'`},
		{"ragged_before_bad_char", [][]byte{[]byte("x1"), []byte("1")}, 1, -1,
			"islands: grid[1]: rows must all have the length of row 0: row has 1 cells, row 0 has 2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := islands.New(tc.grid)
			if g != nil {
				t.Errorf("a grid with the error %v", err)
			}
			if err == nil {
				t.Fatalf("no error")
			}
			if want, got := tc.message, err.Error(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			var ie *islands.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("errors.As(err, &ie) is false")
			}
			if want, got := tc.row, ie.Row; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.col, ie.Col; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := int64(-1), ie.Offset; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := -1, islands.NumIslands(tc.grid); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name       string
		input      string
		rows, cols int
		land       []int
	}{
		{"leetcode", `[["1","0"],["0","1"]]`, 2, 2, []int{0, 3}},
		{"whitespace", " [ [ \"1\" , \"1\" ] ,\n [\"0\",\"1\"] ]\n\t", 2, 2, []int{0, 1, 3}},
		{"empty", `[]`, 0, 0, nil},
		{"empty_row", `[[]]`, 1, 0, nil},
		{"one", `[["1"]]`, 1, 1, []int{0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := islands.Parse(strings.NewReader(tc.input))
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.rows, g.Rows(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.cols, g.Cols(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.rows*tc.cols, g.Len(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			land := lo.Filter(lo.Range(g.Len()), func(c int, _ int) bool { return g.Land(c) })
			if want, got := tc.land, lo.Ternary(len(land) == 0, nil, land); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		rule     error
		row, col int
		offset   int64
		message  string
	}{
		{"empty_input", ``, islands.ErrEmpty, -1, -1, 0, "islands: offset 0: empty: no input, want '[' opening the grid"},
		{"not_array", `{"grid":1}`, islands.ErrSyntax, -1, -1, 0, "islands: offset 0: not the LeetCode literal: '{', want '[' opening the grid (an array of rows)"},
		{"pasted_prefix", `grid = [["1"]]`, islands.ErrSyntax, -1, -1, 0, "islands: offset 0: not the LeetCode literal: invalid JSON: invalid character 'g' looking for beginning of value"},
		{"row_not_array", `["10"]`, islands.ErrSyntax, 0, -1, 1, `islands: offset 1, grid[0]: not the LeetCode literal: "10", want '[' opening a row`},
		{"number_cell", `[["1",0]]`, islands.ErrBadCell, 0, 1, 6, `islands: offset 6, grid[0][1]: a cell is "0" (water) or "1" (land): cell is 0`},
		{"bad_string", `[["1","1"],["1","2"]]`, islands.ErrBadCell, 1, 1, 16, `islands: offset 16, grid[1][1]: a cell is "0" (water) or "1" (land): cell is "2"`},
		{"null_cell", `[[null]]`, islands.ErrBadCell, 0, 0, 2, `islands: offset 2, grid[0][0]: a cell is "0" (water) or "1" (land): cell is null`},
		{"ragged", `[["1","0"],["1"]]`, islands.ErrRagged, 1, -1, 11, "islands: offset 11, grid[1]: rows must all have the length of row 0: row has 1 cells, row 0 has 2"},
		{"truncated", `[["1","0"],["1"`, islands.ErrSyntax, -1, -1, 11, "islands: offset 11: not the LeetCode literal: the input ends inside the value that starts here (a row)"},
		{"syntax", `[["1" "0"]]`, islands.ErrSyntax, -1, -1, 6, "islands: offset 6: not the LeetCode literal: invalid JSON: invalid character '\"' after array element"},
		{"trailing", `[["1"]] [`, islands.ErrSyntax, -1, -1, 8, "islands: offset 8: not the LeetCode literal: '[' after the grid, want the end of the input"},
		{"bad_literal", `[["1", tru]]`, islands.ErrSyntax, -1, -1, 10, "islands: offset 10: not the LeetCode literal: invalid JSON: invalid character ']' in literal true (expecting 'e')"},
		{"trailing_garbage", `[["1"]]x`, islands.ErrSyntax, -1, -1, 7, "islands: offset 7: not the LeetCode literal: invalid JSON: invalid character 'x' looking for beginning of value"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := islands.Parse(strings.NewReader(tc.input))
			if g != nil {
				t.Errorf("a grid with the error %v", err)
			}
			if !errors.Is(err, tc.rule) {
				t.Fatalf("error %v, want %v", err, tc.rule)
			}
			if want, got := tc.message, err.Error(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			var ie *islands.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("errors.As(err, &ie) is false")
			}
			if want, got := tc.row, ie.Row; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.col, ie.Col; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.offset, ie.Offset; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestMisusePanics(t *testing.T) {
	g, err := islands.New(bytesGrid([]string{"10", "01"}))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	tests := []struct {
		name string
		call func()
		msg  string
	}{
		{"cell_row", func() { g.Cell(2, 0) }, "islands: Cell(2, 0) outside the 2×2 grid"},
		{"cell_col", func() { g.Cell(0, -1) }, "islands: Cell(0, -1) outside the 2×2 grid"},
		{"land", func() { g.Land(4) }, "islands: Land(4): cell outside [0, 4)"},
		{"rowcol", func() { g.RowCol(-1) }, "islands: RowCol(-1): cell outside [0, 4)"},
		{"neighbors_negative", func() { g.Neighbors(-1, func(int) bool { return true }) }, "islands: Neighbors(-1): cell outside [0, 4)"},
		{"neighbors_past_end", func() { g.Neighbors(4, func(int) bool { return true }) }, "islands: Neighbors(4): cell outside [0, 4)"},
		{"append_neighbors_past_end", func() { g.AppendNeighbors(nil, []int{0, 4}, search.NewVisited(4)) }, "islands: AppendNeighbors(4): cell outside [0, 4)"},
		{"append_neighbors_negative", func() { g.AppendNeighbors(nil, []int{-5}, search.NewVisited(4)) }, "islands: AppendNeighbors(-5): cell outside [0, 4)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if r := recover(); r != tc.msg {
					t.Errorf("panic %#v, want %q", r, tc.msg)
				}
			}()
			tc.call()
		})
	}
}

func TestNeighbors(t *testing.T) {
	g, err := islands.New(bytesGrid([]string{"111", "111", "100"}))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	tests := []struct {
		name string
		cell int
		want []int
	}{
		{"centre", 4, []int{1, 3, 5}},
		{"corner", 0, []int{1, 3}},
		{"edge_left", 3, []int{0, 4, 6}},
		{"bottom", 6, []int{3}},
		{"water", 7, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []int
			g.Neighbors(tc.cell, func(v int) bool { got = append(got, v); return true })
			if want, got := tc.want, got; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestNeighborsContract(t *testing.T) {
	r := rand.New(rand.NewPCG(200, 1))
	tests := []struct {
		name string
		grid [][]byte
	}{
		{"example1", bytesGrid([]string{"11110", "11010", "11000", "00000"})},
		{"one_land", bytesGrid([]string{"1"})},
		{"row", bytesGrid([]string{"1101"})},
		{"column", bytesGrid([]string{"1", "1", "0", "1"})},
		{"all_land_20x30", randomGrid(r, 20, 30, 1)},
		{"random_40x40", randomGrid(r, 40, 40, 0.6)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := islands.New(tc.grid)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			// Every cell is a start, water included.
			if err := searchtest.Check[int](g, lo.Range(g.Len())...); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
		})
	}
}

// TestAgainstUnionFind compares the islands, as whole cell sets, with a
// union-find over the raw grid on 800 random grids (200 under -short) of
// every shape from 1×1 to 30×30, densities from all water to all land;
// TestHeavyAgainstUnionFind runs 4,000.
func TestAgainstUnionFind(t *testing.T) { againstUnionFind(t, testsize.Pick(800, 200)) }

func TestHeavyAgainstUnionFind(t *testing.T) {
	testsize.RequireHeavy(t)
	againstUnionFind(t, 4000)
}

func againstUnionFind(t *testing.T, grids int) {
	r := rand.New(rand.NewPCG(2026, 200))
	densities := []float64{0, 0.1, 0.3, 0.45, 0.55, 0.6, 0.7, 0.9, 1}
	for i := range grids {
		rows, cols := 1+r.IntN(30), 1+r.IntN(30)
		switch i % 6 {
		case 0:
			rows = 1
		case 1:
			cols = 1
		case 2:
			rows, cols = 1+r.IntN(3), 1+r.IntN(3)
		}
		grid := randomGrid(r, rows, cols, densities[r.IntN(len(densities))])
		want := unionFind(grid)
		if len(want) == 0 {
			want = nil
		}

		if want, got := len(want), islands.NumIslands(grid); !reflect.DeepEqual(want, got) {
			t.Fatalf("grid %d %q: got %#v, want %#v", i, grid, got, want)
		}
		g, err := islands.New(grid)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		var got [][]int
		for island := range g.Islands() {
			got = append(got, slices.Sorted(slices.Values(island)))
		}
		if want, got := want, got; !reflect.DeepEqual(want, got) {
			t.Fatalf("grid %d %q: got %#v, want %#v", i, grid, got, want)
		}

		// Parse of the JSON literal gives the same grid.
		p, err := islands.Parse(strings.NewReader(leetcodeJSON(grid)))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := g, p; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
	}
}

// --- independent reference --------------------------------------------------

// unionFind groups the land cells of grid (assumed valid) by joining each to
// its right and lower land neighbour in a disjoint-set forest with path
// halving; it returns the islands as sorted cell lists, ordered by their
// smallest cell.
func unionFind(grid [][]byte) [][]int {
	if len(grid) == 0 {
		return nil
	}
	rows, cols := len(grid), len(grid[0])
	parent := make([]int, rows*cols)
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	union := func(a, b int) {
		ra, rb := find(a), find(b)
		if ra < rb {
			parent[rb] = ra
		} else {
			parent[ra] = rb
		}
	}
	for r := range rows {
		for c := range cols {
			if grid[r][c] != '1' {
				continue
			}
			if c+1 < cols && grid[r][c+1] == '1' {
				union(r*cols+c, r*cols+c+1)
			}
			if r+1 < rows && grid[r+1][c] == '1' {
				union(r*cols+c, (r+1)*cols+c)
			}
		}
	}
	groups := map[int][]int{}
	var roots []int
	for r := range rows {
		for c := range cols {
			if grid[r][c] == '1' {
				root := find(r*cols + c)
				if _, ok := groups[root]; !ok {
					roots = append(roots, root)
				}
				groups[root] = append(groups[root], r*cols+c)
			}
		}
	}
	return lo.Map(roots, func(root int, _ int) []int { return groups[root] })
}

func randomGrid(r *rand.Rand, rows, cols int, p float64) [][]byte {
	grid := make([][]byte, rows)
	for i := range grid {
		grid[i] = make([]byte, cols)
		for j := range grid[i] {
			grid[i][j] = lo.Ternary(r.Float64() < p, byte('1'), byte('0'))
		}
	}
	return grid
}

func bytesGrid(rows []string) [][]byte {
	if rows == nil {
		return nil
	}
	return lo.Map(rows, func(s string, _ int) []byte { return []byte(s) })
}

// leetcodeJSON writes grid as LeetCode's literal, [["1","0"],...].
func leetcodeJSON(grid [][]byte) string {
	b, err := json.Marshal(lo.Map(grid, func(row []byte, _ int) []string {
		return lo.Map(row, func(c byte, _ int) string { return string(c) })
	}))
	if err != nil {
		panic(err)
	}
	return string(b)
}
