package islands

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
)

// leetcode200 are LeetCode 200's published examples and answers
// (doocs/leetcode solution/0200-0299/0200.Number of Islands/README_EN.md
// @1f54d3e4, as copied to testdata/leetcode-200.json).
var leetcode200 = []struct {
	grid string
	want int
}{
	{`[["1","1","1","1","0"],["1","1","0","1","0"],["1","1","0","0","0"],["0","0","0","0","0"]]`, 1},
	{`[["1","1","0","0","0"],["1","1","0","0","0"],["0","0","1","0","0"],["0","0","0","1","1"]]`, 3},
}

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances are LeetCode's
// examples and a 300×300 grid with 45% land, each with its islands.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    "islands",
		Title:   "LeetCode 200, Number of Islands (connected components)",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: leetcode200[0].grid,
		BadInputs: []plugin.BadInput{
			{Kind: "ragged rows", Text: `[["1","0"],["1"]]`, Rule: ErrRagged, Offset: 11, Row: 1, Col: -1},
			{Kind: "not a string", Text: `[["1",1]]`, Rule: ErrBadCell, Offset: 6, Row: 0, Col: 1},
			{Kind: "leading zero", Text: `[["1"],[01]]`, Rule: ErrSyntax, Offset: 9, Row: -1, Col: -1},
			{Kind: "pasted prefix", Text: `Input: grid = [["1"]]`, Rule: ErrSyntax, Offset: 0, Row: -1, Col: -1},
		},
		Tour: tour,
	}
	for i, ex := range leetcode200 {
		g, err := Parse(strings.NewReader(ex.grid))
		if err != nil {
			panic("islands: Plugin: " + err.Error())
		}
		p.Instances = append(p.Instances, instance(fmt.Sprintf("leetcode-%d", i+1), g, ex.want))
	}
	land := make([][]byte, 300)
	for r := range land {
		land[r] = make([]byte, 300)
		for c := range land[r] {
			land[r][c] = '0'
			if plugin.Hash(200, uint64(r*300+c))%100 < 45 {
				land[r][c] = '1'
			}
		}
	}
	g, err := New(land)
	if err != nil {
		panic("islands: Plugin: " + err.Error())
	}
	p.Instances = append(p.Instances, instance("hashed-300×300", g, -1))
	return p
}

// instance is g from its land cells, with its islands; published is the
// published number of islands, or -1.
func instance(name string, g *Grid, published int) plugin.Instance {
	var land []int
	for c := range g.Len() {
		if g.Land(c) {
			land = append(land, c)
		}
	}
	var islands [][]int
	for is := range g.Islands() {
		islands = append(islands, append([]int(nil), is...))
	}
	in := plugin.New[int](name, g, func(c int) string { r, col := g.RowCol(c); return fmt.Sprintf("(%d,%d)", r, col) }, land...)
	plugin.AddComponents(&in, land, islands, -1, published)
	return in
}

// tour counts the islands of LeetCode's examples.
func tour(w io.Writer) error {
	for i, ex := range leetcode200 {
		g, err := Parse(strings.NewReader(ex.grid))
		if err != nil {
			return err
		}
		var sizes []string
		for island := range g.Islands() {
			sizes = append(sizes, fmt.Sprint(len(island)))
		}
		if len(sizes) != ex.want || NumIslands(g.bytes()) != ex.want {
			return fmt.Errorf("example %d: %d islands, LeetCode says %d", i+1, len(sizes), ex.want)
		}
		fmt.Fprintf(w, "example %d (%d×%d): %d island(s), sizes %s (as published: %d)\n",
			i+1, g.Rows(), g.Cols(), len(sizes), strings.Join(sizes, ", "), ex.want)
	}
	return nil
}

// bytes returns the grid in NumIslands' form.
func (g *Grid) bytes() [][]byte {
	out := make([][]byte, g.rows)
	for r := range out {
		out[r] = make([]byte, g.cols)
		for c := range out[r] {
			out[r][c] = "01"[g.cells[r*g.cols+c]&landBit]
		}
	}
	return out
}
