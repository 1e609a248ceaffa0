package slidingpuzzle

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Parse reads a board written as a JSON array of rows of integers, such as
// LeetCode's "[[4,1,2],[5,0,3]]" (surrounding white space allowed), and
// validates it with [FromBoard]. Errors name the rule and, for JSON syntax
// errors, the byte offset.
func Parse(text string) (*Puzzle, State, error) {
	var board [][]int
	dec := json.NewDecoder(strings.NewReader(text))
	if err := dec.Decode(&board); err != nil {
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		switch {
		case errors.Is(err, io.ErrUnexpectedEOF):
			return nil, 0, fmt.Errorf("slidingpuzzle: board is not valid JSON at offset %d: unexpected end of input", len(text))
		case errors.As(err, &syn):
			return nil, 0, fmt.Errorf("slidingpuzzle: board is not valid JSON at offset %d: %v", syn.Offset, syn)
		case errors.As(err, &typ):
			return nil, 0, fmt.Errorf("slidingpuzzle: board must be an array of rows of integers: %s at offset %d", typ.Value, typ.Offset)
		default:
			return nil, 0, fmt.Errorf("slidingpuzzle: board is not a JSON array of rows: %v", err)
		}
	}
	if dec.More() {
		return nil, 0, fmt.Errorf("slidingpuzzle: unexpected text after the board at offset %d", dec.InputOffset())
	}
	if board == nil {
		return nil, 0, errors.New("slidingpuzzle: board is null: want an array of rows")
	}
	return FromBoard(board)
}

// FromBoard validates board and returns its puzzle and position. The rules,
// each reported with the offending row and column (1-based):
//
//   - the board has at least one row and every row at least one cell;
//   - all rows have the length of the first (no ragged boards);
//   - the board has at most 16 cells;
//   - every tile is in 0..m·n−1 (wrong tile set);
//   - no tile appears twice (duplicates).
//
// Solvability is not a validation rule: see [Solvable].
func FromBoard(board [][]int) (*Puzzle, State, error) {
	if len(board) == 0 {
		return nil, 0, errors.New("slidingpuzzle: board has no rows")
	}
	cols := len(board[0])
	if cols == 0 {
		return nil, 0, errors.New("slidingpuzzle: row 1 is empty")
	}
	for r, row := range board {
		if len(row) != cols {
			return nil, 0, fmt.Errorf("slidingpuzzle: ragged board: row %d has %d cells, row 1 has %d", r+1, len(row), cols)
		}
	}
	rows := len(board)
	if rows*cols > MaxCells {
		return nil, 0, fmt.Errorf("slidingpuzzle: board is %d×%d = %d cells: at most %d allowed", rows, cols, rows*cols, MaxCells)
	}
	p := MustNew(rows, cols)
	var s State
	var where [MaxCells]int // 1 + cell where each tile was seen
	for r, row := range board {
		for k, t := range row {
			c := r*cols + k
			if t < 0 || t >= p.cells {
				return nil, 0, fmt.Errorf("slidingpuzzle: row %d, column %d: tile %d is outside 0..%d", r+1, k+1, t, p.cells-1)
			}
			if w := where[t]; w > 0 {
				return nil, 0, fmt.Errorf("slidingpuzzle: row %d, column %d: duplicate tile %d (also at row %d, column %d)", r+1, k+1, t, (w-1)/cols+1, (w-1)%cols+1)
			}
			where[t] = c + 1
			s |= State(t) << (4 * uint(c))
		}
	}
	return p, s, nil
}
