package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/search"
)

func readPrompt(t *testing.T, in string, params ...string) (string, error) {
	t.Helper()
	// One byte at a time as well as in one go: the output must not depend
	// on how the source splits its reads.
	whole, err := io.ReadAll(cli.Prompt(strings.NewReader(in), params...))
	bytewise, err2 := io.ReadAll(cli.Prompt(iotest.OneByteReader(strings.NewReader(in)), params...))
	if want, got := string(whole), string(bytewise); !reflect.DeepEqual(want, got) {
		t.Errorf("one byte at a time: got %#v, want %#v", got, want)
	}
	if want, got := fmt.Sprint(err), fmt.Sprint(err2); !reflect.DeepEqual(want, got) {
		t.Errorf("one byte at a time: got %#v, want %#v", got, want)
	}
	return string(whole), err
}

func TestPromptOneParameter(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"plain literal", "[[-1,-1],[-1,3]]", "[[-1,-1],[-1,3]]"},
		{"name =", "board = [[-1,-1],[-1,3]]", "        [[-1,-1],[-1,3]]"},
		{"Input: name =", "Input: board = [[-1,-1],[-1,3]]\n", "               [[-1,-1],[-1,3]]\n"},
		{"no spaces", "board=[[1]]", "      [[1]]"},
		{"newline after =", "  board=\n[[1]]", "        \n[[1]]"},
		{"whole example", "Input: board = [[-1,-1],[-1,3]]\nOutput: 1\nExplanation: one roll", "               [[-1,-1],[-1,3]]\n"},
		{"strings keep their text", `["a = b", "Output: x"]`, `["a = b", "Output: x"]`},
		{"escaped quote", `["a\"]", "b"] tail`, `["a\"]", "b"] tail`},
		{"escaped backslash", "[\"x\\\\\", \"]\"]\nOutput: 1", "[\"x\\\\\", \"]\"]\n"},
		{"escape sequence", `["a\nb", "]"] Output: 1`, `["a\nb", "]"] `},
		{"text picture", "xo.\n.oo\n", "xo.\n.oo\n"},
		{"true", "true", "true"},
		{"empty", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := readPrompt(t, tc.in, "board")
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.want, got; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestPromptSeveralParameters(t *testing.T) {
	words := `["hot","dot","dog","lot","log","cog"]`
	for _, tc := range []struct{ name, in, want string }{
		{"LeetCode's example", `beginWord = "hit", endWord = "cog", wordList = ` + words,
			`{"beginWord":"hit", "endWord":"cog", "wordList":` + words + `}`},
		{"Input: and Output:", "Input: beginWord = \"hit\", endWord = \"cog\", wordList = " + words + "\nOutput: 5\n",
			"       {" + `"beginWord":"hit", "endWord":"cog", "wordList":` + words + "\n}"},
		{"tight", `beginWord="a",endWord="b",wordList=[]`, `{"beginWord":"a","endWord":"b","wordList":[]}`},
		{"already JSON", `{"beginWord": "a", "endWord": "b", "wordList": []}`, `{"beginWord": "a", "endWord": "b", "wordList": []}`},
		{"JSON then Output:", "{\"beginWord\": \"a\"}\nOutput: 0", "{\"beginWord\": \"a\"}\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := readPrompt(t, tc.in, "beginWord", "endWord", "wordList")
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.want, got; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if !json.Valid([]byte(got)) {
				t.Errorf("%v: want true", got)
			}
		})
	}
}

// TestPromptOfficialExamples pastes every official example of the
// problems with a CLI as LeetCode prints it and checks that the result
// decodes to the example's own arguments.
func TestPromptOfficialExamples(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "leetcode-official-examples.json"))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	for key, params := range map[string][]string{
		"127_word_ladder":        {"beginWord", "endWord", "wordList"},
		"126_word_ladder_ii":     {"beginWord", "endWord", "wordList"},
		"994_rotting_oranges":    {"grid"},
		"909_snakes_and_ladders": {"board"},
		"773_sliding_puzzle":     {"board"},
	} {
		var problem struct{ Examples []map[string]json.RawMessage }
		if err := json.Unmarshal(all[key], &problem); err != nil {
			t.Fatalf("%v: unexpected error: %v", key, err)
		}
		if len(problem.Examples) == 0 {
			t.Fatalf("%v: empty", key)
		}
		for i, ex := range problem.Examples {
			t.Run(fmt.Sprintf("%s/%d", key, i), func(t *testing.T) {
				var args []string
				for _, p := range params {
					var compact bytes.Buffer
					if err := json.Compact(&compact, ex[p]); err != nil {
						t.Fatalf("unexpected error: %v", err)
					}
					args = append(args, p+" = "+strings.ReplaceAll(compact.String(), ",", ", "))
				}
				pasted := "Input: " + strings.Join(args, ", ") + "\nOutput: " + string(ex["output"]) + "\n"
				got, err := readPrompt(t, pasted, params...)
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if len(params) == 1 {
					jsonEq(t, string(ex[params[0]]), got)
					return
				}
				want := map[string]json.RawMessage{}
				for _, p := range params {
					want[p] = ex[p]
				}
				wantJSON, _ := json.Marshal(want)
				jsonEq(t, string(wantJSON), got)
			})
		}
	}
}

func TestPromptErrors(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"NUL", "[[1,\x002]]", "offset 4: byte 0x00 is not text"},
		{"NUL first", "\x00\x00\x00", "offset 0: byte 0x00"},
		{"NUL in a string", "[\"ab\x01\"]", "offset 4: byte 0x01"},
		{"NUL escaped", "[\"ab\\\x00\"]", "offset 5: byte 0x00"},
		{"other parameter", "Input: grid = [[1]]", `offset 7: "grid" is not a parameter of this problem (want board =)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := readPrompt(t, tc.in, "board")
			if err == nil {
				t.Fatalf("no error")
			}
			if s, sub := err.Error(), tc.want; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
		})
	}
	t.Run("source error", func(t *testing.T) {
		boom := errors.New("boom")
		_, err := io.ReadAll(cli.Prompt(io.MultiReader(strings.NewReader("[[1,"), iotest.ErrReader(boom)), "board"))
		if !errors.Is(err, boom) {
			t.Errorf("error %v, want %v", err, boom)
		}
	})
}

func TestInput(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		max  int64
		ok   bool
	}{
		{"under", "abc", 4, true},
		{"exactly", "abcd", 4, true},
		{"one over", "abcde", 4, false},
		{"far over", strings.Repeat("x", 1<<20), 10, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := cli.NewInput("test", strings.NewReader(tc.src), tc.max)
			got, err := io.ReadAll(in)
			if want, got := !tc.ok, in.Exceeded(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if tc.ok {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if want, got := tc.src, string(got); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
				return
			}
			if !errors.Is(err, cli.ErrTooBig) {
				t.Fatalf("error %v, want %v", err, cli.ErrTooBig)
			}
			if want, got := tc.src[:tc.max], string(got); !reflect.DeepEqual(want, got) {
				t.Errorf("delivers exactly the limit: got %#v, want %#v", got, want)
			}
			if s, sub := err.Error(), fmt.Sprintf("test: more than %d bytes", tc.max); !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
		})
	}
	t.Run("reads at most max+1", func(t *testing.T) {
		src := &countingReader{r: strings.NewReader(strings.Repeat("x", 1<<20))}
		_, err := io.ReadAll(cli.NewInput("test", src, 100))
		if !errors.Is(err, cli.ErrTooBig) {
			t.Fatalf("error %v, want %v", err, cli.ErrTooBig)
		}
		if want, got := int64(101), src.n; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

func newCommand() (*cli.Command, *bytes.Buffer, *bytes.Buffer) {
	var out, errb bytes.Buffer
	c := cli.New("demo", "usage: demo [-max-bytes N] FILE", &out, &errb)
	c.Notes = "exit status: 0 answer, 1 none, 2 bad input"
	c.MaxBytesFlag()
	c.MaxStatesFlag(1000, "demo states")
	return c, &out, &errb
}

func TestCommandParse(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		done   bool
		stdout string
		stderr string
	}{
		{"no flags", nil, 0, false, "", ""},
		{"help", []string{"-h"}, 0, true, "usage: demo [-max-bytes N] FILE\n\nflags:\n", ""},
		{"long help", []string{"-help"}, 0, true, "-max-states states", ""},
		{"unknown flag", []string{"-bogus"}, 2, true, "", "demo: flag provided but not defined: -bogus (see demo -h)\n"},
		{"bad value", []string{"-max-bytes", "lots"}, 2, true, "", `demo: invalid value "lots" for flag -max-bytes`},
		{"zero bytes", []string{"-max-bytes", "0"}, 2, true, "", "demo: -max-bytes 0: want at least 1 (see demo -h)\n"},
		{"negative states", []string{"-max-states", "-1"}, 2, true, "", "demo: -max-states -1: want at least 1 (see demo -h)\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, out, errb := newCommand()
			code, done := c.Parse(tc.args)
			if want, got := tc.code, code; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.done, done; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if tc.stdout == "" {
				if len(out.String()) != 0 {
					t.Errorf("%q is not empty", out.String())
				}
			} else {
				if s, sub := out.String(), tc.stdout; !strings.Contains(s, sub) {
					t.Errorf("%q does not contain %q", s, sub)
				}
				if s, sub := out.String(), "exit status: 0 answer"; !strings.Contains(s, sub) {
					t.Errorf("%q does not contain %q", s, sub)
				}
			}
			if tc.stderr == "" {
				if len(errb.String()) != 0 {
					t.Errorf("%q is not empty", errb.String())
				}
			} else {
				if s, sub := errb.String(), tc.stderr; !strings.Contains(s, sub) {
					t.Errorf("%q does not contain %q", s, sub)
				}
				if want, got := 1, strings.Count(errb.String(), "\n"); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
		})
	}
}

func TestCommandFail(t *testing.T) {
	t.Run("one line", func(t *testing.T) {
		c, _, errb := newCommand()
		if want, got := 2, c.Fail(errors.New("line one\nline two\r\n")); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := "demo: line one line two\n", errb.String(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("name not doubled", func(t *testing.T) {
		c, _, errb := newCommand()
		c.Failf("demo: %s", "bad")
		if want, got := "demo: bad\n", errb.String(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("state limit", func(t *testing.T) {
		c, _, errb := newCommand()
		// The engine's own error, on the endless line.
		line := search.NeighborsFunc[int](func(s int, yield func(int) bool) { yield(s + 1) })
		_, _, err := search.BFSContext(context.Background(), line, func(int) bool { return false }, search.Options{MaxStates: 1000}, 0)
		c.Fail(err)
		if want, got := "demo: search: BFS: stopped at depth 999: more than 1000 states (-max-states); raise -max-states to search further\n", errb.String(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("byte limit wins", func(t *testing.T) {
		c, _, errb := newCommand()
		_, done := c.Parse([]string{"-max-bytes", "3"})
		if done {
			t.Fatalf("done is true")
		}
		in, err := c.Open("-", strings.NewReader("[[1,2]]"))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		_, err = io.ReadAll(in)
		if !errors.Is(err, cli.ErrTooBig) {
			t.Fatalf("error %v, want %v", err, cli.ErrTooBig)
		}
		c.Fail(errors.New("offset 3: unexpected end of input")) // what a parser might say
		if want, got := "demo: stdin: more than 3 bytes of input (raise -max-bytes to read more): input too big\n", errb.String(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("file", func(t *testing.T) {
		c, _, _ := newCommand()
		path := filepath.Join(t.TempDir(), "in.json")
		if err := os.WriteFile(path, []byte("[[0]]"), 0o600); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		in, err := c.Open(path, nil)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		text, err := cli.ReadAll(in)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := "[[0]]", text; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if err := in.Close(); err != nil {
			t.Errorf("unexpected error: %v", err)
		}
		_, err = c.Open(filepath.Join(t.TempDir(), "absent"), nil)
		if !errors.Is(err, os.ErrNotExist) {
			t.Errorf("error %v, want %v", err, os.ErrNotExist)
		}
	})
}

// FuzzPrompt: Prompt never panics, never grows its input by more than the
// braces and keys it adds, and for a one-parameter problem passes a JSON
// array through unchanged, alone or pasted as LeetCode prints it.
func FuzzPrompt(f *testing.F) {
	f.Add("Input: board = [[-1,-1],[-1,3]]\nOutput: 1", 1)
	f.Add(`beginWord = "hit", endWord = "cog", wordList = ["hot"]`, 3)
	f.Add(`[["a\"", 1], {"b": [2]}]`, 1)
	f.Add("xo.\n.oo\x00", 1)
	f.Fuzz(func(t *testing.T, in string, n int) {
		params := []string{"beginWord", "endWord", "wordList"}[:1+uint(n)%3]
		out, err := io.ReadAll(cli.Prompt(strings.NewReader(in), params...))
		keys := 0 // the keys given to arguments without names, with commas
		for _, p := range params {
			keys += len(p) + 4
		}
		if len(out) > 2*len(in)+2+keys {
			t.Fatalf("output %d bytes for %d of input", len(out), len(in))
		}
		if len(params) == 1 && strings.HasPrefix(in, "[") && json.Valid([]byte(in)) {
			if err != nil || string(out) != in {
				t.Fatalf("JSON array changed: %q -> %q, %v", in, out, err)
			}
			// A pasted example's name and Output: line are blanked and cut.
			pasted := "Input: beginWord = " + in + "\nOutput: 1"
			out, err := io.ReadAll(cli.Prompt(strings.NewReader(pasted), params...))
			if want := strings.Repeat(" ", 19) + in + "\n"; err != nil || string(out) != want {
				t.Fatalf("pasted %q -> %q, %v, want %q", pasted, out, err, want)
			}
		}
	})
}

// failingWriter fails every write, as /dev/full does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func TestCommandOutputContract(t *testing.T) {
	t.Run("a failed write is exit 2 with one line", testFailedWrite)
	t.Run("a written answer keeps its status", testWrittenAnswer)
	t.Run("a failure already reported is not doubled", testReportedFailure)
	t.Run("read errors have one format", testReadErrorFormat)
	t.Run("parse errors name the input", testParseErrorNamesInput)
	t.Run("ranged flags", testRangedFlags)
	t.Run("informational lines only with -v", testInformationalLines)
}

func testFailedWrite(t *testing.T) {
	var errb bytes.Buffer
	c := cli.New("demo", "usage: demo", failingWriter{}, &errb)
	fmt.Fprintln(c.Stdout, "answer")
	if want, got := cli.ExitBad, c.Done(cli.ExitAnswer); !reflect.DeepEqual(want, got) {
		t.Errorf("Done: got %#v, want %#v", got, want)
	}
	if want, got := "demo: writing the output: no space left on device\n", errb.String(); !reflect.DeepEqual(want, got) {
		t.Errorf("stderr: got %#v, want %#v", got, want)
	}
}

func testWrittenAnswer(t *testing.T) {
	c, out, errb := newCommand()
	fmt.Fprintln(c.Stdout, "answer")
	if want, got := cli.ExitNoAnswer, c.Done(cli.ExitNoAnswer); !reflect.DeepEqual(want, got) {
		t.Errorf("Done: got %#v, want %#v", got, want)
	}
	if want, got := "answer\n", out.String(); !reflect.DeepEqual(want, got) {
		t.Errorf("stdout: got %#v, want %#v", got, want)
	}
	if len(errb.String()) != 0 {
		t.Errorf("stderr: %q is not empty", errb.String())
	}
}

func testReportedFailure(t *testing.T) {
	var errb bytes.Buffer
	c := cli.New("demo", "usage: demo", failingWriter{}, &errb)
	fmt.Fprintln(c.Stdout, "partial")
	code := c.Fail(errors.New("bad input"))
	if want, got := cli.ExitBad, c.Done(code); !reflect.DeepEqual(want, got) {
		t.Errorf("Done: got %#v, want %#v", got, want)
	}
	if want, got := "demo: bad input\n", errb.String(); !reflect.DeepEqual(want, got) {
		t.Errorf("stderr: got %#v, want %#v", got, want)
	}
}

func testReadErrorFormat(t *testing.T) {
	c, _, errb := newCommand()
	in := cli.NewInput("stdin", strings.NewReader("[[1,\x00]]"), 100)
	_, err := io.ReadAll(cli.Prompt(in, "board"))
	if err == nil {
		t.Fatalf("no error")
	}
	// However a parser wraps it, the line is the ReadError's.
	c.Fail(fmt.Errorf("demo: offset 4: reading the input: %w", err))
	if want, got := "demo: stdin: offset 4: byte 0x00 is not text (JSON allows no control characters but tab, newline and carriage return)\n", errb.String(); !reflect.DeepEqual(want, got) {
		t.Errorf("stderr: got %#v, want %#v", got, want)
	}
}

func testParseErrorNamesInput(t *testing.T) {
	c, _, errb := newCommand()
	in := cli.NewInput("board.json", strings.NewReader(""), 100)
	c.Fail(c.Named(in, errors.New("demo: offset 3: not the LeetCode literal")))
	if want, got := "demo: board.json: offset 3: not the LeetCode literal\n", errb.String(); !reflect.DeepEqual(want, got) {
		t.Errorf("stderr: got %#v, want %#v", got, want)
	}
}

func testRangedFlags(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		code int
	}{{"1", 0}, {"64", 0}, {"0", 2}, {"65", 2}, {"9223372036854775807", 2}} {
		var out, errb bytes.Buffer
		c := cli.New("demo", "usage: demo", &out, &errb)
		n := c.Flags.Int("n", 1, "")
		c.IntRange("n", n, 1, 64)
		code, _ := c.Parse([]string{"-n", tc.arg})
		if want, got := tc.code, code; !reflect.DeepEqual(want, got) {
			t.Errorf("-n %s: exit code: got %#v, want %#v", tc.arg, got, want)
		}
		if tc.code == 2 {
			if want, got := "demo: -n "+tc.arg+": want 1..64 (see demo -h)\n", errb.String(); !reflect.DeepEqual(want, got) {
				t.Errorf("stderr: got %#v, want %#v", got, want)
			}
		}
	}
}

func testInformationalLines(t *testing.T) {
	for _, args := range [][]string{nil, {"-v"}, {"-progress"}} {
		var out, errb bytes.Buffer
		c := cli.New("demo", "usage: demo", &out, &errb) // stderr is no terminal
		c.VerboseFlag()
		_, done := c.Parse(args)
		if done {
			t.Fatalf("done is true")
		}
		c.Logf("step %d", 1)
		if args == nil {
			if len(errb.String()) != 0 {
				t.Errorf("stderr: %q is not empty", errb.String())
			}
		} else {
			if want, got := "demo: step 1\n", errb.String(); !reflect.DeepEqual(want, got) {
				t.Errorf("stderr: got %#v, want %#v", got, want)
			}
		}
	}
}

func TestIsTerminal(t *testing.T) {
	t.Run("dev-null is a character device, not a terminal", func(t *testing.T) {
		f, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if st.Mode()&os.ModeCharDevice == 0 {
			t.Fatalf("the premise: %s is a character device", os.DevNull)
		}
		if cli.IsTerminal(f) {
			t.Errorf("cli.IsTerminal(f) is true")
		}
	})
	t.Run("pipe", func(t *testing.T) {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		defer r.Close()
		defer w.Close()
		if cli.IsTerminal(w) {
			t.Errorf("cli.IsTerminal(w) is true")
		}
	})
	t.Run("regular file", func(t *testing.T) {
		f, err := os.Create(filepath.Join(t.TempDir(), "out"))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		defer f.Close()
		if cli.IsTerminal(f) {
			t.Errorf("cli.IsTerminal(f) is true")
		}
	})
}

// jsonEq reports an error unless want and got are the same JSON value.
func jsonEq(t *testing.T, want, got string) {
	t.Helper()
	var w, g any
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatalf("want %q: %v", want, err)
	}
	if err := json.Unmarshal([]byte(got), &g); err != nil {
		t.Fatalf("got %q: %v", got, err)
	}
	if !reflect.DeepEqual(w, g) {
		t.Errorf("got JSON %s, want %s", got, want)
	}
}
