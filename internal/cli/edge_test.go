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
	"github.com/ripplebfs/ripple/problems/input"
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

// TestPromptPositional checks the JSON that arguments without names
// become, and the faults Prompt finds in arguments itself.
func TestPromptPositional(t *testing.T) {
	params := []string{"times", "n", "k"}
	for _, tc := range []struct{ name, in, want string }{
		{"spaces", "[[2,1,1]] 4 2", `{"times":[[2,1,1]] ,"n":4 ,"k":2}`},
		{"lines", "[[2,1,1]]\n4\n2\n", "{\"times\":[[2,1,1]]\n,\"n\":4\n,\"k\":2\n}"},
		{"commas", "[[2,1,1]], 4, 2", `{"times":[[2,1,1]]  ,"n":4  ,"k":2}`},
		{"Input: and Output:", "Input: [[2,1,1]] 4 2\nOutput: 1", `       {"times":[[2,1,1]] ,"n":4 ,"k":2` + "\n}"},
		{"exponent stays one value", "[] 4 1e0", `{"times":[] ,"n":4 ,"k":1e0}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := readPrompt(t, tc.in, params...)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	for _, tc := range []struct{ name, in, want string }{
		{"too many", "[] 4 2 9", "offset 7: more than 3 arguments (want times, n, k)"},
		{"named after positional", "[] 4 k = 2", "offset 5: a named argument after arguments without names"},
		{"named twice", "n = 4, times = [], n=4", "offset 19: parameter n given twice"},
		{"one parameter named twice", "board = [[1]] board = [[1]]", "offset 14: parameter board given twice"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			params := params
			if strings.HasPrefix(tc.in, "board") {
				params = []string{"board"}
			}
			_, err := readPrompt(t, tc.in, params...)
			var re *cli.ReadError
			require.ErrorAs(t, err, &re)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// FuzzPromptOffsets: with several parameters, every digit of Prompt's
// output (Prompt adds none: its keys, braces, commas and blanks hold no
// digit) maps back, through Command.Named, to the same digit of the input.
func FuzzPromptOffsets(f *testing.F) {
	f.Add("n = 4, flights = [[0,1,100]], src = 0, dst = 1, k = 1")
	f.Add("n=4,flights=[[0,1,100]],src=0,dst=1,k=1")
	f.Add("Input: 4\n[[0,1,100]]\n0, 1, 1\nOutput: 100")
	f.Add("\xef\xbb\xbf4 [[0,1,1e2]] 0 1 1")
	f.Add(`{"n":4}`)
	f.Fuzz(func(t *testing.T, in string) {
		c, _, _ := newCommand()
		src := c.Bound("stdin", strings.NewReader(in))
		out, _ := io.ReadAll(cli.Prompt(src, "n", "flights", "src", "dst", "k"))
		for o, b := range out {
			if b < '0' || b > '9' {
				continue
			}
			err := c.Named(src, &input.Error{Pkg: "demo", At: input.AtOffset, Offset: int64(o)})
			var ie *input.Error
			require.ErrorAs(t, err, &ie)
			if ie.Offset < 0 || ie.Offset >= int64(len(in)) || in[ie.Offset] != b {
				t.Fatalf("output offset %d (%q) maps to input offset %d of %q (output %q)", o, b, ie.Offset, in, out)
			}
		}
	})
}
