package all_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/all"
	"github.com/ripplebfs/ripple/problems/input"
	"github.com/ripplebfs/ripple/problems/plugin"
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

// TestBadInputs checks every registered plugin's own bad inputs
// (Plugin.BadInputs: ragged rows, non-numbers, empty, too big, a leading
// zero, a pasted prefix, where the problem's input can have them), each
// with its package's sentinel and position. Every plugin declares some.
func TestBadInputs(t *testing.T) {
	for _, p := range all.Plugins() {
		t.Run(p.Name, func(t *testing.T) {
			require.NotEmpty(t, p.BadInputs, "plugin %s declares no BadInputs (docs/plugins.md, section 8)", p.Name)
			for _, tc := range p.BadInputs {
				t.Run(tc.Kind, func(t *testing.T) {
					checkRejects(t, p, tc.Text, tc.Rule, tc.Offset, tc.Row, tc.Col)
				})
			}
		})
	}
}
