package cli_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/search"
)

func readPrompt(t *testing.T, in string, params ...string) (string, error) {
	t.Helper()
	// One byte at a time as well as in one go: the output must not depend
	// on how the source splits its reads.
	whole, err := io.ReadAll(cli.Prompt(strings.NewReader(in), params...))
	bytewise, err2 := io.ReadAll(cli.Prompt(iotest.OneByteReader(strings.NewReader(in)), params...))
	assert.Equal(t, string(whole), string(bytewise), "one byte at a time")
	assert.Equal(t, fmt.Sprint(err), fmt.Sprint(err2), "one byte at a time")
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
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
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
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			assert.True(t, json.Valid([]byte(got)), got)
		})
	}
}

// TestPromptOfficialExamples pastes every official example of the
// problems with a CLI as LeetCode prints it and checks that the result
// decodes to the example's own arguments.
func TestPromptOfficialExamples(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "leetcode-official-examples.json"))
	require.NoError(t, err)
	var all map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(b, &all))
	for key, params := range map[string][]string{
		"127_word_ladder":        {"beginWord", "endWord", "wordList"},
		"126_word_ladder_ii":     {"beginWord", "endWord", "wordList"},
		"994_rotting_oranges":    {"grid"},
		"909_snakes_and_ladders": {"board"},
		"773_sliding_puzzle":     {"board"},
	} {
		var problem struct{ Examples []map[string]json.RawMessage }
		require.NoError(t, json.Unmarshal(all[key], &problem), key)
		require.NotEmpty(t, problem.Examples, key)
		for i, ex := range problem.Examples {
			t.Run(fmt.Sprintf("%s/%d", key, i), func(t *testing.T) {
				var args []string
				for _, p := range params {
					var compact bytes.Buffer
					require.NoError(t, json.Compact(&compact, ex[p]))
					args = append(args, p+" = "+strings.ReplaceAll(compact.String(), ",", ", "))
				}
				pasted := "Input: " + strings.Join(args, ", ") + "\nOutput: " + string(ex["output"]) + "\n"
				got, err := readPrompt(t, pasted, params...)
				require.NoError(t, err)
				if len(params) == 1 {
					assert.JSONEq(t, string(ex[params[0]]), got)
					return
				}
				want := map[string]json.RawMessage{}
				for _, p := range params {
					want[p] = ex[p]
				}
				wantJSON, _ := json.Marshal(want)
				assert.JSONEq(t, string(wantJSON), got)
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
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	t.Run("source error", func(t *testing.T) {
		boom := errors.New("boom")
		_, err := io.ReadAll(cli.Prompt(io.MultiReader(strings.NewReader("[[1,"), iotest.ErrReader(boom)), "board"))
		assert.ErrorIs(t, err, boom)
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
			assert.Equal(t, !tc.ok, in.Exceeded())
			if tc.ok {
				require.NoError(t, err)
				assert.Equal(t, tc.src, string(got))
				return
			}
			require.ErrorIs(t, err, cli.ErrTooBig)
			assert.Equal(t, tc.src[:tc.max], string(got), "delivers exactly the limit")
			assert.Contains(t, err.Error(), fmt.Sprintf("test: more than %d bytes", tc.max))
		})
	}
	t.Run("reads at most max+1", func(t *testing.T) {
		src := &countingReader{r: strings.NewReader(strings.Repeat("x", 1<<20))}
		_, err := io.ReadAll(cli.NewInput("test", src, 100))
		require.ErrorIs(t, err, cli.ErrTooBig)
		assert.Equal(t, int64(101), src.n)
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
			assert.Equal(t, tc.code, code)
			assert.Equal(t, tc.done, done)
			if tc.stdout == "" {
				assert.Empty(t, out.String())
			} else {
				assert.Contains(t, out.String(), tc.stdout)
				assert.Contains(t, out.String(), "exit status: 0 answer")
			}
			if tc.stderr == "" {
				assert.Empty(t, errb.String())
			} else {
				assert.Contains(t, errb.String(), tc.stderr)
				assert.Equal(t, 1, strings.Count(errb.String(), "\n"))
			}
		})
	}
}

func TestCommandFail(t *testing.T) {
	t.Run("one line", func(t *testing.T) {
		c, _, errb := newCommand()
		assert.Equal(t, 2, c.Fail(errors.New("line one\nline two\r\n")))
		assert.Equal(t, "demo: line one line two\n", errb.String())
	})
	t.Run("name not doubled", func(t *testing.T) {
		c, _, errb := newCommand()
		c.Failf("demo: %s", "bad")
		assert.Equal(t, "demo: bad\n", errb.String())
	})
	t.Run("state limit", func(t *testing.T) {
		c, _, errb := newCommand()
		c.Fail(fmt.Errorf("%w: more than 1000 states reached (Options.MaxStates)", search.ErrLimit))
		assert.Equal(t, "demo: search: state limit exceeded: more than 1000 states reached (-max-states); raise -max-states to search further\n", errb.String())
	})
	t.Run("byte limit wins", func(t *testing.T) {
		c, _, errb := newCommand()
		_, done := c.Parse([]string{"-max-bytes", "3"})
		require.False(t, done)
		in, err := c.Open("-", strings.NewReader("[[1,2]]"))
		require.NoError(t, err)
		_, err = io.ReadAll(in)
		require.ErrorIs(t, err, cli.ErrTooBig)
		c.Fail(errors.New("offset 3: unexpected end of input")) // what a parser might say
		assert.Equal(t, "demo: stdin: more than 3 bytes of input (raise -max-bytes to read more): input too big\n", errb.String())
	})
	t.Run("file", func(t *testing.T) {
		c, _, _ := newCommand()
		path := filepath.Join(t.TempDir(), "in.json")
		require.NoError(t, os.WriteFile(path, []byte("[[0]]"), 0o600))
		in, err := c.Open(path, nil)
		require.NoError(t, err)
		text, err := cli.ReadAll(in)
		require.NoError(t, err)
		assert.Equal(t, "[[0]]", text)
		assert.NoError(t, in.Close())
		_, err = c.Open(filepath.Join(t.TempDir(), "absent"), nil)
		assert.ErrorIs(t, err, os.ErrNotExist)
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
	t.Run("a failed write is exit 2 with one line", func(t *testing.T) {
		var errb bytes.Buffer
		c := cli.New("demo", "usage: demo", failingWriter{}, &errb)
		fmt.Fprintln(c.Stdout, "answer")
		assert.Equal(t, cli.ExitBad, c.Done(cli.ExitAnswer))
		assert.Equal(t, "demo: writing the output: no space left on device\n", errb.String())
	})
	t.Run("a written answer keeps its status", func(t *testing.T) {
		c, out, errb := newCommand()
		fmt.Fprintln(c.Stdout, "answer")
		assert.Equal(t, cli.ExitNoAnswer, c.Done(cli.ExitNoAnswer))
		assert.Equal(t, "answer\n", out.String())
		assert.Empty(t, errb.String())
	})
	t.Run("a failure already reported is not doubled", func(t *testing.T) {
		var errb bytes.Buffer
		c := cli.New("demo", "usage: demo", failingWriter{}, &errb)
		fmt.Fprintln(c.Stdout, "partial")
		code := c.Fail(errors.New("bad input"))
		assert.Equal(t, cli.ExitBad, c.Done(code))
		assert.Equal(t, "demo: bad input\n", errb.String())
	})
	t.Run("read errors have one format", func(t *testing.T) {
		c, _, errb := newCommand()
		in := cli.NewInput("stdin", strings.NewReader("[[1,\x00]]"), 100)
		_, err := io.ReadAll(cli.Prompt(in, "board"))
		require.Error(t, err)
		// However a parser wraps it, the line is the ReadError's.
		c.Fail(fmt.Errorf("demo: offset 4: reading the input: %w", err))
		assert.Equal(t, "demo: stdin: offset 4: byte 0x00 is not text (JSON allows no control characters but tab, newline and carriage return)\n", errb.String())
	})
	t.Run("parse errors name the input", func(t *testing.T) {
		c, _, errb := newCommand()
		in := cli.NewInput("board.json", strings.NewReader(""), 100)
		c.Fail(c.Named(in, errors.New("demo: offset 3: not the LeetCode literal")))
		assert.Equal(t, "demo: board.json: offset 3: not the LeetCode literal\n", errb.String())
	})
	t.Run("ranged flags", func(t *testing.T) {
		for _, tc := range []struct {
			arg  string
			code int
		}{{"1", 0}, {"64", 0}, {"0", 2}, {"65", 2}, {"9223372036854775807", 2}} {
			var out, errb bytes.Buffer
			c := cli.New("demo", "usage: demo", &out, &errb)
			n := c.Flags.Int("n", 1, "")
			c.IntRange("n", n, 1, 64)
			code, _ := c.Parse([]string{"-n", tc.arg})
			assert.Equal(t, tc.code, code, "-n %s", tc.arg)
			if tc.code == 2 {
				assert.Equal(t, "demo: -n "+tc.arg+": want 1..64 (see demo -h)\n", errb.String())
			}
		}
	})
	t.Run("informational lines only with -v", func(t *testing.T) {
		for _, args := range [][]string{nil, {"-v"}, {"-progress"}} {
			var out, errb bytes.Buffer
			c := cli.New("demo", "usage: demo", &out, &errb) // stderr is no terminal
			c.VerboseFlag()
			_, done := c.Parse(args)
			require.False(t, done)
			c.Logf("step %d", 1)
			if args == nil {
				assert.Empty(t, errb.String())
			} else {
				assert.Equal(t, "demo: step 1\n", errb.String())
			}
		}
	})
}

func TestIsTerminal(t *testing.T) {
	t.Run("dev-null is a character device, not a terminal", func(t *testing.T) {
		f, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
		require.NoError(t, err)
		defer f.Close()
		st, err := f.Stat()
		require.NoError(t, err)
		require.NotZero(t, st.Mode()&os.ModeCharDevice, "the premise: %s is a character device", os.DevNull)
		assert.False(t, cli.IsTerminal(f))
	})
	t.Run("pipe", func(t *testing.T) {
		r, w, err := os.Pipe()
		require.NoError(t, err)
		defer r.Close()
		defer w.Close()
		assert.False(t, cli.IsTerminal(w))
	})
	t.Run("regular file", func(t *testing.T) {
		f, err := os.Create(filepath.Join(t.TempDir(), "out"))
		require.NoError(t, err)
		defer f.Close()
		assert.False(t, cli.IsTerminal(f))
	})
}
