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
	// 8 bytes per cell.
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
	var offs, ends []int // cell c of a row is raw[offs[c]:ends[c]] (splitRow)
	rows := 0
	for ; d.More(); rows++ {
		raw, start, err := d.Raw("a row", rows > 0)
		if err != nil {
			return err
		}
		at := func(e *Error, col int) error {
			e.Pkg, e.Field, e.At, e.Row, e.Col, e.Offset = m.Pkg, m.Name, Located, rows, col, start
			if col >= 0 {
				e.Offset = d.RawOffset(offs[col])
			}
			return e
		}
		if raw[0] != '[' {
			return at(&Error{Err: ErrSyntax, Detail: Describe(raw) + ", want '[' opening a row"}, -1)
		}
		offs, ends = splitRow(raw, offs[:0], ends[:0])
		if m.KeepOffsets {
			row := make([]int64, len(offs))
			for col, o := range offs {
				row[col] = d.RawOffset(o)
			}
			m.Offsets = append(m.Offsets, row)
		}
		for col, o := range offs {
			if e := m.Cell(rows, col, raw[o:ends[col]]); e != nil {
				return at(e, col)
			}
		}
		if e := m.EndRow(rows, len(offs)); e != nil {
			return at(e, -1)
		}
	}
	if _, off, err = d.Token("',' or ']' after a row"); err != nil {
		return err
	}
	if e := m.EndMatrix(rows); e != nil {
		e.Pkg, e.Field, e.Offset = m.Pkg, m.Name, off
		e.At |= AtOffset
		return e
	}
	return d.End("the " + m.Name)
}

// splitRow splits raw, the text of a JSON array that the decoder has
// validated, into its elements: element c is raw[starts[c]:ends[c]]. Only
// brackets, braces, strings and commas need attention, since the text is
// valid JSON. It appends to starts and ends and returns them.
func splitRow(raw []byte, starts, ends []int) ([]int, []int) {
	i := skipSpace(raw, 1)
	if raw[i] == ']' {
		return starts, ends
	}
	depth, inString := 0, false
	starts = append(starts, i)
	for ; ; i++ {
		c := raw[i]
		switch {
		case inString:
			if c == '\\' {
				i++
			} else if c == '"' {
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			depth++
		case depth > 0 && (c == ']' || c == '}'):
			depth--
		case depth == 0 && (c == ',' || c == ']'):
			end := i
			for raw[end-1] == ' ' || raw[end-1] == '\t' || raw[end-1] == '\n' || raw[end-1] == '\r' {
				end--
			}
			ends = append(ends, end)
			if c == ']' {
				return starts, ends
			}
			starts = append(starts, skipSpace(raw, i+1))
		}
	}
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// Int reads raw, a cell's JSON text, as an integer: a JSON number without
// fraction or exponent, of at most 13 digits. Anything else (a string,
// null, 1.0, 1e3, a longer number) gives ok == false.
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
