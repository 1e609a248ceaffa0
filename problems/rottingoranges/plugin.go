package rottingoranges

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
)

// leetcode994 are LeetCode 994's three official examples and their
// published answers (doocs/leetcode solution/0900-0999/0994.Rotting
// Oranges/README_EN.md @9195406b, as copied to testdata/leetcode-994.json).
var leetcode994 = []struct {
	grid      [][]int
	published int
}{
	{[][]int{{2, 1, 1}, {1, 1, 0}, {0, 1, 1}}, 4},
	{[][]int{{2, 1, 1}, {0, 1, 1}, {1, 0, 1}}, -1},
	{[][]int{{0, 2}}, 0},
}

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances are LeetCode's
// examples and a 200×200 grid (1% rotten, 69% fresh), each searched from
// its rotten oranges.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    "rottingoranges",
		Title:   "LeetCode 994, Rotting Oranges (multi-source BFS on a grid)",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: "[[2,1,1],[1,1,0],[0,1,1]]",
		BadInputs: []plugin.BadInput{
			{Kind: "ragged rows", Text: `[[1,1],[1]]`, Rule: ErrRagged, Offset: 7, Row: 1, Col: -1},
			{Kind: "not a number", Text: `[[1,"x"]]`, Rule: ErrBadCell, Offset: 4, Row: 0, Col: 1},
			{Kind: "empty", Text: `[]`, Rule: ErrEmpty, Offset: 1, Row: -1, Col: -1},
			{Kind: "leading zero", Text: `[[1,01]]`, Rule: ErrSyntax, Offset: 5, Row: -1, Col: -1},
			{Kind: "pasted prefix", Text: `Input: grid = [[2,1,1],[1,1,0],[0,1,1]]`, Rule: ErrSyntax, Offset: 0, Row: -1, Col: -1},
		},
		Tour: tour,
	}
	for i, ex := range leetcode994 {
		p.Instances = append(p.Instances, instance(fmt.Sprintf("leetcode-%d", i+1), ex.grid))
	}
	grid := make([][]int, 200)
	for r := range grid {
		grid[r] = make([]int, 200)
		for c := range grid[r] {
			switch x := plugin.Hash(994, uint64(r*200+c)) % 100; {
			case x < 1:
				grid[r][c] = Rotten
			case x < 70:
				grid[r][c] = Fresh
			}
		}
	}
	p.Instances = append(p.Instances, instance("hashed-200×200", grid))
	return p
}

func instance(name string, grid [][]int) plugin.Instance {
	g, err := New(grid)
	if err != nil {
		panic("rottingoranges: Plugin: " + err.Error())
	}
	return plugin.New[int](name, g, func(s int) string { r, c := g.RowCol(s); return fmt.Sprintf("(%d,%d)", r, c) }, g.Rotten()...)
}

// tour solves LeetCode 994's examples and draws the first minute by minute.
func tour(w io.Writer) error {
	for i, ex := range leetcode994 {
		g, err := New(ex.grid)
		if err != nil {
			return err
		}
		res := g.Rot()
		if res.Minutes != ex.published || OrangesRotting(ex.grid) != ex.published {
			return fmt.Errorf("example %d: got %d minutes, LeetCode publishes %d", i+1, res.Minutes, ex.published)
		}
		fmt.Fprintf(w, "example %d: %d minutes (LeetCode: %d)", i+1, res.Minutes, ex.published)
		if len(res.Never) > 0 {
			r, c := g.RowCol(res.Never[0])
			fmt.Fprintf(w, "; %d orange(s) never rot, first at row %d col %d", len(res.Never), r, c)
		}
		fmt.Fprintln(w)
		if i == 0 {
			var pics []string
			for m := range res.Frames {
				pics = append(pics, strings.ReplaceAll(g.Render(res, m), "\n", "/"))
			}
			fmt.Fprintf(w, "  minute by minute: %s\n", strings.Join(pics, " → "))
		}
	}
	return nil
}
