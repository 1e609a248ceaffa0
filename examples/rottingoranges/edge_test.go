package main

import (
	"io"
	"testing"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
)

// TestWriteErrors runs the command, in process, with its output on
// /dev/full: an answer or the usage that cannot be written is exit 2 with
// one line on stderr.
func TestWriteErrors(t *testing.T) {
	clitest.CheckWriteErrors(t, "rottingoranges", func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
		return run(args, env{stdin: stdin, stdout: stdout, stderr: stderr})
	})
}
