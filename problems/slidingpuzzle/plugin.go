package slidingpuzzle

import (
	"fmt"
	"io"
	"slices"

	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/search"
)

// leetcode773 are LeetCode 773's examples and answers (doocs/leetcode
// solution/0700-0799/0773.Sliding Puzzle/README_EN.md, as copied to
// testdata/leetcode773.json).
var leetcode773 = []struct {
	board [][]int
	want  int
}{
	{[][]int{{1, 2, 3}, {4, 0, 5}}, 1},
	{[][]int{{1, 2, 3}, {5, 4, 0}}, -1},
	{[][]int{{4, 1, 2}, {5, 0, 3}}, 5},
}

// reinefeld is the source of the 8-puzzle figures: 9!/2 positions, the
// farthest 31 moves from the goal, two of them (A. Reinefeld, "Complete
// Solution of the Eight-Puzzle and the Benefit of Node Ordering in IDA*",
// IJCAI 1993; OEIS A089473).
const reinefeld = "Reinefeld 1993"

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances are LeetCode's
// 2×3 examples from their positions, and the whole 8-puzzle from the goal
// (large), over packed states and over dense ranks.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    "slidingpuzzle",
		Title:   "LeetCode 773, Sliding Puzzle (and the 8-puzzle)",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: "[[4,1,2],[5,0,3]]",
		BadInputs: []plugin.BadInput{
			{Kind: "ragged rows", Text: `[[1,2],[0]]`, Rule: ErrRagged, Offset: 7, Row: 1, Col: -1},
			{Kind: "not a number", Text: `[[1,"x"],[2,0]]`, Rule: ErrBadCell, Offset: 4, Row: 0, Col: 1},
			{Kind: "empty", Text: `[[]]`, Rule: ErrEmpty, Offset: 1, Row: 0, Col: -1},
			{Kind: "too big", Text: `[[1,2,3,4,5,6,7,8,9],[10,11,12,13,14,15,16,0,17]]`, Rule: ErrTooBig, Offset: 43, Row: 1, Col: 7},
			{Kind: "leading zero", Text: `[[1,02],[3,0]]`, Rule: ErrSyntax, Offset: 5, Row: -1, Col: -1},
			{Kind: "pasted prefix", Text: `Input: board = [[1,2,3],[4,0,5]]`, Rule: ErrSyntax, Offset: 0, Row: -1, Col: -1},
		},
		Tour:    tour,
		Packing: packing(),
	}
	for i, ex := range leetcode773 {
		pz, s, err := FromBoard(ex.board)
		if err != nil {
			panic("slidingpuzzle: Plugin: " + err.Error())
		}
		x, err := pz.Indexed()
		if err != nil {
			panic("slidingpuzzle: Plugin: " + err.Error())
		}
		p.Instances = append(p.Instances, plugin.New[State](fmt.Sprintf("leetcode-%d", i+1), x, label(pz), s))
	}
	eight := MustNew(3, 3)
	x, err := eight.Indexed()
	if err != nil {
		panic("slidingpuzzle: Plugin: " + err.Error())
	}
	for _, in := range []plugin.Instance{
		plugin.New[State]("8-puzzle", eight, label(eight), eight.Goal()),
		plugin.New[State]("8-puzzle-dense", x, label(eight), eight.Goal()),
	} {
		in.Large = true
		in.Published = &plugin.Published{States: 181_440, Depth: 31, Source: reinefeld}
		p.Instances = append(p.Instances, in)
	}
	return p
}

// label writes a position as its board.
func label(p *Puzzle) func(State) string {
	return func(s State) string { return fmt.Sprint(p.Board(s)) }
}

// tour finds the hardest 8-puzzle positions and solves one, and LeetCode's
// example 3.
func tour(w io.Writer) error {
	p := MustNew(3, 3)
	x, err := p.Indexed()
	if err != nil {
		return err
	}
	// A complete BFS from the goal in dense mode: its last layer holds the
	// positions farthest from the goal.
	var last []State
	depth, total := 0, 0
	for d, layer := range search.Layers[State](x, p.Goal()) {
		depth, total, last = d, total+len(layer), slices.Clone(layer)
	}
	fmt.Fprintf(w, "BFS from the goal: %d positions, farthest %d moves away (%d of them)\n", total, depth, len(last))
	if total != 181440 || depth != 31 || len(last) != 2 {
		return fmt.Errorf("got %d positions, depth %d, %d farthest; published (%s): 181440, 31, 2", total, depth, len(last), reinefeld)
	}
	// One of the two, 8 6 7 / 2 5 4 / 3 0 1, is published too.
	_, known, err := FromBoard([][]int{{8, 6, 7}, {2, 5, 4}, {3, 0, 1}})
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
	ex := leetcode773[2]
	got := SlidingPuzzle(ex.board)
	fmt.Fprintf(w, "LeetCode 773 [[4,1,2],[5,0,3]]: %d moves (published: %d)\n", got, ex.want)
	if got != ex.want {
		return fmt.Errorf("LeetCode 773 example 3: got %d, want %d", got, ex.want)
	}
	return nil
}
