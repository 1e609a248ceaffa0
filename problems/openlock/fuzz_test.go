package openlock_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/openlock"
)

// FuzzParseCombination checks the parser on any text: it never panics, it
// accepts exactly the four-digit strings and round-trips them through
// Format, and its errors point at a real non-digit byte or a wrong length.
func FuzzParseCombination(f *testing.F) {
	for _, s := range []string{"0000", "0202", "9999", "", "123", "12345", "12a4", "-123", " 202", "02\xff2", "０２０２"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := openlock.ParseCombination(s)
		allDigits := strings.Trim(s, "0123456789") == ""
		if err == nil {
			if !(allDigits && len(s) == 4) {
				t.Fatalf("accepted %q", s)
			}
			if want, got := s, openlock.Format(c); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			return
		}
		var ie *openlock.InputError
		if !errors.As(err, &ie) {
			t.Fatalf("errors.As(err, &ie) is false")
		}
		if !errors.Is(err, openlock.ErrCombination) {
			t.Fatalf("error %v, want %v", err, openlock.ErrCombination)
		}
		if want, got := "combination", ie.Field; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		off := int(ie.Offset)
		if !(off >= 0 && off <= len(s)) {
			t.Fatalf("offset %d outside %q", off, s)
		}
		// Every byte before the offset is a digit, and the offset is at a
		// non-digit, at the fifth digit, or at the end of a short input.
		if want, got := -1, (strings.IndexFunc(s[:off], func(r rune) bool { return r < '0' || r > '9' })); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		switch {
		case off < len(s) && off != 4:
			if s[off] >= '0' && s[off] <= '9' {
				t.Errorf("s[off] >= '0' && s[off] <= '9' is true")
			}
		case off == len(s):
			if x, y := len(s), 4; !(x < y) {
				t.Errorf("%v is not < %v", x, y)
			}
		}
		if !strings.HasPrefix(err.Error(), fmt.Sprintf("openlock: offset %d, combination: ", off)) {
			t.Errorf("%v: want true", err.Error())
		}
	})
}

// FuzzOpenLock feeds arbitrary dead-end lists (comma-separated) and targets
// to the LeetCode wrapper and to the validating API: neither panics, they
// agree, and a path runs from "0000" to the target.
func FuzzOpenLock(f *testing.F) {
	f.Add("0201,0101,0102,1212,2002", "0202")
	f.Add("8888", "0009")
	f.Add("8887,8889,8878,8898,8788,8988,7888,9888", "8888")
	f.Add("0000", "8888")
	f.Add("", "0000")
	f.Add("12x4", "0000")
	f.Add("1234", "99999")
	f.Fuzz(func(t *testing.T, list, target string) {
		var deadends []string
		if list != "" {
			deadends = strings.Split(list, ",")
		}
		got := openlock.OpenLock(deadends, target)
		l, err := openlock.New(deadends)
		if err != nil {
			if want, got := -1, got; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			return
		}
		path, ok, err := l.Open(target)
		if err != nil {
			if want, got := -1, got; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			return
		}
		if want, got := ok, got >= 0; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if want, got := len(path)-1, got; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if ok {
			if want, got := "0000", path[0]; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			if want, got := target, path[len(path)-1]; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		}
	})
}
