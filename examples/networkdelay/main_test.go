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
		{"bad node", []string{"-input", "-"}, `{"times":[[1,5,1]],"n":2,"k":1}`, "networkdelay: stdin: offset 13, times[0][1]: nodes are labelled 1 to n: node 5, n is 2"},
		{"empty", []string{"-input", "-"}, "", "networkdelay: stdin: offset 0: empty"},
		{"too big", []string{"-input", "-", "-max-bytes", "5"}, example1, "networkdelay: stdin: more than 5 bytes of input"},
		{"unknown flag", []string{"-bogus"}, "", "networkdelay: flag provided but not defined: -bogus"},
		{"argument", []string{"x"}, "", `networkdelay: unexpected argument "x"`},
		{"other parameter", []string{"-input", "-"}, "grid = [[1]]", `"grid" is not a parameter of this problem`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runWith(tc.args, tc.stdin)
			assert.Equal(t, 2, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, tc.want)
			assert.True(t, strings.HasPrefix(errOut, "networkdelay: "), errOut)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
		})
	}
}

func TestHelp(t *testing.T) {
	code, out, _ := runWith([]string{"-h"}, "")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "usage: networkdelay")
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
