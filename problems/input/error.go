// Package input is what every problem package under problems/ shares to
// read user input: one error type, [Error], that each package aliases as its
// InputError, the two rules every reader has ([ErrSyntax] and [ErrEmpty]),
// and a reader of JSON matrices ([Matrix]) for LeetCode's grid literals.
//
// One type rather than one per package keeps the positions comparable: a
// byte offset is always counted from 0 in the text given to Parse, and a
// matrix cell is always grid[Row][Col] counted from 0, as the LeetCode
// literal indexes it, whichever package reports it. Callers match it with
// errors.As(err, &target) where target is a *input.Error (or the package's
// *InputError, the same type), and the rule with errors.Is(err, pkg.ErrX).
package input

import (
	"errors"
	"fmt"
	"strings"
)

// The rules shared by every problem package; each package re-exports them
// under the same names (islands.ErrSyntax == input.ErrSyntax).
var (
	// ErrSyntax: the text is not the LeetCode literal: invalid JSON
	// (a leading zero such as 03 included), a value of the wrong shape
	// (a number where a row is expected), or text before or after it (such
	// as a pasted "Input: grid = " prefix).
	ErrSyntax = errors.New("not the LeetCode literal")
	// ErrEmpty: the input holds nothing (no value at all, no rows, a row
	// without cells, no words), where the problem needs something.
	ErrEmpty = errors.New("empty")
)

// Pos marks which positions of an [Error] are known.
type Pos uint8

// The positions an [Error] can hold.
const (
	AtOffset Pos = 1 << iota // Offset is known
	AtRow                    // Row is known
	AtCol                    // Col is known
	// Located marks Offset, Row and Col as set by the reporter, each
	// either a position or -1 where it does not apply.
	Located = AtOffset | AtRow | AtCol
)

// Error is a user-input error: the rule broken and where.
//
// A position is present only when At marks it and it is not negative, so
// the zero Error, or one built without At, claims no position at all
// (not offset 0 or cell [0][0]); reporters mark what they set, usually
// with [Located] and -1 for the positions that do not apply. Offset counts bytes from 0 in the
// text given to Parse and points at the start of the offending value (for
// invalid JSON, at the offending byte, as encoding/json reports it); a
// string written with escape sequences is located as if written without.
// Row and Col count from 0 as the LeetCode literal indexes grid[Row][Col].
type Error struct {
	// Pkg is the reporting package, such as "islands": the message prefix.
	Pkg string
	// Err is the rule broken: one of the package's exported sentinel
	// errors, which errors.Is matches through Unwrap.
	Err error
	// At marks the positions below that are present; see [Pos].
	At Pos
	// Offset is the byte offset of the fault in Parse's input, from 0; -1
	// when the input was not text (New, FromBoard).
	Offset int64
	// Row and Col locate a matrix cell, from 0. Col is -1 when the fault
	// is a whole row (wrong length); both are -1 when it is not in a
	// matrix.
	Row, Col int
	// Field names the value in the LeetCode input: the matrix ("grid",
	// "board") or a list element or field ("deadends[2]", "target",
	// "wordList[0]"); "" when the fault is the input as a whole.
	Field string
	// Detail says what was found, such as `cell is "7"`.
	Detail string
}

// Error returns one line: "pkg: offset N, field[row][col]: rule: detail",
// without the parts that do not apply.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Pkg)
	b.WriteString(": ")
	pos := false
	if e.At&AtOffset != 0 && e.Offset >= 0 {
		fmt.Fprintf(&b, "offset %d", e.Offset)
		pos = true
	}
	if where := e.where(); where != "" {
		if pos {
			b.WriteString(", ")
		}
		b.WriteString(where)
		pos = true
	}
	if pos {
		b.WriteString(": ")
	}
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	} else {
		b.WriteString("invalid input")
	}
	if e.Detail != "" {
		b.WriteString(": ")
		b.WriteString(e.Detail)
	}
	return strings.ReplaceAll(b.String(), "\n", `\n`)
}

// where is the field and cell part of the message.
func (e *Error) where() string {
	row := e.At&AtRow != 0 && e.Row >= 0
	switch {
	case row && e.At&AtCol != 0 && e.Col >= 0:
		return fmt.Sprintf("%s[%d][%d]", e.name(), e.Row, e.Col)
	case row:
		return fmt.Sprintf("%s[%d]", e.name(), e.Row)
	}
	return e.Field
}

func (e *Error) name() string {
	if e.Field == "" {
		return "row"
	}
	return e.Field
}

// Unwrap returns the rule, e.Err, for errors.Is.
func (e *Error) Unwrap() error { return e.Err }

// ReadError is the rule of an [Error] for a failed read of the input: err,
// which errors.Is still matches, prefixed "reading the input: ".
func ReadError(err error) error { return fmt.Errorf("reading the input: %w", err) }
