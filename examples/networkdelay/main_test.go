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

// TestRun checks the three LeetCode examples (answers 2, 1, -1), given as
// the JSON object and pasted as LeetCode prints them.
func TestRun(t *testing.T) {
	cases := []struct {
		name, stdin, want string
	}{
		{"default", "", "time: 2\nlast node reached: 4, at 2, via 2 → 3 → 4\n"},
		{"pasted", "Input: times = [[1,2,1]], n = 2, k = 1\nOutput: 1\n", "time: 1\nlast node reached: 2, at 1, via 1 → 2\n"},
		{"unreached", `{"times":[[1,2,1]],"n":2,"k":2}`, "time: -1\n1 of 2 node(s) never receive the signal from 2: 1\n"},
		{"many unreached", `{"times":[],"n":9,"k":2}`, "time: -1\n8 of 9 node(s) never receive the signal from 2: 1, 3, 4, 5, 6, ...\n"},
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
	clitest.CheckErrors(t, "networkdelay", run, []clitest.ErrorCase{
		{Name: "bad node", Args: []string{"-input", "-"}, Stdin: `{"times":[[1,5,1]],"n":2,"k":1}`, Want: "networkdelay: stdin: offset 13, times[0][1]: nodes are labelled 1 to n: node 5, n is 2"},
		{Name: "empty", Args: []string{"-input", "-"}, Stdin: "", Want: "networkdelay: stdin: offset 0: empty"},
		{Name: "too big", Args: []string{"-input", "-", "-max-bytes", "5"}, Stdin: example1, Want: "networkdelay: stdin: more than 5 bytes of input"},
		{Name: "unknown flag", Args: []string{"-bogus"}, Stdin: "", Want: "networkdelay: flag provided but not defined: -bogus"},
		{Name: "argument", Args: []string{"x"}, Stdin: "", Want: `networkdelay: unexpected argument "x"`},
		{Name: "other parameter", Args: []string{"-input", "-"}, Stdin: "grid = [[1]]", Want: `"grid" is not a parameter of this problem`},
	})
}

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "networkdelay", run) }

// TestHostileInput runs the real command on /dev/zero and on endless
// input: each ends with exit status 2 and one stderr line.
func TestHostileInput(t *testing.T) { clitest.CheckHostileStdin(t, run, "-input", "-") }
