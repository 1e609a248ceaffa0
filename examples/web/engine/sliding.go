package engine

import (
	"context"
	"errors"
	"fmt"

	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/watch"
)

// Example773 is the slidingpuzzle CLI's default board, one of LeetCode
// 773's examples (answer 5).
const Example773 = "[[4,1,2],[5,0,3]]"

// tilesShown is how many boards of each layer the page receives.
const tilesShown = 48

func sliding() watch.Puzzle {
	return watch.Puzzle{
		Name:    "slidingpuzzle",
		Title:   "Sliding Puzzle (LeetCode 773)",
		Example: Example773,
		Help:    "A board of at most 16 cells as LeetCode writes it, 0 the blank: 2×3 is LeetCode 773, 3×3 the 8-puzzle. The search goes for the tiles in order, the blank last.",
		Kind:    watch.KindTiles,
		Run:     runSliding,
	}
}

// parsePosition reads a board as the slidingpuzzle CLI does, its error
// worded for an input named [BoardName].
func parsePosition(input string) (*slidingpuzzle.Position, error) {
	return readNamed("slidingpuzzle", BoardName, input, slidingpuzzle.Parse, "board")
}

func runSliding(ctx context.Context, input string, env watch.Env) (*watch.Result, error) {
	pos, err := parsePosition(input)
	if err != nil {
		return nil, err
	}
	p, s := pos.Puzzle, pos.State
	goal := p.Goal()
	res := &watch.Result{AnswerFrom: leetCode, AnswerNote: "fewest moves (-1: unsolvable)", Goal: "the solved board"}
	res.View = watch.TilesView{Rows: p.Rows(), Cols: p.Cols(), Solvable: p.Solvable(s)}
	encode := func(s slidingpuzzle.State) any {
		tiles := make([]int, p.Rows()*p.Cols())
		for c := range tiles {
			tiles[c] = s.Tile(c)
		}
		return tiles
	}
	_, err = watch.Trace(ctx, env, search.Neighbors[slidingpuzzle.State](p), func(t slidingpuzzle.State) bool { return t == goal }, nil, tilesShown, encode, res, s)
	switch {
	case errors.Is(err, search.ErrLimit) && !p.Solvable(s):
		// The tiles' parity already says -1; the search only illustrates it.
		return nil, fmt.Errorf("unsolvable (the tiles' permutation parity does not match the goal's), and its %w", err)
	case err != nil:
		return nil, err
	}
	res.Answer = slidingpuzzle.SlidingPuzzle(p.Board(s))
	reached := sum(res.Sizes)
	if res.Path == nil {
		res.Summary = fmt.Sprintf("%d×%d board: all %d positions reachable searched, the solved board is not among them", p.Rows(), p.Cols(), reached)
	} else {
		res.Summary = fmt.Sprintf("%d×%d board: %d positions reached up to the solved board's layer", p.Rows(), p.Cols(), reached)
	}
	return res, nil
}
