package rottingoranges

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/ripplebfs/ripple/problems/input"
)

// InputError is an invalid grid: the rule broken (Err, one of ErrEmpty,
// ErrRagged, ErrBadCell, ErrTooBig, ErrSyntax, or the reader's error, for
// errors.Is), the byte offset in the input of Parse or ParsePicture (-1 for
// New) and the cell grid[Row][Col] counted from 0 (Col -1 for a whole row).
// It is the type shared by every problem package; see [input.Error].
type InputError = input.Error

// The rules a grid can break, wrapped by every [*InputError] of New, Parse
// and ParsePicture; test them with errors.Is.
var (
	// ErrSyntax: the text is not the LeetCode literal (Parse) or a picture
	// (ParsePicture).
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: no input, no rows, or a row with no cells.
	ErrEmpty = input.ErrEmpty
	// ErrRagged: a row's length differs from row 0's.
	ErrRagged = errors.New("rows must all have the length of row 0")
	// ErrBadCell: a cell value outside {0, 1, 2}.
	ErrBadCell = errors.New("a cell is 0 (empty), 1 (fresh) or 2 (rotten)")
	// ErrTooBig: more than MaxCells cells.
	ErrTooBig = errors.New("more than MaxCells (1<<26) cells")
)

// Parse reads a grid written as LeetCode's literal: a JSON array of rows,
// each a JSON array of the integers 0, 1 and 2, such as
// [[2,1,1],[1,1,0],[0,1,1]]. JSON whitespace is allowed between tokens;
// nothing may come before or after the grid (a pasted "grid = " is an
// error). Numbers are JSON integers: no leading zero, fraction or exponent.
//
// Errors are [*InputError] values with the byte offset of the offending
// value (from 0) and its row and column (from 0): [ErrSyntax] for anything
// that is not such a literal, [ErrEmpty] for no input, no rows or a row of
// no cells, [ErrRagged], [ErrBadCell] for a number other than 0, 1, 2,
// [ErrTooBig] past [MaxCells] cells (Parse stops reading there). A read
// error of r is the rule of an *InputError too. Parse never panics; time
// O(input), memory one byte per cell plus the longest row's text.
func Parse(r io.Reader) (*Grid, error) { return parse(r, MaxCells) }

// parse is Parse with a cell limit, which tests lower.
func parse(r io.Reader, limit int) (*Grid, error) {
	b := builder{limit: limit}
	m := input.Matrix{
		Pkg: "rottingoranges", Name: "grid",
		Cell: func(row, col int, raw []byte) *InputError {
			v, ok := input.Int(raw)
			if !ok || v < Empty || v > Rotten {
				return &InputError{Err: ErrBadCell, Detail: "cell is " + input.Describe(raw)}
			}
			return b.add(byte(v))
		},
		EndRow: b.endRow,
		EndMatrix: func(rows int) *InputError {
			if rows == 0 {
				return &InputError{Err: ErrEmpty, At: input.Located, Row: -1, Col: -1, Detail: "no rows"}
			}
			return nil
		},
	}
	if err := m.Read(r); err != nil {
		return nil, err
	}
	return fromValues(b.rows, b.cols, b.vals), nil
}

// builder collects the cells of a grid being read, row by row.
type builder struct {
	limit      int
	rows, cols int // complete rows so far; the width of row 0
	vals       []byte
}

func (b *builder) add(v byte) *InputError {
	if len(b.vals) >= b.limit {
		return &InputError{Err: ErrTooBig, Detail: fmt.Sprintf("cell number %d", len(b.vals)+1)}
	}
	b.vals = append(b.vals, v)
	return nil
}

func (b *builder) endRow(row, cols int) *InputError {
	switch {
	case row == 0 && cols == 0:
		return &InputError{Err: ErrEmpty, Detail: "row has no cells"}
	case row == 0:
		b.cols = cols
	case cols != b.cols:
		return &InputError{Err: ErrRagged, Detail: fmt.Sprintf("row has %d cells, row 0 has %d", cols, b.cols)}
	}
	b.rows++
	return nil
}

// ParsePicture reads a grid drawn as text, one row per line, one character
// per cell: '0' or '.' empty, '1' or 'o' a fresh orange, '2' or 'x' a
// rotten one, as [Grid.String] writes it:
//
//	xoo        211
//	oo.   or   110
//	.oo        011
//
// Spaces, tabs and CRs inside a line are ignored, so "2 1 1" is a row of
// three cells; blank lines are skipped. Errors are [*InputError] values as
// for [Parse], with the byte offset of the offending character (from 0)
// and its row and column: [ErrEmpty] for no rows, [ErrRagged], [ErrBadCell]
// for a digit 3-9, [ErrSyntax] for any other character, [ErrTooBig]. It
// never panics; time O(input).
func ParsePicture(r io.Reader) (*Grid, error) { return parsePicture(r, MaxCells) }

// ParseAny reads a grid in either form: the LeetCode literal of [Parse]
// if its first byte other than white space is '[', else a picture for
// [ParsePicture] (the rottingoranges command and the web page read their
// input so). Errors are those of the parser chosen, their offsets counted
// from the start of r, white space included. It never panics; time
// O(input).
func ParseAny(r io.Reader) (*Grid, error) {
	br := bufio.NewReader(r)
	skipped := int64(0)
	for {
		b, err := br.Peek(1)
		if err == nil && (b[0] == ' ' || b[0] == '\t' || b[0] == '\r' || b[0] == '\n') {
			br.ReadByte()
			skipped++
			continue
		}
		var g *Grid
		if err == nil && b[0] != '[' {
			g, err = ParsePicture(br)
		} else {
			g, err = Parse(br)
		}
		var e *InputError
		if errors.As(err, &e) && e.At&input.AtOffset != 0 && e.Offset >= 0 {
			e.Offset += skipped
		}
		return g, err
	}
}

func parsePicture(r io.Reader, limit int) (*Grid, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	b := builder{limit: limit}
	fail := func(e *InputError, off int64, col int) (*Grid, error) {
		e.Pkg, e.Field, e.At, e.Offset, e.Row, e.Col = "rottingoranges", "grid", input.Located, off, b.rows, col
		return nil, e
	}
	col, rowStart := 0, int64(0)
	for off := int64(0); ; off++ {
		c, err := br.ReadByte()
		if err != nil && err != io.EOF {
			return fail(&InputError{Err: input.ReadError(err)}, off, -1)
		}
		if err == io.EOF || c == '\n' {
			if col > 0 {
				if e := b.endRow(b.rows, col); e != nil {
					return fail(e, rowStart, -1)
				}
				col = 0
			}
			if err == io.EOF {
				if b.rows == 0 {
					return fail(&InputError{Err: ErrEmpty, Detail: "no rows"}, off, -1)
				}
				return fromValues(b.rows, b.cols, b.vals), nil
			}
			continue
		}
		var v byte
		switch c {
		case ' ', '\t', '\r':
			continue
		case '0', '.':
			v = Empty
		case '1', 'o':
			v = Fresh
		case '2', 'x':
			v = Rotten
		default:
			rule := ErrSyntax
			if c >= '3' && c <= '9' {
				rule = ErrBadCell
			}
			return fail(&InputError{Err: rule, Detail: fmt.Sprintf("found %s, want one of 0 . 1 o 2 x", input.Byte(c))}, off, col)
		}
		if col == 0 {
			rowStart = off
		}
		if b.rows > 0 && col >= b.cols {
			return fail(&InputError{Err: ErrRagged, Detail: fmt.Sprintf("row has more than the %d cells of row 0", b.cols)}, off, col)
		}
		if e := b.add(v); e != nil {
			return fail(e, off, col)
		}
		col++
	}
}

// fromValues builds a Grid from validated row-major values.
func fromValues(rows, cols int, vals []byte) *Grid {
	g := newGrid(rows, cols)
	copy(g.cells, vals)
	vals = g.cells
	for _, v := range vals {
		switch v {
		case Fresh:
			g.fresh++
		case Rotten:
			g.rotten++
		}
	}
	for r := 0; r < rows; r++ {
		vals[r*cols] |= leftEdge
		vals[r*cols+cols-1] |= rightEdge
	}
	return g
}
