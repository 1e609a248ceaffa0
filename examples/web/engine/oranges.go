package engine

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/watch"
)

// Example994 is LeetCode 994's first example (answer 4).
const Example994 = "[[2,1,1],[1,1,0],[0,1,1]]"

// maxGridCells is the largest grid the page draws (its cells are sent).
const maxGridCells = 100 * 100

func oranges() watch.Puzzle {
	return watch.Puzzle{
		Name:    "rottingoranges",
		Title:   "Rotting Oranges (LeetCode 994)",
		Example: Example994,
		Help:    "A grid as LeetCode writes it (0 empty, 1 fresh, 2 rotten), or a picture with one character a cell (. empty, o fresh, x rotten), one row a line.",
		Kind:    watch.KindGrid,
		Run:     runOranges,
	}
}

// parseGrid reads a grid as the rottingoranges CLI does: a LeetCode
// literal (optionally pasted as "Input: grid = …") or a picture, its
// error worded for an input named [GridName].
func parseGrid(input string) (*rottingoranges.Grid, error) {
	return readNamed("rottingoranges", GridName, input, rottingoranges.ParseAny, "grid")
}

func runOranges(ctx context.Context, input string, env watch.Env) (*watch.Result, error) {
	g, err := parseGrid(input)
	if err != nil {
		return nil, err
	}
	res := &watch.Result{AnswerFrom: leetCode, AnswerNote: "minutes until no fresh orange is left (-1: never)"}
	// Every rotten orange starts; layer m holds the oranges that rot at minute m.
	if _, err := watch.Trace(ctx, env, g, nil, nil, maxGridCells, func(c int) any { return c }, res, g.Rotten()...); err != nil {
		return nil, err
	}
	res.Answer = rottingoranges.OrangesRotting(g.Ints())
	view := watch.GridView{Rows: g.Rows(), Cols: g.Cols()}
	rotted := 0
	for _, n := range res.Sizes[min(1, len(res.Sizes)):] {
		rotted += n
	}
	if g.Len() <= maxGridCells {
		view.Cells = make([]int, g.Len())
		for c := range view.Cells {
			view.Cells[c] = g.Value(c)
		}
		view.Never = neverRot(g, res)
	}
	res.View = view
	res.Summary = fmt.Sprintf("%d×%d grid: %d rotten at minute 0, %d of %d fresh oranges rot, %d never", g.Rows(), g.Cols(), len(g.Rotten()), rotted, g.Fresh(), g.Fresh()-rotted)
	return res, nil
}

// neverRot lists the fresh cells that no layer reached.
func neverRot(g *rottingoranges.Grid, res *watch.Result) []int {
	reached := make([]bool, g.Len())
	for _, layer := range res.Layers {
		for _, c := range layer {
			reached[c.(int)] = true
		}
	}
	never := []int{}
	for c := range reached {
		if g.Value(c) == rottingoranges.Fresh && !reached[c] {
			never = append(never, c)
		}
	}
	return never
}
