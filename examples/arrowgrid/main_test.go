package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func runWith(args []string, stdin string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// TestRun checks LeetCode's examples (answers 3, 0, 1), given as the
// literal and pasted as LeetCode prints them, and a large grid.
func TestRun(t *testing.T) {
	cases := []struct {
		name, stdin, want string
	}{
		{"default", "", "cost: 3\n(→)(→)(→)[↓]\n ←  ←  ← [↓]\n →  →  → [↓]\n ←  ←  ←  * \n"},
		{"pasted", "Input: grid = [[1,1,3],[3,2,2],[1,1,4]]\nOutput: 0\n", "cost: 0\n(→)(→)(↓)\n(↓)(←)(←)\n(→)(→) * \n"},
		{"example 3", "[[1,2],[4,3]]", "cost: 1\n(→)[↓]\n ↑  * \n"},
		{"large", "[" + strings.Repeat("[1,1,1,1,1,1,1,1,1,1],", 1999) + "[1,1,1,1,1,1,1,1,1,1]]", "cost: 1999\n(2000×10 grid: the path is drawn for at most 10000 cells)\n"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			args := []string{"-input", "-"}
			if tc.name == "default" {
				args = nil
			}
			code, out, errOut := runWith(args, tc.stdin)
			assert.Equal(t, 0, code, errOut)
			assert.Equal(t, tc.want, out)
			assert.Empty(t, errOut)
		})
	}
}

func TestRunErrors(t *testing.T) {
	cases := []struct {
		name  string
		args  []string
		stdin string
		want  string
	}{
		{"bad arrow", []string{"-input", "-"}, `[[1,5]]`, "arrowgrid: stdin: offset 4, grid[0][1]: a cell is an arrow: 1 right, 2 left, 3 down, 4 up: cell is 5"},
		{"empty", []string{"-input", "-"}, "", "arrowgrid: stdin: offset 0: empty"},
		{"too big", []string{"-input", "-", "-max-bytes", "5"}, example1, "arrowgrid: stdin: more than 5 bytes of input"},
		{"unknown flag", []string{"-bogus"}, "", "arrowgrid: flag provided but not defined: -bogus"},
		{"argument", []string{"x"}, "", `arrowgrid: unexpected argument "x"`},
		{"other parameter", []string{"-input", "-"}, "board = [[1]]", `"board" is not a parameter of this problem`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runWith(tc.args, tc.stdin)
			assert.Equal(t, 2, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, tc.want)
			assert.True(t, strings.HasPrefix(errOut, "arrowgrid: "), errOut)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
		})
	}
}

func TestHelp(t *testing.T) {
	code, out, _ := runWith([]string{"-h"}, "")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "usage: arrowgrid")
	assert.Contains(t, out, "-max-bytes")
}

// TestHostileInput runs the real command on /dev/zero and on endless
// input: each ends with exit status 2 and one stderr line.
func TestHostileInput(t *testing.T) {
	t.Run("dev zero", func(t *testing.T) {
		clitest.CheckFailed(t, clitest.Run(t, clitest.DevZero(t), time.Minute, "-input", "-"), "byte 0x00 is not text")
	})
	for _, b := range []byte{' ', '['} {
		t.Run("endless "+string(b), func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run([]string{"-input", "-", "-max-bytes", "1000000"}, clitest.Endless(b), &out, &errb)
			assert.Equal(t, 2, code)
			assert.Equal(t, 1, strings.Count(errb.String(), "\n"), errb.String())
		})
	}
}
