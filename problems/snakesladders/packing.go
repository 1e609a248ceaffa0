package snakesladders

import (
	"encoding/json"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
)

// packing is the plugin's uint64-key description: a board from square 1,
// for -board; a square's key is its index (square − 1).
func packing() *plugin.Packing {
	return &plugin.Packing{
		Problem: "snakes",
		Param:   "board",
		Doc:     "-puzzle snakes: a LeetCode 909 board literal, or - to read one from standard input; searched from square 1",
		Input:   true,
		// A snake or a ladder is one-way, and rolls only go forward.
		Undirected: false,
		New: func(params string) (plugin.PackedGraph, string, error) {
			b, err := Parse(strings.NewReader(params))
			if err != nil {
				return nil, "", err
			}
			// The canonical form: the board as compact JSON.
			var rows [][]int
			if err := json.Unmarshal([]byte(params), &rows); err != nil {
				return nil, "", err
			}
			lit, err := json.Marshal(rows)
			if err != nil {
				return nil, "", err
			}
			return plugin.Pack[int](b, 1), string(lit), nil
		},
	}
}
