package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestWriteErrors runs the command, in process, with its output on
// /dev/full: an answer or the usage that cannot be written is exit 2 with
// one line on stderr.
func TestWriteErrors(t *testing.T) { clitest.CheckWriteErrors(t, "snakesladders", run) }

// TestLargestMaxBytes reads -board FILE with -max-bytes at the largest
// values the flag takes: the answer is the one of the same board given
// under the default limit.
func TestLargestMaxBytes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "board.json")
	if err := os.WriteFile(path, []byte("[[-1,-1,-1],[-1,9,8],[-1,8,9]]"), 0o644); err != nil {
		t.Fatal(err)
	}
	clitest.CheckLargestMaxBytes(t, run, "-board", path)
}

// TestFlagRejections checks that every rejected flag points at -h, as the
// flag package's own rejections do.
func TestFlagRejections(t *testing.T) {
	for _, args := range [][]string{
		{"-max-bytes", "0"},
		{"-bogus"},
		{"-chance", "-rules", "bogus"},
		{"-rules", "leetcode"},
		{"-chance", "-timeout", "0s"},
		{"-chance", "-plot", "x.txt"},
	} {
		var out, errb bytes.Buffer
		code := run(args, strings.NewReader(""), &out, &errb)
		if got, want := code, 2; got != want {
			t.Errorf("%q: got %#v, want %#v", args, got, want)
		}
		if got := out.String(); got != "" {
			t.Errorf("%q: got %q, want nothing", args, got)
		}
		if !(strings.HasSuffix(errb.String(), " (see snakesladders -h)\n")) {
			t.Errorf("%q: %q: not true: %s", args, errb.String(), `strings.HasSuffix(errb.String(), " (see snakesladders -h)\n")`)
		}
	}
}

// TestBlankInput inserts runs of 3000 bytes of whitespace, longer than
// the parser passes to encoding/json whole, before, inside and after the
// input: the answer is unchanged, and whitespace alone is one line, exit 2.
func TestBlankInput(t *testing.T) { clitest.CheckBlanks(t, run, 3000, example6x6, "-board", "-") }

// TestHeavyBlankInput is TestBlankInput with runs of 60 MB, each given
// to the real command: at most clitest.MaxBlankCPU of CPU time.
func TestHeavyBlankInput(t *testing.T) {
	testsize.RequireHeavy(t)
	clitest.CheckBlanks(t, run, 60_000_000, example6x6, "-board", "-")
}

// TestClosedPipe runs the real command with its output a pipe closed by
// its reader: on Unix it dies of SIGPIPE, as Go programs do, with nothing
// on stderr; a full disk stays exit 2 with one line.
func TestClosedPipe(t *testing.T) { clitest.CheckClosedPipe(t) }
