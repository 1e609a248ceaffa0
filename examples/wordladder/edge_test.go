package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
)

func runEdge(args []string, stdin string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// TestLargestMaxBytes reads -dict and -json input with -max-bytes at the
// largest values the flag takes.
func TestLargestMaxBytes(t *testing.T) {
	dict := filepath.Join(t.TempDir(), "words")
	if err := os.WriteFile(dict, []byte("hot\ndot\n"), 0o644); err != nil {
		t.Fatalf("%v", err)
	}
	for _, max := range []string{"9223372036854775807", "9223372036854775806"} {
		t.Run(max, func(t *testing.T) {
			code, out, errOut := runEdge([]string{"-max-bytes", max, "-dict", dict, "hot", "dot"}, "")
			if got, want := code, 0; got != want {
				t.Errorf("%v: got %#v, want %#v", errOut, got, want)
			}
			if got, want := out, "hot dot\n1 move\n"; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
			code, out, errOut = runEdge([]string{"-max-bytes", max, "-json"}, `beginWord = "hot", endWord = "dot", wordList = ["dot"]`)
			if got, want := code, 0; got != want {
				t.Errorf("%v: got %#v, want %#v", errOut, got, want)
			}
			if got, want := out, "2\n"; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

// TestReadErrors checks that a dictionary that cannot be read, or that is
// not lines of text, is reported in the one format of every command.
func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, dict, want string }{
		{"directory", dir, "wordladder: " + dir + ": offset 0: reading the input: read " + dir + ": is a directory\n"},
		{"zeros", "/dev/zero", "wordladder: /dev/zero: offset 0: a line longer than 1048576 bytes (one word per line)\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := os.Stat(tc.dict); err != nil {
				t.Skip(err)
			}
			code, out, errOut := runEdge([]string{"-dict", tc.dict, "hot", "dot"}, "")
			if got, want := code, 2; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if got := out; got != "" {
				t.Errorf("got %q, want nothing", got)
			}
			if got, want := errOut, tc.want; got != want {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

// TestWriteErrors runs the command, in process, with its output on
// /dev/full: an answer or the usage that cannot be written is exit 2 with
// one line on stderr.
func TestWriteErrors(t *testing.T) { clitest.CheckWriteErrors(t, "wordladder", run, "words", "wards") }

// TestPastedOffsets checks that a fault in a pasted problem is reported at
// its byte in what was pasted, however the arguments are written.
func TestPastedOffsets(t *testing.T) {
	for _, in := range []string{
		"beginWord = x",
		`beginWord = "hit", endWord = "cog", wordList = ["hot",x]`,
		`Input: beginWord="hit",endWord="cog",wordList=["hot",x]` + "\nOutput: 0",
		"\"hit\"\n\"cog\"\n[\"hot\",x]",
	} {
		code, out, errOut := runEdge([]string{"-json"}, in)
		if got, want := code, 2; got != want {
			t.Errorf("%v: got %#v, want %#v", in, got, want)
		}
		if got := out; got != "" {
			t.Errorf("got %q, want nothing", got)
		}
		if got, sub := errOut, fmt.Sprintf("wordladder: stdin: offset %d: ", strings.IndexByte(in, 'x')); !strings.Contains(got, sub) {
			t.Errorf("%v: %q does not contain %q", in, got, sub)
		}
	}
	code, _, errOut := runEdge([]string{"-json"}, "\xef\xbb\xbfbeginWord = \"a\"")
	if got, want := code, 2; got != want {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if got, sub := errOut, "wordladder: stdin: offset 0: "; !strings.Contains(got, sub) {
		t.Errorf("a byte order mark is the first byte: %q does not contain %q", got, sub)
	}
}

// TestBlankInput inserts runs of 3000 bytes of whitespace, longer than
// the parser passes to encoding/json whole, before, inside and after the
// input: the answer is unchanged, and whitespace alone is one line, exit 2.
func TestBlankInput(t *testing.T) { clitest.CheckBlanks(t, run, 3000, leetcodeExample1, "-json") }

// TestHeavyBlankInput is TestBlankInput with runs of 60 MB, each given
// to the real command: at most clitest.MaxBlankCPU of CPU time.
func TestHeavyBlankInput(t *testing.T) {
	testsize.RequireHeavy(t)
	clitest.CheckBlanks(t, run, 60_000_000, leetcodeExample1, "-json")
}

// leetcodeExample1 is LeetCode 127's first example, answer 5.
const leetcodeExample1 = `{"beginWord":"hit","endWord":"cog","wordList":["hot","dot","dog","lot","log","cog"]}`

// TestClosedPipe runs the real command with its output a pipe closed by
// its reader: on Unix it dies of SIGPIPE, as Go programs do, with nothing
// on stderr; a full disk stays exit 2 with one line.
func TestClosedPipe(t *testing.T) { clitest.CheckClosedPipe(t, "chaos", "order") }
