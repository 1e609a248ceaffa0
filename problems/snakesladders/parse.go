package snakesladders

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/ripplebfs/ripple/problems/input"
)

// InputError is an invalid board: the rule broken (Err, one of the errors
// below, for errors.Is), the byte offset in Parse's input (-1 for New) and
// the cell board[Row][Col] counted from 0 (Col -1 for a whole row). It is
// the type shared by every problem package; see [input.Error].
type InputError = input.Error

// The rules a board can break. Errors from [New] and [Parse] are
// [*InputError] values wrapping one of them.
var (
	// ErrSyntax: Parse input is not a LeetCode board literal such as
	// [[-1,-1],[-1,3]].
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: no input, or a board of no rows or no cells.
	ErrEmpty = input.ErrEmpty
	// ErrTooSmall: a board of one cell; n must be at least 2.
	ErrTooSmall = errors.New("n must be at least 2")
	// ErrTooBig: more than MaxN rows or cells in a row.
	ErrTooBig = errors.New("n must be at most MaxN (46340)")
	// ErrNotSquare: every row must have n cells, n being the number of rows.
	ErrNotSquare = errors.New("the board must be square: every row has n cells")
	// ErrBadCell: a cell holds -1 or a square in 1..n².
	ErrBadCell = errors.New("a cell holds -1 or a square in 1..n²")
	// ErrJumpOnLast: square n² must not start a snake or ladder leading
	// elsewhere, or the game could never end there. (A jump from n² to n²
	// itself changes nothing and is accepted.)
	ErrJumpOnLast = errors.New("square n² holds a jump away from it: the game could never end there")
)

// Parse reads a board written as a LeetCode literal, such as
// [[-1,-1],[-1,3]]: a JSON array of n arrays of n integers, with any JSON
// whitespace (space, tab, CR, LF) between tokens. Integers are written as in
// JSON, without fraction, exponent or leading zeros; nothing may come before
// or after the board (a pasted "board = " is an error).
//
// It applies the rules of [New]. Every error is an [*InputError] with the
// byte offset of the offending token (from 0) and, where a cell or row is at
// fault, its row and column (from 0); it wraps [ErrSyntax], [ErrEmpty] (no
// input, no rows, an empty row 0) or the rule broken. A read error of r is
// the rule of an *InputError too.
//
// It reads with a lexer of its own, not encoding/json, whose Decoder
// buffers a whole value before decoding it: the lexer keeps one token at
// a time.
//
// Parse streams: it stores 4 bytes per square and nothing per cell beyond
// the first row, so a 5000×5000 board needs 100 MB. Once the first row has
// fixed n, boards of up to 2^25 squares (n <= 5792) get their table in one
// allocation; larger ones grow it as rows arrive (up to 1.5 times the table
// while growing). Time O(input size).
func Parse(r io.Reader) (*Board, error) {
	p := &parser{r: r, buf: make([]byte, 64<<10)}
	b, err := p.board()
	if err != nil {
		return nil, err
	}
	return b, nil
}

// parser scans its own buffer rather than calling a bufio.Reader per byte:
// about four times faster on large boards.
type parser struct {
	r        io.Reader
	buf      []byte
	pos, end int   // unread bytes are buf[pos:end]
	base     int   // offset of buf[0] in the input
	rerr     error // sticky: io.EOF or the read error that ended the input
}

// errEOF marks the end of input inside peek; it never escapes Parse.
var errEOF = errors.New("unexpected end of input")

// syntaxErr reports a syntax error at offset off.
func syntaxErr(off int, format string, args ...any) error {
	return inputErr(off, ErrSyntax, -1, -1, format, args...)
}

// inputErr is an *InputError of rule at offset off (-1 for New) and cell
// board[row][col] (-1 when not about one).
func inputErr(off int, rule error, row, col int, format string, args ...any) *InputError {
	e := &InputError{Pkg: "snakesladders", Err: rule, At: input.Located, Offset: int64(off), Row: row, Col: col, Detail: fmt.Sprintf(format, args...)}
	if row >= 0 {
		e.Field = "board"
	}
	return e
}

// off is the offset of the next unread byte.
func (p *parser) off() int { return p.base + p.pos }

// fill makes at least one unread byte available, and reports false at the
// end of input or on a read error (kept in p.rerr).
func (p *parser) fill() bool {
	for p.pos == p.end {
		if p.rerr != nil {
			return false
		}
		p.base += p.end
		p.pos = 0
		p.end, p.rerr = p.r.Read(p.buf)
		if p.end < 0 || p.end > len(p.buf) {
			p.end, p.rerr = 0, fmt.Errorf("invalid Read count")
		}
	}
	return true
}

// endErr is the error for running out of input at the current offset:
// errEOF at the end of input, else the read error.
func (p *parser) endErr() error {
	if p.rerr == io.EOF {
		return errEOF
	}
	return inputErr(p.off(), input.ReadError(p.rerr), -1, -1, "")
}

// peek skips whitespace and returns the next byte and its offset without
// consuming it; at the end of input it returns errEOF.
func (p *parser) peek() (byte, int, error) {
	for {
		for p.pos < p.end {
			switch c := p.buf[p.pos]; c {
			case ' ', '\t', '\r', '\n':
				p.pos++
			default:
				return c, p.off(), nil
			}
		}
		if !p.fill() {
			return 0, p.off(), p.endErr()
		}
	}
}

// expect consumes the next token, which must be one of the bytes in want.
func (p *parser) expect(want string, what string) (byte, int, error) {
	c, off, err := p.peek()
	if err == errEOF {
		return 0, off, syntaxErr(off, "input ends where %s is expected", what)
	}
	if err != nil {
		return 0, off, err
	}
	for i := 0; i < len(want); i++ {
		if c == want[i] {
			p.pos++
			return c, off, nil
		}
	}
	return 0, off, syntaxErr(off, "found %s where %s is expected", describe(c), what)
}

func describe(c byte) string { return input.Byte(c) }

// next returns the next byte without skipping whitespace or consuming it,
// ok == false at the end of input or on a read error.
func (p *parser) next() (byte, bool) {
	if p.pos == p.end && !p.fill() {
		return 0, false
	}
	return p.buf[p.pos], true
}

// number reads a JSON integer; values beyond bigCell in absolute value are
// returned as ±(bigCell+1) (they break the cell rule anyway, and
// [cellText] shows them as such).
func (p *parser) number() (v, off int, err error) {
	c, off, err := p.peek()
	if err == errEOF {
		return 0, off, syntaxErr(off, "input ends where a cell value is expected")
	}
	if err != nil {
		return 0, off, err
	}
	if c == '"' || c == '[' || c == '{' || c == 't' || c == 'f' || c == 'n' {
		// Valid JSON, but not a number: a cell error for the caller.
		return notNumber, off, p.skipValue()
	}
	neg := c == '-'
	if neg {
		p.pos++
		c2, ok := p.next()
		if !ok && p.rerr != io.EOF {
			return 0, off, p.endErr()
		}
		if !ok || c2 < '0' || c2 > '9' {
			return 0, off, syntaxErr(p.off(), "'-' not followed by a digit")
		}
	} else if c < '0' || c > '9' {
		return 0, off, syntaxErr(off, "found %s where a cell value (an integer) is expected", describe(c))
	}
	digits := 0
	for {
		c, ok := p.next()
		if !ok {
			break // end of input or read error: the caller's next peek reports it
		}
		if c < '0' || c > '9' {
			if c == '.' || c == 'e' || c == 'E' {
				// Valid JSON, but not an integer: a cell error for the caller.
				return notInteger, off, p.fraction()
			}
			break
		}
		if digits == 1 && v == 0 {
			return 0, off, syntaxErr(p.off(), "number with a leading zero")
		}
		digits++
		p.pos++
		if v <= bigCell {
			v = v*10 + int(c-'0')
		}
	}
	if v > bigCell {
		v = bigCell + 1
	}
	if neg {
		v = -v
	}
	return v, off, nil
}

// notInteger is what number returns for a JSON number with a fraction or
// an exponent: valid JSON that breaks the cell rule.
const notInteger = -bigCell - 2

// fraction consumes the fraction and exponent of a JSON number, from the
// '.', 'e' or 'E', and reports a syntax error if they are not JSON.
func (p *parser) fraction() error {
	digits := func() int {
		k := 0
		for c, ok := p.next(); ok && c >= '0' && c <= '9'; c, ok = p.next() {
			p.pos++
			k++
		}
		return k
	}
	if c, _ := p.next(); c == '.' {
		p.pos++
		if digits() == 0 {
			return syntaxErr(p.off(), "'.' not followed by a digit")
		}
	}
	if c, ok := p.next(); ok && (c == 'e' || c == 'E') {
		p.pos++
		if c, ok := p.next(); ok && (c == '+' || c == '-') {
			p.pos++
		}
		if digits() == 0 {
			return syntaxErr(p.off(), "exponent without digits")
		}
	}
	return nil
}

// notNumber is what number returns for a JSON string, literal, array or
// object: valid JSON that breaks the cell rule.
const notNumber = -bigCell - 3

// skipValue consumes a JSON string, literal (true, false, null), array or
// object, and reports a syntax error if it is not valid JSON. It checks
// arrays and objects only for balanced brackets and valid strings, since
// their contents are rejected anyway: the error then is a cell error at the
// value, or a syntax error inside it.
func (p *parser) skipValue() error {
	c, _ := p.next()
	switch c {
	case 't', 'f', 'n':
		for _, word := range []string{"true", "false", "null"} {
			if word[0] == c {
				for i := 0; i < len(word); i++ {
					if b, ok := p.next(); !ok || b != word[i] {
						return syntaxErr(p.off(), "invalid literal, want %s", word)
					}
					p.pos++
				}
			}
		}
		return nil
	case '"':
		return p.skipString()
	}
	depth := 0
	for {
		c, ok := p.next()
		if !ok {
			return syntaxErr(p.off(), "input ends inside a value")
		}
		switch c {
		case '"':
			if err := p.skipString(); err != nil {
				return err
			}
			continue
		case '[', '{':
			depth++
		case ']', '}':
			depth--
		}
		p.pos++
		if depth == 0 {
			return nil
		}
	}
}

// skipString consumes a JSON string from its opening quote.
func (p *parser) skipString() error {
	p.pos++
	for {
		c, ok := p.next()
		switch {
		case !ok:
			return syntaxErr(p.off(), "input ends inside a string")
		case c < 0x20:
			return syntaxErr(p.off(), "control character %s in a string", describe(c))
		}
		p.pos++
		switch c {
		case '"':
			return nil
		case '\\':
			if _, ok := p.next(); !ok {
				return syntaxErr(p.off(), "input ends inside a string")
			}
			p.pos++
		}
	}
}

// board parses the whole literal.
func (p *parser) board() (*Board, error) {
	if _, _, err := p.peek(); err == errEOF {
		return nil, inputErr(0, ErrEmpty, -1, -1, "no input, want the board's opening '['")
	}
	if _, _, err := p.expect("[", "the board's opening '['"); err != nil {
		return nil, err
	}
	var b boardReader
	for {
		// A row, or the board's closing ']' right after '[' (empty board).
		c, off, err := p.expect("[]", "a row '['")
		if err != nil {
			return nil, err
		}
		if c == ']' {
			if b.rows == 0 {
				return nil, inputErr(off, ErrEmpty, -1, -1, "the board has no rows")
			}
			return nil, syntaxErr(off, "']' right after ','")
		}
		if b.rows > 0 && b.rows == b.n {
			return nil, inputErr(off, ErrNotSquare, b.rows, -1, "more rows than the %d cells of row 0", b.n)
		}
		k, err := p.row(&b)
		if err != nil {
			return nil, err
		}
		if err := b.endRow(k, off); err != nil {
			return nil, err
		}
		b.rows++
		c, off, err = p.expect(",]", "',' or ']' after a row")
		if err != nil {
			return nil, err
		}
		if c == ']' {
			if b.rows != b.n {
				return nil, inputErr(off, ErrNotSquare, -1, -1, "the board has %d rows but row 0 has %d cells", b.rows, b.n)
			}
			break
		}
	}
	if c, off, err := p.peek(); err != errEOF {
		if err != nil {
			return nil, err
		}
		return nil, syntaxErr(off, "found %s after the board's closing ']'", describe(c))
	}
	return &Board{n: b.n, jump: squareOrder(b.cells, b.n)}, nil
}

// boardReader is what board keeps while it reads rows. Row 0 fixes n; its
// cells and their offsets are kept until n is known.
type boardReader struct {
	n       int
	row0    []int
	row0Off []int
	cells   []int32 // matrix order, row 0 first; -1 stored as 0
	rows    int     // complete rows read
}

// row reads the cells of one row, after its '[' and through its ']', and
// returns their number.
func (p *parser) row(b *boardReader) (int, error) {
	if c, _, err := p.peek(); err == nil && c == ']' {
		p.pos++
		return 0, nil
	}
	for k := 0; ; {
		v, voff, err := p.number()
		if err != nil {
			return 0, err
		}
		if err := b.cell(k, v, voff); err != nil {
			return 0, err
		}
		k++
		c, _, err := p.expect(",]", "',' or ']' after a cell")
		if err != nil {
			return 0, err
		}
		if c == ']' {
			return k, nil
		}
	}
}

// cell takes cell k of the current row, value v at offset voff.
func (b *boardReader) cell(k, v, voff int) error {
	if b.rows == 0 {
		if k == MaxN {
			return inputErr(voff, ErrTooBig, 0, k, "row 0 has more than MaxN = %d cells", MaxN)
		}
		if v != -1 && v < 1 {
			return inputErr(voff, ErrBadCell, 0, k, "cell holds %s", cellText(v))
		}
		b.row0 = append(b.row0, v)
		b.row0Off = append(b.row0Off, voff)
		return nil
	}
	if k == b.n {
		return inputErr(voff, ErrNotSquare, b.rows, k, "row has more than the %d cells of row 0", b.n)
	}
	if err := checkCell(b.n, b.rows, k, Square(b.n, b.rows, k), v); err != nil {
		err.Offset = int64(voff)
		return err
	}
	if v == -1 {
		v = 0
	}
	b.cells = growCap(b.cells, b.n*b.n)
	b.cells = append(b.cells, int32(v))
	return nil
}

// endRow checks a row of k cells that starts at offset rowStart; after row
// 0 it fixes n and checks row 0's cells.
func (b *boardReader) endRow(k, rowStart int) error {
	if b.rows > 0 {
		if k != b.n {
			return inputErr(rowStart, ErrNotSquare, b.rows, -1, "row has %d cells, row 0 has %d", k, b.n)
		}
		return nil
	}
	n := k
	if n < 2 {
		if n == 0 {
			return inputErr(rowStart, ErrEmpty, 0, -1, "row 0 has no cells")
		}
		return inputErr(rowStart, ErrTooSmall, 0, -1, "row 0 has 1 cell, so n = 1")
	}
	b.n = n
	// Boards up to 2^25 squares (n <= 5792, 128 MB) get their whole table
	// at once, so that no garbage is left by growing it; larger ones grow
	// as rows arrive, so that a short input cannot make Parse allocate
	// gigabytes.
	b.cells = make([]int32, 0, min(n*n, 1<<25))
	for c, v := range b.row0 {
		if err := checkCell(n, 0, c, Square(n, 0, c), v); err != nil {
			err.Offset = int64(b.row0Off[c])
			return err
		}
		if v == -1 {
			v = 0
		}
		b.cells = append(b.cells, int32(v))
	}
	b.row0, b.row0Off = nil, nil
	return nil
}

// squareOrder turns the n×n table from matrix order to square order, in
// place: reversing the whole table puts cell (r, c) at index
// (n-1-r)*n + (n-1-c), which is its square's index on rows numbered odd
// from the bottom; even ones are then reversed back.
func squareOrder(cells []int32, n int) []int32 {
	slices.Reverse(cells)
	for fromBottom := 0; fromBottom < n; fromBottom += 2 {
		slices.Reverse(cells[fromBottom*n : fromBottom*n+n])
	}
	return cells
}

// growCap makes room for one more element without ever growing the capacity
// beyond limit, so that the final table is exactly n² long.
func growCap(s []int32, limit int) []int32 {
	if len(s) < cap(s) {
		return s
	}
	c := min(limit, max(2*cap(s), 1024))
	if c <= len(s) {
		c = len(s) + 1
	}
	t := make([]int32, len(s), c)
	copy(t, s)
	return t
}
