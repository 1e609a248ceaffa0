package main

import (
	"fmt"
	"io"
	"slices"

	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

func init() { register(50, "slidingpuzzle: the hardest 8-puzzle positions", slidingPuzzleSection) }

func slidingPuzzleSection(w io.Writer) error {
	p := slidingpuzzle.MustNew(3, 3)
	x, err := p.Indexed()
	if err != nil {
		return err
	}
	// A complete BFS from the goal in dense mode: its last layer holds the
	// positions farthest from the goal.
	var last []slidingpuzzle.State
	depth, total := 0, 0
	for d, layer := range search.Layers[slidingpuzzle.State](x, p.Goal()) {
		depth, total, last = d, total+len(layer), slices.Clone(layer)
	}
	fmt.Fprintf(w, "BFS from the goal: %d positions, farthest %d moves away (%d of them)\n", total, depth, len(last))
	// Published: 181,440 positions, diameter 31, two antipodes (Reinefeld,
	// IJCAI 1993; OEIS A089473), among them 8 6 7 / 2 5 4 / 3 0 1.
	if total != 181440 || depth != 31 || len(last) != 2 {
		return fmt.Errorf("got %d positions, depth %d, %d farthest; published: 181440, 31, 2", total, depth, len(last))
	}
	_, known, err := slidingpuzzle.FromBoard([][]int{{8, 6, 7}, {2, 5, 4}, {3, 0, 1}})
	if err != nil {
		return err
	}
	if !slices.Contains(last, known) {
		return fmt.Errorf("8 6 7 / 2 5 4 / 3 0 1 is not among the farthest positions")
	}
	path, ok := p.Solve(known)
	if !ok || len(path)-1 != 31 {
		return fmt.Errorf("solving 8 6 7 / 2 5 4 / 3 0 1: %d moves, want 31", len(path)-1)
	}
	fmt.Fprintf(w, "[[8,6,7],[2,5,4],[3,0,1]] solved in %d moves by bidirectional BFS:\n", len(path)-1)
	for _, s := range path[:3] {
		fmt.Fprintf(w, "  %v\n", p.Board(s))
	}
	fmt.Fprintf(w, "  ... %v\n", p.Board(path[len(path)-1]))
	got := slidingpuzzle.SlidingPuzzle([][]int{{4, 1, 2}, {5, 0, 3}})
	fmt.Fprintf(w, "LeetCode 773 [[4,1,2],[5,0,3]]: %d moves (published: 5)\n", got)
	if got != 5 {
		return fmt.Errorf("LeetCode 773 example 3: got %d, want 5", got)
	}
	return nil
}
