package wordladder_test

import (
	"bufio"
	"errors"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/wordladder"
)

// TestReadDictionaryLongLine checks that a line over 1 MiB (such as a
// file of zeros) is reported as the rule it breaks, at the offset of its
// line, not as a failed read.
func TestReadDictionaryLongLine(t *testing.T) {
	_, err := wordladder.ReadDictionary(strings.NewReader("hot\ndot\n" + strings.Repeat("\x00", 2<<20)))
	if err == nil {
		t.Fatalf("no error")
	}
	if got, want := err.Error(), "wordladder: offset 8: a line longer than 1048576 bytes (one word per line)"; got != want {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if !errors.Is(err, wordladder.ErrSyntax) {
		t.Errorf("error %v is not %v", err, wordladder.ErrSyntax)
	}
	if !errors.Is(err, bufio.ErrTooLong) {
		t.Errorf("error %v is not %v", err, bufio.ErrTooLong)
	}
}
