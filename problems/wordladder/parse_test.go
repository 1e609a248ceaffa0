package wordladder_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/wordladder"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		words      []string // the dictionary
		length     int
	}{
		{"leetcode 1", `{"beginWord":"hit","endWord":"cog","wordList":["hot","dot","dog","lot","log","cog"]}`,
			[]string{"cog", "dog", "dot", "hit", "hot", "log", "lot"}, 5},
		{"leetcode 2", `{"beginWord":"hit","endWord":"cog","wordList":["hot","dot","dog","lot","log"]}`,
			[]string{"dog", "dot", "hit", "hot", "log", "lot"}, 0},
		{"any order, spaces", " {\n \"wordList\" : [ \"a\", \"b\" , \"c\" ] ,\"endWord\":\"c\", \"beginWord\" : \"a\" }\n",
			[]string{"a", "b", "c"}, 2},
		{"empty list", `{"beginWord":"ab","endWord":"cd","wordList":[]}`, []string{"ab"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := wordladder.Parse(strings.NewReader(tc.text))
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.words, p.Dictionary.Words(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.length, p.LadderLength(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.length, len(p.Ladder()); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			var in struct {
				BeginWord, EndWord string
				WordList           []string
			}
			if err := json.Unmarshal([]byte(tc.text), &in); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := in.WordList, p.WordList; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := wordladder.LadderLength(in.BeginWord, in.EndWord, in.WordList), p.LadderLength(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		rule       error
		offset     int64
		field      string
		msg        string
	}{
		{"empty", "", wordladder.ErrEmpty, 0, "", "no input"},
		{"array", `["hit"]`, wordladder.ErrSyntax, 0, "", `'[', want '{'`},
		{"pasted prefix", `beginWord = "hit", endWord = "cog"`, wordladder.ErrSyntax, 0, "", "invalid character 'b'"},
		{"uppercase", `{"beginWord":"hit","endWord":"cog","wordList":["hot","dOt"]}`, wordladder.ErrLetter, 55, "wordList[1]", `"dOt": character 'O' at byte 1`},
		{"long word", `{"beginWord":"hit","endWord":"cog","wordList":["hot","dots"]}`, wordladder.ErrLength, 54, "wordList[1]", `"dots" has 4 letters, the first word "hit" (beginWord) has 3`},
		{"endWord length", `{"beginWord":"hit","endWord":"cogs","wordList":[]}`, wordladder.ErrLength, 30, "endWord", `"cogs" has 4 letters`},
		{"empty beginWord", `{"beginWord":"","endWord":"cog","wordList":[]}`, wordladder.ErrEmpty, 13, "beginWord", "beginWord is empty"},
		{"empty word", `{"beginWord":"hit","endWord":"cog","wordList":[""]}`, wordladder.ErrLength, 47, "wordList[0]", "the word is empty"},
		{"number word", `{"beginWord":"hit","endWord":"cog","wordList":[1]}`, wordladder.ErrSyntax, 47, "wordList[0]", "the number 1, want a string"},
		{"missing", `{"beginWord":"hit","wordList":[]}`, wordladder.ErrSyntax, 32, "", "missing field endWord"},
		{"twice", `{"beginWord":"hit","beginWord":"hot"}`, wordladder.ErrSyntax, 19, "", `field "beginWord" appears twice`},
		{"unknown", `{"beginWord":"hit","x":0}`, wordladder.ErrSyntax, 19, "", `unknown field "x"`},
		{"trailing", `{"beginWord":"a","endWord":"b","wordList":["b"]},`, wordladder.ErrSyntax, 48, "", "invalid character ','"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := wordladder.Parse(strings.NewReader(tc.text))
			if p != nil {
				t.Errorf("%v, want nil", p)
			}
			if !errors.Is(err, tc.rule) {
				t.Fatalf("error %v, want %v", err, tc.rule)
			}
			var ie *wordladder.InputError
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
		})
	}
}

// FuzzParse checks that Parse never panics, that an error is an
// *InputError inside the input, and that an accepted input round-trips:
// encoding/json decodes the same fields, and Parse reads back its JSON.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"beginWord":"hit","endWord":"cog","wordList":["hot","dot","dog","lot","log","cog"]}`,
		`{"beginWord":"a","endWord":"c","wordList":["a","b","c"]}`, `{"beginWord":"hit"}`, "", "{",
		`{"beginWord":"hit","endWord":"cog","wordList":["h\u00f6t"]}`, `{"beginWord":"hit","endWord":"cog","wordList":[01]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := wordladder.Parse(strings.NewReader(text))
		if err != nil {
			if p != nil {
				t.Fatalf("%v, want nil", p)
			}
			var ie *wordladder.InputError
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
			BeginWord, EndWord string
			WordList           []string
		}
		if err := json.Unmarshal([]byte(text), &in); err != nil {
			t.Fatalf("Parse accepts %q, encoding/json does not: unexpected error: %v", text, err)
		}
		if want, got := in.BeginWord, p.BeginWord; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if want, got := in.EndWord, p.EndWord; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if want, got := in.WordList, p.WordList; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		lit, err := json.Marshal(in)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		again, err := wordladder.Parse(strings.NewReader(strings.NewReplacer(`"BeginWord"`, `"beginWord"`, `"EndWord"`, `"endWord"`, `"WordList"`, `"wordList"`).Replace(string(lit))))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := p.Dictionary.Words(), again.Dictionary.Words(); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if len(p.WordList) <= 50 {
			if want, got := wordladder.LadderLength(in.BeginWord, in.EndWord, in.WordList), p.LadderLength(); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		}
	})
}
