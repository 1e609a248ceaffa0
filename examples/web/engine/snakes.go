package engine

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/watch"
)

// Example909 is LeetCode 909's first example (answer 4), as its problem
// statement prints the board; problems/snakesladders/testdata has its
// source.
const Example909 = `[[-1,-1,-1,-1,-1,-1],
 [-1,-1,-1,-1,-1,-1],
 [-1,-1,-1,-1,-1,-1],
 [-1,35,-1,-1,13,-1],
 [-1,-1,-1,-1,-1,-1],
 [-1,15,-1,-1,-1,-1]]`

// maxDrawn is the largest board side the page draws (its squares and
// jumps are sent); larger boards show their layer sizes only.
const maxDrawn = 40

func snakes() watch.Puzzle {
	return watch.Puzzle{
		Name:    "snakesladders",
		Title:   "Snakes and Ladders (LeetCode 909)",
		Example: Example909,
		Help:    "An n×n board as LeetCode writes it: -1, or the square a snake or ladder leads to. \"Input: board = …\" may be pasted as is.",
		Kind:    watch.KindBoard,
		Run:     runSnakes,
	}
}

// parseBoard reads a board as the snakesladders CLI does (a LeetCode
// literal, optionally pasted as "Input: board = …"), and returns its
// error as the CLI words it for an input named [BoardName].
func parseBoard(input string) (*snakesladders.Board, error) {
	return readNamed("snakesladders", BoardName, input, snakesladders.Parse, "board")
}

func runSnakes(ctx context.Context, input string, env watch.Env) (*watch.Result, error) {
	b, err := parseBoard(input)
	if err != nil {
		return nil, err
	}
	last := b.Len()
	res := &watch.Result{AnswerFrom: leetCode, Goal: fmt.Sprintf("square %d", last), AnswerNote: "fewest rolls"}
	// All of the board, past the goal: the layers LeetCode's walk-throughs trace.
	if _, err := watch.Trace(ctx, env, b, nil, &last, 4096, func(s int) any { return s }, res, 1); err != nil {
		return nil, err
	}
	res.Answer = snakesladders.SnakesAndLadders(b.Rows())
	view := watch.BoardView{N: b.N()}
	if b.N() <= maxDrawn {
		view.Jumps = [][2]int{}
		for s := 1; s <= last; s++ {
			if to, ok := b.Jump(s); ok {
				view.Jumps = append(view.Jumps, [2]int{s, to})
			}
		}
	}
	res.View = view
	res.Summary = fmt.Sprintf("%d×%d board, %d squares reachable from square 1 in %d layers", b.N(), b.N(), sum(res.Sizes), len(res.Sizes))
	return res, nil
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
