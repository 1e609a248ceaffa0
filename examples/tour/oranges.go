package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/rottingoranges"
)

func init() {
	register(40, "rottingoranges: LeetCode 994, multi-source BFS on a grid", orangesSection)
}

// orangesSection solves LeetCode 994's three official examples. Published
// answers (doocs/leetcode solution/0900-0999/0994.Rotting Oranges/README_EN.md
// @9195406b, as copied to problems/rottingoranges/testdata): 4, -1, 0.
func orangesSection(w io.Writer) error {
	examples := []struct {
		grid      [][]int
		published int
	}{
		{[][]int{{2, 1, 1}, {1, 1, 0}, {0, 1, 1}}, 4},
		{[][]int{{2, 1, 1}, {0, 1, 1}, {1, 0, 1}}, -1},
		{[][]int{{0, 2}}, 0},
	}
	for i, ex := range examples {
		g, err := rottingoranges.New(ex.grid)
		if err != nil {
			return err
		}
		res := g.Rot()
		if res.Minutes != ex.published || rottingoranges.OrangesRotting(ex.grid) != ex.published {
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
