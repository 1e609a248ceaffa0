package islands

import (
	"errors"
	"fmt"
	"io"

	"github.com/ripplebfs/ripple/problems/input"
)

// InputError is an invalid grid: the rule broken (Err, one of the errors
// below, for errors.Is), the byte offset in Parse's input (-1 for New) and
// the cell grid[Row][Col] counted from 0 (Col -1 for a whole row). It is
// the type shared by every problem package; see [input.Error].
type InputError = input.Error

// The rules a grid can break, wrapped by every [*InputError].
var (
	// ErrSyntax: Parse's input is not a JSON literal like [["1","0"]].
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: Parse's input holds no value at all.
	ErrEmpty = input.ErrEmpty
	// ErrBadCell: a cell other than "1" (land) or "0" (water).
	ErrBadCell = errors.New(`a cell is "0" (water) or "1" (land)`)
	// ErrRagged: a row's length differs from row 0's.
	ErrRagged = errors.New("rows must all have the length of row 0")
	// ErrTooBig: more than 2^31-1 cells.
	ErrTooBig = errors.New("more than 2^31-1 cells")
)

// Parse reads a grid written as LeetCode's JSON literal: an array of rows,
// each an array of the strings "1" (land) and "0" (water), such as
// [["1","1","0"],["0","0","1"]]. JSON whitespace is allowed anywhere
// between tokens; nothing may come before or after the grid (a pasted
// "grid = " is an error). [] and rows of no cells are valid, with no
// islands.
//
// Errors are [*InputError] values with the byte offset of the offending
// value (from 0) and, where a cell or row is at fault, its row and column
// counted from 0: [ErrSyntax], [ErrEmpty], [ErrBadCell], [ErrRagged],
// [ErrTooBig]; a read error of r is the rule of an *InputError too. Parse
// reads r to its end, runs in O(input) and never panics.
func Parse(r io.Reader) (*Grid, error) {
	g := &Grid{cols: -1}
	var vals []byte // the cells read so far, row-major
	m := input.Matrix{
		Pkg: "islands", Name: "grid",
		Cell: func(row, col int, raw []byte) *InputError {
			switch string(raw) {
			case `"1"`:
				vals = append(vals, landBit)
			case `"0"`:
				vals = append(vals, 0)
			default:
				return &InputError{Err: ErrBadCell, Detail: "cell is " + input.Describe(raw)}
			}
			if len(vals) > maxCells {
				return &InputError{Err: ErrTooBig, Detail: fmt.Sprintf("cell number %d", len(vals))}
			}
			return nil
		},
		EndRow: func(row, cols int) *InputError {
			if g.cols < 0 {
				g.cols = cols
			} else if cols != g.cols {
				return &InputError{Err: ErrRagged, Detail: fmt.Sprintf("row has %d cells, row 0 has %d", cols, g.cols)}
			}
			g.rows++
			return nil
		},
		EndMatrix: func(int) *InputError { return nil },
	}
	if err := m.Read(r); err != nil {
		return nil, err
	}
	g.cols = max(g.cols, 0)
	g.setCells(vals)
	return g, nil
}
