package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runCLI(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestSolve(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		first string
		moves int
	}{
		{"default board", "", nil, "5 moves", 5},
		{"argument", "", []string{"[[1,2,3],[4,0,5]]"}, "1 moves", 1},
		{"stdin", "[[1,2],[0,3]]\n", []string{"-"}, "1 moves", 1},
		{"solved", "", []string{"[[0]]"}, "0 moves", 0},
		{"hardest 8-puzzle", "", []string{"[[8,6,7],[2,5,4],[3,0,1]]"}, "31 moves", 31},
		{"unsolvable", "", []string{"[[1,2,3],[5,4,0]]"}, "-1: unsolvable", -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runCLI(tc.stdin, tc.args...)
			require.Equal(t, 0, code, errs)
			assert.Empty(t, errs)
			assert.True(t, strings.HasPrefix(out, tc.first), out)
			if tc.moves >= 0 {
				assert.Equal(t, tc.moves+1, strings.Count(out, "move "))
				assert.Contains(t, out, fmt.Sprintf("move %d:\n", tc.moves))
			}
		})
	}
	_, out, _ := runCLI("")
	assert.True(t, strings.HasSuffix(out, "move 5:\n1 2 3\n4 5 _\n"), out)
}

func TestEnumerate(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"2x2", []string{"-enumerate", "2x2"}, "0 1\n1 2\n2 2\n3 2\n4 2\n5 2\n6 1\n"},
		{"2x2 one worker", []string{"-enumerate", "2X2", "-workers", "1"}, "0 1\n1 2\n2 2\n3 2\n4 2\n5 2\n6 1\n"},
		{"2x2 map", []string{"-enumerate", "2x2", "-mode", "map"}, "0 1\n1 2\n2 2\n3 2\n4 2\n5 2\n6 1\n"},
		{"1x3 packed", []string{"-enumerate", "1x3", "-mode", "packed"}, "0 1\n1 1\n2 1\n"},
		// The 15-puzzle's first layers (Korf & Schultze 2005; OEIS A089473).
		{"4x4 depth 5", []string{"-enumerate", "4x4", "-depth", "5"}, "0 1\n1 2\n2 4\n3 10\n4 24\n5 54\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runCLI("", tc.args...)
			require.Equal(t, 0, code, errs)
			assert.Equal(t, tc.want, out)
			assert.Contains(t, errs, "depth   1:")
			assert.Contains(t, errs, "M states/s")
			assert.Regexp(t, `total \d+ states in \d+ layers .* peak memory \d+ MiB`, errs)
		})
	}
	t.Run("3x3 total", func(t *testing.T) {
		code, out, errs := runCLI("", "-enumerate", "3x3")
		require.Equal(t, 0, code, errs)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		assert.Len(t, lines, 32)
		assert.Equal(t, "31 2", lines[31])
		assert.Contains(t, errs, "total 181440 states in 32 layers")
	})
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		want  string
	}{
		{"bad JSON", "", []string{"[[1,2"}, "not valid JSON"},
		{"duplicate", "", []string{"[[1,1],[2,0]]"}, "row 1, column 2: duplicate tile 1 (also at row 1, column 1)"},
		{"two arguments", "", []string{"[[0]]", "[[0]]"}, "want one board argument"},
		{"empty stdin", "", []string{"-"}, "not a JSON array"},
		{"unknown flag", "", []string{"-frobnicate"}, "flag provided but not defined"},
		{"bad size", "", []string{"-enumerate", "3by4"}, `want RxC`},
		{"too big", "", []string{"-enumerate", "5x4"}, "at most 16 cells"},
		{"too big for dense", "", []string{"-enumerate", "4x4", "-mode", "dense"}, "dense index needs at most 12"},
		{"bad mode", "", []string{"-enumerate", "2x2", "-mode", "fast"}, `-mode "fast"`},
		{"bad workers", "", []string{"-enumerate", "2x2", "-workers", "0"}, "want at least 1"},
		{"board with enumerate", "", []string{"-enumerate", "2x2", "[[0]]"}, "no board argument"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runCLI(tc.stdin, tc.args...)
			assert.Equal(t, 2, code)
			assert.Contains(t, errs, tc.want)
			assert.Equal(t, 1, strings.Count(errs, "\n"), "one stderr line: %q", errs)
		})
	}
}
