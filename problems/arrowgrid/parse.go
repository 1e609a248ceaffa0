package arrowgrid

import (
	"errors"
	"fmt"
	"io"

	"github.com/ripplebfs/ripple/problems/input"
)

const pkg = "arrowgrid"

// InputError is an invalid grid: the rule broken (Err, one of the errors
// below, for errors.Is), the byte offset in Parse's input (-1 for New) and
// the cell grid[Row][Col] counted from 0 (Col -1 for a whole row). It is
// the type shared by every problem package; see [input.Error].
type InputError = input.Error

// The rules a grid can break, wrapped by every [*InputError].
var (
	// ErrSyntax: Parse's input is not a JSON literal like [[1,2],[4,3]].
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: no input, no rows, or a row without cells.
	ErrEmpty = input.ErrEmpty
	// ErrBadCell: a cell other than 1 (right), 2 (left), 3 (down), 4 (up).
	ErrBadCell = errors.New("a cell is an arrow: 1 right, 2 left, 3 down, 4 up")
	// ErrRagged: a row's length differs from row 0's.
	ErrRagged = errors.New("rows must all have the length of row 0")
	// ErrTooBig: more than 2^30 cells.
	ErrTooBig = errors.New("more than 2^30 cells")
)

// Parse reads a grid written as LeetCode's JSON literal: an array of rows,
// each an array of the arrows 1 to 4, such as [[1,1,3],[3,2,2],[1,1,4]].
// JSON whitespace is allowed between tokens; nothing may come before or
// after the grid (a pasted "grid = " is an error).
//
// Errors are [*InputError] values with the byte offset of the offending
// value (from 0) and, where a cell or row is at fault, its row and column
// counted from 0: [ErrSyntax], [ErrEmpty], [ErrBadCell], [ErrRagged],
// [ErrTooBig]; a read error of r is the rule of an *InputError too. Parse
// reads r to its end, runs in O(input) and never panics.
func Parse(r io.Reader) (*Grid, error) {
	g := &Grid{cols: -1}
	m := input.Matrix{
		Pkg: pkg, Name: "grid",
		Cell: func(row, col int, raw []byte) *InputError {
			if len(raw) != 1 || raw[0] < '1' || raw[0] > '4' {
				return &InputError{Err: ErrBadCell, Detail: "cell is " + input.Describe(raw)}
			}
			if len(g.cells) >= MaxCells {
				return &InputError{Err: ErrTooBig, Detail: fmt.Sprintf("cell number %d", len(g.cells)+1)}
			}
			g.cells = append(g.cells, raw[0]-'0')
			return nil
		},
		EndRow: func(row, cols int) *InputError {
			switch {
			case cols == 0:
				return &InputError{Err: ErrEmpty, Detail: "row has no cells"}
			case g.cols < 0:
				g.cols = cols
			case cols != g.cols:
				return &InputError{Err: ErrRagged, Detail: fmt.Sprintf("row has %d cells, row 0 has %d", cols, g.cols)}
			}
			g.rows++
			return nil
		},
		EndMatrix: func(rows int) *InputError {
			if rows == 0 {
				return &InputError{At: input.Located, Offset: -1, Err: ErrEmpty, Row: -1, Col: -1, Detail: "no rows"}
			}
			return nil
		},
	}
	if err := m.Read(r); err != nil {
		return nil, err
	}
	return g, nil
}
