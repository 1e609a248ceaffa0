package wordladder_test

import (
	"bufio"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/wordladder"
)

// TestReadDictionaryLongLine checks that a line over 1 MiB (such as a
// file of zeros) is reported as the rule it breaks, at the offset of its
// line, not as a failed read.
func TestReadDictionaryLongLine(t *testing.T) {
	_, err := wordladder.ReadDictionary(strings.NewReader("hot\ndot\n" + strings.Repeat("\x00", 2<<20)))
	require.Error(t, err)
	assert.Equal(t, "wordladder: offset 8: a line longer than 1048576 bytes (one word per line)", err.Error())
	assert.ErrorIs(t, err, wordladder.ErrSyntax)
	assert.ErrorIs(t, err, bufio.ErrTooLong)
}
