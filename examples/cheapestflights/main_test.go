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

// TestRun checks the three LeetCode examples (answers 700, 200, 500),
// given as the JSON object and pasted as LeetCode prints them.
func TestRun(t *testing.T) {
	cases := []struct {
		name, stdin, want string
	}{
		{"default", "", "price: 700\nroute: 0 → 1 → 3 (1 stop(s), at most 1 allowed)\n"},
		{"pasted", "Input: n = 3, flights = [[0,1,100],[1,2,100],[0,2,500]], src = 0, dst = 2, k = 1\nOutput: 200\n", "price: 200\nroute: 0 → 1 → 2 (1 stop(s), at most 1 allowed)\n"},
		{"no stops", `{"n":3,"flights":[[0,1,100],[1,2,100],[0,2,500]],"src":0,"dst":2,"k":0}`, "price: 500\nroute: 0 → 2 (0 stop(s), at most 0 allowed)\n"},
		{"none", `{"n":3,"flights":[[0,1,100],[1,2,100]],"src":0,"dst":2,"k":0}`, "price: -1\nno route from 0 to 2 with at most 0 stop(s)\n"},
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
	clitest.CheckErrors(t, "cheapestflights", run, []clitest.ErrorCase{
		{Name: "bad city", Args: []string{"-input", "-"}, Stdin: `{"n":2,"flights":[[0,5,1]],"src":0,"dst":1,"k":1}`, Want: "cheapestflights: stdin: offset 21, flights[0][1]: cities are numbered 0 to n-1: city 5, n is 2"},
		{Name: "empty", Args: []string{"-input", "-"}, Stdin: "", Want: "cheapestflights: stdin: offset 0: empty"},
		{Name: "too big", Args: []string{"-input", "-", "-max-bytes", "5"}, Stdin: example1, Want: "cheapestflights: stdin: more than 5 bytes of input"},
		{Name: "unknown flag", Args: []string{"-bogus"}, Stdin: "", Want: "cheapestflights: flag provided but not defined: -bogus"},
		{Name: "argument", Args: []string{"x"}, Stdin: "", Want: `cheapestflights: unexpected argument "x"`},
		{Name: "other parameter", Args: []string{"-input", "-"}, Stdin: "grid = [[1]]", Want: `"grid" is not a parameter of this problem`},
	})
}

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "cheapestflights", run) }

// TestHostileInput runs the real command on /dev/zero and on endless
// input: each ends with exit status 2 and one stderr line.
func TestHostileInput(t *testing.T) { clitest.CheckHostileStdin(t, run, "-input", "-") }
