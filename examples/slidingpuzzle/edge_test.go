package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
)

// TestLargestMaxBytes reads a board with -max-bytes at the largest values
// the flag takes, in both modes.
func TestLargestMaxBytes(t *testing.T) {
	for _, max := range []string{"9223372036854775807", "9223372036854775806"} {
		t.Run(max, func(t *testing.T) {
			code, out, errOut := runCLI("[[1,2,3],[4,0,5]]\n", "-batch", "-max-bytes", max)
			assert.Equal(t, 0, code, errOut)
			assert.Equal(t, "1\n", out)
			code, out, errOut = runCLI("", "-max-bytes", max, "[[1,2,3],[4,0,5]]")
			assert.Equal(t, 0, code, errOut)
			assert.True(t, strings.HasPrefix(out, "1 move\n"), out)
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
			assert.Equal(t, 2, code)
			assert.Equal(t, "slidingpuzzle: stdin: offset 0: reading the input: read "+dir+": is a directory\n", errb.String())
		})
	}
	t.Run("zeros to -batch", func(t *testing.T) {
		var out, errb bytes.Buffer
		code := run([]string{"-batch"}, clitest.Endless(0), &out, &errb)
		assert.Equal(t, 2, code)
		assert.Equal(t, "slidingpuzzle: stdin: offset 0: line 1: longer than 4096 bytes (one board per line)\n", errb.String())
	})
	t.Run("offset in an indented line", func(t *testing.T) {
		line := "  [[1,2,3],[4,0,x]]\t"
		code, _, errOut := runCLI("[[1,2,3],[4,0,5]]\n"+line+"\n", "-batch")
		assert.Equal(t, 2, code)
		assert.Contains(t, errOut, fmt.Sprintf("slidingpuzzle: stdin: line 2: offset %d: ", strings.IndexByte(line, 'x')))
	})
	t.Run("indented lines", func(t *testing.T) {
		code, out, errOut := runCLI("  [[1,2,3],[4,0,5]]\t \r\n\n \n[[1,2,3],[4,5,0]]\n", "-batch")
		assert.Equal(t, 0, code, errOut)
		assert.Equal(t, "1\n0\n", out)
	})
	t.Run("long second line", func(t *testing.T) {
		code, out, errOut := runCLI("[[1,2,3],[4,0,5]]\n"+strings.Repeat(" ", 5000)+"\n", "-batch")
		assert.Equal(t, 2, code)
		assert.Equal(t, "1\n", out)
		assert.Equal(t, "slidingpuzzle: stdin: offset 18: line 2: longer than 4096 bytes (one board per line)\n", errOut)
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
		assert.Equal(t, 2, code, "%q", args)
		assert.Empty(t, out, "%q", args)
		assert.True(t, strings.HasSuffix(errOut, " (see slidingpuzzle -h)\n"), "%q: %q", args, errOut)
	}
}
