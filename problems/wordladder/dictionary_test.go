package wordladder_test

import (
	"bufio"
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestReadDictionary(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []string
	}{
		{"one word", "hot\n", []string{"hot"}},
		{"no final newline", "hot\ndot", []string{"dot", "hot"}},
		{"blank lines and spaces", "\n  hot \n\n\tdot\t\n   \n", []string{"dot", "hot"}},
		{"crlf", "hot\r\ndot\r\n", []string{"dot", "hot"}},
		{"duplicates", "hot\ndot\nhot\nhot\n", []string{"dot", "hot"}},
		{"single letters", "a\nb\nc\n", []string{"a", "b", "c"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := wordladder.ReadDictionary(strings.NewReader(tc.input))
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.want, d.Words(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := len(tc.want), d.Len(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := len(tc.want[0]), d.WordLen(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			for i, w := range tc.want {
				if want, got := i, d.Index(w); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
				if want, got := w, d.State(i); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
				if !d.Contains(w) {
					t.Errorf("d.Contains(w) is false")
				}
			}
			if want, got := -1, d.Index("zzz"); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if d.Contains("zzz") {
				t.Errorf("d.Contains('zzz') is true")
			}
		})
	}
}

func TestDictionaryErrors(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		rule    error
		offset  int64 // in the text, for ReadDictionary
		index   int   // of the word in the lines, for NewDictionary; -1 for none
		message string
	}{
		{"empty", "", wordladder.ErrEmpty, 0, -1, "wordladder: offset 0: empty: no words"},
		{"only blanks", "\n  \n\t\n", wordladder.ErrEmpty, 6, -1, "no words"},
		{"mixed lengths", "hot\n\ndot\ncats\n", wordladder.ErrLength, 9, 3,
			`wordladder: offset 9: all words have the length of the first: "cats" has 4 letters, the first word "hot" has 3`},
		{"uppercase", "hot\nHot\n", wordladder.ErrLetter, 4, 1,
			`wordladder: offset 4: words are lowercase letters a-z: "Hot": character 'H' at byte 0`},
		{"digit", "hot\n h0t\n", wordladder.ErrLetter, 6, 1, "character '0' at byte 1"},
		{"inner space", "hot dog\n", wordladder.ErrLetter, 3, 0, "character ' ' at byte 3"},
		{"apostrophe", "dog's\n", wordladder.ErrLetter, 3, 0, "byte 3"},
		{"non-ascii", "héllo\n", wordladder.ErrLetter, 1, 0, "character 'é' at byte 1"},
		{"invalid utf-8", "h\xfft\n", wordladder.ErrLetter, 1, 0, "byte 0xff at byte 1"},
		{"bad word after length change", "hot\ncats\nDOG\n", wordladder.ErrLength, 4, 1, `"cats" has 4 letters`},
		{"crlf", "hot\r\ndot\r\ncats\r\n", wordladder.ErrLength, 10, 2, `"cats" has 4 letters`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := wordladder.ReadDictionary(strings.NewReader(tc.input))
			if err == nil {
				t.Fatalf("no error")
			}
			if !errors.Is(err, tc.rule) {
				t.Errorf("error %v, want %v", err, tc.rule)
			}
			var ie *wordladder.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not a %T", err, &ie)
			}
			if want, got := tc.offset, ie.Offset; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := "", ie.Field; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if s, sub := err.Error(), tc.message; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}

			// The slice form reports the same rule, naming the word by
			// its index, without an offset.
			_, err = wordladder.NewDictionary(strings.Split(tc.input, "\n"))
			if err == nil {
				t.Fatalf("no error")
			}
			if !errors.Is(err, tc.rule) {
				t.Errorf("error %v, want %v", err, tc.rule)
			}
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not a %T", err, &ie)
			}
			if want, got := int64(-1), ie.Offset; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if tc.index >= 0 {
				if want, got := fmt.Sprintf("words[%d]", tc.index), ie.Field; !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
		})
	}
}

func TestReadDictionaryReadErrors(t *testing.T) {
	t.Run("reader fails", func(t *testing.T) {
		_, err := wordladder.ReadDictionary(iotest.TimeoutReader(iotest.OneByteReader(strings.NewReader("hot\ndot\n"))))
		if err == nil {
			t.Fatalf("no error")
		}
		if !errors.Is(err, iotest.ErrTimeout) {
			t.Errorf("error %v, want %v", err, iotest.ErrTimeout)
		}
		var ie *wordladder.InputError
		if !errors.As(err, &ie) {
			t.Fatalf("error %v is not a %T", err, &ie)
		}
		if want, got := int64(1), ie.Offset; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if s, sub := err.Error(), "reading the input: timeout"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	})
	t.Run("line too long", func(t *testing.T) {
		_, err := wordladder.ReadDictionary(strings.NewReader("hot\ndot\n" + strings.Repeat("a", 2<<20)))
		if err == nil {
			t.Fatalf("no error")
		}
		var ie *wordladder.InputError
		if !errors.As(err, &ie) {
			t.Fatalf("error %v is not a %T", err, &ie)
		}
		if want, got := int64(8), ie.Offset; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if !errors.Is(err, bufio.ErrTooLong) {
			t.Errorf("error %v, want %v", err, bufio.ErrTooLong)
		}
	})
	t.Run("long word elided in message", func(t *testing.T) {
		_, err := wordladder.NewDictionary([]string{"hot", strings.Repeat("x", 100)})
		if err == nil {
			t.Fatalf("no error")
		}
		if s, sub := err.Error(), "…(100 bytes)"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	})
	t.Run("nil slice", func(t *testing.T) {
		_, err := wordladder.NewDictionary(nil)
		if !errors.Is(err, wordladder.ErrEmpty) {
			t.Errorf("errors.Is(err, wordladder.ErrEmpty) is false")
		}
	})
}

func TestNeighbors(t *testing.T) {
	d, err := wordladder.NewDictionary([]string{"hot", "dot", "dog", "lot", "log", "cog", "hit", "hat", "hog"})
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	tests := []struct {
		name string
		word string
		want []string
	}{
		// Position by position, ascending within a position.
		{"dictionary word", "hot", []string{"dot", "lot", "hat", "hit", "hog"}},
		{"leaf", "cog", []string{"dog", "hog", "log"}},
		{"outside word", "hut", []string{"hat", "hit", "hot"}},
		{"outside word far away", "zzz", nil},
		{"other length", "hots", nil},
		{"empty", "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			d.Neighbors(tc.word, func(w string) bool { got = append(got, w); return true })
			if want, got := tc.want, got; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			// By the definition.
			var want []string
			for _, w := range d.Words() {
				if oneApart(w, tc.word) {
					want = append(want, w)
				}
			}
			if !slices.Equal(slices.Sorted(slices.Values(want)), slices.Sorted(slices.Values(got))) {
				t.Errorf("neighbours %v, want %v in any order", got, want)
			}
		})
	}
	if err := searchtest.Check[string](d, "hot", "cog"); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	// From outside the dictionary, searches must run in map mode: a closure
	// hides the Dictionary's Indexer.
	mapped := search.NeighborsFunc[string](func(w string, yield func(string) bool) { d.Neighbors(w, yield) })
	if err := searchtest.Check[string](mapped, "hut", "zzz"); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

// TestReadDictionaryDuplicatesStaySmall feeds 2 Mi copies of one word (6
// MiB): duplicates are dropped as they are read, so the allocations stay
// far below one string per line (before, 64 MiB of "a\n" took 1.7 GB).
func TestReadDictionaryDuplicatesStaySmall(t *testing.T) {
	n := testsize.Pick(1<<20, 1<<17) // the short tier's 1.9 MB still exceed the bound below
	text := strings.Repeat("word\r\n", n) + strings.Repeat("  word \n", n) + "ward\n"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	d, err := wordladder.ReadDictionary(strings.NewReader(text))
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := 2, d.Len(); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if x, y := after.TotalAlloc-before.TotalAlloc, uint64(1<<20); !(x < y) {
		t.Fatalf("bytes allocated reading %d bytes of duplicates: %v is not < %v", len(text), x, y)
	}
}
