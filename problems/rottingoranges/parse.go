package rottingoranges

import (
	"bufio"
	"fmt"
	"io"
)

// ParseError is an error of [Parse] at a position of its input. It wraps one
// of [ErrEmpty], [ErrRagged], [ErrCell], [ErrTooLarge] or [ErrSyntax].
type ParseError struct {
	Line   int    // 1-based line of the fault
	Column int    // 1-based byte column within the line
	Offset int    // 0-based byte offset from the start of the input
	Msg    string // what is wrong, naming the grid cell when there is one
	Err    error  // the rule broken
}

// Error formats the position, the message and the rule, for instance
// "rottingoranges: line 2, column 4 (offset 9): grid[1][1] = 7: cell outside {0, 1, 2}".
func (e *ParseError) Error() string {
	return fmt.Sprintf("rottingoranges: line %d, column %d (offset %d): %s: %v", e.Line, e.Column, e.Offset, e.Msg, e.Err)
}

// Unwrap returns the rule broken, for errors.Is.
func (e *ParseError) Unwrap() error { return e.Err }

// Parse reads a grid in either of two forms, told apart by the first
// non-blank character.
//
// The LeetCode literal, a JSON array of arrays of integers, optionally after
// "grid =" or "Input: grid =" as LeetCode prints its examples:
//
//	[[2,1,1],[1,1,0],[0,1,1]]
//	grid = [[2,1,1],[1,1,0],[0,1,1]]
//	Input: grid = [[2,1,1],[1,1,0],[0,1,1]]
//
// Blanks (space, tab, CR, LF) may appear between tokens.
//
// The text picture, one row per line, one character per cell, where '0' or
// '.' is empty, '1' or 'o' a fresh orange, and '2' or 'x' a rotten one:
//
//	xoo        211
//	oo.   or   110
//	.oo        011
//
// Spaces, tabs and CRs inside a line are ignored, so "2 1 1" is a row of
// three cells; blank lines are skipped.
//
// Errors are *[ParseError] values carrying the 1-based line and column and
// the 0-based byte offset, and naming the cell as grid[row][col] (0-based)
// where one is involved: [ErrEmpty] for no rows or a row of no cells,
// [ErrRagged] for a row longer or shorter than the first, [ErrCell] for a
// number or digit outside {0, 1, 2}, [ErrTooLarge] past [MaxCells] cells
// (Parse stops reading there), [ErrSyntax] for anything else. Read errors
// from r are returned wrapped. Parse never panics. Time O(input length).
func Parse(r io.Reader) (*Grid, error) {
	p := &parser{br: bufio.NewReaderSize(r, 1<<16), line: 1}
	g, err := p.parse()
	if p.ioErr != nil {
		return nil, fmt.Errorf("rottingoranges: reading: %w", p.ioErr)
	}
	return g, err
}

type parser struct {
	br        *bufio.Reader
	off       int // offset of the next byte
	line      int // line of the next byte
	lineStart int // offset of the first byte of the current line
	ioErr     error

	rows, cols int // rows complete so far; width of row 0 (0 until known)
	vals       []byte
}

// peek returns the next byte without consuming it; ok is false at the end of
// input or on a read error (recorded in ioErr).
func (p *parser) peek() (b byte, ok bool) {
	bs, err := p.br.Peek(1)
	if err != nil {
		if err != io.EOF {
			p.ioErr = err
		}
		return 0, false
	}
	return bs[0], true
}

// skip consumes one byte, which peek has returned.
func (p *parser) skip(b byte) {
	p.br.Discard(1)
	p.off++
	if b == '\n' {
		p.line++
		p.lineStart = p.off
	}
}

// position is where a byte of the input is.
type position struct{ line, column, offset int }

// pos returns the position of the next byte.
func (p *parser) pos() position { return position{p.line, p.off - p.lineStart + 1, p.off} }

// fail reports an error at the next byte.
func (p *parser) fail(rule error, format string, args ...any) *ParseError {
	return p.at(p.pos(), rule, format, args...)
}

func isBlank(b byte) bool { return b == ' ' || b == '\t' || b == '\r' || b == '\n' }

func (p *parser) skipBlanks() (byte, bool) {
	for {
		b, ok := p.peek()
		if !ok || !isBlank(b) {
			return b, ok
		}
		p.skip(b)
	}
}

// describe names the next byte for a syntax error.
func describe(b byte, ok bool) string {
	if !ok {
		return "end of input"
	}
	return fmt.Sprintf("%q", rune(b))
}

func (p *parser) parse() (*Grid, error) {
	b, ok := p.skipBlanks()
	if !ok {
		if p.ioErr != nil {
			return nil, nil
		}
		return nil, p.fail(ErrEmpty, "no rows")
	}
	var err *ParseError
	switch b {
	case '[':
		err = p.literal()
	case 'I', 'g':
		err = p.prefixed(b)
	default:
		err = p.picture()
	}
	if p.ioErr != nil {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return fromValues(p.rows, p.cols, p.vals), nil
}

// prefixed parses a literal after "grid =" or "Input: grid =", from the
// first byte b of the prefix.
func (p *parser) prefixed(b byte) *ParseError {
	if b == 'I' {
		if err := p.expectWord("Input:"); err != nil {
			return err
		}
		p.skipBlanks()
	}
	if err := p.expectWord("grid"); err != nil {
		return err
	}
	if b, ok := p.skipBlanks(); b != '=' || !ok {
		return p.fail(ErrSyntax, "want '=' after \"grid\", found %s", describe(b, ok))
	}
	p.skip('=')
	if b, ok := p.skipBlanks(); b != '[' || !ok {
		return p.fail(ErrSyntax, "want '[' after \"grid =\", found %s", describe(b, ok))
	}
	return p.literal()
}

func (p *parser) expectWord(w string) *ParseError {
	for i := 0; i < len(w); i++ {
		b, ok := p.peek()
		if !ok || b != w[i] {
			return p.fail(ErrSyntax, "want %q, found %s", w, describe(b, ok))
		}
		p.skip(b)
	}
	return nil
}

// addCell appends value v as grid[p.rows][c], checking the width against
// row 0 and the size limit. The position is that of the cell.
func (p *parser) addCell(c int, v byte, pos position) *ParseError {
	if p.rows > 0 && c >= p.cols {
		return p.at(pos, ErrRagged, "grid[%d] has more than %d cells, the width of grid[0]", p.rows, p.cols)
	}
	if len(p.vals) >= maxCells {
		return p.at(pos, ErrTooLarge, "grid[%d][%d] is cell %d", p.rows, c, len(p.vals)+1)
	}
	p.vals = append(p.vals, v)
	return nil
}

// at reports an error at a position captured earlier.
func (p *parser) at(at position, rule error, format string, args ...any) *ParseError {
	return &ParseError{Line: at.line, Column: at.column, Offset: at.offset, Msg: fmt.Sprintf(format, args...), Err: rule}
}

// endRow closes row p.rows of width c at the current position.
func (p *parser) endRow(c int) *ParseError {
	if c == 0 {
		return p.fail(ErrEmpty, "grid[%d] has no cells", p.rows)
	}
	if p.rows == 0 {
		p.cols = c
	} else if c != p.cols {
		return p.fail(ErrRagged, "grid[%d] has %d cells, but grid[0] has %d", p.rows, c, p.cols)
	}
	p.rows++
	return nil
}

// literal parses [[v,...],...] from its opening bracket to the end of input.
func (p *parser) literal() *ParseError {
	p.skip('[')
	b, ok := p.skipBlanks()
	if ok && b == ']' {
		return p.fail(ErrEmpty, "no rows")
	}
	for {
		if !ok || b != '[' {
			return p.fail(ErrSyntax, "want '[' to open grid[%d], found %s", p.rows, describe(b, ok))
		}
		p.skip(b)
		c := 0
		b, ok = p.skipBlanks()
		if !(ok && b == ']') {
			for {
				pos := p.pos()
				v, err := p.number(c)
				if err != nil {
					return err
				}
				if err := p.addCell(c, v, pos); err != nil {
					return err
				}
				c++
				b, ok = p.skipBlanks()
				if ok && b == ',' {
					p.skip(b)
					p.skipBlanks()
					continue
				}
				if ok && b == ']' {
					break
				}
				return p.fail(ErrSyntax, "want ',' or ']' after grid[%d][%d], found %s", p.rows, c-1, describe(b, ok))
			}
		}
		if err := p.endRow(c); err != nil {
			return err
		}
		p.skip(']')
		b, ok = p.skipBlanks()
		if ok && b == ',' {
			p.skip(b)
			b, ok = p.skipBlanks()
			continue
		}
		if ok && b == ']' {
			p.skip(b)
			break
		}
		return p.fail(ErrSyntax, "want ',' or ']' after grid[%d], found %s", p.rows-1, describe(b, ok))
	}
	if b, ok := p.skipBlanks(); ok {
		return p.fail(ErrSyntax, "unexpected %s after the grid", describe(b, true))
	}
	return nil
}

// number reads an optionally signed decimal integer as grid[p.rows][c].
func (p *parser) number(c int) (byte, *ParseError) {
	pos := p.pos()
	var text []byte
	b, ok := p.peek()
	if ok && b == '-' {
		text = append(text, b)
		p.skip(b)
		b, ok = p.peek()
	}
	digits := 0
	for ok && b >= '0' && b <= '9' {
		if len(text) < 24 {
			text = append(text, b)
		}
		digits++
		p.skip(b)
		b, ok = p.peek()
	}
	if digits == 0 {
		return 0, p.fail(ErrSyntax, "want a number for grid[%d][%d], found %s", p.rows, c, describe(b, ok))
	}
	// Leading zeros are allowed, as 1 == 01 == 001.
	v := -1
	if text[0] != '-' {
		v = 0
		for _, d := range text {
			if v = v*10 + int(d-'0'); v > Rotten {
				break
			}
		}
	}
	if v < 0 || v > Rotten {
		if digits > len(text) {
			text = append(text, "..."...)
		}
		return 0, p.at(pos, ErrCell, "grid[%d][%d] = %s", p.rows, c, text)
	}
	return byte(v), nil
}

// picture parses the text form: one row per line.
func (p *parser) picture() *ParseError {
	c := 0
	for {
		b, ok := p.peek()
		if !ok || b == '\n' {
			if c > 0 {
				if err := p.endRow(c); err != nil {
					return err
				}
				c = 0
			}
			if !ok {
				break
			}
			p.skip(b)
			continue
		}
		var v byte
		switch b {
		case ' ', '\t', '\r':
			p.skip(b)
			continue
		case '0', '.':
			v = Empty
		case '1', 'o':
			v = Fresh
		case '2', 'x':
			v = Rotten
		default:
			if b >= '3' && b <= '9' {
				return p.fail(ErrCell, "grid[%d][%d] = %c", p.rows, c, b)
			}
			return p.fail(ErrSyntax, "unexpected %s in grid[%d] (want 0, 1, 2, '.', 'o' or 'x')", describe(b, true), p.rows)
		}
		if err := p.addCell(c, v, p.pos()); err != nil {
			return err
		}
		p.skip(b)
		c++
	}
	if p.rows == 0 {
		return p.fail(ErrEmpty, "no rows")
	}
	return nil
}

// maxCells is MaxCells, lowered by an internal test to exercise the limit
// without reading 64 MiB.
var maxCells = MaxCells

// fromValues builds a Grid from validated row-major values.
func fromValues(rows, cols int, vals []byte) *Grid {
	g := &Grid{rows: rows, cols: cols, cells: vals}
	for s, v := range vals {
		switch v {
		case Fresh:
			g.fresh++
		case Rotten:
			g.rotten = append(g.rotten, s)
		}
	}
	for r := 0; r < rows; r++ {
		vals[r*cols] |= leftEdge
		vals[r*cols+cols-1] |= rightEdge
	}
	return g
}
