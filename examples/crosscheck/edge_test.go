package main

import (
	"io"
	"testing"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
)

// TestWriteErrors runs the command, in process, with its output on
// /dev/full: the instance list or the usage that cannot be written is
// exit 2 with one line on stderr.
func TestWriteErrors(t *testing.T) {
	clitest.CheckWriteErrors(t, "crosscheck", func(args []string, _ io.Reader, stdout, stderr io.Writer) int {
		return command(args, stdout, stderr)
	}, "-list")
}

// TestClosedPipe runs the real command with its output a pipe closed by
// its reader: on Unix it dies of SIGPIPE, as Go programs do, with nothing
// on stderr; a full disk stays exit 2 with one line.
func TestClosedPipe(t *testing.T) { clitest.CheckClosedPipe(t, "-list") }
