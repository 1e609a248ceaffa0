package slidingpuzzle

import (
	"errors"
	"fmt"
	"io"

	"github.com/ripplebfs/ripple/problems/input"
)

// InputError is an invalid board: the rule broken (Err, one of the errors
// below, for errors.Is), the byte offset in Parse's input (-1 for
// FromBoard) and the cell board[Row][Col] counted from 0 (Col -1 for a
// whole row). It is the type shared by every problem package; see
// [input.Error].
type InputError = input.Error

// The rules a board can break, wrapped by every [*InputError].
var (
	// ErrSyntax: Parse's input is not a JSON literal like [[4,1,2],[5,0,3]].
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: no input, no rows, or a row with no cells.
	ErrEmpty = input.ErrEmpty
	// ErrRagged: a row's length differs from row 0's.
	ErrRagged = errors.New("rows must all have the length of row 0")
	// ErrTooBig: more than MaxCells (16) cells.
	ErrTooBig = errors.New("more than 16 cells")
	// ErrBadCell: a cell holds no tile of 0..m·n−1 (or not an integer).
	ErrBadCell = errors.New("a tile is an integer in 0..m·n−1")
	// ErrDuplicate: a tile appears twice.
	ErrDuplicate = errors.New("every tile appears once")
)

// Position is a validated board: its puzzle and the position on it.
type Position struct {
	Puzzle *Puzzle
	State  State
}

// Parse reads a board written as LeetCode's literal: a JSON array of rows
// of integers, such as [[4,1,2],[5,0,3]], with JSON whitespace allowed
// between tokens and nothing before or after it (a pasted "board = " is an
// error). It applies the rules of [FromBoard].
//
// Errors are [*InputError] values with the byte offset of the offending
// value (from 0) and its row and column (from 0): [ErrSyntax], [ErrEmpty],
// [ErrRagged], [ErrTooBig] (Parse stops reading at cell 17), [ErrBadCell],
// [ErrDuplicate]; a read error of r is the rule of an *InputError too. It
// never panics; time O(input).
func Parse(r io.Reader) (*Position, error) {
	var board [][]int
	cells := 0
	m := input.Matrix{Pkg: "slidingpuzzle", Name: "board", KeepOffsets: true}
	m.Cell = func(row, col int, raw []byte) *InputError {
		t, ok := input.Int(raw)
		if !ok {
			return &InputError{Err: ErrBadCell, Detail: "tile is " + input.Describe(raw)}
		}
		if cells++; cells > MaxCells {
			return &InputError{Err: ErrTooBig, Detail: fmt.Sprintf("cell number %d", cells)}
		}
		if col == 0 {
			board = append(board, nil)
		}
		board[row] = append(board[row], t)
		return nil
	}
	m.EndRow = func(row, cols int) *InputError {
		switch {
		case row == 0 && cols == 0:
			return &InputError{Err: ErrEmpty, Detail: "row has no cells"}
		case row > 0 && cols != len(board[0]):
			return &InputError{Err: ErrRagged, Detail: fmt.Sprintf("row has %d cells, row 0 has %d", cols, len(board[0]))}
		}
		return nil
	}
	m.EndMatrix = func(rows int) *InputError {
		if rows == 0 {
			return &InputError{Err: ErrEmpty, At: input.Located, Row: -1, Col: -1, Detail: "no rows"}
		}
		return nil
	}
	if err := m.Read(r); err != nil {
		return nil, err
	}
	p, s, err := FromBoard(board)
	if err != nil {
		if e := err.(*InputError); e.Row >= 0 && e.Col >= 0 {
			e.Offset = m.Offsets[e.Row][e.Col]
		}
		return nil, err
	}
	return &Position{Puzzle: p, State: s}, nil
}

// boardError is an error of FromBoard: no offset.
func boardError(rule error, row, col int, format string, args ...any) *InputError {
	return &InputError{Pkg: "slidingpuzzle", Err: rule, Field: "board", At: input.Located, Offset: -1, Row: row, Col: col, Detail: fmt.Sprintf(format, args...)}
}

// FromBoard validates board and returns its puzzle and position. The rules,
// each reported as an [*InputError] with the offending row and column
// (from 0, as board[row][col] indexes them) and Offset -1:
//
//   - the board has at least one row and every row at least one cell
//     ([ErrEmpty]);
//   - all rows have the length of the first ([ErrRagged]);
//   - the board has at most 16 cells ([ErrTooBig]);
//   - every tile is in 0..m·n−1 ([ErrBadCell]);
//   - no tile appears twice ([ErrDuplicate]).
//
// Solvability is not a validation rule: see [Solvable].
func FromBoard(board [][]int) (*Puzzle, State, error) {
	if len(board) == 0 {
		return nil, 0, boardError(ErrEmpty, -1, -1, "no rows")
	}
	cols := len(board[0])
	if cols == 0 {
		return nil, 0, boardError(ErrEmpty, 0, -1, "row has no cells")
	}
	for r, row := range board {
		if len(row) != cols {
			return nil, 0, boardError(ErrRagged, r, -1, "row has %d cells, row 0 has %d", len(row), cols)
		}
	}
	rows := len(board)
	if rows*cols > MaxCells {
		return nil, 0, boardError(ErrTooBig, -1, -1, "the board is %d×%d = %d cells", rows, cols, rows*cols)
	}
	p := MustNew(rows, cols)
	var s State
	var where [MaxCells]int // 1 + cell where each tile was seen
	for r, row := range board {
		for k, t := range row {
			c := r*cols + k
			if t < 0 || t >= p.cells {
				return nil, 0, boardError(ErrBadCell, r, k, "tile %d is outside 0..%d", t, p.cells-1)
			}
			if w := where[t]; w > 0 {
				return nil, 0, boardError(ErrDuplicate, r, k, "tile %d is also at board[%d][%d]", t, (w-1)/cols, (w-1)%cols)
			}
			where[t] = c + 1
			s |= State(t) << (4 * uint(c))
		}
	}
	return p, s, nil
}
