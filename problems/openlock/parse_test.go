package openlock_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
			require.NoError(t, err)
			assert.Equal(t, tc.target, p.Target)
			for c := range openlock.Combinations {
				assert.Equal(t, contains(tc.dead, c), p.Lock.Dead(c), "combination %04d", c)
			}
			path, ok := p.Open()
			require.True(t, ok)
			assert.Len(t, path, tc.moves+1)
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
			assert.Nil(t, p)
			require.ErrorIs(t, err, tc.rule)
			var ie *openlock.InputError
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, tc.offset, ie.Offset, err.Error())
			assert.Equal(t, tc.field, ie.Field)
			assert.Contains(t, err.Error(), tc.msg)
			if tc.rule == openlock.ErrCombination && tc.text[tc.offset] != '2' {
				assert.Contains(t, err.Error(), fmt.Sprintf("offset %d, %s: ", tc.offset, tc.field))
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
			require.Nil(t, p)
			var ie *openlock.InputError
			require.ErrorAs(t, err, &ie)
			require.True(t, ie.Offset >= 0 && ie.Offset <= int64(len(text)), "offset %d outside the input", ie.Offset)
			require.NotContains(t, err.Error(), "\n")
			return
		}
		var in struct {
			Deadends []string
			Target   string
		}
		require.NoError(t, json.Unmarshal([]byte(text), &in), "Parse accepts %q, encoding/json does not", text)
		require.Equal(t, openlock.Format(p.Target), in.Target)
		dead := []string{}
		for c := range openlock.Combinations {
			if p.Lock.Dead(c) {
				dead = append(dead, openlock.Format(c))
			}
		}
		for _, d := range in.Deadends {
			require.True(t, p.Lock.Dead(mustCombination(t, d)))
		}
		lit, err := json.Marshal(map[string]any{"deadends": dead, "target": in.Target})
		require.NoError(t, err)
		again, err := openlock.Parse(strings.NewReader(string(lit)))
		require.NoError(t, err)
		require.Equal(t, p, again)
	})
}

func mustCombination(t *testing.T, s string) int {
	c, err := openlock.ParseCombination(s)
	require.NoError(t, err)
	return c
}
