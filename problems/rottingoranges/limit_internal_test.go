package rottingoranges

import (
	"io"
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

// TestParseTooBig runs the parsers with a limit of 12 cells (the real one,
// MaxCells, would take 128 MiB of input; New's test covers it) and checks
// that they stop reading at cell 13 and report its position.
func TestParseTooBig(t *testing.T) {
	cases := []struct {
		name     string
		parse    func(io.Reader, int) (*Grid, error)
		input    string
		offset   int64
		row, col int
	}{
		{"endless row", parsePicture, "", 12, 0, 12},
		{"picture", parsePicture, "oooo\noooo\n\noooo\no", 16, 3, 0},
		{"literal", parse, "[[1,1,1,1,1,1],[1,1,1,1,1,1],[1]]", 30, 2, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var r io.Reader = strings.NewReader(tc.input)
			if tc.input == "" {
				r = endless{}
			}
			g, err := tc.parse(r, 12)
			require.ErrorIs(t, err, ErrTooBig)
			assert.Nil(t, g)
			var ie *InputError
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, []int64{tc.offset, int64(tc.row), int64(tc.col)}, []int64{ie.Offset, int64(ie.Row), int64(ie.Col)})
			assert.Contains(t, err.Error(), "cell number 13")
		})
	}
	g, err := parsePicture(strings.NewReader("oooooo\noooooo"), 12)
	require.NoError(t, err, "exactly the limit")
	assert.Equal(t, 12, g.Len())
}
