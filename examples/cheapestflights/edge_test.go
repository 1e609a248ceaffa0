package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestWriteErrors runs the command, in process, with its output on
// /dev/full: an answer or the usage that cannot be written is exit 2 with
// one line on stderr.
func TestWriteErrors(t *testing.T) { clitest.CheckWriteErrors(t, "cheapestflights", run) }

// TestHostileFiles gives -input a file of endless zeros and a directory,
// opened by the command itself: each is one line in the format of every
// command (the input, the offset, the rule).
func TestHostileFiles(t *testing.T) { clitest.CheckHostileFiles(t, "cheapestflights", run, "-input") }

// TestLargestMaxBytes reads a file with -max-bytes at the largest values
// the flag takes: the answer is the one under the default limit.
func TestLargestMaxBytes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "example1.json")
	if err := os.WriteFile(path, []byte(example1), 0o644); err != nil {
		t.Fatal(err)
	}
	clitest.CheckLargestMaxBytes(t, run, "-input", path)
}

// TestPastedOffsets checks that a fault in pasted arguments is reported at
// its byte in what was pasted, named or not.
func TestPastedOffsets(t *testing.T) {
	clitest.CheckPastedOffsets(t, "cheapestflights", run, []string{"-input", "-"},
		"n = 4, flights = [[0,1,x]], src = 0, dst = 1, k = 1",
		"n=4,flights=[[0,1,1]],src=0,dst=x,k=1",
		"4\n[[0,1,100]]\n0\n1\nx",
	)
}

// TestBlankInput inserts runs of 3000 bytes of whitespace, longer than
// the parser passes to encoding/json whole, before, inside and after the
// input: the answer is unchanged, and whitespace alone is one line, exit 2.
func TestBlankInput(t *testing.T) { clitest.CheckBlanks(t, run, 3000, example1, "-input", "-") }

// TestHeavyBlankInput is TestBlankInput with runs of 60 MB, each given
// to the real command: at most clitest.MaxBlankCPU of CPU time.
func TestHeavyBlankInput(t *testing.T) {
	testsize.RequireHeavy(t)
	clitest.CheckBlanks(t, run, 60_000_000, example1, "-input", "-")
}

// TestClosedPipe runs the real command with its output a pipe closed by
// its reader: on Unix it dies of SIGPIPE, as Go programs do, with nothing
// on stderr; a full disk stays exit 2 with one line.
func TestClosedPipe(t *testing.T) { clitest.CheckClosedPipe(t) }
