package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestLargestMaxBytes reads a board with -max-bytes at the largest values
// the flag takes, in both modes.
func TestLargestMaxBytes(t *testing.T) {
	for _, max := range []string{"9223372036854775807", "9223372036854775806"} {
		t.Run(max, func(t *testing.T) {
			code, out, errOut := runCLI("[[1,2,3],[4,0,5]]\n", "-batch", "-max-bytes", max)
			if got, want := code, 0; got != want {
				t.Errorf("%v: got %#v, want %#v", errOut, got, want)
			}
			if got, want := out, "1\n"; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
			code, out, errOut = runCLI("", "-max-bytes", max, "[[1,2,3],[4,0,5]]")
			if got, want := code, 0; got != want {
				t.Errorf("%v: got %#v, want %#v", errOut, got, want)
			}
			if !(strings.HasPrefix(out, "1 move\n")) {
				t.Errorf("%v: not true: %s", out, `strings.HasPrefix(out, "1 move\n")`)
			}
		})
	}
}

// TestReadErrors checks that a failed read and an over-long batch line are
// reported in the one format of every command: the input, the offset,
// the rule.
func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"-"}, {"-batch"}} {
		t.Run("directory "+args[0], func(t *testing.T) {
			f, err := os.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			var out, errb bytes.Buffer
			code := run(args, f, &out, &errb)
			if got, want := code, 2; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if got, want := errb.String(), "slidingpuzzle: stdin: offset 0: reading the input: read "+dir+": is a directory\n"; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
	t.Run("zeros to -batch", func(t *testing.T) {
		var out, errb bytes.Buffer
		code := run([]string{"-batch"}, clitest.Endless(0), &out, &errb)
		if got, want := code, 2; got != want {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if got, want := errb.String(), "slidingpuzzle: stdin: offset 0: line 1: longer than 4096 bytes (one board per line)\n"; got != want {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("offset in an indented line", func(t *testing.T) {
		line := "  [[1,2,3],[4,0,x]]\t"
		code, _, errOut := runCLI("[[1,2,3],[4,0,5]]\n"+line+"\n", "-batch")
		if got, want := code, 2; got != want {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if got, sub := errOut, fmt.Sprintf("slidingpuzzle: stdin: line 2: offset %d: ", strings.IndexByte(line, 'x')); !strings.Contains(got, sub) {
			t.Errorf("%q does not contain %q", got, sub)
		}
	})
	t.Run("indented lines", func(t *testing.T) {
		code, out, errOut := runCLI("  [[1,2,3],[4,0,5]]\t \r\n\n \n[[1,2,3],[4,5,0]]\n", "-batch")
		if got, want := code, 0; got != want {
			t.Errorf("%v: got %#v, want %#v", errOut, got, want)
		}
		if got, want := out, "1\n0\n"; got != want {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("long second line", func(t *testing.T) {
		code, out, errOut := runCLI("[[1,2,3],[4,0,5]]\n"+strings.Repeat(" ", 5000)+"\n", "-batch")
		if got, want := code, 2; got != want {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if got, want := out, "1\n"; got != want {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if got, want := errOut, "slidingpuzzle: stdin: offset 18: line 2: longer than 4096 bytes (one board per line)\n"; got != want {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
}

// TestWriteErrors runs the command, in process, with its output on
// /dev/full: an answer or the usage that cannot be written is exit 2 with
// one line on stderr.
func TestWriteErrors(t *testing.T) {
	clitest.CheckWriteErrors(t, "slidingpuzzle", run, "[[1,2,3],[4,0,5]]")
}

// TestFlagRejections checks that every rejected flag or argument points at
// -h, as the flag package's own rejections do.
func TestFlagRejections(t *testing.T) {
	for _, args := range [][]string{
		{"-max-bytes", "0"},
		{"-max-states", "0"},
		{"-bogus"},
		{"-enumerate", "3by4"},
		{"-enumerate", "2x2", "-mode", "bogus"},
		{"-enumerate", "2x2", "[[1,0]]"},
		{"-batch", "[[1,0]]"},
		{"-workers", "0", "-batch"},
	} {
		code, out, errOut := runCLI("", args...)
		if got, want := code, 2; got != want {
			t.Errorf("%q: got %#v, want %#v", args, got, want)
		}
		if got := out; got != "" {
			t.Errorf("%q: got %q, want nothing", args, got)
		}
		if !(strings.HasSuffix(errOut, " (see slidingpuzzle -h)\n")) {
			t.Errorf("%q: %q: not true: %s", args, errOut, `strings.HasSuffix(errOut, " (see slidingpuzzle -h)\n")`)
		}
	}
}

// TestBlankInput inserts runs of 3000 bytes of whitespace, longer than
// the parser passes to encoding/json whole, before, inside and after the
// input: the answer is unchanged, and whitespace alone is one line, exit 2.
func TestBlankInput(t *testing.T) { clitest.CheckBlanks(t, run, 3000, defaultBoard, "-") }

// TestHeavyBlankInput is TestBlankInput with runs of 60 MB, each given
// to the real command: at most clitest.MaxBlankCPU of CPU time.
func TestHeavyBlankInput(t *testing.T) {
	testsize.RequireHeavy(t)
	clitest.CheckBlanks(t, run, 60_000_000, defaultBoard, "-")
}

// TestClosedPipe runs the real command with its output a pipe closed by
// its reader: on Unix it dies of SIGPIPE, as Go programs do, with nothing
// on stderr; a full disk stays exit 2 with one line.
func TestClosedPipe(t *testing.T) { clitest.CheckClosedPipe(t, "[[1,2,3],[4,0,5]]") }
