package main

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func runCLI(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errb strings.Builder
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestRun(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "words.txt")
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(good, []byte("hot\ndot\ndog\nlot\nlog\ncog\nhit\n"), 0o644); err != nil {
		t.Errorf("unexpected error: %v", err)
	}
	if err := os.WriteFile(bad, []byte("hot\ndot\ncats\n"), 0o644); err != nil {
		t.Errorf("unexpected error: %v", err)
	}
	for _, tc := range runCases(dir, good, bad) {
		t.Run(tc.name, func(t *testing.T) { checkRun(t, tc) })
	}
}

// runCase is one command line of TestRun and what it must print.
type runCase struct {
	name   string
	args   []string
	stdin  string
	code   int
	stdout string // exact, if code != 2
	stderr string // substring of the one stderr line, if code == 2
}

// runCases are the command lines TestRun checks; good and bad are word
// lists in dir, the one valid, the other of mixed lengths.
func runCases(dir, good, bad string) []runCase {
	paste := `beginWord = "hit", endWord = "cog", wordList = ["hot","dot","dog","lot","log","cog"]`
	json := `{"beginWord": "hit", "endWord": "cog", "wordList": ["hot","dot","dog","lot","log","cog"]}`
	return []runCase{
		{"sgb chaos order", []string{"chaos", "order"}, "", 0,
			"chaos choos shoos shoes shoed shred sired aired airer aider adder odder order\n12 moves\n", ""},
		{"sgb all nodes graph", []string{"-all", "nodes", "graph"}, "", 0,
			"nodes lodes lores lords loads goads grads grade grape graph\nnodes modes moles molds golds goads grads grade grape graph\n2 shortest ladders of 9 moves\n", ""},
		{"sgb no ladder", []string{"pound", "marks"}, "", 1, "no ladder from pound to marks in the SGB list\n", ""},
		{"sgb no ladder all", []string{"-all", "pound", "marks"}, "", 1, "no ladder from pound to marks in the SGB list\n", ""},
		{"same word", []string{"words", "words"}, "", 0, "words\n0 moves\n", ""},
		{"one move", []string{"-dict", good, "hot", "dot"}, "", 0, "hot dot\n1 move\n", ""},
		{"dict file all", []string{"-dict", good, "-all", "hit", "cog"}, "", 0,
			"hit hot dot dog cog\nhit hot lot log cog\n2 shortest ladders of 4 moves\n", ""},
		{"missing word", []string{"xyzzy", "order"}, "", 2, "", `wordladder: "xyzzy" is not in the dictionary (the SGB list: 5757 words of 5 letters)`},
		{"wrong length", []string{"chaos", "orders"}, "", 2, "", `"orders" is not in the dictionary`},
		{"uppercase", []string{"CHAOS", "order"}, "", 2, "", `"CHAOS" is not in the dictionary`},
		{"one argument", []string{"chaos"}, "", 2, "", "want two words, FROM and TO, got 1 arguments"},
		{"unknown flag", []string{"-x", "a", "b"}, "", 2, "", "flag provided but not defined: -x"},
		{"bad dict", []string{"-dict", bad, "hot", "dot"}, "", 2, "",
			`bad.txt: offset 8: all words have the length of the first: "cats" has 4 letters, the first word "hot" has 3`},
		{"absent dict", []string{"-dict", filepath.Join(dir, "nope"), "hot", "dot"}, "", 2, "", "no such file"},
		{"json 127", []string{"-json"}, json, 0, "5\n", ""},
		{"json 126", []string{"-json", "-all"}, json, 0, `[["hit","hot","dot","dog","cog"],["hit","hot","lot","log","cog"]]` + "\n", ""},
		{"pasted 127", []string{"-json"}, paste, 0, "5\n", ""},
		{"pasted Input: line", []string{"-json", "-all"}, "  Input: " + paste + "\n", 0, `[["hit","hot","dot","dog","cog"],["hit","hot","lot","log","cog"]]` + "\n", ""},
		{"pasted 126 none", []string{"-json", "-all"}, strings.Replace(paste, `,"cog"]`, `]`, 1), 0, "[]\n", ""},
		{"json bad", []string{"-json"}, `{"beginWord": "hit"`, 2, "", "wordladder: stdin: offset 19: not the LeetCode literal: the input ends"},
		{"json missing field", []string{"-json"}, `{"beginWord": "hit", "endWord": "cog"}`, 2, "", "missing field wordList"},
		{"json unknown field", []string{"-json"}, `{"begin": "hit"}`, 2, "", "unknown field"},
		{"json with args", []string{"-json", "a"}, json, 2, "", "takes no arguments"},
		{"json NUL", []string{"-json"}, "\x00\x00", 2, "", "wordladder: stdin: offset 0: byte 0x00 is not text"},
		{"json trailing junk", []string{"-json"}, `{"beginWord": "hit", "endWord": "cog", "wordList": ["cog"]} x`, 2, "", "offset 60: not the LeetCode literal: invalid JSON: invalid character 'x'"},
		{"json duplicate key", []string{"-json"}, `{"beginWord": "hit", "beginWord": "hat", "endWord": "cog", "wordList": []}`, 2, "", `field "beginWord" appears twice`},
		{"json null word", []string{"-json"}, `{"beginWord": null, "endWord": "cog", "wordList": []}`, 2, "", "beginWord: not the LeetCode literal: null, want a string"},
		{"json null in list", []string{"-json"}, `{"beginWord": "hit", "endWord": "cog", "wordList": ["cog", null]}`, 2, "", "wordList[1]: not the LeetCode literal: null, want a string"},
		{"json BOM", []string{"-json"}, "\xef\xbb\xbf{}", 2, "", "found byte 0xef"},
		{"json other parameter", []string{"-json"}, `beginWord = "hit", board = []`, 2, "", `"board" is not a parameter of this problem`},
		{"json too big", []string{"-json", "-max-bytes", "20"}, json, 2, "", "wordladder: stdin: more than 20 bytes of input (raise -max-bytes to read more)"},
		{"dict too big", []string{"-dict", good, "-max-bytes", "10", "hot", "dot"}, "", 2, "", "words.txt: more than 10 bytes of input"},
		{"bad max-ladders", []string{"-all", "-max-ladders", "0", "hot", "dot"}, "", 2, "", "-max-ladders 0: want 1..1000000000"},
		{"bad max-bytes", []string{"-max-bytes", "-5", "hot", "dot"}, "", 2, "", "-max-bytes -5: want at least 1"},
		{"json pasted whole example", []string{"-json"}, "Input: " + paste + "\nOutput: 5\nExplanation: One shortest transformation sequence is ...", 0, "5\n", ""},
	}
}

// checkRun runs tc: an error is exit 2 with one line on stderr and nothing
// on stdout; any other exit prints exactly tc.stdout and nothing on stderr.
func checkRun(t *testing.T, tc runCase) {
	var stdout, stderr strings.Builder
	code := run(tc.args, strings.NewReader(tc.stdin), &stdout, &stderr)
	if want, got := tc.code, code; !reflect.DeepEqual(want, got) {
		t.Errorf("exit code: got %#v, want %#v", got, want)
	}
	if tc.code == 2 {
		if len(stdout.String()) != 0 {
			t.Errorf("stdout: %q is not empty", stdout.String())
		}
		if s, sub := stderr.String(), tc.stderr; !strings.Contains(s, sub) {
			t.Errorf("stderr: %q does not contain %q", s, sub)
		}
		if want, got := 1, strings.Count(stderr.String(), "\n"); !reflect.DeepEqual(want, got) {
			t.Errorf("one line on stderr: %q: got %#v, want %#v", stderr.String(), got, want)
		}
		if !(strings.HasPrefix(stderr.String(), "wordladder: ") || strings.HasPrefix(stderr.String(), "usage: ")) {
			t.Errorf("stderr %q starts with neither %q nor %q", stderr.String(), "wordladder: ", "usage: ")
		}
		return
	}
	if want, got := tc.stdout, stdout.String(); !reflect.DeepEqual(want, got) {
		t.Errorf("stdout: got %#v, want %#v", got, want)
	}
	if len(stderr.String()) != 0 {
		t.Errorf("stderr: %q is not empty", stderr.String())
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
	for _, want := range []string{"usage: wordladder", "-max-ladders", "-max-bytes", "Exit status: 0"} {
		if s, sub := out, want; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	}
}

// hypercubeWords is all 2^width words over {a, b}, one per line: between
// a…a and b…b there are width! shortest ladders.
func hypercubeWords(width int) []string {
	var words []string
	for m := range 1 << width {
		b := make([]byte, width)
		for i := range b {
			b[i] = 'a' + byte(m>>i&1)
		}
		words = append(words, string(b))
	}
	return words
}

// TestMaxLadders: -all stops after -max-ladders ladders, printed, with one
// stderr line and exit 2; at exactly the count it succeeds.
func TestMaxLadders(t *testing.T) {
	dict := filepath.Join(t.TempDir(), "cube4.txt")
	if err := os.WriteFile(dict, []byte(strings.Join(hypercubeWords(4), "\n")), 0o600); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	problem := fmt.Sprintf(`{"beginWord":"aaaa","endWord":"bbbb","wordList":["%s"]}`, strings.Join(hypercubeWords(4), `","`))
	for _, tc := range []struct {
		name    string
		stdin   string
		args    []string
		code    int
		ladders int
	}{
		{"under", "", []string{"-dict", dict, "-all", "-max-ladders", "23", "aaaa", "bbbb"}, 2, 23},
		{"exactly", "", []string{"-dict", dict, "-all", "-max-ladders", "24", "aaaa", "bbbb"}, 0, 24},
		{"json under", problem, []string{"-json", "-all", "-max-ladders", "5"}, 2, 5},
		{"json exactly", problem, []string{"-json", "-all", "-max-ladders", "24"}, 0, 24},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runCLI(tc.stdin, tc.args...)
			if want, got := tc.code, code; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.ladders, strings.Count(out, "aaaa"); !reflect.DeepEqual(want, got) {
				t.Errorf("%v: got %#v, want %#v", out, got, want)
			}
			if tc.code == 2 {
				if want, got := fmt.Sprintf("wordladder: more than %d shortest ladders of 4 moves; printed the first %d (raise -max-ladders to print more)\n", tc.ladders, tc.ladders), errs; !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
				return
			}
			if len(errs) != 0 {
				t.Errorf("%q is not empty", errs)
			}
		})
	}
}

// TestEndlessInput: input that never ends stops at -max-bytes.
func TestEndlessInput(t *testing.T) {
	for _, b := range []byte{' ', '\n'} {
		t.Run(fmt.Sprintf("%q", b), func(t *testing.T) {
			var out, errb strings.Builder
			code := run([]string{"-json", "-max-bytes", "1000000"}, clitest.Endless(b), &out, &errb)
			if want, got := 2, code; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := "wordladder: stdin: more than 1000000 bytes of input (raise -max-bytes to read more): input too big\n", errb.String(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

// defaultTier skips a child process in the short tier, which keeps two of
// them per command.
func defaultTier(t *testing.T) {
	t.Helper()
	if testsize.Short() {
		t.Skip("a process each: two in the short tier, the others in the default one")
	}
}

// TestHostileInput runs the real command on input meant to exhaust it: each
// run must end within seconds with exit status 2, one stderr line, and a
// peak RSS under 1 GiB.
func TestHostileInput(t *testing.T) {
	dir := t.TempDir()
	cube := hypercubeWords(11) // 2,048 words, 11! = 39,916,800 shortest ladders
	dict := filepath.Join(dir, "cube11.txt")
	if err := os.WriteFile(dict, []byte(strings.Join(cube, "\n")+"\n"), 0o600); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	problem := filepath.Join(dir, "cube11.json")
	if err := os.WriteFile(problem, []byte(fmt.Sprintf(`beginWord = "aaaaaaaaaaa", endWord = "bbbbbbbbbbb", wordList = ["%s"]`, strings.Join(cube, `", "`))), 0o600); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	t.Run("dev zero", func(t *testing.T) {
		r := clitest.Run(t, clitest.DevZero(t), time.Minute, "-json")
		clitest.CheckFailed(t, r, "byte 0x00 is not text")
	})
	t.Run("dev zero as dictionary", func(t *testing.T) {
		defaultTier(t)
		r := clitest.Run(t, "", time.Minute, "-dict", clitest.DevZero(t), "aaa", "bbb")
		clitest.CheckFailed(t, r, "/dev/zero: ")
	})
	t.Run("ab11 all", func(t *testing.T) {
		r := clitest.Run(t, "", time.Minute, "-dict", dict, "-all", "aaaaaaaaaaa", "bbbbbbbbbbb")
		clitest.CheckFailed(t, r, "more than 10000 shortest ladders of 11 moves")
		if want, got := 10000, strings.Count(r.Stdout, "\n"); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("ab11 json all", func(t *testing.T) {
		defaultTier(t)
		r := clitest.Run(t, problem, time.Minute, "-json", "-all")
		clitest.CheckFailed(t, r, "more than 10000 shortest ladders of 11 moves")
		if want, got := 10000, strings.Count(r.Stdout, `["aaaaaaaaaaa"`); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("one word of 100,000 letters", func(t *testing.T) {
		defaultTier(t)
		// Building the index was once quadratic in the word's length:
		// this did not finish in 120 s.
		w := strings.Repeat("a", 100_000)
		end := w[:len(w)-1] + "b"
		path := filepath.Join(dir, "long.json")
		if err := (os.WriteFile(path, []byte(fmt.Sprintf(`{"beginWord":%q,"endWord":%q,"wordList":[%q,%q]}`, w, end, end, w[:len(w)-2]+"bb")), 0o600)); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		r := clitest.Run(t, path, time.Minute, "-json")
		if want, got := 0, r.Code; !reflect.DeepEqual(want, got) {
			t.Errorf("%v: got %#v, want %#v", r.Stderr, got, want)
		}
		if want, got := "2\n", r.Stdout; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if x, y := r.Wall, clitest.MaxWall; !(x < y) {
			t.Errorf("%v is not < %v", x, y)
		}
	})
	t.Run("write error", func(t *testing.T) {
		defaultTier(t)
		clitest.CheckWriteFailed(t, clitest.RunTo(t, "", clitest.DevFull(t), time.Minute, "chaos", "order"))
	})
	t.Run("ab11 json length", func(t *testing.T) {
		defaultTier(t)
		r := clitest.Run(t, problem, time.Minute, "-json")
		if want, got := 0, r.Code; !reflect.DeepEqual(want, got) {
			t.Errorf("%v: got %#v, want %#v", r.Stderr, got, want)
		}
		if want, got := "12\n", r.Stdout; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
}

// TestHeavyLongWords runs the real command on two words of 10⁷ letters
// that differ in one position, the second in the list: the answer is 2,
// within 1 GiB. Building the index once took 256 bytes per position before
// it learnt that such words pack in a few bits: 5.8 GB here, and a fatal
// out-of-memory at 3·10⁷ letters.
func TestHeavyLongWords(t *testing.T) {
	testsize.RequireHeavy(t)
	const n = 10_000_000
	path := filepath.Join(t.TempDir(), "long.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	// Written a piece at a time: the test process's resident set counts in
	// the child's peak (see clitest.Result).
	a := strings.Repeat("a", n/2)
	fmt.Fprintf(f, `{"beginWord":"%s%s","endWord":"%sb%s","wordList":["%sb%s"]}`, a, a, a, a[1:], a, a[1:])
	if err := f.Close(); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	r := clitest.Run(t, path, 5*time.Minute, "-json")
	if r.Code != 0 || r.Stdout != "2\n" {
		t.Errorf("exit status %d, stdout %q (stderr %q); want 0 and 2", r.Code, r.Stdout, r.Stderr)
	}
	if r.MaxRSS >= clitest.MaxRSS {
		t.Errorf("peak RSS %d MiB, want under %d MiB", r.MaxRSS>>20, clitest.MaxRSS>>20)
	}
	t.Logf("%v of CPU, peak RSS %d MiB", r.CPU.Round(time.Millisecond), r.MaxRSS>>20)
}
