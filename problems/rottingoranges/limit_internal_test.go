package rottingoranges

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// endless yields 'o' forever: a single row that never ends.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'o'
	}
	return len(p), nil
}

// TestParseTooLarge lowers the parser's limit to 12 cells (the real one,
// MaxCells, would take 64 MiB of input; New's test covers it) and checks
// that Parse stops reading at cell 13 and reports its position.
func TestParseTooLarge(t *testing.T) {
	defer func(old int) { maxCells = old }(maxCells)
	maxCells = 12
	cases := []struct {
		name              string
		input             string
		line, col, offset int
		msg               string
	}{
		{"endless row", "", 1, 13, 12, "grid[0][12] is cell 13"},
		{"picture", "oooo\noooo\n\noooo\no", 5, 1, 16, "grid[3][0] is cell 13"},
		{"literal", "[[1,1,1,1,1,1],[1,1,1,1,1,1],[1]]", 1, 31, 30, "grid[2][0] is cell 13"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var g *Grid
			var err error
			if tc.input == "" {
				g, err = Parse(endless{})
			} else {
				g, err = Parse(strings.NewReader(tc.input))
			}
			require.ErrorIs(t, err, ErrTooLarge)
			assert.Nil(t, g)
			var pe *ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, []int{tc.line, tc.col, tc.offset}, []int{pe.Line, pe.Column, pe.Offset})
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
	g, err := Parse(strings.NewReader("oooooo\noooooo"))
	require.NoError(t, err, "exactly the limit")
	assert.Equal(t, 12, g.Len())
}
