package engine

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/problems/arrowgrid"
	"github.com/ripplebfs/ripple/watch"
)

// Example1368 is LeetCode 1368's first example (answer 3).
const Example1368 = "[[1,1,1,1],[2,2,2,2],[1,1,1,1],[2,2,2,2]]"

func arrows() watch.Puzzle {
	return watch.Puzzle{
		Name:    "arrowgrid",
		Title:   "Minimum Cost to Make a Valid Path (LeetCode 1368, 0-1 BFS)",
		Example: Example1368,
		Help:    "A grid as LeetCode writes it: 1 right, 2 left, 3 down, 4 up. Following an arrow is free, changing one costs 1; the layers are the cells at cost 0, 1, 2, … from the top-left cell.",
		Kind:    watch.KindArrows,
		Run:     runArrows,
	}
}

func runArrows(ctx context.Context, input string, env watch.Env) (*watch.Result, error) {
	g, err := parseArrows(input)
	if err != nil {
		return nil, err
	}
	goal := g.Len() - 1
	var target *int
	if g.Len() <= maxGridCells {
		target = &goal // the path is drawn on the grid
	}
	r, c := g.RowCol(goal)
	res := &watch.Result{AnswerFrom: leetCode, AnswerNote: "arrows to change", Goal: fmt.Sprintf("the bottom-right cell (%d,%d)", r, c)}
	t, err := watch.TraceCost(ctx, env, g, nil, target, maxGridCells, func(s int) any { return s }, res, 0)
	if err != nil {
		return nil, err
	}
	ints := make([][]int, g.Rows())
	view := watch.ArrowView{Rows: g.Rows(), Cols: g.Cols(), Changed: []int{}}
	for r := range ints {
		ints[r] = make([]int, g.Cols())
		for c := range ints[r] {
			ints[r][c] = g.Arrow(g.Cell(r, c))
		}
	}
	res.Answer = arrowgrid.MinCost(ints)
	if target != nil {
		view.Arrows = make([]int, g.Len())
		for s := range view.Arrows {
			view.Arrows[s] = g.Arrow(s)
		}
		for i := 1; i < len(res.Path); i++ {
			if u := res.Path[i-1].(int); !follows(g, u, res.Path[i].(int)) {
				view.Changed = append(view.Changed, u)
			}
		}
	}
	res.View = view
	cost, _ := t.Cost(goal)
	res.Summary = fmt.Sprintf("%d×%d grid: the bottom-right cell costs %d; every cell within cost %d", g.Rows(), g.Cols(), cost, res.Costs[len(res.Costs)-1])
	return res, nil
}

// parseArrows reads a grid as the arrowgrid CLI does, a pasted LeetCode
// example ("Input: grid = …") allowed, with the CLI's error worded for an
// input named [GridName].
func parseArrows(input string) (*arrowgrid.Grid, error) {
	return readNamed("arrowgrid", GridName, input, arrowgrid.Parse, "grid")
}

// follows reports whether the arrow of cell u points to cell v.
func follows(g *arrowgrid.Grid, u, v int) bool {
	switch g.Arrow(u) {
	case arrowgrid.Right:
		return v == u+1
	case arrowgrid.Left:
		return v == u-1
	case arrowgrid.Down:
		return v == u+g.Cols()
	default:
		return v == u-g.Cols()
	}
}
