package main

import (
	"bytes"
	"fmt"
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

// TestRun checks LeetCode's two examples (answers 4 and 1), given as the
// JSON object and pasted as LeetCode prints them, a destination out of
// reach, and a count past 64 bits.
func TestRun(t *testing.T) {
	// 70 diamonds: 2^70 ways, 2^70 mod 10^9+7 = 270016253.
	var roads []string
	for i := range 70 {
		s := 3 * i
		roads = append(roads, sprint(s, s+1), sprint(s, s+2), sprint(s+1, s+3), sprint(s+2, s+3))
	}
	diamonds := `{"n":211,"roads":[` + strings.Join(roads, ",") + `]}`
	cases := []struct {
		name  string
		args  []string
		stdin string
		want  string
	}{
		{"default", nil, "", "ways: 4\nexactly: 4\nleast time: 7\n  0 → 6\n  0 → 4 → 6\n  0 → 1 → 3 → 5 → 6\n  0 → 1 → 2 → 5 → 6\n"},
		{"two routes", []string{"-routes", "2"}, "", "ways: 4\nexactly: 4\nleast time: 7\n  0 → 6\n  0 → 4 → 6\n  ...\n"},
		{"pasted", []string{"-input", "-"}, "Input: n = 2, roads = [[1,0,10]]\nOutput: 1\n", "ways: 1\nexactly: 1\nleast time: 10\n  0 → 1\n"},
		{"unreached", []string{"-input", "-"}, `{"n":3,"roads":[[0,1,1]]}`, "ways: 0\nintersection 2 cannot be reached from 0\n"},
		{"past 64 bits", []string{"-input", "-", "-routes", "0"}, diamonds, "ways: 270016253\nexactly: more than 2^64-1\nleast time: 140\n"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runWith(tc.args, tc.stdin)
			if code != 0 || out != tc.want || errOut != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 0, stdout %q, empty stderr", code, out, errOut, tc.want)
			}
		})
	}
}

// sprint is the road [u, v, 1].
func sprint(u, v int) string { return fmt.Sprintf("[%d,%d,1]", u, v) }

func TestRunErrors(t *testing.T) {
	clitest.CheckErrors(t, "waystoarrive", run, []clitest.ErrorCase{
		{Name: "bad intersection", Args: []string{"-input", "-"}, Stdin: `{"n":2,"roads":[[0,5,1]]}`, Want: "waystoarrive: stdin: offset 19, roads[0][1]: intersections are numbered 0 to n-1: intersection 5, n is 2"},
		{Name: "no time", Args: []string{"-input", "-"}, Stdin: `{"n":2,"roads":[[0,1,0]]}`, Want: "waystoarrive: stdin: offset 21, roads[0][2]: a road's time is an integer from 1 to 2^30: time 0"},
		{Name: "empty", Args: []string{"-input", "-"}, Stdin: "", Want: "waystoarrive: stdin: offset 0: empty"},
		{Name: "too big", Args: []string{"-input", "-", "-max-bytes", "5"}, Stdin: example1, Want: "waystoarrive: stdin: more than 5 bytes of input"},
		{Name: "too many states", Args: []string{"-max-states", "3"}, Stdin: "", Want: "more than 3 states (-max-states); raise -max-states to search further"},
		{Name: "negative routes", Args: []string{"-routes", "-1"}, Stdin: "", Want: "waystoarrive: -routes -1: want 0..1048576"},
		{Name: "unknown flag", Args: []string{"-bogus"}, Stdin: "", Want: "waystoarrive: flag provided but not defined: -bogus"},
		{Name: "argument", Args: []string{"x"}, Stdin: "", Want: `waystoarrive: unexpected argument "x"`},
		{Name: "other parameter", Args: []string{"-input", "-"}, Stdin: "grid = [[1]]", Want: `"grid" is not a parameter of this problem`},
	})
}

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "waystoarrive", run) }

// TestHostileInput runs the real command on /dev/zero and on endless
// input: each ends with exit status 2 and one stderr line.
func TestHostileInput(t *testing.T) { clitest.CheckHostileStdin(t, run, "-input", "-") }
