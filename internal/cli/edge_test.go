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
		if err != nil {
			t.Fatalf("max %d: %v", max, err)
		}
		if got, want := string(got), text; got != want {
			t.Errorf("max %d: got %#v, want %#v", max, got, want)
		}
		if in.Exceeded() {
			t.Errorf("%s is true", `in.Exceeded()`)
		}
	}
	t.Run("as a flag", func(t *testing.T) {
		for _, arg := range []string{"9223372036854775807", "9223372036854775806"} {
			c, _, errb := newCommand()
			_, done := c.Parse([]string{"-max-bytes", arg})
			if done {
				t.Fatalf("%v: %s is true", errb.String(), `done`)
			}
			in, err := c.Open("-", strings.NewReader(text))
			if err != nil {
				t.Fatalf("%v", err)
			}
			got, err := io.ReadAll(in)
			if err != nil {
				t.Fatalf("%v", err)
			}
			if got, want := string(got), text; got != want {
				t.Errorf("-max-bytes %s: got %#v, want %#v", arg, got, want)
			}
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
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a %T", err, re)
			}
			if got, want := re.Offset, tc.off; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if !errors.Is(err, syscall.EISDIR) {
				t.Errorf("error %v is not %v", err, syscall.EISDIR)
			}
			c.Fail(err)
			want := "demo: stdin: offset " + string(rune('0'+tc.off)) + ": reading the input: read /dev/stdin: is a directory\n"
			if got, want := errb.String(), want; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
	t.Run("wrapped by a parser", func(t *testing.T) {
		c, _, errb := newCommand()
		_, err := io.ReadAll(c.Bound("stdin", iotest.TimeoutReader(strings.NewReader("x"))))
		c.Fail(c.Named(nil, errors.Join(errors.New("demo: offset 1: reading the input"), err)))
		if got, want := errb.String(), "demo: stdin: offset 1: reading the input: timeout\n"; got != want {
			t.Errorf("got %#v, want %#v", got, want)
		}
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
	if !done {
		t.Errorf("%s is false", `done`)
	}
	if got, want := code, cli.ExitBad; got != want {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if got, want := errb.String(), "demo: writing the output: no space left on device\n"; got != want {
		t.Errorf("got %#v, want %#v", got, want)
	}
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
			if err != nil {
				t.Fatalf("%v", err)
			}
			if got, want := got, tc.want; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
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
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a %T", err, re)
			}
			if got, sub := err.Error(), tc.want; !strings.Contains(got, sub) {
				t.Errorf("%q does not contain %q", got, sub)
			}
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
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not a %T", err, ie)
			}
			if ie.Offset < 0 || ie.Offset >= int64(len(in)) || in[ie.Offset] != b {
				t.Fatalf("output offset %d (%q) maps to input offset %d of %q (output %q)", o, b, ie.Offset, in, out)
			}
		}
	})
}
