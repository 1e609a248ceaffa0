package slidingpuzzle

import (
	"fmt"

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
			var rows, cols int
			if _, err := fmt.Sscanf(params, "%dx%d", &rows, &cols); err != nil || fmt.Sprintf("%dx%d", rows, cols) != params {
				return nil, "", fmt.Errorf("size %q: want RxC, such as 3x3", params)
			}
			p, err := New(rows, cols)
			if err != nil {
				return nil, "", err
			}
			return plugin.Pack[State](p, p.Goal()), params, nil
		},
	}
}
