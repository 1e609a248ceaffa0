package slidingpuzzle

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
)

// packing is the plugin's uint64-key description: the whole R×C puzzle
// from its goal, for -size RxC; states are their own keys.
func packing() *plugin.Packing {
	return &plugin.Packing{
		Problem:    "sliding",
		Param:      "size",
		Doc:        "-puzzle sliding: the board, RxC such as 3x3 (at most 16 cells), searched from its goal",
		Undirected: true, // a slide is undone by sliding the tile back
		New: func(params string) (plugin.PackedGraph, string, error) {
			rows, cols, err := parseSize(params)
			if err != nil {
				return nil, "", err
			}
			p, err := New(rows, cols)
			if err != nil {
				return nil, "", err
			}
			return plugin.Pack[State](p, p.Goal()), params, nil
		},
	}
}

// parseSize reads RxC, written as fmt writes two ints: digits beyond int
// break the rule on the number of cells (or on the sides, if negative),
// not the format.
func parseSize(params string) (rows, cols int, err error) {
	r, c, ok := strings.Cut(params, "x")
	if ok {
		if rows, err = strconv.Atoi(r); err == nil {
			cols, err = strconv.Atoi(c)
		}
	}
	var ne *strconv.NumError
	switch {
	case errors.As(err, &ne) && ne.Err == strconv.ErrRange && strings.HasPrefix(ne.Num, "-"):
		return 0, 0, fmt.Errorf("size %q: both sides must be at least 1", params)
	case errors.As(err, &ne) && ne.Err == strconv.ErrRange:
		return 0, 0, fmt.Errorf("size %q: at most %d cells allowed", params, MaxCells)
	case !ok || err != nil || fmt.Sprintf("%dx%d", rows, cols) != params:
		return 0, 0, fmt.Errorf("size %q: want RxC, such as 3x3", params)
	}
	return rows, cols, nil
}
