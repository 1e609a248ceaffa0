package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/islands"
)

func init() {
	register(70, "islands: LeetCode 200, Number of Islands (connected components)", islandsSection)
}

func islandsSection(w io.Writer) error {
	// LeetCode 200's published examples, as its JSON literals, and their
	// expected answers (doocs/leetcode solution/0200-0299/0200.Number of
	// Islands/README_EN.md @1f54d3e4, as copied to
	// problems/islands/testdata/leetcode-200.json).
	examples := []struct {
		grid string
		want int
	}{
		{`[["1","1","1","1","0"],["1","1","0","1","0"],["1","1","0","0","0"],["0","0","0","0","0"]]`, 1},
		{`[["1","1","0","0","0"],["1","1","0","0","0"],["0","0","1","0","0"],["0","0","0","1","1"]]`, 3},
	}
	for i, ex := range examples {
		g, err := islands.Parse(strings.NewReader(ex.grid))
		if err != nil {
			return err
		}
		var sizes []string
		for island := range g.Islands() {
			sizes = append(sizes, fmt.Sprint(len(island)))
		}
		if len(sizes) != ex.want {
			return fmt.Errorf("example %d: %d islands, LeetCode says %d", i+1, len(sizes), ex.want)
		}
		fmt.Fprintf(w, "example %d (%d×%d): %d island(s), sizes %s (as published: %d)\n",
			i+1, g.Rows(), g.Cols(), len(sizes), strings.Join(sizes, ", "), ex.want)
	}
	return nil
}
