package cli

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
)

// maxWord bounds the top-level words (parameter names and labels such as
// "Input:") that Prompt recognises; longer runs of letters pass through.
const maxWord = 64

// Prompt returns a reader of r that turns an example pasted from a LeetCode
// problem statement into the plain JSON that the problem's parser reads.
// params are the problem's parameter names in LeetCode's order, such as
// "board", or "beginWord", "endWord", "wordList".
//
// Outside JSON strings and brackets it recognises:
//
//   - a leading "Input:" label, which is dropped;
//   - "name =" for a name in params (spaces around "=" optional);
//   - any other label ("Output:", "Explanation:"), which ends the input, so
//     that a whole example can be pasted.
//
// With one parameter, "Input: board = [[…]]" becomes "[[…]]" with the
// dropped text blanked by spaces. With several, the arguments become one
// JSON object: `beginWord = "hit", endWord = "cog", wordList = ["hot"]` is
// read as `{"beginWord":"hit", "endWord":"cog", "wordList":["hot"]}`.
// Arguments without names, in the parameters' order and separated by blank
// space or commas (as LeetCode's test-case editor shows them, one a line),
// get the names: `[[2,1,1]] 4 2` is read as `{"times":[[2,1,1]],"n":4,
// "k":2}` for "times", "n", "k"; more values than parameters, or a name
// after values without one, is an error. Input that already starts with
// "{" passes through. Anything else, such as a plain JSON literal or a
// text picture, passes through unchanged.
//
// Offsets: every byte of the output stands for the byte of the input at
// the same offset, except the bytes Prompt adds: the "{" and "}" around
// the arguments, the keys and commas given to arguments without names,
// and the two bytes by which `"name":` is longer than `name=` when a name
// is written with no blank around "=" (`name = `, as LeetCode spaces it,
// becomes a key of the same length, `"name":`; labels are blanked byte
// for byte). Prompt records where the added bytes shift the output, and
// when r is an [*Input], [Command.Named] maps the offset of a parser's
// [input.Error] back through that record: the offset a command reports is
// the byte offset in what the user gave, an added byte counting as the
// input byte it precedes (the closing "}" as the end of the input).
//
// A control byte other than tab, newline and carriage return (a NUL, say)
// is never valid JSON: Prompt fails at the first one with its offset, so
// binary input is rejected without being read to the end. It fails as
// well at a parameter named a second time. Memory is a fixed-size buffer
// (64 KiB) and a few words per parameter; most bytes cost one table
// lookup.
//
// Its errors are [*ReadError] values, named after r when r is an [*Input].
func Prompt(r io.Reader, params ...string) io.Reader {
	q := &prompt{br: bufio.NewReaderSize(r, 64<<10), params: params, scalar: -1}
	if in, ok := r.(*Input); ok {
		q.name = in.Name
		in.prompt = q
	}
	return q
}

type wrapMode int

const (
	undecided  wrapMode = iota // multi-parameter input, first token not yet seen
	wrap                       // named arguments become a JSON object
	positional                 // arguments without names become a JSON object
	plain                      // passed through
)

type prompt struct {
	name    string // the input's name, for errors
	br      *bufio.Reader
	params  []string
	mode    wrapMode
	pending []byte   // output not yet delivered
	err     error    // returned once pending is empty
	off     int64    // input bytes consumed
	depth   int      // bracket depth outside strings
	inStr   bool     // inside a JSON string
	escape  bool     // after a backslash inside a string
	started bool     // a value or a parameter name has been seen
	args    int      // positional arguments seen
	named   []string // the parameters named so far
	scalar  int64    // input offset just past the last positional scalar

	delivered int64  // output bytes returned by Read
	marks     []mark // where output and input offsets stop differing by a constant
}

// mark says that output offset out, and those after it up to the next
// mark, stand for input offset in and those after it.
type mark struct{ out, in int64 }

// outOff is the output offset of the next byte queued.
func (q *prompt) outOff() int64 { return q.delivered + int64(len(q.pending)) }

// remap records that the next byte queued stands for input offset in.
func (q *prompt) remap(in int64) {
	out := q.outOff()
	if q.source(out) != in {
		q.marks = append(q.marks, mark{out, in})
	}
}

// source returns the input offset that output offset off stands for.
func (q *prompt) source(off int64) int64 {
	i, _ := slices.BinarySearchFunc(q.marks, off, func(m mark, off int64) int {
		return cmp.Compare(m.out, off+1)
	}) // marks[:i] start at or before off
	if i == 0 {
		return off
	}
	m := q.marks[i-1]
	return m.in + off - m.out
}

func (q *prompt) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for len(q.pending) == 0 {
		if q.err != nil {
			return 0, q.err
		}
		if q.inStr || q.depth > 0 {
			if n := q.scan(p); n > 0 {
				q.delivered += int64(n)
				return n, nil
			}
			continue
		}
		q.step()
	}
	n := copy(p, q.pending)
	q.pending = q.pending[n:]
	q.delivered += int64(n)
	return n, nil
}

// scan copies bytes inside a string or brackets straight to p, up to the
// end of the top-level value.
func (q *prompt) scan(p []byte) int {
	if q.br.Buffered() == 0 {
		if _, err := q.br.Peek(1); err != nil {
			q.finish(err)
			return 0
		}
	}
	buf, _ := q.br.Peek(min(len(p), q.br.Buffered()))
	end := len(buf)
	i := 0
	if q.escape { // the byte after a backslash that ended the last chunk
		q.escape = false
		if bad(buf[0]) {
			end = 0
			q.err = q.badByte(q.off, buf[0])
		}
		i = 1
	}
loop:
	for ; i < end; i++ {
		b := buf[i]
		if !special[b] {
			continue // digits, commas, letters, spaces: most of a big literal
		}
		if bad(b) {
			end = i
			q.err = q.badByte(q.off+int64(i), b)
			break
		}
		if q.inStr {
			switch b {
			case '\\': // skip the escaped byte, or note it for the next chunk
				if i+1 == len(buf) {
					q.escape = true
				} else if i++; bad(buf[i]) {
					end = i
					q.err = q.badByte(q.off+int64(i), buf[i])
					break loop
				}
			case '"':
				q.inStr = false
				if q.depth == 0 {
					end = i + 1
					break loop
				}
			}
			continue
		}
		switch b {
		case '"':
			q.inStr = true
		case '[', '{':
			q.depth++
		case ']', '}':
			q.depth--
			if q.depth == 0 {
				end = i + 1
				break loop
			}
		}
	}
	copy(p, buf[:end])
	q.br.Discard(end)
	q.off += int64(end)
	return end
}

// step handles, at the top level, a word, a byte that opens a value, or a
// run of other bytes (blank space, digits, commas, stray brackets).
func (q *prompt) step() {
	if _, err := q.br.Peek(1); err != nil {
		q.finish(err)
		return
	}
	buf, _ := q.br.Peek(q.br.Buffered())
	b := buf[0]
	switch {
	case bad(b):
		q.err = q.badByte(q.off, b)
		return
	case isLetter(b):
		q.br.Discard(1)
		q.off++
		q.word(b)
		return
	case b == '"' || b == '[' || b == '{':
		if b == '{' && q.mode == undecided {
			q.mode = plain // already an object
		}
		if !q.value(q.off, false) {
			return
		}
		if b == '"' {
			q.inStr = true
		} else {
			q.depth++
		}
		q.br.Discard(1)
		q.off++
		q.emit(b)
		return
	}
	if len(q.params) > 1 && (q.mode == undecided || q.mode == positional) {
		q.positionalRun(buf)
		return
	}
	text := !isBlank(b) // the run holds more than blank space
	n := 1
	for ; n < len(buf); n++ {
		c := buf[n]
		if bad(c) || isLetter(c) || opens(c) {
			break
		}
		text = text || !isBlank(c)
	}
	if text {
		q.value(q.off, false)
	}
	q.pass(buf[:n])
}

// pass queues b, the next bytes of the input, unchanged.
func (q *prompt) pass(b []byte) {
	q.pending = append(q.pending, b...)
	q.br.Discard(len(b))
	q.off += int64(len(b))
}

// positionalRun handles, at the top level of arguments without names, a
// run of blank space, a comma (blanked: the separators are added with the
// keys) or a scalar such as 4 or -1.
func (q *prompt) positionalRun(buf []byte) {
	b := buf[0]
	n := 1
	switch {
	case isBlank(b):
		for n < len(buf) && isBlank(buf[n]) {
			n++
		}
	case b == ',' && q.mode == positional:
		q.pending = append(q.pending, ' ')
		q.br.Discard(1)
		q.off++
		return
	default:
		for n < len(buf) && !isBlank(buf[n]) && buf[n] != ',' && !bad(buf[n]) && !isLetter(buf[n]) && !opens(buf[n]) {
			n++
		}
		if !q.value(q.off, false) {
			return
		}
		q.scalar = q.off + int64(n)
	}
	q.pass(buf[:n])
}

// value notes that a value begins at input offset at, named if a "name ="
// came before it. A multi-parameter input that does not start with "{" is
// wrapped as an object; values without names get the parameters' names in
// order. It reports false, with q.err set, if there are more values than
// parameters.
func (q *prompt) value(at int64, named bool) bool {
	q.started = true
	if len(q.params) < 2 {
		return true
	}
	switch q.mode {
	case undecided:
		q.pending = append(q.pending, '{')
		q.remap(at)
		if named {
			q.mode = wrap
			return true
		}
		q.mode = positional
		return q.key(at)
	case positional:
		if named {
			q.err = &ReadError{Input: q.name, Offset: at, Err: fmt.Errorf("a named argument after arguments without names: name all or none (%s)", strings.Join(q.params, ", "))}
			return false
		}
		if at != q.scalar { // not the rest of a scalar such as 1e5
			return q.key(at)
		}
	}
	return true
}

// key queues the key of the next positional argument, which begins at
// input offset at, after a comma if it is not the first.
func (q *prompt) key(at int64) bool {
	if q.args == len(q.params) {
		q.err = &ReadError{Input: q.name, Offset: at, Err: fmt.Errorf("more than %d arguments (want %s)", len(q.params), strings.Join(q.params, ", "))}
		return false
	}
	if q.args > 0 {
		q.pending = append(q.pending, ',')
	}
	q.pending = append(q.pending, fmt.Sprintf("%q:", q.params[q.args])...)
	q.args++
	q.remap(at)
	return true
}

// word reads a run of letters and what follows it: a label ("Input:"), a
// parameter ("name ="), or plain text.
func (q *prompt) word(first byte) {
	start := q.off - 1
	w := []byte{first}
	for len(w) < maxWord {
		c, err := q.br.Peek(1)
		if err != nil || !isLetter(c[0]) && !isDigit(c[0]) && c[0] != '_' {
			break
		}
		w = append(w, c[0])
		q.br.Discard(1)
		q.off++
	}
	gap := 0 // spaces between the word and ':' or '='
	for gap < maxWord {
		c, err := q.br.Peek(gap + 1)
		if err != nil || len(c) <= gap || (c[gap] != ' ' && c[gap] != '\t') {
			break
		}
		gap++
	}
	next, err := q.br.Peek(gap + 1)
	if err != nil || len(next) <= gap || (next[gap] != ':' && next[gap] != '=') {
		// Plain text (true, false, null, or a mistake the parser reports).
		if q.value(start, false) {
			q.pending = append(q.pending, w...)
			q.scalar = q.off
		}
		return
	}
	q.br.Discard(gap + 1)
	q.off += int64(gap + 1)
	width := len(w) + gap + 1
	name := string(w)
	if next[gap] == ':' {
		if strings.EqualFold(name, "Input") && !q.started {
			q.pending = append(q.pending, strings.Repeat(" ", width)...)
			return
		}
		q.finish(io.EOF) // Output:, Explanation: and the like end the example
		return
	}
	if !slices.Contains(q.params, name) {
		q.err = &ReadError{Input: q.name, Offset: start, Err: fmt.Errorf("%q is not a parameter of this problem (want %s =)", name, strings.Join(q.params, " =, "))}
		return
	}
	if slices.Contains(q.named, name) {
		q.err = &ReadError{Input: q.name, Offset: start, Err: fmt.Errorf("parameter %s given twice", name)}
		return
	}
	q.named = append(q.named, name)
	if len(q.params) == 1 {
		q.started = true
		q.pending = append(q.pending, strings.Repeat(" ", width)...)
		return
	}
	if !q.value(start, true) {
		return
	}
	key := fmt.Sprintf("%q:", name)
	for width < len(key) { // `name = ` is as long as `"name":`
		c, err := q.br.Peek(1)
		if err != nil || (c[0] != ' ' && c[0] != '\t') {
			break
		}
		q.br.Discard(1)
		q.off++
		width++
	}
	q.pending = append(q.pending, key...)
	q.pending = append(q.pending, strings.Repeat(" ", max(0, width-len(key)))...)
	q.remap(q.off) // changes only if the key is longer than its text
}

// emit queues b.
func (q *prompt) emit(b byte) { q.pending = append(q.pending, b) }

// finish ends the output: err is io.EOF at the end of the input (or of
// the example), otherwise the source's error.
func (q *prompt) finish(err error) {
	if err == io.EOF && (q.mode == wrap || q.mode == positional) {
		q.pending = append(q.pending, '}')
		q.remap(q.off)
		q.mode = plain
	}
	q.err = err
}

func (q *prompt) badByte(off int64, b byte) error {
	return &ReadError{Input: q.name, Offset: off, Err: fmt.Errorf("byte 0x%02x is not text (JSON allows no control characters but tab, newline and carriage return)", b)}
}

// special marks the bytes scan must look at: control bytes, quotes, the
// backslash and brackets.
var special = func() (t [256]bool) {
	for b := range 0x20 {
		t[b] = true
	}
	for _, b := range []byte("\"\\[]{}") {
		t[b] = true
	}
	return t
}()

func isBlank(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }
func opens(b byte) bool   { return b == '"' || b == '[' || b == '{' }

func bad(b byte) bool      { return b < 0x20 && b != '\t' && b != '\n' && b != '\r' }
func isLetter(b byte) bool { return 'a' <= b|0x20 && b|0x20 <= 'z' }
func isDigit(b byte) bool  { return '0' <= b && b <= '9' }
