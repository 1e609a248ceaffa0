package main

import (
	"bytes"
	"strings"
	"testing"

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
			if code != 0 || out != tc.want || errOut != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 0, stdout %q, empty stderr", code, out, errOut, tc.want)
			}
		})
	}
}

func TestRunErrors(t *testing.T) {
	clitest.CheckErrors(t, "arrowgrid", run, []clitest.ErrorCase{
		{Name: "bad arrow", Args: []string{"-input", "-"}, Stdin: `[[1,5]]`, Want: "arrowgrid: stdin: offset 4, grid[0][1]: a cell is an arrow: 1 right, 2 left, 3 down, 4 up: cell is 5"},
		{Name: "empty", Args: []string{"-input", "-"}, Stdin: "", Want: "arrowgrid: stdin: offset 0: empty"},
		{Name: "too big", Args: []string{"-input", "-", "-max-bytes", "5"}, Stdin: example1, Want: "arrowgrid: stdin: more than 5 bytes of input"},
		{Name: "unknown flag", Args: []string{"-bogus"}, Stdin: "", Want: "arrowgrid: flag provided but not defined: -bogus"},
		{Name: "argument", Args: []string{"x"}, Stdin: "", Want: `arrowgrid: unexpected argument "x"`},
		{Name: "other parameter", Args: []string{"-input", "-"}, Stdin: "board = [[1]]", Want: `"board" is not a parameter of this problem`},
	})
}

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "arrowgrid", run) }

// TestHostileInput runs the real command on /dev/zero and on endless
// input: each ends with exit status 2 and one stderr line.
func TestHostileInput(t *testing.T) { clitest.CheckHostileStdin(t, run, "-input", "-") }
