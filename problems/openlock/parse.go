package openlock

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/ripplebfs/ripple/problems/input"
)

// Wheels is the number of wheels on the lock.
const Wheels = 4

// Combinations is the number of combinations, 10^Wheels. Combination c is
// shown as the four decimal digits of c, leading zeros included.
const Combinations = 10000

// InputError is invalid input: the rule broken (Err, one of the errors
// below, for errors.Is), the byte offset of the fault in the text given to
// Parse or ParseCombination (-1 for New and Lock.Open, whose input is not
// one text) and the Field at fault ("target", "deadends[2]"). It is the
// type shared by every problem package; see [input.Error].
type InputError = input.Error

// The rules the input can break, wrapped by every [*InputError].
var (
	// ErrSyntax: Parse's input is not a JSON object like
	// {"deadends":["0201"],"target":"0202"}, with both fields and no other.
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: Parse's input holds no value at all.
	ErrEmpty = input.ErrEmpty
	// ErrCombination: a combination is not a string of exactly 4 digits.
	ErrCombination = errors.New("a combination is a string of exactly 4 digits 0-9")
)

// ParseCombination converts a combination such as "0202" to its number,
// 0..9999. The text must be exactly four ASCII digits: no sign, no spaces.
// Otherwise it returns an [*InputError] ([ErrCombination]) with Field
// "combination" and Offset the byte offset in s of the first byte that is
// not a digit, or else of the fifth byte (too long) or of the end (too
// short). It runs in O(len(s)) and never panics.
func ParseCombination(s string) (int, error) {
	c, err := parse(s)
	if err != nil {
		err.Field, err.Offset = "combination", int64(err.Col)
		err.Col = -1
		return 0, err
	}
	return c, nil
}

// parse reads combination s; an error has Offset -1, no Field (callers
// name it: formatting a name per call would cost more than the parse) and,
// in Col, the byte of s at fault (moved to Offset by callers that read
// text). It is small enough to inline: New calls it once per dead end.
func parse(s string) (int, *InputError) {
	if c, ok := digits(s); ok {
		return c, nil
	}
	return 0, badCombination(s)
}

// digits returns the number s spells and true if s is exactly four
// digits 0-9.
func digits(s string) (int, bool) {
	if len(s) != Wheels {
		return 0, false
	}
	a, b, c, d := s[0]-'0', s[1]-'0', s[2]-'0', s[3]-'0'
	return int(a)*1000 + int(b)*100 + int(c)*10 + int(d), max(a, b, c, d) <= 9
}

// badCombination is the error for s, which is not four digits: the first
// byte that is not a digit, or else the length.
func badCombination(s string) *InputError {
	fail := func(at int, format string, args ...any) *InputError {
		return &InputError{Pkg: "openlock", Err: ErrCombination, At: input.Located, Offset: -1, Row: -1, Col: at,
			Detail: fmt.Sprintf("%s: ", input.Describe(s)) + fmt.Sprintf(format, args...)}
	}
	for i := 0; i < len(s); i++ {
		if s[i]-'0' > 9 {
			return fail(i, "byte %d is %q", i, s[i:i+1])
		}
	}
	return fail(min(len(s), Wheels), "%d digits", len(s))
}

// Format returns combination c as four digits, such as "0202" for 202.
// It panics if c is outside [0, 9999]: combinations come from ParseCombination
// or from a search, never from user input.
func Format(c int) string {
	if c < 0 || c >= Combinations {
		panic(fmt.Sprintf("openlock: Format(%d): combination outside [0, %d]", c, Combinations-1))
	}
	b := [Wheels]byte{}
	for i := Wheels - 1; i >= 0; i-- {
		b[i] = byte('0' + c%10)
		c /= 10
	}
	return string(b[:])
}

// Problem is one LeetCode 752 input: the lock with its dead ends, and the
// target combination.
type Problem struct {
	Lock   *Lock
	Target int
}

// Open returns a shortest sequence of combinations from "0000" to the
// target, as [Lock.Open] does, and whether there is one.
func (p *Problem) Open() (path []string, ok bool) {
	path, ok, _ = p.Lock.Open(Format(p.Target))
	return path, ok
}

// Parse reads LeetCode 752's input as a JSON object with exactly the
// fields "deadends", an array of combinations, and "target", a
// combination, in either order, such as
// {"deadends":["0201","0101"],"target":"0202"}. A combination is a string
// of four digits. JSON whitespace is allowed between tokens; nothing may
// come before or after the object (a pasted "Input: deadends = " is an
// error). Duplicate dead ends are allowed, as in [New].
//
// Errors are [*InputError] values with the byte offset of the fault (from
// 0; inside a combination, of the offending byte) and the field at fault:
// [ErrSyntax] (not such an object, a missing, repeated or unknown field),
// [ErrEmpty] (no input), [ErrCombination]; a read error of r is the rule of
// an *InputError too. It never panics; time O(input).
func Parse(r io.Reader) (*Problem, error) {
	d := input.NewDecoder("openlock", r)
	tok, off, err := d.Token("'{' opening the input")
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('{') {
		return nil, d.Fail(ErrSyntax, off, `%s, want '{' opening {"deadends":[...],"target":"..."}`, input.Describe(tok))
	}
	l, target := new(Lock), -1
	seenDead := false
	for d.More() {
		key, off, err := d.Token("a field name")
		if err != nil {
			return nil, err
		}
		switch {
		case key == "deadends" && !seenDead:
			seenDead = true
			if err := readDeadends(d, l); err != nil {
				return nil, err
			}
		case key == "target" && target < 0:
			if target, err = readCombination(d, "target", -1); err != nil {
				return nil, err
			}
		case key == "deadends" || key == "target":
			return nil, d.Fail(ErrSyntax, off, "field %s appears twice", input.Describe(key))
		default:
			return nil, d.Fail(ErrSyntax, off, "unknown field %s, want deadends and target", input.Describe(key))
		}
	}
	if _, off, err = d.Token("',' or '}'"); err != nil {
		return nil, err
	}
	switch {
	case !seenDead:
		return nil, d.Fail(ErrSyntax, off, "missing field deadends")
	case target < 0:
		return nil, d.Fail(ErrSyntax, off, "missing field target")
	}
	if err := d.End("the input object"); err != nil {
		return nil, err
	}
	return &Problem{Lock: l, Target: target}, nil
}

// readDeadends reads the array of dead ends into l.
func readDeadends(d *input.Decoder, l *Lock) error {
	tok, off, err := d.Token("'[' opening deadends")
	if err != nil {
		return err
	}
	if tok != json.Delim('[') {
		return d.Fail(ErrSyntax, off, "deadends is %s, want an array of combinations", input.Describe(tok))
	}
	for i := 0; d.More(); i++ {
		c, err := readCombination(d, "deadends", i)
		if err != nil {
			return err
		}
		l.dead[c>>6] |= 1 << (c & 63)
	}
	_, _, err = d.Token("',' or ']' after a dead end")
	return err
}

// readCombination reads one combination, the value of field name, or of
// its element i if i >= 0 ("deadends[2]").
func readCombination(d *input.Decoder, name string, i int) (int, error) {
	tok, off, err := d.Token("a combination")
	if err != nil {
		return 0, err
	}
	s, ok := tok.(string)
	if !ok {
		e := d.Fail(ErrCombination, off, "%s", input.Describe(tok))
		e.Field = field(name, i)
		return 0, e
	}
	c, e := parse(s)
	if e != nil {
		e.Field = field(name, i)
		e.Offset, e.Col = off+1+int64(e.Col), -1 // past the opening quote
		return 0, e
	}
	return c, nil
}

// field names field name, or its element i if i >= 0. Callers build it
// only for an error.
func field(name string, i int) string {
	if i < 0 {
		return name
	}
	return name + "[" + strconv.Itoa(i) + "]"
}
