package all_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

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
	if err == nil {
		t.Fatalf("%q: no error", text)
	}
	if !errors.Is(err, rule) {
		t.Fatalf("error %v, want %v", err, rule)
	}
	var e *input.Error
	if !errors.As(err, &e) {
		t.Fatalf("%T is not an *input.Error", err)
	}
	if want, got := p.Name, e.Pkg; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := ([3]int64{offset, int64(row), int64(col)}), ([3]int64{e.Offset, int64(e.Row), int64(e.Col)}); !reflect.DeepEqual(want, got) {
		t.Errorf("offset, row, col of %v: got %#v, want %#v", err, got, want)
	}
	if s, sub := err.Error(), "\n"; strings.Contains(s, sub) {
		t.Errorf("%q contains %q", s, sub)
	}
	if !strings.HasPrefix(err.Error(), p.Name+": offset ") {
		t.Errorf("%v: want true", err.Error())
	}
}

// TestEveryParse runs the same bad inputs through the Parse of every plugin
// of problems/all, built from its valid Example: no input, blanks, a pasted
// LeetCode prompt before the literal, text after it, and the literal cut
// short. New plugins are covered as soon as they register.
func TestEveryParse(t *testing.T) {
	for _, p := range all.Plugins() {
		t.Run(p.Name, func(t *testing.T) {
			if err := p.Parse(strings.NewReader(p.Example)); err != nil {
				t.Fatalf("the Example parses: unexpected error: %v", err)
			}
			if err := p.Parse(strings.NewReader(" \n\t" + p.Example + "\r\n")); err != nil {
				t.Fatalf("JSON whitespace around it: unexpected error: %v", err)
			}
			t.Run("empty", func(t *testing.T) { checkRejects(t, p, "", input.ErrEmpty, 0, -1, -1) })
			t.Run("blank", func(t *testing.T) { checkRejects(t, p, " \n\t ", input.ErrEmpty, 0, -1, -1) })
			t.Run("pasted prompt", func(t *testing.T) { checkRejects(t, p, "Input: x = "+p.Example, input.ErrSyntax, 0, -1, -1) })
			t.Run("name =", func(t *testing.T) { checkRejects(t, p, "grid = "+p.Example, input.ErrSyntax, 0, -1, -1) })
			t.Run("trailing", func(t *testing.T) {
				checkRejects(t, p, p.Example+" Output: 4", input.ErrSyntax, int64(len(p.Example))+1, -1, -1)
			})
			t.Run("cut short", func(t *testing.T) {
				err := p.Parse(strings.NewReader(p.Example[:len(p.Example)-1]))
				if !errors.Is(err, input.ErrSyntax) {
					t.Fatalf("error %v, want %v", err, input.ErrSyntax)
				}
				var e *input.Error
				if !errors.As(err, &e) {
					t.Fatalf("error %v is not an *input.Error", err)
				}
				if x, y := e.Offset, int64(len(p.Example)-1); !(x <= y) {
					t.Errorf("%v is not <= %v", x, y)
				}
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
			if len(p.BadInputs) == 0 {
				t.Fatalf("plugin %s declares no BadInputs (docs/plugins.md, section 8): empty", p.Name)
			}
			for _, tc := range p.BadInputs {
				t.Run(tc.Kind, func(t *testing.T) {
					checkRejects(t, p, tc.Text, tc.Rule, tc.Offset, tc.Row, tc.Col)
				})
			}
		})
	}
}
