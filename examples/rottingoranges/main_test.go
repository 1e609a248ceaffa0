package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

// example1Frames is LeetCode example 1 minute by minute, worked out by hand
// from the rules (each minute every fresh orange next to a rotten one rots).
const example1Frames = `minutes: 4

minute 0: 1 rotten
xoo
oo.
.oo

minute 1: 2 rot
xxo
xo.
.oo

minute 2: 2 rot
xxx
xx.
.oo

minute 3: 1 rot
xxx
xx.
.xo

minute 4: 1 rot
xxx
xx.
.xx
`

type outcome struct {
	status         int
	stdout, stderr string
	sleeps         int
}

func runWith(t *testing.T, args []string, stdin string, terminal bool) outcome {
	t.Helper()
	var out, errOut bytes.Buffer
	sleeps := 0
	status := run(args, env{
		stdin:    strings.NewReader(stdin),
		stdout:   &out,
		stderr:   &errOut,
		terminal: terminal,
		sleep:    func(time.Duration) { sleeps++ },
	})
	return outcome{status, out.String(), errOut.String(), sleeps}
}

func TestRun(t *testing.T) {
	file := filepath.Join(t.TempDir(), "grid.txt")
	if err := os.WriteFile(file, []byte("[[2,1,1],[0,1,1],[1,0,1]]\n"), 0o644); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	cases := []struct {
		name     string
		args     []string
		stdin    string
		terminal bool
		want     string
	}{
		{"default is example 1", nil, "", false, example1Frames},
		{"stdin literal", []string{"-grid", "-"}, "[[2,1,1],[1,1,0],[0,1,1]]", false, example1Frames},
		{"stdin picture", []string{"-grid", "-"}, "xoo\noo.\n.oo\n", false, example1Frames},
		{"pasted example", []string{"-grid", "-"}, "Input: grid = [[2,1,1],[1,1,0],[0,1,1]]\nOutput: 4\n", false, example1Frames},
		{"animate without a terminal prints plain frames", []string{"-animate"}, "", false, example1Frames},
		{"quiet", []string{"-quiet"}, "", true, "minutes: 4\n"},
		{"file, unreachable (example 2)", []string{"-grid", file, "-quiet"}, "", false,
			"minutes: -1 (1 fresh orange(s) never rot, at row,col (2,0))\n"},
		{"example 3", []string{"-grid", "-"}, "[[0,2]]", false, "minutes: 0\n\nminute 0: 1 rotten\n.x\n"},
		{"no rotten, no fresh", []string{"-grid", "-"}, "..\n", false, "minutes: 0\n\nminute 0: no rotten orange\n..\n"},
		{"no rotten", []string{"-grid", "-"}, "o.o\n", false,
			"minutes: -1 (2 fresh orange(s) never rot, at row,col (0,0) (0,2))\n\nminute 0: no rotten orange\no.o\n"},
		{"many never rot", []string{"-grid", "-", "-quiet"}, "ooooooo\n", false,
			"minutes: -1 (7 fresh orange(s) never rot, at row,col (0,0) (0,1) (0,2) (0,3) (0,4) ...)\n"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := runWith(t, tc.args, tc.stdin, tc.terminal)
			if want, got := (outcome{0, tc.want, "", 0}), got; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestRunAnimate(t *testing.T) {
	got := runWith(t, []string{"-animate", "-delay", "1ms"}, "", true)
	if want, got := 0, got.status; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if len(got.stderr) != 0 {
		t.Errorf("%q is not empty", got.stderr)
	}
	if want, got := 4, got.sleeps; !reflect.DeepEqual(want, got) {
		t.Errorf("a pause before each of minutes 1..4: got %#v, want %#v", got, want)
	}
	// Each later frame starts by moving up over the caption and 3 rows.
	if want, got := 4, strings.Count(got.stdout, "\x1b[4F"); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	// Stripping the escapes leaves the plain frames without blank lines.
	plain := strings.ReplaceAll(strings.ReplaceAll(got.stdout, "\x1b[K", ""), "\x1b[4F", "")
	want := strings.ReplaceAll(example1Frames, "\n\n", "\n")
	if want, got := want, plain; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

func TestRunHelp(t *testing.T) {
	got := runWith(t, []string{"-h"}, "", false)
	if want, got := 0, got.status; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if s, sub := got.stdout, "usage: rottingoranges"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	for _, want := range []string{"-animate", "-frames", "-max-bytes", "Exit status: 0"} {
		if s, sub := got.stdout, want; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	}
	if len(got.stderr) != 0 {
		t.Errorf("%q is not empty", got.stderr)
	}
}

// bigGrid is a rows×cols picture of fresh oranges with a rotten one in the
// middle.
func bigGrid(rows, cols int) string {
	var sb strings.Builder
	for r := range rows {
		row := []byte(strings.Repeat("o", cols))
		if r == rows/2 {
			row[cols/2] = 'x'
		}
		sb.Write(row)
		sb.WriteByte('\n')
	}
	return sb.String()
}

// TestFrameCap: frames only up to 100×100 cells unless -frames.
func TestFrameCap(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
		args       []string
		frames     int
	}{
		{"100x100 gets frames", 100, 100, nil, 101},
		{"101x100 gets the summary", 101, 100, nil, 0},
		{"-frames asks for them", 101, 100, []string{"-frames"}, 101},
		{"-quiet wins", 100, 100, []string{"-quiet"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := runWith(t, append([]string{"-grid", "-"}, tc.args...), bigGrid(tc.rows, tc.cols), false)
			if expected, actual := 0, got.status; !reflect.DeepEqual(expected, actual) {
				t.Fatalf("%v: got %#v, want %#v", got.stderr, actual, expected)
			}
			if want, got := tc.frames, strings.Count(got.stdout, "\nminute "); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			first, _, _ := strings.Cut(got.stdout, "\n")
			if !regexp.MustCompile(`^minutes: \d+$`).MatchString(first) {
				t.Errorf("first line %q, want minutes: N", first)
			}
			if tc.frames == 0 && tc.args == nil {
				if s, sub := got.stdout, "frames are printed for at most 10000 cells; -frames prints all"; !strings.Contains(s, sub) {
					t.Errorf("%q does not contain %q", s, sub)
				}
				if want, got := 2, strings.Count(got.stdout, "\n"); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
		})
	}
}

// TestEndlessInput: a grid that never ends stops at -max-bytes.
func TestEndlessInput(t *testing.T) {
	for _, b := range []byte{' ', 'o', '['} {
		t.Run(string(b), func(t *testing.T) {
			var out, errb bytes.Buffer
			status := run([]string{"-grid", "-", "-max-bytes", "1000000"}, env{stdin: clitest.Endless(b), stdout: &out, stderr: &errb})
			if want, got := 2, status; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := 1, strings.Count(errb.String(), "\n"); !reflect.DeepEqual(want, got) {
				t.Errorf("%v: got %#v, want %#v", errb.String(), got, want)
			}
		})
	}
}

// TestHostileInput runs the real command on /dev/zero and on a grid whose
// frames would fill gigabytes: each must end within seconds, the first
// with exit status 2 and one stderr line, and both with a peak RSS under
// 1 GiB.
func TestHostileInput(t *testing.T) {
	t.Run("dev zero", func(t *testing.T) {
		clitest.CheckFailed(t, clitest.Run(t, clitest.DevZero(t), time.Minute, "-grid", "-"), "byte 0x00 is not text")
	})
	t.Run("write error", func(t *testing.T) {
		clitest.CheckWriteFailed(t, clitest.RunTo(t, "", clitest.DevFull(t), time.Minute))
	})
	t.Run("long snake", func(t *testing.T) {
		// 1×200,000: 199,999 minutes; every frame would be 40 GB in all.
		path := filepath.Join(t.TempDir(), "row.txt")
		if err := os.WriteFile(path, []byte("x"+strings.Repeat("o", 199_999)+"\n"), 0o600); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		r := clitest.Run(t, "", time.Minute, "-grid", path)
		if want, got := 0, r.Code; !reflect.DeepEqual(want, got) {
			t.Errorf("%v: got %#v, want %#v", r.Stderr, got, want)
		}
		if want, got := "minutes: 199999\n(1×200000 grid: frames are printed for at most 10000 cells; -frames prints all 200000)\n", r.Stdout; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if x, y := r.Wall, clitest.MaxWall; !(x < y) {
			t.Errorf("%v is not < %v", x, y)
		}
		if x, y := r.MaxRSS, int64(clitest.MaxRSS); !(x < y) {
			t.Errorf("%v is not < %v", x, y)
		}
	})
}

func TestRunErrors(t *testing.T) {
	cases := []struct {
		name  string
		args  []string
		stdin string
		want  string
	}{
		{"bad cell", []string{"-grid", "-"}, "[[2,1],[1,3]]", "rottingoranges: stdin: offset 10, grid[1][1]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is 3"},
		{"ragged picture", []string{"-grid", "-"}, "xo\no\n", "rottingoranges: stdin: offset 3, grid[1]: rows must all have the length of row 0: row has 1 cells, row 0 has 2"},
		{"empty", []string{"-grid", "-"}, "", "rottingoranges: stdin: offset 0: empty: no input"},
		{"missing file", []string{"-grid", filepath.Join(t.TempDir(), "none")}, "", "rottingoranges: open "},
		{"unknown flag", []string{"-bogus"}, "", "rottingoranges: flag provided but not defined: -bogus"},
		{"too big", []string{"-grid", "-", "-max-bytes", "5"}, "[[2,1,1]]", "rottingoranges: stdin: more than 5 bytes of input (raise -max-bytes to read more)"},
		{"NUL", []string{"-grid", "-"}, "xo\x00", "offset 2: byte 0x00 is not text"},
		{"other parameter", []string{"-grid", "-"}, "board = [[1]]", `offset 0: "board" is not a parameter of this problem (want grid =)`},
		{"extra argument", []string{"grid.txt"}, "", `rottingoranges: unexpected argument "grid.txt"`},
		{"BOM", []string{"-grid", "-"}, "\xef\xbb\xbf[[2,1]]", "rottingoranges: stdin: offset 0, grid[0][0]: not the LeetCode literal: found byte 0xef"},
		{"negative delay", []string{"-delay", "-1s"}, "", "rottingoranges: -delay -1s: want 0..10s"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := runWith(t, tc.args, tc.stdin, false)
			if want, got := 2, got.status; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if len(got.stdout) != 0 {
				t.Errorf("%q is not empty", got.stdout)
			}
			// The parser's own messages start the line; what internal/cli
			// reports through the parser's reader comes inside it.
			if !(strings.HasPrefix(got.stderr, tc.want) || strings.HasPrefix(got.stderr, "rottingoranges: ") && strings.Contains(got.stderr, tc.want)) {
				t.Errorf("stderr %q", got.stderr)
			}
			if expected, actual := 1, strings.Count(got.stderr, "\n"); !reflect.DeepEqual(expected, actual) {
				t.Errorf("one line on stderr: %q: got %#v, want %#v", got.stderr, actual, expected)
			}
		})
	}
}
