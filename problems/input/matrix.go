package input

import (
	"encoding/json"
	"io"
)

// Matrix reads LeetCode's matrix literal, a JSON array of rows, each a JSON
// array of cells, such as [[2,1,1],[1,1,0]], with encoding/json, one row at
// a time, and hands each cell's exact JSON text to Cell. The callbacks
// return an [*Error] with the rule and detail only; Read fills in the
// package, the matrix name, the row, the column and the byte offset.
type Matrix struct {
	// Pkg and Name (such as "grid") appear in error messages.
	Pkg, Name string
	// Cell checks cell [row][col], given its JSON text (a number as
	// written, a string with its quotes, null...), and stores it.
	Cell func(row, col int, raw []byte) *Error
	// EndRow checks row [row], of cols cells, once all its cells are read.
	EndRow func(row, cols int) *Error
	// EndMatrix checks the matrix, of rows rows, at its closing ']'.
	EndMatrix func(rows int) *Error
	// KeepOffsets makes Read record the offset of every cell in Offsets,
	// for checks that can only run once the whole matrix is read. It costs
	// 8 bytes per cell and O(cols²) time per row: for small matrices.
	KeepOffsets bool
	// Offsets[row][col] is the byte offset of cell [row][col], with
	// KeepOffsets.
	Offsets [][]int64
}

// Read reads the matrix literal from r, which must hold nothing else but
// JSON whitespace, to its end. Invalid JSON, a value that is not an array
// of arrays, and text before or after the matrix are [ErrSyntax]; an input
// with no value at all is [ErrEmpty]. Cost: O(input), memory O(longest
// row) beyond what the callbacks keep. It never panics.
func (m *Matrix) Read(r io.Reader) error {
	d := NewDecoder(m.Pkg, r)
	tok, off, err := d.Token("'[' opening the " + m.Name)
	if err != nil {
		return err
	}
	if tok != json.Delim('[') {
		return d.Fail(ErrSyntax, off, "%s, want '[' opening the %s (an array of rows)", Describe(tok), m.Name)
	}
	var cells []json.RawMessage
	rows := 0
	for ; d.More(); rows++ {
		raw, start, err := d.Raw("a row", rows > 0)
		if err != nil {
			return err
		}
		at := func(e *Error, col int) error {
			e.Pkg, e.Field, e.Row, e.Col, e.Offset = m.Pkg, m.Name, rows, col, start
			if col >= 0 {
				e.Offset = start + cellOffset(raw, cells, col)
			}
			return e
		}
		if raw[0] != '[' {
			return at(&Error{Err: ErrSyntax, Detail: Describe(raw) + ", want '[' opening a row"}, -1)
		}
		if err := json.Unmarshal(raw, &cells); err != nil { // valid JSON, an array: cannot fail
			return at(&Error{Err: ErrSyntax, Detail: err.Error()}, -1)
		}
		if m.KeepOffsets {
			offs := make([]int64, len(cells))
			for col := range cells {
				offs[col] = start + cellOffset(raw, cells, col)
			}
			m.Offsets = append(m.Offsets, offs)
		}
		for col, c := range cells {
			if e := m.Cell(rows, col, c); e != nil {
				return at(e, col)
			}
		}
		if e := m.EndRow(rows, len(cells)); e != nil {
			return at(e, -1)
		}
	}
	if _, off, err = d.Token("',' or ']' after a row"); err != nil {
		return err
	}
	if e := m.EndMatrix(rows); e != nil {
		e.Pkg, e.Field, e.Offset = m.Pkg, m.Name, off
		return e
	}
	return d.End("the " + m.Name)
}

// cellOffset returns the offset of cells[col] in raw, the row's text whose
// elements are cells.
func cellOffset(raw []byte, cells []json.RawMessage, col int) int64 {
	i := 1 // past '['
	for k := 0; ; k++ {
		i = skipSpace(raw, i)
		if k > 0 {
			i = skipSpace(raw, i+1) // the ','
		}
		if k == col {
			return int64(i)
		}
		i += len(cells[k])
	}
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// Int reads raw, a cell's JSON text, as an integer: a JSON number without
// fraction or exponent, in [-1<<40, 1<<40]. Anything else (a string, null,
// 1.0, 1e3, a larger number) gives ok == false.
func Int(raw []byte) (v int, ok bool) {
	i, neg := 0, false
	if len(raw) > 0 && raw[0] == '-' {
		i, neg = 1, true
	}
	if i == len(raw) || len(raw)-i > 13 {
		return 0, false
	}
	for ; i < len(raw); i++ {
		c := raw[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}
