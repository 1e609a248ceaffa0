package openlock_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/openlock"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		dead       []int
		target     int
		moves      int
	}{
		{"leetcode 1", `{"deadends":["0201","0101","0102","1212","2002"],"target":"0202"}`, []int{201, 101, 102, 1212, 2002}, 202, 6},
		{"target first, spaces", " {\n \"target\" : \"0009\" ,\n \"deadends\" : [ \"8888\" ] }\n", []int{8888}, 9, 1},
		{"no dead ends", `{"deadends":[],"target":"0000"}`, nil, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := openlock.Parse(strings.NewReader(tc.text))
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.target, p.Target; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			for c := range openlock.Combinations {
				if want, got := contains(tc.dead, c), p.Lock.Dead(c); !reflect.DeepEqual(want, got) {
					t.Errorf("combination %04d: got %#v, want %#v", c, got, want)
				}
			}
			path, ok := p.Open()
			if !ok {
				t.Fatalf("ok is false")
			}
			if len(path) != tc.moves+1 {
				t.Errorf("length %d, want %d: %v", len(path), tc.moves+1, path)
			}
		})
	}
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		rule       error
		offset     int64
		field      string
		msg        string
	}{
		{"empty", "", openlock.ErrEmpty, 0, "", "no input"},
		{"array", `["0202"]`, openlock.ErrSyntax, 0, "", `'[', want '{'`},
		{"pasted prefix", `deadends = ["0201"], target = "0202"`, openlock.ErrSyntax, 0, "", "invalid character 'd'"},
		{"bad dead end", `{"deadends":["0201","01x1"],"target":"0202"}`, openlock.ErrCombination, 23, "deadends[1]", `"01x1": byte 2 is "x"`},
		{"short target", `{"deadends":[],"target":"020"}`, openlock.ErrCombination, 28, "target", `"020": 3 digits`},
		{"long target", `{"deadends":[],"target":"02020"}`, openlock.ErrCombination, 29, "target", `"02020": 5 digits`},
		{"number target", `{"deadends":[],"target":202}`, openlock.ErrCombination, 24, "target", "the number 202"},
		{"leading zero", `{"deadends":[],"target":0202}`, openlock.ErrSyntax, 25, "", "a number with a leading zero"},
		{"missing target", `{"deadends":["0000"]}`, openlock.ErrSyntax, 20, "", "missing field target"},
		{"missing deadends", `{"target":"0000"}`, openlock.ErrSyntax, 16, "", "missing field deadends"},
		{"twice", `{"target":"0000","target":"0001","deadends":[]}`, openlock.ErrSyntax, 17, "", `field "target" appears twice`},
		{"unknown", `{"deadends":[],"target":"0000","x":1}`, openlock.ErrSyntax, 31, "", `unknown field "x"`},
		{"deadends not array", `{"deadends":"0000","target":"0000"}`, openlock.ErrSyntax, 12, "", `deadends is "0000", want an array`},
		{"trailing", `{"deadends":[],"target":"0000"} x`, openlock.ErrSyntax, 32, "", "invalid character 'x'"},
		{"truncated", `{"deadends":["0000"`, openlock.ErrSyntax, 19, "", "the input ends"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := openlock.Parse(strings.NewReader(tc.text))
			if p != nil {
				t.Errorf("%v, want nil", p)
			}
			if !errors.Is(err, tc.rule) {
				t.Fatalf("error %v, want %v", err, tc.rule)
			}
			var ie *openlock.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not a %T", err, &ie)
			}
			if want, got := tc.offset, ie.Offset; !reflect.DeepEqual(want, got) {
				t.Errorf("%v: got %#v, want %#v", err.Error(), got, want)
			}
			if want, got := tc.field, ie.Field; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if s, sub := err.Error(), tc.msg; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			if tc.rule == openlock.ErrCombination && tc.text[tc.offset] != '2' {
				if s, sub := err.Error(), fmt.Sprintf("offset %d, %s: ", tc.offset, tc.field); !strings.Contains(s, sub) {
					t.Errorf("%q does not contain %q", s, sub)
				}
			}
		})
	}
}

// FuzzParse checks that Parse never panics, that an error is an
// *InputError inside the input, and that an accepted input round-trips:
// encoding/json decodes the same fields, and Parse reads back its JSON.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"deadends":["0201","0101","0102","1212","2002"],"target":"0202"}`, `{"deadends":["8888"],"target":"0009"}`,
		`{"target":"0000","deadends":[]}`, `{"deadends":[],"target":0202}`, `{"deadends":["0000"]}`, "", "{", `{"x":1}`,
		`{"deadends":["\u0030000"],"target":"0001"}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := openlock.Parse(strings.NewReader(text))
		if err != nil {
			if p != nil {
				t.Fatalf("%v, want nil", p)
			}
			var ie *openlock.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not a %T", err, &ie)
			}
			if !(ie.Offset >= 0 && ie.Offset <= int64(len(text))) {
				t.Fatalf("offset %d outside the input", ie.Offset)
			}
			if s, sub := err.Error(), "\n"; strings.Contains(s, sub) {
				t.Fatalf("%q contains %q", s, sub)
			}
			return
		}
		var in struct {
			Deadends []string
			Target   string
		}
		if err := json.Unmarshal([]byte(text), &in); err != nil {
			t.Fatalf("Parse accepts %q, encoding/json does not: unexpected error: %v", text, err)
		}
		if want, got := openlock.Format(p.Target), in.Target; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		dead := []string{}
		for c := range openlock.Combinations {
			if p.Lock.Dead(c) {
				dead = append(dead, openlock.Format(c))
			}
		}
		for _, d := range in.Deadends {
			if !p.Lock.Dead(mustCombination(t, d)) {
				t.Fatalf("p.Lock.Dead(mustCombination(t, d)) is false")
			}
		}
		lit, err := json.Marshal(map[string]any{"deadends": dead, "target": in.Target})
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		again, err := openlock.Parse(strings.NewReader(string(lit)))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := p, again; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
	})
}

func mustCombination(t *testing.T, s string) int {
	c, err := openlock.ParseCombination(s)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return c
}
