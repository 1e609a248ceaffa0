package input

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

// withMaxBlank runs f with maxBlank set to n.
func withMaxBlank(n int, f func()) {
	old := maxBlank
	maxBlank = n
	defer func() { maxBlank = old }()
	f()
}

// deliver reads text through a blanks reader, with reads of the source
// of at most chunk bytes, and returns what it delivered and the reader.
func deliver(t testing.TB, text string, chunk int) (string, *blanks) {
	t.Helper()
	var src io.Reader = strings.NewReader(text)
	if chunk > 0 {
		src = &chunked{src, chunk}
	}
	b := &blanks{r: src}
	out, err := io.ReadAll(iotest.OneByteReader(b))
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return string(out), b
}

// chunked delivers at most n bytes per read.
type chunked struct {
	r io.Reader
	n int
}

func (c *chunked) Read(p []byte) (int, error) { return c.r.Read(p[:min(len(p), c.n)]) }

// checkMapping checks that every delivered byte maps to the same byte of
// the input, in increasing order, and the end to the end.
func checkMapping(t testing.TB, text, out string, b *blanks) {
	t.Helper()
	prev := int64(-1)
	for o := range len(out) {
		in := b.source(int64(o))
		if in <= prev || in >= int64(len(text)) || text[in] != out[o] {
			t.Fatalf("%q: delivered byte %d (%q) maps to offset %d (after %d)", text, o, out[o], in, prev)
		}
		prev = in
	}
	if end := b.source(int64(len(out))); end != int64(len(text)) {
		t.Fatalf("%q: the end, delivered offset %d, maps to %d, want %d", text, len(out), end, len(text))
	}
}

// TestBlanksCut checks what a blanks reader delivers: runs of whitespace
// outside strings cut to maxBlank bytes, whatever the reads of the source,
// strings whole, and every delivered byte mapped to its byte of the input.
func TestBlanksCut(t *testing.T) {
	run := func(n int) string { return strings.Repeat(" \t\r\n", n)[:n] }
	cases := []struct{ text, want string }{
		{run(10), run(3)},
		{run(10) + "[1," + run(9) + "2]" + run(4), run(3) + "[1," + run(3) + "2]" + run(3)},
		{`"` + run(10) + `"` + run(5) + "1", `"` + run(10) + `"` + run(3) + "1"},
		{`["a\"` + run(8) + `",` + run(8) + `"\\"` + run(8) + "]", `["a\"` + run(8) + `",` + run(3) + `"\\"` + run(3) + "]"},
		{"[1,2]", "[1,2]"},
		{"", ""},
	}
	for _, tc := range cases {
		for _, chunk := range []int{0, 1, 2, 7} {
			withMaxBlank(3, func() {
				out, b := deliver(t, tc.text, chunk)
				if out != tc.want {
					t.Errorf("%q, reads of %d: delivered %q, want %q", tc.text, chunk, out, tc.want)
				}
				checkMapping(t, tc.text, out, b)
			})
		}
	}
}

// TestDecoderBlankWork checks that long runs of whitespace before, between
// and after tokens, and inside a row read whole, never reach the
// json.Decoder beyond maxBlank bytes each: its work, which rescans the
// blanks it holds at each read, stays linear. The answers and offsets
// are those of the text without the runs, shifted.
func TestDecoderBlankWork(t *testing.T) {
	const long = 4 << 20
	blank := strings.Repeat(" ", long)
	text := blank + `[[1,` + blank + `2],` + blank + `[3,-4]]` + blank
	var got [][]int
	err := ints(&got).Read(strings.NewReader(text))
	if want := fmt.Sprintf("test: offset %d, grid[1][1]: bad: -4", strings.Index(text, "-4")); err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
	text = strings.Replace(text, "-4", " 4", 1)
	d := NewDecoder("test", strings.NewReader(text))
	var toks []string
	for {
		tok, off, err := d.Token("a token")
		if err != nil {
			break
		}
		toks = append(toks, fmt.Sprint(tok, "@", off))
	}
	at := func(s string) int { return strings.Index(text, s) }
	wantToks := []string{
		fmt.Sprint("[@", long), fmt.Sprint("[@", long+1), fmt.Sprint("1@", long+2),
		fmt.Sprint("2@", at("2]")), fmt.Sprint("]@", at("2]")+1),
		fmt.Sprint("[@", at("[3")), fmt.Sprint("3@", at("[3")+1), fmt.Sprint("4@", at("4]")),
		fmt.Sprint("]@", at("4]")+1), fmt.Sprint("]@", at("4]")+2),
	}
	if !reflect.DeepEqual(toks, wantToks) {
		t.Errorf("tokens %q, want %q", toks, wantToks)
	}
	if max := int64(len(strings.Join(strings.Fields(text), "")) + 5*maxBlank); d.text.out > max {
		t.Errorf("the json.Decoder read %d bytes of %d, want at most %d", d.text.out, len(text), max)
	}
}

// FuzzBlanks checks, on any text and for maxBlank 1 to 4, that a blanks
// reader delivers JSON of the same meaning (encoding/json accepts both or
// neither, with equal values), that every delivered byte maps to the same
// byte of the input, and that a Decoder reads the same tokens at the same
// offsets, and stops at the same error, with runs cut as without.
func FuzzBlanks(f *testing.F) {
	for _, s := range []string{"[1,  2]", ` {"a" :  "b  c" , "d":[ ]}  `, "  ", `["\"  ", "\\"  ]`, "[1 2]", "tr  ue", "[[1],   [2]]  x"} {
		f.Add(s, uint8(1))
	}
	f.Fuzz(func(t *testing.T, text string, n uint8) {
		keep := 1 + int(n%4)
		var out string
		var b *blanks
		withMaxBlank(keep, func() { out, b = deliver(t, text, 1+int(n/4)) })
		checkMapping(t, text, out, b)
		var v, w any
		errIn, errOut := json.Unmarshal([]byte(text), &v), json.Unmarshal([]byte(out), &w)
		if (errIn == nil) != (errOut == nil) || !reflect.DeepEqual(v, w) {
			t.Fatalf("%q gives %v (%v), cut %q gives %v (%v)", text, v, errIn, out, w, errOut)
		}
		whole := tokens(text)
		var cut []string
		withMaxBlank(keep, func() { cut = tokens(text) })
		if !reflect.DeepEqual(whole, cut) {
			t.Fatalf("%q: tokens %q, with runs cut to %d %q", text, whole, keep, cut)
		}
	})
}

// tokens reads text with a Decoder, token by token, and returns each
// token with its offset, then the error that stopped it.
func tokens(text string) []string {
	d := NewDecoder("test", strings.NewReader(text))
	var toks []string
	for {
		tok, off, err := d.Token("a token")
		if err != nil {
			return append(toks, err.Error())
		}
		toks = append(toks, fmt.Sprintf("%v@%d", tok, off))
	}
}

// TestDecoderDoesNotWait checks that a fault in text typed at a terminal,
// a pipe that stays open, is reported as soon as its line is read: the
// reads that skip whitespace wait for more only while they find nothing
// else.
func TestDecoderDoesNotWait(t *testing.T) {
	for _, line := range []string{"[[1,x\n", "  \n\n [[1],\n 7\n", strings.Repeat(" ", 3000) + "x\n"} {
		r, w := io.Pipe()
		go w.Write([]byte(line)) // blocks until read, and the pipe stays open
		done := make(chan error, 1)
		go func() {
			var got [][]int
			done <- ints(&got).Read(r)
		}()
		select {
		case err := <-done:
			if !errors.Is(err, ErrSyntax) {
				t.Errorf("%s: error %v, want %v", Describe(line), err, ErrSyntax)
			}
		case <-time.After(10 * time.Second):
			t.Errorf("%s: no error after 10 s: Read waits for more input", Describe(line))
		}
		w.Close()
	}
}
