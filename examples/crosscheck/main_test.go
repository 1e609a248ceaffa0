package main

import (
	"bytes"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// drifting yields graph a for its first walk and b afterwards (one walk per
// call of Neighbors(0)): the engine and the export then see different
// graphs, which the cross-check must report.
type drifting struct {
	a, b  searchtest.Graph
	calls *int
}

func (d drifting) Neighbors(v int, yield func(int) bool) {
	if v == 0 {
		*d.calls++
	}
	g := d.a
	if *d.calls > 2 {
		g = d.b
	}
	g.Neighbors(v, yield)
}

func TestRun(t *testing.T) {
	calls := 0
	bad := drifting{searchtest.Graph{{1}, {2}, {}}, searchtest.Graph{{2}, {2}, {}}, &calls}
	tests := []struct {
		name   string
		insts  []instance
		status int
		want   []string
	}{
		{
			name:   "agree",
			insts:  []instance{check[int]("path", searchtest.Path(50), 0), check[int]("grid", searchtest.Grid(9, 9), 40)},
			status: 0,
			want:   []string{"path", "50", "0 mismatches", "grid", "81", "all 2 instances agree"},
		},
		{
			name:   "disagree",
			insts:  []instance{check[int]("drifting", bad, 0)},
			status: 1,
			want:   []string{"state 1: export: engine 1, other -1", "1 of 1 instances disagree"},
		},
		{
			name: "components disagree",
			insts: []instance{components[int]("comps", searchtest.Grid(2, 2), []int{0, 1, 2, 3},
				[][]int{{0, 1}, {2, 3}}, -1, -1)},
			status: 1,
			want:   []string{"1 components", "gonum finds 1 components, the plugin 2"},
		},
		{
			name: "published figures disagree",
			insts: []instance{components[int]("comps", searchtest.Grid(2, 2), []int{0, 1, 2, 3},
				[][]int{{0, 1, 2, 3}}, 5, 2)},
			status: 1,
			want:   []string{"4 edges, published 5", "1 components, published 2"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			if want, got := tc.status, run(&out, tc.insts); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			for _, w := range tc.want {
				if s, sub := out.String(), w; !strings.Contains(s, sub) {
					t.Errorf("%q does not contain %q", s, sub)
				}
			}
		})
	}
}

func TestCompareComponents(t *testing.T) {
	tests := []struct {
		name      string
		got, want [][]int
		diffs     int
	}{
		{"same partition, other order", [][]int{{0, 1}, {2}}, [][]int{{2}, {1, 0}}, 0},
		{"split", [][]int{{0, 1, 2}}, [][]int{{0, 1}, {2}}, 3},
		{"merged", [][]int{{0, 1}, {2}}, [][]int{{0, 1, 2}}, 3},
		{"missing state", [][]int{{0}, {1}}, [][]int{{0}}, 2},
		{"extra state", [][]int{{0}}, [][]int{{0, 1}}, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := compareComponents(tc.got, tc.want)
			if len(d) != tc.diffs {
				t.Errorf("%v: length %d, want %d: %v", strings.Join(d, "\n"), len(d), tc.diffs, d)
			}
		})
	}
}

// TestInstances builds the full instance list (every plugin's instances
// build) and checks the drawable ones.
func TestInstances(t *testing.T) {
	insts, err := sharedInstances()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	names := map[string]bool{}
	for _, in := range insts {
		if names[in.name] {
			t.Fatalf("duplicate name %q", in.name)
		}
		names[in.name] = true
		if in.dot != nil && !strings.Contains(in.name, "hashed") && !strings.Contains(in.name, "8-puzzle") && !strings.Contains(in.name, "sgb") && !strings.Contains(in.name, "openlock") {
			var b bytes.Buffer
			if err := in.dot(&b); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if s, sub := b.String(), "graph"; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
		}
	}
	for _, name := range []string{"snakesladders/3x3", "wordladder/hit-cog", "random/seed=1 dense"} {
		if !names[name] {
			t.Errorf("%v: want true", name)
		}
	}
}

func TestPublished(t *testing.T) {
	tests := []struct {
		name          string
		states, depth int
		status        int
		want          string
	}{
		{"as published", 10, 9, 0, "0 mismatches, as published"},
		{"states differ", 11, 9, 1, "10 states and depth 9, published 11 and 9 (test)"},
		{"depth differs", 10, 8, 1, "published 10 and 8 (test)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			in := published(check[int]("path", searchtest.Path(10), 0), tc.states, tc.depth, "test")
			if want, got := tc.status, (run(&out, []instance{in})); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			if s, sub := out.String(), tc.want; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
		})
	}
}

func TestFlags(t *testing.T) {
	for _, tc := range []struct {
		name         string
		args         []string
		code         int
		stdout       string // substring
		stderrPrefix string // of the one stderr line, if code is 2
	}{
		{"help", []string{"-h"}, 0, "usage: crosscheck", ""},
		{"list", []string{"-list"}, 0, "\n", ""},
		{"dot", []string{"-dot", firstDrawable(t)}, 0, "digraph", ""},
		{"unknown flag", []string{"-bogus"}, 2, "", "crosscheck: flag provided but not defined: -bogus"},
		{"stray argument", []string{"x"}, 2, "", `crosscheck: unexpected argument "x"`},
		{"unknown instance", []string{"-dot", "nope"}, 2, "", `crosscheck: no drawable instance "nope"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testsize.Short() && tc.name == "list" {
				t.Skip("builds every instance: the default tier")
			}
			var out, errb bytes.Buffer
			if want, got := tc.code, command(tc.args, &out, &errb); !reflect.DeepEqual(want, got) {
				t.Fatalf("%v: got %#v, want %#v", errb.String(), got, want)
			}
			if s, sub := out.String(), tc.stdout; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			if tc.code != 2 {
				if len(errb.String()) != 0 {
					t.Errorf("%q is not empty", errb.String())
				}
				return
			}
			if !strings.HasPrefix(errb.String(), tc.stderrPrefix) {
				t.Errorf("%v: want true", errb.String())
			}
			if want, got := 1, strings.Count(errb.String(), "\n"); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestMain(m *testing.M) { clitest.Main(m, main) }

// TestProcess runs the real command with a bad flag: exit status 2, one
// stderr line, at once.
func TestProcess(t *testing.T) {
	clitest.CheckFailed(t, clitest.Run(t, "", time.Minute, "-bogus"), "crosscheck: flag provided but not defined: -bogus")
	for _, args := range [][]string{{"-list"}, {"-dot", firstDrawable(t)}} {
		t.Run("write error "+args[0], func(t *testing.T) {
			if testsize.Short() && args[0] != "-list" {
				t.Skip("a process each: two in the short tier, the others in the default one")
			}
			clitest.CheckWriteFailed(t, clitest.RunTo(t, "", clitest.DevFull(t), time.Minute, args...))
		})
	}
}

// sharedInstances is instances, built once for the tests that only read
// the list (building it costs a twentieth of a second).
var sharedInstances = sync.OnceValues(instances)

// firstDrawable is the name of the first instance -dot can draw.
func firstDrawable(t *testing.T) string {
	insts, err := sharedInstances()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	for _, in := range insts {
		if in.dot != nil {
			return in.name
		}
	}
	t.Fatal("no drawable instance")
	return ""
}
