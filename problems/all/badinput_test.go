package all_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/all"
	"github.com/ripplebfs/ripple/problems/input"
	"github.com/ripplebfs/ripple/problems/islands"
	"github.com/ripplebfs/ripple/problems/openlock"
	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/wordladder"
)

// checkRejects parses text with p and checks the error: an *input.Error of
// p's package, wrapping rule, at the offset, row and column given (from
// 0; -1 when they do not apply), in one line that names the package and
// the offset.
func checkRejects(t *testing.T, p plugin.Plugin, text string, rule error, offset int64, row, col int) {
	t.Helper()
	err := p.Parse(strings.NewReader(text))
	require.Error(t, err, "%q", text)
	require.ErrorIs(t, err, rule)
	var e *input.Error
	require.True(t, errors.As(err, &e), "%T is not an *input.Error", err)
	assert.Equal(t, p.Name, e.Pkg)
	assert.Equal(t, [3]int64{offset, int64(row), int64(col)}, [3]int64{e.Offset, int64(e.Row), int64(e.Col)}, "offset, row, col of %v", err)
	assert.NotContains(t, err.Error(), "\n")
	assert.True(t, strings.HasPrefix(err.Error(), p.Name+": offset "), err.Error())
}

// TestEveryParse runs the same bad inputs through the Parse of every plugin
// of problems/all, built from its valid Example: no input, blanks, a pasted
// LeetCode prompt before the literal, text after it, and the literal cut
// short. New plugins are covered as soon as they register.
func TestEveryParse(t *testing.T) {
	for _, p := range all.Plugins() {
		t.Run(p.Name, func(t *testing.T) {
			require.NoError(t, p.Parse(strings.NewReader(p.Example)), "the Example parses")
			require.NoError(t, p.Parse(strings.NewReader(" \n\t"+p.Example+"\r\n")), "JSON whitespace around it")
			t.Run("empty", func(t *testing.T) { checkRejects(t, p, "", input.ErrEmpty, 0, -1, -1) })
			t.Run("blank", func(t *testing.T) { checkRejects(t, p, " \n\t ", input.ErrEmpty, 0, -1, -1) })
			t.Run("pasted prompt", func(t *testing.T) { checkRejects(t, p, "Input: x = "+p.Example, input.ErrSyntax, 0, -1, -1) })
			t.Run("name =", func(t *testing.T) { checkRejects(t, p, "grid = "+p.Example, input.ErrSyntax, 0, -1, -1) })
			t.Run("trailing", func(t *testing.T) {
				checkRejects(t, p, p.Example+" Output: 4", input.ErrSyntax, int64(len(p.Example))+1, -1, -1)
			})
			t.Run("cut short", func(t *testing.T) {
				err := p.Parse(strings.NewReader(p.Example[:len(p.Example)-1]))
				require.ErrorIs(t, err, input.ErrSyntax)
				var e *input.Error
				require.ErrorAs(t, err, &e)
				assert.LessOrEqual(t, e.Offset, int64(len(p.Example)-1))
			})
		})
	}
}

// badInput is one kind of bad input for one plugin: its text, the rule
// (the package's sentinel), the offset (from 0) and the cell [row][col]
// (from 0, -1 when not about one), or field for the JSON objects.
type badInput struct {
	text     string
	rule     error
	offset   int64
	row, col int
}

// TestBadInputs is the table: the same kinds of bad input for every
// plugin, each with its package's sentinel and position. A kind that the
// problem's input cannot have (ragged rows in a JSON object) is left out.
func TestBadInputs(t *testing.T) {
	tooLongRow := "[[" + strings.Repeat("-1,", snakesladders.MaxN) + "-1]]"
	table := map[string]map[string]badInput{
		"ragged rows": {
			"snakesladders":  {`[[-1,-1],[-1]]`, snakesladders.ErrNotSquare, 9, 1, -1},
			"rottingoranges": {`[[1,1],[1]]`, rottingoranges.ErrRagged, 7, 1, -1},
			"islands":        {`[["1","0"],["1"]]`, islands.ErrRagged, 11, 1, -1},
			"slidingpuzzle":  {`[[1,2],[0]]`, slidingpuzzle.ErrRagged, 7, 1, -1},
		},
		"not a number": {
			"snakesladders":  {`[[-1,"x"],[-1,-1]]`, snakesladders.ErrBadCell, 5, 0, 1},
			"rottingoranges": {`[[1,"x"]]`, rottingoranges.ErrBadCell, 4, 0, 1},
			"islands":        {`[["1",1]]`, islands.ErrBadCell, 6, 0, 1}, // cells are the strings "0" and "1"
			"slidingpuzzle":  {`[[1,"x"],[2,0]]`, slidingpuzzle.ErrBadCell, 4, 0, 1},
			"openlock":       {`{"deadends":[],"target":202}`, openlock.ErrCombination, 24, -1, -1},
			"wordladder":     {`{"beginWord":1,"endWord":"cog","wordList":[]}`, wordladder.ErrSyntax, 13, -1, -1},
		},
		"empty": {
			"snakesladders":  {`[]`, snakesladders.ErrEmpty, 1, -1, -1},
			"rottingoranges": {`[]`, rottingoranges.ErrEmpty, 1, -1, -1},
			"slidingpuzzle":  {`[[]]`, slidingpuzzle.ErrEmpty, 1, 0, -1},
			"wordladder":     {`{"beginWord":"","endWord":"cog","wordList":[]}`, wordladder.ErrEmpty, 13, -1, -1},
		},
		"too big": {
			"snakesladders": {tooLongRow, snakesladders.ErrTooBig, int64(2 + 3*snakesladders.MaxN), 0, snakesladders.MaxN},
			"slidingpuzzle": {`[[1,2,3,4,5,6,7,8,9],[10,11,12,13,14,15,16,0,17]]`, slidingpuzzle.ErrTooBig, 43, 1, 7},
			"openlock":      {`{"deadends":["00000"],"target":"0202"}`, openlock.ErrCombination, 18, -1, -1},
		},
		"leading zero": {
			"snakesladders":  {`[[-1,01],[-1,-1]]`, snakesladders.ErrSyntax, 6, -1, -1},
			"rottingoranges": {`[[1,01]]`, rottingoranges.ErrSyntax, 5, -1, -1},
			"islands":        {`[["1"],[01]]`, islands.ErrSyntax, 9, -1, -1},
			"slidingpuzzle":  {`[[1,02],[3,0]]`, slidingpuzzle.ErrSyntax, 5, -1, -1},
			"openlock":       {`{"deadends":[],"target":0202}`, openlock.ErrSyntax, 25, -1, -1},
			"wordladder":     {`{"beginWord":"hit","endWord":"cog","wordList":[01]}`, wordladder.ErrSyntax, 48, -1, -1},
		},
		"pasted prefix": {
			"snakesladders":  {`Input: board = [[-1,-1],[-1,3]]`, snakesladders.ErrSyntax, 0, -1, -1},
			"rottingoranges": {`Input: grid = [[2,1,1],[1,1,0],[0,1,1]]`, rottingoranges.ErrSyntax, 0, -1, -1},
			"islands":        {`Input: grid = [["1"]]`, islands.ErrSyntax, 0, -1, -1},
			"slidingpuzzle":  {`Input: board = [[1,2,3],[4,0,5]]`, slidingpuzzle.ErrSyntax, 0, -1, -1},
			"openlock":       {`Input: deadends = ["0201"], target = "0202"`, openlock.ErrSyntax, 0, -1, -1},
			"wordladder":     {`Input: beginWord = "hit", endWord = "cog", wordList = ["hot"]`, wordladder.ErrSyntax, 0, -1, -1},
		},
	}
	plugins := map[string]plugin.Plugin{}
	for _, p := range all.Plugins() {
		plugins[p.Name] = p
	}
	for kind, cases := range table {
		for name, tc := range cases {
			t.Run(kind+"/"+name, func(t *testing.T) {
				p, ok := plugins[name]
				require.True(t, ok, "no plugin %q in problems/all", name)
				checkRejects(t, p, tc.text, tc.rule, tc.offset, tc.row, tc.col)
			})
		}
	}
}
