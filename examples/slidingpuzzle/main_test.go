package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
)

// TestMain turns the command's 4×4 table cache off (unless
// RIPPLE_PDB_CACHE is set), so that the tests never read a file an
// earlier run left under the user's cache directory, nor write one.
func TestMain(m *testing.M) {
	if _, set := os.LookupEnv("RIPPLE_PDB_CACHE"); !set {
		os.Setenv("RIPPLE_PDB_CACHE", "off")
	}
	clitest.Main(m, main)
}

// korf1 is Korf's (1985) first 15-puzzle instance, 57 moves from the goal,
// mapped onto this goal (problems/slidingpuzzle/testdata says how): far
// beyond any small state limit.
// hard3x4 is a solvable 3×4 board far from the goal: a 3×4 board is
// solved by bidirectional search, whose states -max-states bounds at once.
const hard3x4 = "[[0,10,11,9],[8,7,6,5],[4,3,2,1]]"

const korf1 = "[[13,6,8,12],[15,14,0,10],[11,7,4,5],[9,1,3,2]]"

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
		{"argument", "", []string{"[[1,2,3],[4,0,5]]"}, "1 move", 1},
		{"stdin", "[[1,2],[0,3]]\n", []string{"-"}, "1 move", 1},
		{"-solve", "", []string{"-solve", "[[1,2],[0,3]]"}, "1 move", 1},
		{"pasted stdin", "Input: board = [[1,2,3],[4,0,5]]\nOutput: 1\n", []string{"-"}, "1 move", 1},
		{"pasted argument", "", []string{"board = [[1,2],[0,3]]"}, "1 move", 1},
		{"within -max-states", "", []string{"-max-states", "200", "[[1,2,3],[4,0,5]]"}, "1 move", 1},
		{"solved", "", []string{"[[0]]"}, "0 moves", 0},
		{"hardest 8-puzzle", "", []string{"[[8,6,7],[2,5,4],[3,0,1]]"}, "31 moves", 31},
		{"unsolvable", "", []string{"[[1,2,3],[5,4,0]]"}, "-1: unsolvable", -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runCLI(tc.stdin, tc.args...)
			if want, got := 0, code; !reflect.DeepEqual(want, got) {
				t.Fatalf("%v: got %#v, want %#v", errs, got, want)
			}
			if len(errs) != 0 {
				t.Errorf("%q is not empty", errs)
			}
			if !strings.HasPrefix(out, tc.first) {
				t.Errorf("%v: want true", out)
			}
			if tc.moves >= 0 {
				if want, got := tc.moves+1, strings.Count(out, "move "); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
				if s, sub := out, fmt.Sprintf("move %d:\n", tc.moves); !strings.Contains(s, sub) {
					t.Errorf("%q does not contain %q", s, sub)
				}
			}
		})
	}
	_, out, _ := runCLI("")
	if !strings.HasSuffix(out, "move 5:\n1 2 3\n4 5 _\n") {
		t.Errorf("%v: want true", out)
	}
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
			if want, got := 0, code; !reflect.DeepEqual(want, got) {
				t.Fatalf("%v: got %#v, want %#v", errs, got, want)
			}
			if want, got := tc.want, out; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if len(errs) != 0 {
				t.Errorf("progress only with -progress: %q is not empty", errs)
			}
			code, out, errs = runCLI("", append(tc.args, "-progress")...)
			if want, got := 0, code; !reflect.DeepEqual(want, got) {
				t.Fatalf("%v: got %#v, want %#v", errs, got, want)
			}
			if want, got := tc.want, out; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if s, sub := errs, "depth   1:"; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			if s, sub := errs, "M states/s"; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			if !regexp.MustCompile(`total \d+ states in \d+ layers .* peak memory \d+ MiB`).MatchString(errs) {
				t.Errorf("stderr %q, want the totals line", errs)
			}
		})
	}
	t.Run("3x3 total", func(t *testing.T) {
		code, out, errs := runCLI("", "-enumerate", "3x3", "-progress", "-max-states", "181440")
		if want, got := 0, code; !reflect.DeepEqual(want, got) {
			t.Fatalf("%v: got %#v, want %#v", errs, got, want)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != 32 {
			t.Errorf("length %d, want %d: %v", len(lines), 32, lines)
		}
		if want, got := "31 2", lines[31]; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if s, sub := errs, "total 181440 states in 32 layers"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	})
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		want  string
	}{
		{"bad JSON", "", []string{"[[1,2"}, "the input ends inside the value"},
		{"duplicate", "", []string{"[[1,1],[2,0]]"}, "board[0][1]: every tile appears once: tile 1 is also at board[0][0]"},
		{"two arguments", "", []string{"[[0]]", "[[0]]"}, "want one board argument"},
		{"empty stdin", "", []string{"-"}, "empty: no input"},
		{"unknown flag", "", []string{"-frobnicate"}, "flag provided but not defined"},
		{"NUL on stdin", "\x00", []string{"-"}, "offset 0: byte 0x00 is not text"},
		{"too big", "[[1,2],[0,3]]", []string{"-max-bytes", "5", "-"}, "slidingpuzzle: stdin: more than 5 bytes of input (raise -max-bytes to read more)"},
		{"pasted other parameter", "grid = [[0]]", []string{"-"}, `"grid" is not a parameter of this problem (want board =)`},
		{"solve and enumerate", "", []string{"-solve", "-enumerate", "2x2"}, "-solve and -enumerate exclude each other"},
		{"bad depth", "", []string{"-enumerate", "2x2", "-depth", "-1"}, "-depth -1: want 0"},
		{"bad max-states", "", []string{"-max-states", "0"}, "-max-states 0: want at least 1"},
		{"solve over limit", "", []string{"-max-states", "1000", hard3x4}, "more than 1000 states (-max-states); raise -max-states to search further"},
		// A 4×4 board builds its pattern databases (seconds) before it
		// searches: TestHeavySolveOverLimit checks that case.
		{"enumerate over limit", "", []string{"-enumerate", "3x3", "-max-states", "1000"}, "more than 1000 states (-max-states)"},
		{"enumerate map over limit", "", []string{"-enumerate", "2x4", "-mode", "map", "-max-states", "100"}, "more than 100 states (-max-states)"},
		{"bad size", "", []string{"-enumerate", "3by4"}, `want RxC`},
		{"too many cells", "", []string{"-enumerate", "5x4"}, "at most 16 cells"},
		{"side beyond int", "", []string{"-enumerate", "99999999999999999999x3"}, `-enumerate "99999999999999999999x3": at most 16 cells allowed`},
		{"negative side beyond int", "", []string{"-enumerate", "3x-99999999999999999999"}, "both sides must be at least 1"},
		{"too big for dense", "", []string{"-enumerate", "4x4", "-mode", "dense"}, "dense index needs at most 12"},
		{"bad mode", "", []string{"-enumerate", "2x2", "-mode", "fast"}, `-mode "fast"`},
		{"bad workers", "", []string{"-enumerate", "2x2", "-workers", "0"}, "-workers 0: want 1..1024"},
		{"huge workers", "", []string{"-batch", "-workers", "9223372036854775807"}, "want 1..1024"},
		{"negative depth", "", []string{"-enumerate", "2x2", "-depth", "-1"}, "-depth -1: want 0..1000"},
		{"board with enumerate", "", []string{"-enumerate", "2x2", "[[0]]"}, "no board argument"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runCLI(tc.stdin, tc.args...)
			if want, got := 2, code; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if s, sub := errs, tc.want; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			if want, got := 1, strings.Count(errs, "\n"); !reflect.DeepEqual(want, got) {
				t.Errorf("one stderr line: %q: got %#v, want %#v", errs, got, want)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	code, out, errs := runCLI("", "-h")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if len(errs) != 0 {
		t.Errorf("%q is not empty", errs)
	}
	for _, want := range []string{"usage: slidingpuzzle", "-max-states", "-max-bytes", "Exit status: 0"} {
		if s, sub := out, want; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	}
}

// TestEndlessInput: a board that never ends stops at -max-bytes.
func TestEndlessInput(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"-max-bytes", "1000000", "-"}, clitest.Endless(' '), &out, &errb)
	if want, got := 2, code; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := "slidingpuzzle: stdin: more than 1000000 bytes of input (raise -max-bytes to read more): input too big\n", errb.String(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// TestHostileInput runs the real command on input and searches meant to
// exhaust it: each must end within seconds with exit status 2, one stderr
// line, and a peak RSS under 1 GiB. The limits are lowered to keep the
// test fast; the defaults are sized in run.go.
func TestHostileInput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		want  string
	}{
		{"dev zero", clitest.DevZero(t), []string{"-"}, "byte 0x00 is not text"},
		{"enumerate 4x4", "", []string{"-enumerate", "4x4", "-max-states", "300000"}, "more than 300000 states (-max-states)"},
		{"enumerate 2x8 map", "", []string{"-enumerate", "2x8", "-mode", "map", "-max-states", "300000"}, "more than 300000 states (-max-states)"},
		// 4×4 boards are solved by IDA*, whose memory is fixed; a 2×8
		// board is solved by bidirectional search, bounded by -max-states.
		{"solve 2x8", "", []string{"-max-states", "300000", "[[0,15,14,13,12,11,10,9],[8,7,6,5,4,3,2,1]]"}, "more than 300000 states (-max-states)"},
		// Once panicked in makechan; 10^7 once took 587 MiB.
		{"batch workers max int", "", []string{"-batch", "-workers", "9223372036854775807"}, "-workers 9223372036854775807: want 1..1024"},
		{"batch workers 10^7", "", []string{"-batch", "-workers", "10000000"}, "want 1..1024"},
		{"BOM", bomFile(t, "[[1,2,3],[4,0,5]]"), []string{"-"}, "offset 0: not the LeetCode literal: invalid JSON: found byte 0xef"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testsize.Short() && tc.name != "dev zero" && tc.name != "batch workers max int" {
				t.Skip("a process each: two in the short tier, the others in the default one")
			}
			clitest.CheckFailed(t, clitest.Run(t, tc.stdin, time.Minute, tc.args...), tc.want)
		})
	}
}

// TestHeavyBatchBadLineAfterWork is hostile input too, in the heavy tier:
// a second of work in a process of its own. The default tier names a bad
// line after a few boards in-process (TestBatch).
func TestHeavyBatchBadLineAfterWork(t *testing.T) {
	testsize.RequireHeavy(t)
	// More than a second of work (1.6 s on an idle 2-core machine)
	// before the bad line: once 49,473 progress lines, now one line.
	// The time bound is the test's, not the contract's "seconds".
	r := clitest.Run(t, batchThenBad(t), time.Minute, "-batch")
	if want, got := 2, r.Code; !reflect.DeepEqual(want, got) {
		t.Errorf("%v: got %#v, want %#v", r.Stderr, got, want)
	}
	if want, got := 1, strings.Count(r.Stderr, "\n"); !reflect.DeepEqual(want, got) {
		t.Errorf("one line on stderr: %q: got %#v, want %#v", r.Stderr, got, want)
	}
	if s, sub := r.Stderr, "slidingpuzzle: stdin: line 151: "; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if x, y := r.MaxRSS, int64(clitest.MaxRSS); !(x < y) {
		t.Errorf("%v is not < %v", x, y)
	}
	// 31 moves: one of the two 8-puzzle positions farthest from the goal
	// (Reinefeld, IJCAI 1993).
	if want, got := strings.Repeat("31\n", 150), r.Stdout; !reflect.DeepEqual(want, got) {
		t.Errorf("the lengths before the bad line: got %#v, want %#v", got, want)
	}
}

// batchThenBad writes 150 3×3 boards far from the goal, then a bad
// line: more than a second of work before the error, so that any progress
// printed without -v would show.
func batchThenBad(t *testing.T) string {
	path := t.TempDir() + "/boards"
	var b strings.Builder
	for range 150 {
		b.WriteString("[[8,6,7],[2,5,4],[3,0,1]]\n")
	}
	b.WriteString("[[1,1],[0,3]]\n")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return path
}

// bomFile writes text after a UTF-8 byte-order mark.
func bomFile(t *testing.T, text string) string {
	path := t.TempDir() + "/bom"
	if err := os.WriteFile(path, []byte("\xef\xbb\xbf"+text), 0o600); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return path
}

// TestWriteError: an answer that cannot be written is exit 2 with one line,
// never a silent exit 0.
func TestWriteError(t *testing.T) {
	full := clitest.DevFull(t)
	for _, args := range [][]string{{"[[1,2,3],[4,0,5]]"}, {"-enumerate", "2x3"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			if testsize.Short() && args[0] == "-enumerate" {
				t.Skip("a process: the default tier")
			}
			clitest.CheckWriteFailed(t, clitest.RunTo(t, "", full, time.Minute, args...))
		})
	}
}

func TestBatch(t *testing.T) {
	t.Run("one length per board", testBatchLengths)
	t.Run("workers keep the input order", testBatchWorkersKeepOrder)
	t.Run("a bad worker count", func(t *testing.T) {
		code, _, errs := runCLI("[[1,2],[0,3]]\n", "-batch", "-workers", "0")
		if want, got := 2, code; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if s, sub := errs, "-workers 0"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	})
	t.Run("a bad line is named", func(t *testing.T) {
		code, out, errs := runCLI("[[1,2],[0,3]]\n[[1,1],[0,3]]\n", "-batch", "-")
		if want, got := 2, code; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := "1\n", out; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if !strings.HasPrefix(errs, "slidingpuzzle: stdin: line 2: ") {
			t.Errorf("%v: want true", errs)
		}
	})
	t.Run("a board argument is refused", func(t *testing.T) {
		code, _, errs := runCLI("", "-batch", "[[1,2],[0,3]]")
		if want, got := 2, code; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if s, sub := errs, "-batch reads standard input"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	})
	t.Run("dev zero", func(t *testing.T) {
		code, _, errs := runCLI(strings.Repeat("\x00", 10000), "-batch")
		if want, got := 2, code; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if len(errs) == 0 {
			t.Errorf("nothing on stderr")
		}
	})
}

func testBatchLengths(t *testing.T) {
	in := "[[4,1,2],[5,0,3]]\n\n[[1,2,3],[5,4,0]]\n  [[1,2],[0,3]]  \n[[8,6,7],[2,5,4],[3,0,1]]\n"
	code, out, errs := runCLI(in, "-batch")
	if want, got := 0, code; !reflect.DeepEqual(want, got) {
		t.Fatalf("exit code: got %#v, want %#v; stderr %q", got, want, errs)
	}
	if want, got := "5\n-1\n1\n31\n", out; !reflect.DeepEqual(want, got) {
		t.Errorf("stdout: got %#v, want %#v", got, want)
	}
	if len(errs) != 0 {
		t.Errorf("nothing on stderr without -v: %q is not empty", errs)
	}
	_, _, errs = runCLI(in, "-batch", "-v")
	if s, sub := errs, "4 boards, 37 moves in all"; !strings.Contains(s, sub) {
		t.Errorf("stderr with -v: %q does not contain %q", s, sub)
	}
}

func testBatchWorkersKeepOrder(t *testing.T) {
	// 3×3 boards scrambled by random walks of growing length, solved
	// by one worker and by four: the same lines in the same order.
	p := slidingpuzzle.MustNew(3, 3)
	r := rand.New(rand.NewPCG(3, 3))
	var in strings.Builder
	s := p.Goal()
	for range 40 {
		for range 1 + r.IntN(6) {
			var next []slidingpuzzle.State
			p.Neighbors(s, func(x slidingpuzzle.State) bool { next = append(next, x); return true })
			s = next[r.IntN(len(next))]
		}
		fmt.Fprintln(&in, boardJSON(p.Board(s)))
	}
	in.WriteString("[[1,2,3],[4,5,6],[8,7,0]]\n") // unsolvable
	code1, out1, errs1 := runCLI(in.String(), "-batch", "-workers", "1")
	if want, got := 0, code1; !reflect.DeepEqual(want, got) {
		t.Fatalf("-workers 1: exit code: got %#v, want %#v; stderr %q", got, want, errs1)
	}
	code4, out4, errs4 := runCLI(in.String(), "-batch", "-workers", "4")
	if want, got := 0, code4; !reflect.DeepEqual(want, got) {
		t.Fatalf("-workers 4: exit code: got %#v, want %#v; stderr %q", got, want, errs4)
	}
	if want, got := out1, out4; !reflect.DeepEqual(want, got) {
		t.Errorf("stdout with -workers 4: got %#v, want %#v (as with -workers 1)", got, want)
	}
	if v := strings.Split(strings.TrimSpace(out4), "\n"); len(v) != 41 {
		t.Errorf("%d output lines, want %d: %v", len(v), 41, v)
	}
	if !strings.HasSuffix(out4, "\n-1\n") {
		t.Errorf("stdout %q does not end with the unsolvable board's -1", out4)
	}
}

// TestHeavySolveOverLimit: on a 4×4 board -max-states bounds the states the
// IDA* generates once the pattern databases are built (seconds of CPU,
// hence the heavy tier).
func TestHeavySolveOverLimit(t *testing.T) {
	testsize.RequireHeavy(t)
	code, _, errs := runCLI("", "-max-states", "1000", korf1)
	if want, got := 2, code; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := "slidingpuzzle: search: IDAStar: stopped at bound 51: more than 1000 states (-max-states); raise -max-states to search further\n", errs; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	// In a fresh process the tables are built first: their build's
	// progress lines (16 of them, once) stay off stderr without -v.
	r := clitest.Run(t, "", 5*time.Minute, "-table-cache", "off", "-max-states", "1000", korf1)
	if want, got := 2, r.Code; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := "slidingpuzzle: search: IDAStar: stopped at bound 51: more than 1000 states (-max-states); raise -max-states to search further\n", r.Stderr; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// boardJSON is a board as a LeetCode literal, e.g. [[1,2],[0,3]].
func boardJSON(b [][]int) string {
	out, err := json.Marshal(b)
	if err != nil {
		panic(err)
	}
	return string(out)
}
