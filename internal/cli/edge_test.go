package cli_test

import (
	"bytes"
	"errors"
	"io"
	"math"
	"strings"
	"syscall"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/cli"
)

// TestInputLargestLimits reads through an Input at the largest limits a
// flag can give: the bound on the source must not overflow into a
// negative one that reads nothing.
func TestInputLargestLimits(t *testing.T) {
	const text = "[[1,2,3],[4,0,5]]\n"
	for _, max := range []int64{math.MaxInt64, math.MaxInt64 - 1} {
		in := cli.NewInput("stdin", strings.NewReader(text), max)
		got, err := io.ReadAll(in)
		require.NoError(t, err, "max %d", max)
		assert.Equal(t, text, string(got), "max %d", max)
		assert.False(t, in.Exceeded())
	}
	t.Run("as a flag", func(t *testing.T) {
		for _, arg := range []string{"9223372036854775807", "9223372036854775806"} {
			c, _, errb := newCommand()
			_, done := c.Parse([]string{"-max-bytes", arg})
			require.False(t, done, errb.String())
			in, err := c.Open("-", strings.NewReader(text))
			require.NoError(t, err)
			got, err := io.ReadAll(in)
			require.NoError(t, err)
			assert.Equal(t, text, string(got), "-max-bytes %s", arg)
		}
	})
}

// TestInputReadError checks that a failed read of the source (stdin being
// a directory, say) is a ReadError at the offset reached, whoever reads
// the input and however a parser wraps the error.
func TestInputReadError(t *testing.T) {
	eisdir := &readFault{err: syscall.EISDIR}
	for _, tc := range []struct {
		name string
		src  io.Reader
		off  int64
	}{
		{"at once", eisdir, 0},
		{"after 3 bytes", io.MultiReader(strings.NewReader("[[1"), eisdir), 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, _, errb := newCommand()
			in := c.Bound("stdin", tc.src)
			_, err := cli.ReadAll(cli.Prompt(in, "board"))
			var re *cli.ReadError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, tc.off, re.Offset)
			assert.ErrorIs(t, err, syscall.EISDIR)
			c.Fail(err)
			want := "demo: stdin: offset " + string(rune('0'+tc.off)) + ": reading the input: read /dev/stdin: is a directory\n"
			assert.Equal(t, want, errb.String())
		})
	}
	t.Run("wrapped by a parser", func(t *testing.T) {
		c, _, errb := newCommand()
		_, err := io.ReadAll(c.Bound("stdin", iotest.TimeoutReader(strings.NewReader("x"))))
		c.Fail(c.Named(nil, errors.Join(errors.New("demo: offset 1: reading the input"), err)))
		assert.Equal(t, "demo: stdin: offset 1: reading the input: timeout\n", errb.String())
	})
}

// readFault fails every read with err, as os.File does on a directory.
type readFault struct{ err error }

func (f *readFault) Read([]byte) (int, error) {
	return 0, &pathError{op: "read", path: "/dev/stdin", err: f.err}
}

type pathError struct {
	op, path string
	err      error
}

func (e *pathError) Error() string { return e.op + " " + e.path + ": " + e.err.Error() }
func (e *pathError) Unwrap() error { return e.err }

// TestHelpWriteError checks that -h whose usage cannot be written is exit
// 2 with one line on standard error, as any other failed write.
func TestHelpWriteError(t *testing.T) {
	var errb bytes.Buffer
	c := cli.New("demo", "usage: demo", failingWriter{}, &errb)
	c.MaxBytesFlag()
	code, done := c.Parse([]string{"-h"})
	assert.True(t, done)
	assert.Equal(t, cli.ExitBad, code)
	assert.Equal(t, "demo: writing the output: no space left on device\n", errb.String())
}
