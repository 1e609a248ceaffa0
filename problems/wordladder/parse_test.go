package wordladder_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
			require.NoError(t, err)
			assert.Equal(t, tc.words, p.Dictionary.Words())
			assert.Equal(t, tc.length, p.LadderLength())
			assert.Equal(t, tc.length, len(p.Ladder()))
			var in struct {
				BeginWord, EndWord string
				WordList           []string
			}
			require.NoError(t, json.Unmarshal([]byte(tc.text), &in))
			assert.Equal(t, in.WordList, p.WordList)
			assert.Equal(t, wordladder.LadderLength(in.BeginWord, in.EndWord, in.WordList), p.LadderLength())
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
			assert.Nil(t, p)
			require.ErrorIs(t, err, tc.rule)
			var ie *wordladder.InputError
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, tc.offset, ie.Offset, err.Error())
			assert.Equal(t, tc.field, ie.Field)
			assert.Contains(t, err.Error(), tc.msg)
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
			require.Nil(t, p)
			var ie *wordladder.InputError
			require.ErrorAs(t, err, &ie)
			require.True(t, ie.Offset >= 0 && ie.Offset <= int64(len(text)), "offset %d outside the input", ie.Offset)
			require.NotContains(t, err.Error(), "\n")
			return
		}
		var in struct {
			BeginWord, EndWord string
			WordList           []string
		}
		require.NoError(t, json.Unmarshal([]byte(text), &in), "Parse accepts %q, encoding/json does not", text)
		require.Equal(t, in.BeginWord, p.BeginWord)
		require.Equal(t, in.EndWord, p.EndWord)
		require.Equal(t, in.WordList, p.WordList)
		lit, err := json.Marshal(in)
		require.NoError(t, err)
		again, err := wordladder.Parse(strings.NewReader(strings.NewReplacer(`"BeginWord"`, `"beginWord"`, `"EndWord"`, `"endWord"`, `"WordList"`, `"wordList"`).Replace(string(lit))))
		require.NoError(t, err)
		require.Equal(t, p.Dictionary.Words(), again.Dictionary.Words())
		if len(p.WordList) <= 50 {
			require.Equal(t, wordladder.LadderLength(in.BeginWord, in.EndWord, in.WordList), p.LadderLength())
		}
	})
}
