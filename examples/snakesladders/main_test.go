package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestDefaultExample(t *testing.T) {
	code, out, errOut := runCLI(t, "")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
	}
	if len(errOut) != 0 {
		t.Errorf("%q is not empty", errOut)
	}
	// LeetCode 909 example 1: answer 4, through 2→15, 17→13, 14→35, 36.
	for _, want := range []string{
		"Board 6×6 (36 squares): ladders: 2, snakes: 1",
		"Fewest rolls: 4\n",
		"  1. from 1 roll 1: land on 2, ladder to 15\n",
		"  2. from 15 roll 2: land on 17, snake to 13\n",
		"  3. from 13 roll 1: land on 14, ladder to 35\n",
		"  4. from 35 roll 1: land on 36\n",
		"  0: 1\n  1: 15 3 4 5 6 7\n",
		"    36*    35*     34     33     32     31\n",
		"     1*  2→15*      3      4      5      6\n",
	} {
		if s, sub := out, want; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	}
}

func TestBoardFromStdinAndFile(t *testing.T) {
	// The 3×3 walk-through of docs/graph.md: layers [1], [8 3 4 5 6 7],
	// answer 2.
	const board = "[[-1,9,-1],[-1,-1,-1],[-1,8,-1]]"
	code, out, errOut := runCLI(t, board, "-board", "-")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
	}
	if s, sub := out, "Fewest rolls: 2\n"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := out, "  1: 8 3 4 5 6 7\n"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}

	path := filepath.Join(t.TempDir(), "b.json")
	if err := os.WriteFile(path, []byte(board), 0o600); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	code, out2, errOut := runCLI(t, "", "-board", path)
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
	}
	if want, got := out, out2; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

func TestPastedLeetCodeInput(t *testing.T) {
	for _, tc := range []struct {
		name, in string
	}{
		{name: "board =", in: "board = [[-1,-1],[-1,3]]"},
		{name: "Input: board =", in: "Input: board = [[-1,-1],[-1,3]]\n"},
		{name: "spaces", in: "  board=\n[[-1,-1],[-1,3]]"},
		{name: "whole example", in: "Input: board = [[-1,-1],[-1,3]]\nOutput: 1\nExplanation: roll 1 and take the ladder to 3\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, tc.in, "-board", "-")
			if want, got := 0, code; !reflect.DeepEqual(want, got) {
				t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
			}
			if s, sub := out, "Fewest rolls: 1\n"; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
		})
	}
	// Offsets still count from the start of what was pasted.
	code, _, errOut := runCLI(t, "board = [[-1,-1],[-1,5]]", "-board", "-")
	if want, got := 2, code; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if s, sub := errOut, "offset 21, board[1][1]: a cell holds -1 or a square in 1..n²: square 2 holds 5"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
}

func TestUnreachable(t *testing.T) {
	// Squares 2..7 all snake back to 1.
	code, out, _ := runCLI(t, "[[1,-1,-1],[1,1,1],[-1,1,1]]", "-board", "-")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if s, sub := out, "Fewest rolls: -1 (square 9 cannot be reached)\n"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := out, "Route:"; strings.Contains(s, sub) {
		t.Errorf("%q contains %q", s, sub)
	}
	if s, sub := out, "  0: 1\n"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		want  string
	}{
		{name: "bad cell", stdin: "[[-1,-1],[-1,5]]", args: []string{"-board", "-"}, want: "snakesladders: stdin: offset 13, board[1][1]: a cell holds -1 or a square in 1..n²: square 2 holds 5"},
		{name: "syntax", stdin: "[[-1,-1],[-1,3]", args: []string{"-board", "-"}, want: "snakesladders: stdin: offset 15: not the LeetCode literal: input ends"},
		{name: "not square", stdin: "[[-1,-1],[-1]]", args: []string{"-board", "-"}, want: "board[1]: the board must be square: every row has n cells: row has 1 cells, row 0 has 2"},
		{name: "jump on last", stdin: "[[1,-1],[-1,-1]]", args: []string{"-board", "-"}, want: "square 4 holds 1"},
		{name: "empty stdin", stdin: "", args: []string{"-board", "-"}, want: "offset 0: empty: no input"},
		{name: "missing file", args: []string{"-board", filepath.Join(os.TempDir(), "no-such-board.json")}, want: "no such file"},
		{name: "unknown flag", args: []string{"-x"}, want: "flag provided but not defined: -x"},
		{name: "stray argument", args: []string{"extra"}, want: `unexpected argument "extra"`},
		{name: "flag without value", args: []string{"-board"}, want: "flag needs an argument"},
		{name: "NUL", stdin: "[[-1,\x00", args: []string{"-board", "-"}, want: "offset 5: byte 0x00 is not text"},
		{name: "too big", stdin: "[[-1,-1],[-1,3]]", args: []string{"-board", "-", "-max-bytes", "10"}, want: "snakesladders: stdin: more than 10 bytes of input (raise -max-bytes to read more)"},
		{name: "other parameter", stdin: "grid = [[-1]]", args: []string{"-board", "-"}, want: `"grid" is not a parameter of this problem (want board =)`},
		{name: "bad max-bytes", args: []string{"-max-bytes", "0"}, want: "-max-bytes 0: want at least 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, tc.stdin, tc.args...)
			if want, got := 2, code; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if len(out) != 0 {
				t.Errorf("%q is not empty", out)
			}
			if s, sub := errOut, tc.want; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			if !strings.HasPrefix(errOut, "snakesladders: ") {
				t.Errorf("%v: want true", errOut)
			}
			if want, got := 1, strings.Count(errOut, "\n"); !reflect.DeepEqual(want, got) {
				t.Errorf("one line: %q: got %#v, want %#v", errOut, got, want)
			}
			if !strings.HasSuffix(errOut, "\n") {
				t.Errorf("strings.HasSuffix(errOut, '\n') is false")
			}
		})
	}
}

func TestHelp(t *testing.T) {
	code, out, errOut := runCLI(t, "", "-h")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if s, sub := out, "usage: snakesladders"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := out, "-max-bytes"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := out, "Exit status: 0"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if len(errOut) != 0 {
		t.Errorf("%q is not empty", errOut)
	}
}

// TestEndlessInput: a board that never ends stops at -max-bytes.
func TestEndlessInput(t *testing.T) {
	for _, b := range []byte{' ', '['} {
		t.Run(string(b), func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run([]string{"-board", "-", "-max-bytes", "1000000"}, clitest.Endless(b), &out, &errb)
			if want, got := 2, code; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := 1, strings.Count(errb.String(), "\n"); !reflect.DeepEqual(want, got) {
				t.Errorf("%v: got %#v, want %#v", errb.String(), got, want)
			}
			if b == ' ' {
				if want, got := "snakesladders: stdin: more than 1000000 bytes of input (raise -max-bytes to read more): input too big\n", errb.String(); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
		})
	}
}

// TestHostileInput runs the real command on /dev/zero: it must end within
// seconds with exit status 2, one stderr line, and a peak RSS under 1 GiB.
func TestHostileInput(t *testing.T) {
	t.Run("dev zero", func(t *testing.T) {
		clitest.CheckFailed(t, clitest.Run(t, clitest.DevZero(t), time.Minute, "-board", "-"), "byte 0x00 is not text")
	})
	t.Run("dev zero as file", func(t *testing.T) {
		if testsize.Short() {
			t.Skip("a process: the default tier")
		}
		clitest.CheckFailed(t, clitest.Run(t, "", time.Minute, "-board", clitest.DevZero(t)), "/dev/zero: offset 0")
	})
}

func TestBigBoardCapsOutput(t *testing.T) {
	// 40×40 with no jumps: (1600-1)/6 rounded up = 267 rolls.
	var sb strings.Builder
	sb.WriteString("[")
	for r := range 40 {
		if r > 0 {
			sb.WriteString(",")
		}
		sb.WriteString("[" + strings.TrimSuffix(strings.Repeat("-1,", 40), ",") + "]")
	}
	sb.WriteString("]")
	code, out, errOut := runCLI(t, sb.String(), "-board", "-")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", errOut, got, want)
	}
	if s, sub := out, "Fewest rolls: 267\n"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := out, "  ... 167 more moves\n"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := out, "Board not drawn (n > 30).\n"; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if x, y := strings.Count(out, "\n"), 160; !(x < y) {
		t.Errorf("%v is not < %v", x, y)
	}
}

// writeBoard writes b as a LeetCode literal to a file of the test's.
func writeBoard(t *testing.T, b *snakesladders.Board) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "board.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	_, err = b.WriteTo(f)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if err := f.Close(); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return path
}

// jumpFree writes an n×n board without snakes or ladders.
func jumpFree(t *testing.T, n int) string {
	t.Helper()
	return writeBoard(t, gen.Snakes(n, 0, 1))
}

// TestChanceAttacks runs the real command on the reproductions that once
// broke its contract: each ends with exit 0 and a report, or with exit 2
// and exactly one stderr line, within seconds and under 1 GiB.
func TestChanceAttacks(t *testing.T) {
	t.Run("horizon below the minimum", func(t *testing.T) {
		// Once an index out of range: the Milton Bradley game takes 7 turns at least.
		r := clitest.Run(t, "", time.Minute, "-chance", "-horizon", "5")
		if want, got := 0, r.Code; !reflect.DeepEqual(want, got) {
			t.Fatalf("%v: got %#v, want %#v", r.Stderr, got, want)
		}
		if len(r.Stderr) != 0 {
			t.Errorf("%q is not empty", r.Stderr)
		}
		if s, sub := r.Stdout, "Minimum: 7 turns\nDistribution: not computed (the shortest game is longer than 5 turns"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	})
	t.Run("132x132 without jumps", func(t *testing.T) {
		if testsize.Short() {
			t.Skip("seconds of work in a process of its own: the default tier")
		}
		// The work cap once put the horizon below the 2904 turns of the
		// shortest game.
		r := clitest.Run(t, "", time.Minute, "-chance", "-board", jumpFree(t, 132))
		if want, got := 0, r.Code; !reflect.DeepEqual(want, got) {
			t.Fatalf("%v: got %#v, want %#v", r.Stderr, got, want)
		}
		if len(r.Stderr) != 0 {
			t.Errorf("%q is not empty", r.Stderr)
		}
		if s, sub := r.Stdout, "Minimum: 2904 turns\nDistribution: not computed"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
		if x, y := r.Wall, clitest.MaxWall; !(x < y) {
			t.Errorf("%v is not < %v", x, y)
		}
	})
	t.Run("timeout", func(t *testing.T) {
		if testsize.Short() {
			t.Skip("seconds of work in a process of its own: the default tier")
		}
		// The heavy tier waits a second (TestHeavyChanceTimeout).
		checkChanceTimeout(t, 250*time.Millisecond)
	})
	t.Run("elimination memory", func(t *testing.T) {
		if testsize.Short() {
			t.Skip("seconds of work in a process of its own: the default tier")
		}
		// Jumps on a quarter of the squares make the elimination fill in;
		// -max-entries bounds it.
		r := clitest.Run(t, "", time.Minute, "-chance", "-max-entries", "100000", "-board", writeBoard(t, gen.Snakes(300, 0.25, 1)))
		clitest.CheckFailed(t, r, "more than 100000 coefficients")
	})
	t.Run("grammar", func(t *testing.T) {
		code, out, errs := runCLI(t, "[[-1,-1],[-1,-1]]", "-chance", "-board", "-")
		if want, got := 0, code; !reflect.DeepEqual(want, got) {
			t.Fatalf("%v: got %#v, want %#v", errs, got, want)
		}
		if s, sub := out, "Minimum: 1 turn (probability 1/6"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	})
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"horizon 0", []string{"-chance", "-horizon", "0"}, "-horizon 0: want 1..10000000"},
		{"horizon huge", []string{"-chance", "-horizon", "9223372036854775807"}, "-horizon 9223372036854775807: want 1..10000000"},
		{"exact-max negative", []string{"-chance", "-exact-max", "-1"}, "-exact-max -1: want 0..1048576"},
		{"max-entries 0", []string{"-chance", "-max-entries", "0"}, "-max-entries 0: want 1..268435456"},
		{"timeout 0", []string{"-chance", "-timeout", "0s"}, "-timeout 0s: want more than 0"},
		{"BOM", []string{"-board", bomFile(t)}, "offset 0: not the LeetCode literal: found byte 0xef"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testsize.Short() && tc.name != "horizon huge" {
				t.Skip("a process each: one in the short tier, the others in the default one")
			}
			clitest.CheckFailed(t, clitest.Run(t, "", time.Minute, tc.args...), tc.want)
		})
	}
}

// TestHeavyChanceTimeout is the timeout attack of TestChanceAttacks with
// the timeout it was first seen with scaled down from 10 s to 1 s.
func TestHeavyChanceTimeout(t *testing.T) {
	testsize.RequireHeavy(t)
	checkChanceTimeout(t, time.Second)
}

// checkChanceTimeout runs -chance with -timeout d on a 44×44 board with
// many jumps, whose exact solve once overran -timeout 10s by half: it must
// fail with the context's error within d and two seconds.
func checkChanceTimeout(t *testing.T, d time.Duration) {
	t.Helper()
	began := time.Now()
	r := clitest.Run(t, "", time.Minute, "-chance", "-timeout", d.String(), "-board", writeBoard(t, gen.Snakes(44, 0.3, 1)))
	clitest.CheckFailed(t, r, "context deadline exceeded (see -timeout")
	if x, y := time.Since(began), d+2*time.Second; !(x < y) {
		t.Errorf("-timeout %v honoured: %v is not < %v", d, x, y)
	}
}

// TestHeavyChanceMemory: a 1000×1000 board with a jump on every fourth
// square once peaked at 4.7 GiB under the default limits; the default
// -max-entries stops it under 1 GiB.
func TestHeavyChanceMemory(t *testing.T) {
	testsize.RequireHeavy(t)
	r := clitest.Run(t, "", 5*time.Minute, "-chance", "-board", writeBoard(t, gen.Snakes(1000, 0.25, 1)))
	if want, got := 2, r.Code; !reflect.DeepEqual(want, got) {
		t.Errorf("%v: got %#v, want %#v", r.Stderr, got, want)
	}
	if want, got := 1, strings.Count(r.Stderr, "\n"); !reflect.DeepEqual(want, got) {
		t.Errorf("%v: got %#v, want %#v", r.Stderr, got, want)
	}
	if x, y := r.MaxRSS, int64(clitest.MaxRSS); !(x < y) {
		t.Errorf("%v is not < %v", x, y)
	}
	t.Logf("exit %d in %v, peak RSS %d MiB: %s", r.Code, r.Wall, r.MaxRSS>>20, r.Stderr)
}

func bomFile(t *testing.T) string {
	path := filepath.Join(t.TempDir(), "bom.json")
	if err := os.WriteFile(path, []byte("\xef\xbb\xbf[[-1,-1],[-1,-1]]"), 0o600); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return path
}

// TestQuietUnlessAsked: a big board's informational lines appear only
// with -v, and a failed write is exit 2 with one line.
func TestQuietUnlessAsked(t *testing.T) {
	t.Run("65,536 squares", func(t *testing.T) {
		if testsize.Short() {
			t.Skip("two chains of 65,536 squares in processes of their own: the default tier")
		}
		path := jumpFree(t, 256) // 65,536 squares: the chain's size is announced
		r := clitest.Run(t, "", time.Minute, "-chance", "-exact-max", "0", "-horizon", "10", "-board", path)
		if want, got := 0, r.Code; !reflect.DeepEqual(want, got) {
			t.Fatalf("%v: got %#v, want %#v", r.Stderr, got, want)
		}
		if len(r.Stderr) != 0 {
			t.Errorf("%q is not empty", r.Stderr)
		}
		r = clitest.Run(t, "", time.Minute, "-v", "-chance", "-exact-max", "0", "-horizon", "10", "-board", path)
		if want, got := 0, r.Code; !reflect.DeepEqual(want, got) {
			t.Fatalf("%v: got %#v, want %#v", r.Stderr, got, want)
		}
		if s, sub := r.Stderr, "65536 squares, building the chain"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	})
	full := clitest.DevFull(t)
	for _, args := range testsize.Pick([][]string{nil, {"-chance"}}, [][]string{{"-chance"}}) {
		clitest.CheckWriteFailed(t, clitest.RunTo(t, "", full, time.Minute, args...))
	}
}
