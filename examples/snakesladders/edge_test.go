package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
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
	require.NoError(t, os.WriteFile(path, []byte("[[-1,-1,-1],[-1,9,8],[-1,8,9]]"), 0o644))
	var want bytes.Buffer
	require.Equal(t, 0, run([]string{"-board", path}, strings.NewReader(""), &want, &bytes.Buffer{}))
	for _, max := range []string{fmt.Sprint(int64(1<<63 - 1)), fmt.Sprint(int64(1<<63 - 2))} {
		var out, errb bytes.Buffer
		code := run([]string{"-max-bytes", max, "-board", path}, strings.NewReader(""), &out, &errb)
		assert.Equal(t, 0, code, errb.String())
		assert.Equal(t, want.String(), out.String(), "-max-bytes %s", max)
	}
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
		assert.Equal(t, 2, code, "%q", args)
		assert.Empty(t, out.String(), "%q", args)
		assert.True(t, strings.HasSuffix(errb.String(), " (see snakesladders -h)\n"), "%q: %q", args, errb.String())
	}
}
