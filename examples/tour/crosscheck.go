package main

import (
	"fmt"
	"io"
	"time"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/problems/openlock"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func init() { register(90, "graph: the engine cross-checked against gonum", crossCheckSection) }

// crossLine cross-checks one instance and prints one line; any mismatch is
// an error.
func crossLine[S comparable](w io.Writer, name string, nb search.Neighbors[S], starts ...S) error {
	began := time.Now()
	r, err := graph.CrossCheck(nb, starts...)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	fmt.Fprintf(w, "%-24s %5d states %6d edges, deepest layer %2d: %d mismatches (%v)\n",
		name, r.States, r.Edges, r.Depth, len(r.Mismatches), time.Since(began).Round(time.Millisecond))
	if !r.OK() {
		return fmt.Errorf("%s: engine and gonum disagree:\n%v", name, r)
	}
	return nil
}

func crossCheckSection(w io.Writer) error {
	// LeetCode 909 example 1 (answer 4) and 127 example 1 (answer 5), 752
	// example 1 (answer 6): the instances of the plugins' own sections.
	board, err := snakesladders.New([][]int{
		{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1},
		{-1, 35, -1, -1, 13, -1}, {-1, -1, -1, -1, -1, -1}, {-1, 15, -1, -1, -1, -1},
	})
	if err != nil {
		return err
	}
	dict, err := wordladder.NewDictionary([]string{"hit", "hot", "dot", "dog", "lot", "log", "cog"})
	if err != nil {
		return err
	}
	lock, err := openlock.New([]string{"0201", "0101", "0102", "1212", "2002"})
	if err != nil {
		return err
	}
	checks := []func() error{
		func() error { return crossLine[int](w, "snakes and ladders 6×6", board, 1) },
		func() error { return crossLine[string](w, "word ladder hit→cog", dict, "hit") },
		func() error { return crossLine[int](w, "open the lock 0000", lock, 0) },
		func() error { return crossLine[int](w, "random graph, seed 1", searchtest.Random(1, 3000, 2), 0, 1) },
	}
	for _, c := range checks {
		if err := c(); err != nil {
			return err
		}
	}
	// gonum's BFS over the exports must also give the published answers.
	rolls, ok1 := gonumDepth[int](board, 1, 36)
	moves, ok2 := gonumDepth[string](dict, "hit", "cog")
	turns, ok3 := gonumDepth[int](lock, 0, 202)
	fmt.Fprintf(w, "gonum BFS on the exports: 909 ex.1 %d rolls, 127 ex.1 %d words, 752 ex.1 %d turns\n", rolls, moves+1, turns)
	if !ok1 || !ok2 || !ok3 || rolls != 4 || moves+1 != 5 || turns != 6 {
		return fmt.Errorf("gonum disagrees with LeetCode's published answers 4, 5 and 6")
	}
	return nil
}

// gonumDepth returns the depth of goal in gonum's BFS over the export.
func gonumDepth[S comparable](nb search.Neighbors[S], start, goal S) (int, bool) {
	g, err := graph.Export(nb, start)
	if err != nil {
		return 0, false
	}
	id, ok := g.ID(goal)
	if !ok {
		return 0, false
	}
	return g.Depths()[id], true
}
