package input

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Decoder reads one JSON value token by token with encoding/json and
// reports every fault as an [*Error] of package Pkg with its byte offset.
// It reads numbers as [json.Number], so their text is exact.
//
// Its time is linear in the input, whatever blank space it holds: a long
// run of whitespace between tokens reaches the json.Decoder cut (see
// blanks), and every offset is mapped back to the input.
type Decoder struct {
	Pkg     string
	dec     *json.Decoder
	text    *blanks
	scanned int64 // bytes the json.Decoder's scanner has counted (see Raw)
	raw     int64 // where the text the last Raw returned starts, as delivered
}

// NewDecoder returns a Decoder reading r for package pkg.
func NewDecoder(pkg string, r io.Reader) *Decoder {
	text := &blanks{r: r}
	dec := json.NewDecoder(text)
	dec.UseNumber()
	return &Decoder{Pkg: pkg, dec: dec, text: text}
}

// Fail returns an *Error of rule at offset, with a formatted detail and
// no row, column or field.
func (d *Decoder) Fail(rule error, offset int64, format string, args ...any) *Error {
	return &Error{Pkg: d.Pkg, Err: rule, At: Located, Offset: offset, Row: -1, Col: -1, Detail: fmt.Sprintf(format, args...)}
}

// Offset is the decoder's position: just past the last token read.
func (d *Decoder) Offset() int64 { return d.text.source(d.dec.InputOffset()) }

// More reports whether the current array or object has another element.
func (d *Decoder) More() bool { return d.dec.More() }

// Token returns the next token and the offset at which it starts. want
// names what is expected there, for the message when the input ends or is
// not JSON. At the very start of the input, the end of input is ErrEmpty.
func (d *Decoder) Token(want string) (json.Token, int64, error) {
	before := d.dec.InputOffset()
	tok, err := d.dec.Token()
	if err != nil {
		return nil, 0, d.jsonError(err, before == 0, want)
	}
	if n, ok := tok.(json.Number); ok && (n == "0" || n == "-0") {
		// json.Decoder.Token returns the 0 of 03 and would fail only at
		// the next token: report the leading zero now, as invalid JSON.
		var next [1]byte
		if k, _ := d.dec.Buffered().Read(next[:]); k == 1 && next[0] >= '0' && next[0] <= '9' {
			return nil, 0, d.Fail(ErrSyntax, d.Offset(), "invalid JSON: a number with a leading zero")
		}
	}
	// A string's length is a guess (escapes, invalid UTF-8): the token
	// starts no earlier than where the decoder stood.
	return tok, d.text.source(max(before, d.dec.InputOffset()-tokenLen(tok))), nil
}

// Raw reads the next value whole, after a ',' if sep, and returns its
// text and the offset at which it starts. The text is exact but for runs
// of whitespace outside strings longer than 512 bytes, which are cut
// short: [Decoder.RawOffset] locates its bytes in the input. Callers that
// mix Raw with Token must call More before Raw (it skips the whitespace
// before the separator), and must read no string, number or literal with
// Token before it: Raw locates syntax errors from the bytes the decoder's
// scanner has counted, which only Raw tracks.
func (d *Decoder) Raw(want string, sep bool) (json.RawMessage, int64, error) {
	p := d.dec.InputOffset() // offsets as delivered (see blanks) until mapped
	if sep {
		// Decode would consume the ',' itself, or report its absence
		// with an offset of another kind: check it here.
		var next [1]byte
		if k, _ := d.dec.Buffered().Read(next[:]); k == 1 && next[0] != ',' {
			return nil, 0, d.Fail(ErrSyntax, d.text.source(p), "invalid JSON: invalid character %q after array element, want ',' or ']'", rune(next[0]))
		}
		p++
	}
	var raw json.RawMessage
	if err := d.dec.Decode(&raw); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			// syn.Offset counts every byte the scanner has seen in all
			// Decode calls: d.scanned before this one.
			if off := p + syn.Offset - d.scanned - 1; off >= p {
				return nil, 0, d.Fail(ErrSyntax, d.text.source(off), "invalid JSON: %s", syntaxText(syn))
			}
		}
		return nil, 0, d.jsonError(err, false, want)
	}
	after := d.dec.InputOffset()
	d.scanned += after - p
	d.raw = after - int64(len(raw))
	return raw, d.text.source(d.raw), nil
}

// RawOffset is the offset in the input of byte i of the text the last
// [Decoder.Raw] returned.
func (d *Decoder) RawOffset(i int) int64 { return d.text.source(d.raw + int64(i)) }

// End checks that nothing but whitespace follows the value; after says
// what the value was ("the grid").
func (d *Decoder) End(after string) error {
	tok, err := d.dec.Token()
	switch {
	case err == io.EOF:
		return nil
	case err != nil:
		return d.jsonError(err, false, "the end of the input")
	}
	return d.Fail(ErrSyntax, d.text.source(d.dec.InputOffset()-tokenLen(tok)), "%s after %s, want the end of the input", Describe(tok), after)
}

// jsonError converts an error of the json.Decoder.
func (d *Decoder) jsonError(err error, atStart bool, want string) error {
	off := d.Offset()
	var syn *json.SyntaxError
	switch {
	case err == io.EOF && atStart:
		return d.Fail(ErrEmpty, off, "no input, want %s", want)
	case err == io.EOF:
		return d.Fail(ErrSyntax, off, "the input ends where %s is expected", want)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return d.Fail(ErrSyntax, off, "the input ends inside the value that starts here (%s)", want)
	case errors.As(err, &syn):
		return d.Fail(ErrSyntax, off, "invalid JSON: %s", syntaxText(syn))
	}
	// A read error: the rule is the reader's error (such as a byte limit).
	return &Error{Pkg: d.Pkg, Err: ReadError(err), At: Located, Offset: off, Row: -1, Col: -1}
}

// tokenLen is the length of tok's text as written without escapes.
func tokenLen(tok json.Token) int64 {
	switch v := tok.(type) {
	case json.Delim:
		return 1
	case json.Number:
		return int64(len(v))
	case string:
		return int64(quotedLen(v))
	case bool:
		if v {
			return 4
		}
		return 5
	}
	return 4 // null
}

// quotedLen is the length of s as a JSON string with the escapes that
// cannot be avoided (quotes, backslashes, control characters).
func quotedLen(s string) int {
	n := 2
	for _, r := range s {
		switch {
		case r == '"' || r == '\\' || r == '\n' || r == '\r' || r == '\t' || r == '\b' || r == '\f':
			n += 2
		case r < 0x20:
			n += 6
		case r == utf8.RuneError:
			n++ // most likely one invalid byte
		default:
			n += utf8.RuneLen(max(r, 0))
		}
	}
	return n
}

// Describe names a JSON token, or a raw JSON value, for a message: strings
// quoted, numbers as written, delimiters in single quotes; text longer than
// 40 bytes is cut, with its length in bytes.
func Describe(v any) string {
	const limit = 40
	cut := func(s string) (string, string) {
		if len(s) <= limit {
			return s, ""
		}
		n := limit
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		return s[:n], fmt.Sprintf("…(%d bytes)", len(s))
	}
	switch t := v.(type) {
	case json.Delim:
		return fmt.Sprintf("'%v'", t)
	case string:
		s, more := cut(t)
		return fmt.Sprintf("%q", s) + more
	case json.Number:
		s, more := cut(string(t))
		return "the number " + s + more
	case json.RawMessage:
		s, more := cut(string(t))
		return s + more
	case []byte:
		s, more := cut(string(t))
		return s + more
	case nil:
		return "null"
	}
	s, more := cut(fmt.Sprint(v))
	return s + more
}

// Byte names one byte of input for a message, the same way in every
// package: a printable ASCII character quoted ('x'), any other byte by
// its value (byte 0xef, the first byte of a UTF-8 byte-order mark).
func Byte(c byte) string {
	if c >= 0x20 && c < 0x7f {
		return fmt.Sprintf("%q", c)
	}
	return fmt.Sprintf("byte 0x%02x", c)
}

// badChar matches the character that encoding/json quotes in a syntax
// error; it is a byte of the input shown as the rune of the same value.
var badChar = regexp.MustCompile(`invalid character '([^']|\\.[^']*)'`)

// syntaxText is the message of a JSON syntax error with an offending
// byte that is not printable ASCII named by [Byte] ("found byte 0xef"),
// as the packages' own scanners name it.
func syntaxText(syn *json.SyntaxError) string {
	return badChar.ReplaceAllStringFunc(syn.Error(), func(m string) string {
		q := strings.TrimPrefix(m, "invalid character ")
		s, err := strconv.Unquote(`"` + strings.ReplaceAll(q[1:len(q)-1], `"`, `\"`) + `"`)
		if r := []rune(s); err == nil && len(r) == 1 && r[0] < 0x100 && (r[0] < 0x20 || r[0] >= 0x7f) {
			return "found " + Byte(byte(r[0]))
		}
		return m
	})
}
