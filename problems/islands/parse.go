package islands

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// InputError reports an invalid grid.
type InputError struct {
	// Row and Col locate the offending cell, counted from 0 as in
	// grid[row][col]. Col is -1 when the fault is a whole row (wrong
	// length); both are -1 when it is not about one row.
	Row, Col int
	// Offset is the byte offset in the JSON input given to Parse at which
	// the fault was detected: just past the offending value; for malformed
	// JSON, at the offending byte or at the start of the malformed value.
	// It is -1 for New.
	Offset int64
	// Reason says which rule is broken.
	Reason string
}

// Error formats the fault as "islands: [offset N: ][row R[, column C]: ]reason".
func (e *InputError) Error() string {
	var b strings.Builder
	b.WriteString("islands: ")
	if e.Offset >= 0 {
		fmt.Fprintf(&b, "offset %d: ", e.Offset)
	}
	if e.Row >= 0 {
		fmt.Fprintf(&b, "row %d", e.Row)
		if e.Col >= 0 {
			fmt.Fprintf(&b, ", column %d", e.Col)
		}
		b.WriteString(": ")
	}
	b.WriteString(e.Reason)
	return b.String()
}

// Parse reads a grid written as LeetCode's JSON literal: an array of rows,
// each an array of the strings "1" (land) and "0" (water), such as
// [["1","1","0"],["0","0","1"]]. Whitespace is free; nothing may follow the
// grid. [] is the empty grid.
//
// It returns an [*InputError] with the byte offset of the fault and, where
// it concerns a cell or row, its row and column counted from 0: malformed
// JSON, a value that is not an array of arrays, a cell other than "0" or
// "1", rows of different lengths. Parse reads r to its end (to reject
// trailing data), runs in O(input) and never panics.
func Parse(r io.Reader) (*Grid, error) {
	dec := json.NewDecoder(r)
	fail := func(row, col int, format string, args ...any) (*Grid, error) {
		return nil, &InputError{Row: row, Col: col, Offset: dec.InputOffset(), Reason: fmt.Sprintf(format, args...)}
	}
	// token reads the next token, turning syntax and I/O errors into an
	// InputError.
	token := func() (json.Token, error) {
		tok, err := dec.Token()
		if err != nil {
			return nil, jsonError(dec, err, "invalid JSON: ")
		}
		return tok, nil
	}
	tok, err := token()
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('[') {
		return fail(-1, -1, "got %s, want '[' opening the grid (an array of rows)", describe(tok))
	}
	g := &Grid{cols: -1}
	for row := 0; dec.More(); row++ {
		if tok, err = token(); err != nil {
			return nil, err
		}
		if tok != json.Delim('[') {
			return fail(row, -1, "got %s, want '[' opening a row (an array of \"0\" and \"1\")", describe(tok))
		}
		col := 0
		for ; dec.More(); col++ {
			if tok, err = token(); err != nil {
				return nil, err
			}
			switch tok {
			case "1":
				g.land = append(g.land, true)
			case "0":
				g.land = append(g.land, false)
			default:
				return fail(row, col, "cell is %s, want \"0\" (water) or \"1\" (land)", describe(tok))
			}
			if len(g.land) > maxCells {
				return fail(row, col, "more than %d cells", maxCells)
			}
		}
		if _, err = token(); err != nil { // the row's ']'
			return nil, err
		}
		if g.cols < 0 {
			g.cols = col
		} else if col != g.cols {
			return fail(row, -1, "row has %d cells, want %d like row 0 (rows must all be the same length)", col, g.cols)
		}
		g.rows++
	}
	if _, err = token(); err != nil { // the grid's ']'
		return nil, err
	}
	if tok, err := dec.Token(); err != io.EOF {
		if err != nil {
			return nil, jsonError(dec, err, "invalid JSON after the grid: ")
		}
		return fail(-1, -1, "got %s after the grid, want the end of the input", describe(tok))
	}
	g.cols = max(g.cols, 0)
	return g, nil
}

// jsonError converts an error from dec into an InputError at the decoder's
// offset: the offending byte, or the start of the malformed value. (A
// SyntaxError's own Offset is not used: for errors inside a value the
// Decoder reports it relative to the value, not to the input.)
func jsonError(dec *json.Decoder, err error, prefix string) *InputError {
	off := dec.InputOffset()
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return &InputError{Row: -1, Col: -1, Offset: off, Reason: prefix + err.Error()}
}

// describe names a JSON token in an error message.
func describe(tok json.Token) string {
	switch v := tok.(type) {
	case json.Delim:
		return fmt.Sprintf("'%v'", v)
	case string:
		return fmt.Sprintf("%q", v)
	case float64:
		return fmt.Sprintf("the number %v", v)
	case nil:
		return "null"
	default: // bool
		return fmt.Sprintf("%v", v)
	}
}
