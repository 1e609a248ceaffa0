package wordladder_test

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// FuzzReadDictionary checks that ReadDictionary never panics, that every
// error is an *InputError naming a rule, and that every accepted input gives
// a valid dictionary whose words, written back one per line, read to the
// same dictionary.
func FuzzReadDictionary(f *testing.F) {
	for _, seed := range []string{
		"", "\n", "hot\ndot\ndog\nlot\nlog\ncog\n", " hot \r\n\r\ndot", "hot\nhot\n",
		"a\nb\n", "hot\ncats\n", "Hot\n", "h\xfft\n", "héllo\n", "which\nthere\ntheir\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		d, err := wordladder.ReadDictionary(strings.NewReader(input))
		if err != nil {
			var ie *wordladder.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not a %T", err, &ie)
			}
			if !(errors.Is(err, wordladder.ErrEmpty) || errors.Is(err, wordladder.ErrLength) ||
				errors.Is(err, wordladder.ErrLetter)) {
				t.Fatalf("unexpected rule: %v", err)
			}
			if !strings.HasPrefix(err.Error(), "wordladder: offset ") {
				t.Fatalf("strings.HasPrefix(err.Error(), 'wordladder: offset ') is false")
			}
			if !(ie.Offset >= 0 && ie.Offset <= int64(len(input))) {
				t.Fatalf("offset %d outside the input", ie.Offset)
			}
			if s, sub := err.Error(), "\n"; strings.Contains(s, sub) {
				t.Fatalf("%q contains %q", s, sub)
			}
			return
		}
		words := d.Words()
		if len(words) == 0 {
			t.Fatal("no words")
		}
		if !slices.IsSorted(words) {
			t.Fatalf("slices.IsSorted(words) is false")
		}
		if want, got := words, slices.Compact(slices.Clone(words)); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		for _, w := range words {
			if len(w) != d.WordLen() {
				t.Fatalf("length %d, want %d: %v", len(w), d.WordLen(), w)
			}
			if want, got := strings.Trim(w, "abcdefghijklmnopqrstuvwxyz"), ""; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			if s, sub := input, w; !strings.Contains(s, sub) {
				t.Fatalf("%q does not contain %q", s, sub)
			}
		}
		again, err := wordladder.ReadDictionary(strings.NewReader(strings.Join(words, "\n")))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := words, again.Words(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if d.Len() <= 64 {
			if err := searchtest.Check[string](d, words...); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
		}
	})
}
