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
		{"bad city", []string{"-input", "-"}, `{"n":2,"flights":[[0,5,1]],"src":0,"dst":1,"k":1}`, "cheapestflights: stdin: offset 21, flights[0][1]: cities are numbered 0 to n-1: city 5, n is 2"},
		{"empty", []string{"-input", "-"}, "", "cheapestflights: stdin: offset 0: empty"},
		{"too big", []string{"-input", "-", "-max-bytes", "5"}, example1, "cheapestflights: stdin: more than 5 bytes of input"},
		{"unknown flag", []string{"-bogus"}, "", "cheapestflights: flag provided but not defined: -bogus"},
		{"argument", []string{"x"}, "", `cheapestflights: unexpected argument "x"`},
		{"other parameter", []string{"-input", "-"}, "grid = [[1]]", `"grid" is not a parameter of this problem`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runWith(tc.args, tc.stdin)
			assert.Equal(t, 2, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, tc.want)
			assert.True(t, strings.HasPrefix(errOut, "cheapestflights: "), errOut)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
		})
	}
}

func TestHelp(t *testing.T) {
	code, out, _ := runWith([]string{"-h"}, "")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "usage: cheapestflights")
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
