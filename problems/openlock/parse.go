package openlock

import "fmt"

// Wheels is the number of wheels on the lock.
const Wheels = 4

// Combinations is the number of combinations, 10^Wheels. Combination c is
// shown as the four decimal digits of c, leading zeros included.
const Combinations = 10000

// InputError reports a combination that is not exactly four digits 0-9.
type InputError struct {
	// Field names the combination: "target", "deadends[i]" with i counted
	// from 0 in the list given to New, or "combination" for ParseCombination.
	Field string
	// Input is the rejected text.
	Input string
	// Offset is the byte offset in Input of the first byte that is not a
	// digit 0-9, or -1 if every byte is a digit but there are not four.
	Offset int
}

// Error describes the rejected combination, its field and the offending
// byte, prefixed "openlock: ".
func (e *InputError) Error() string {
	if e.Offset < 0 {
		return fmt.Sprintf("openlock: %s %q: want exactly 4 digits 0-9, got %d", e.Field, e.Input, len(e.Input))
	}
	return fmt.Sprintf("openlock: %s %q: byte %d is %q, want a digit 0-9 (a combination is exactly 4 digits)",
		e.Field, e.Input, e.Offset, e.Input[e.Offset:e.Offset+1])
}

// ParseCombination converts a combination such as "0202" to its number,
// 0..9999. The text must be exactly four ASCII digits: no sign, no spaces.
// Otherwise it returns an [*InputError] with Field "combination", reporting
// the first non-digit byte if there is one, else the wrong length.
// It runs in O(len(s)) and never panics.
func ParseCombination(s string) (int, error) {
	return parse("combination", s)
}

func parse(field, s string) (int, error) {
	c := 0
	for i := 0; i < len(s); i++ {
		d := s[i] - '0'
		if d > 9 {
			return 0, &InputError{Field: field, Input: s, Offset: i}
		}
		if i < Wheels {
			c = c*10 + int(d)
		}
	}
	if len(s) != Wheels {
		return 0, &InputError{Field: field, Input: s, Offset: -1}
	}
	return c, nil
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
