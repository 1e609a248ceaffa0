package ripplebeam

import (
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// The problems every ripple-beam binary knows. Registering one takes a
// name, whether its moves can all be undone, and a function from a
// parameter string to a Graph; Packed makes that Graph from any plugin
// whose state type has Pack and Unpack.
func init() {
	// The sliding puzzle from its goal; params "RxC", such as "3x3".
	Register("sliding", true, func(params string) (Graph, error) {
		var rows, cols int
		if _, err := fmt.Sscanf(params, "%dx%d", &rows, &cols); err != nil || fmt.Sprintf("%dx%d", rows, cols) != params {
			return nil, fmt.Errorf("size %q: want RxC, such as 3x3", params)
		}
		p, err := slidingpuzzle.New(rows, cols)
		if err != nil {
			return nil, err
		}
		return Packed[slidingpuzzle.State](p, p.Goal()), nil
	})
	// Snakes and Ladders from square 1; params a LeetCode 909 board
	// literal. Its moves cannot be undone (a snake or ladder is one-way,
	// and rolls only go forward): full mode.
	Register("snakes", false, func(params string) (Graph, error) {
		b, err := snakesladders.Parse(strings.NewReader(params))
		if err != nil {
			return nil, err
		}
		return Packed[int](squares{b}, 1), nil
	})
}

// squares adds Pack and Unpack to a Snakes and Ladders board, whose states
// are the squares 1..n².
type squares struct{ *snakesladders.Board }

func (squares) Pack(s int) uint64   { return uint64(s) }
func (squares) Unpack(k uint64) int { return int(k) }
