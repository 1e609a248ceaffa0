package arrowgrid

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
)

// leetcode1368 are LeetCode 1368's published examples and answers
// (https://leetcode.com/problems/minimum-cost-to-make-at-least-one-valid-path-in-a-grid/,
// as mirrored by doocs/leetcode and copied to testdata/leetcode-1368.json).
var leetcode1368 = []struct {
	grid string
	want int
}{
	{`[[1,1,1,1],[2,2,2,2],[1,1,1,1],[2,2,2,2]]`, 3},
	{`[[1,1,3],[3,2,2],[1,1,4]]`, 0},
	{`[[1,2],[4,3]]`, 1},
}

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances are LeetCode's
// examples and a hashed 200×200 grid, from the top-left cell; their Graph
// is the *Grid itself, so programs that look for a
// search.WeightedNeighbors[int] find the costs too.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    pkg,
		Title:   "LeetCode 1368, Minimum Cost to Make at Least One Valid Path in a Grid (0-1 BFS)",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: leetcode1368[0].grid,
		BadInputs: []plugin.BadInput{
			{Kind: "ragged rows", Text: `[[1,1],[1]]`, Rule: ErrRagged, Offset: 7, Row: 1, Col: -1},
			{Kind: "not an arrow", Text: `[[1,5]]`, Rule: ErrBadCell, Offset: 4, Row: 0, Col: 1},
			{Kind: "leading zero", Text: `[[1],[01]]`, Rule: ErrSyntax, Offset: 7, Row: -1, Col: -1},
			{Kind: "no rows", Text: `[]`, Rule: ErrEmpty, Offset: 1, Row: -1, Col: -1},
		},
		Tour: tour,
	}
	label := func(g *Grid) func(int) string {
		return func(s int) string { r, c := g.RowCol(s); return fmt.Sprintf("(%d,%d)", r, c) }
	}
	for i, ex := range leetcode1368 {
		g, err := Parse(strings.NewReader(ex.grid))
		if err != nil {
			panic("arrowgrid: Plugin: " + err.Error())
		}
		p.Instances = append(p.Instances, plugin.New[int](fmt.Sprintf("leetcode-%d", i+1), g, label(g), 0))
	}
	grid := make([][]int, 200)
	for r := range grid {
		grid[r] = make([]int, 200)
		for c := range grid[r] {
			grid[r][c] = 1 + int(plugin.Hash(1368, uint64(r*200+c))%4)
		}
	}
	g, err := New(grid)
	if err != nil {
		panic("arrowgrid: Plugin: " + err.Error())
	}
	p.Instances = append(p.Instances, plugin.New[int]("hashed-200×200", g, label(g), 0))
	return p
}

// tour solves LeetCode's examples and draws each cheapest path.
func tour(w io.Writer) error {
	for i, ex := range leetcode1368 {
		g, err := Parse(strings.NewReader(ex.grid))
		if err != nil {
			return err
		}
		cost, path := g.Cheapest()
		if cost != ex.want {
			return fmt.Errorf("example %d: %d, LeetCode says %d", i+1, cost, ex.want)
		}
		fmt.Fprintf(w, "example %d (%d×%d): %d change(s) (as published: %d)\n%s", i+1, g.Rows(), g.Cols(), cost, ex.want, g.Render(path))
	}
	return nil
}

// Render draws the grid as text, one row per line, each arrow as →, ←, ↓
// or ↑; the cells of path are shown with the arrow that path follows out
// of them, in brackets where it differs from the grid's (a change), and
// the last cell of path as *.
func (g *Grid) Render(path []int) string {
	glyph := [5]string{"", "→", "←", "↓", "↑"}
	cell := make([]string, len(g.cells))
	for s, a := range g.cells {
		cell[s] = " " + glyph[a] + " "
	}
	for i, s := range path {
		mustCell(g, s, "Render")
		if i == len(path)-1 {
			cell[s] = " * "
			continue
		}
		a := g.direction(s, path[i+1])
		if a == int(g.cells[s]) {
			cell[s] = "(" + glyph[a] + ")"
		} else {
			cell[s] = "[" + glyph[a] + "]"
		}
	}
	var b strings.Builder
	for r := range g.rows {
		b.WriteString(strings.Join(cell[r*g.cols:(r+1)*g.cols], ""))
		b.WriteByte('\n')
	}
	return b.String()
}

// direction is the arrow that leads from cell s to the adjacent cell v.
func (g *Grid) direction(s, v int) int {
	mustCell(g, v, "Render")
	rs, cs, rv, cv := s/g.cols, s%g.cols, v/g.cols, v%g.cols
	switch {
	case rv == rs && cv == cs+1:
		return Right
	case rv == rs && cv == cs-1:
		return Left
	case cv == cs && rv == rs+1:
		return Down
	case cv == cs && rv == rs-1:
		return Up
	}
	panic(fmt.Sprintf("arrowgrid: Render: cells %d and %d are not adjacent", s, v))
}
