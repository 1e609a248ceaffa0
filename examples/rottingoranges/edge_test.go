package main

import (
	"io"
	"testing"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestWriteErrors runs the command, in process, with its output on
// /dev/full: an answer or the usage that cannot be written is exit 2 with
// one line on stderr.
func TestWriteErrors(t *testing.T) { clitest.CheckWriteErrors(t, "rottingoranges", runFunc) }

// runFunc is run with the signature of clitest.RunFunc.
func runFunc(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return run(args, env{stdin: stdin, stdout: stdout, stderr: stderr})
}

// TestBlankInput inserts runs of 3000 bytes of whitespace, longer than
// the parser passes to encoding/json whole, before, inside and after the
// input: the answer is unchanged, and whitespace alone is one line, exit 2.
func TestBlankInput(t *testing.T) { clitest.CheckBlanks(t, runFunc, 3000, example1, "-grid", "-") }

// TestHeavyBlankInput is TestBlankInput with runs of 60 MB, each given
// to the real command: at most clitest.MaxBlankCPU of CPU time.
func TestHeavyBlankInput(t *testing.T) {
	testsize.RequireHeavy(t)
	clitest.CheckBlanks(t, runFunc, 60_000_000, example1, "-grid", "-")
}

// TestClosedPipe runs the real command with its output a pipe closed by
// its reader: on Unix it dies of SIGPIPE, as Go programs do, with nothing
// on stderr; a full disk stays exit 2 with one line.
func TestClosedPipe(t *testing.T) { clitest.CheckClosedPipe(t) }
