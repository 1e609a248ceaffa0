package slidingpuzzle_test

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// frontierBoards are the boards on which the frontier capability is
// compared with per-successor expansion: one row, one column (where a
// vertical move is an index step of ±(m·n−1)!, like a horizontal one), and
// the whole spaces of 2×2, 2×3, 3×2, 2×4 and the 8-puzzle.
var frontierBoards = []struct {
	name       string
	rows, cols int
}{
	{"1x1", 1, 1}, {"1x4", 1, 4}, {"4x1", 4, 1}, {"2x2", 2, 2},
	{"2x3", 2, 3}, {"3x2", 3, 2}, {"2x4", 2, 4}, {"3x3", 3, 3},
}

// TestHeavyFrontier runs the full-size checks: the contract checker on
// the 8-puzzle, and the path to every one of its states.
func TestHeavyFrontier(t *testing.T) {
	testsize.RequireHeavy(t)
	TestFrontierCheck(t)
	TestFrontierBFS(t)
}

// TestFrontierCheck runs the contract checker, which compares
// AppendNeighbors with Neighbors state by state, on every reachable state
// (the 8-puzzle in the heavy tier: 3 s of CPU).
func TestFrontierCheck(t *testing.T) {
	for _, tc := range frontierBoards {
		t.Run(tc.name, func(t *testing.T) {
			if tc.rows*tc.cols > 8 && !testsize.Heavy() {
				t.Skip("181,440 states: in the heavy tier (TestHeavyFrontier)")
			}
			if tc.rows*tc.cols > 6 && testsize.Short() {
				t.Skip("20,160 states: in the default tier")
			}
			p := sp.MustNew(tc.rows, tc.cols)
			x, err := p.Indexed()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			var _ search.FrontierNeighbors[sp.State] = x
			if err := searchtest.Check[sp.State](x, p.Goal()); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
		})
	}
}

// TestFrontierLayers checks that Layers over Indexed, which expands whole
// frontiers with AppendNeighbors, yields exactly the layers (the same
// states in the same order) of Layers with the capability hidden
// (noFrontier), which expands state by state through Neighbors and Index; from the goal and
// from a start that is not the goal.
func TestFrontierLayers(t *testing.T) {
	for _, tc := range frontierBoards {
		t.Run(tc.name, func(t *testing.T) {
			if tc.rows*tc.cols > 8 && testsize.Short() {
				t.Skip("181,440 states: in the default tier")
			}
			p := sp.MustNew(tc.rows, tc.cols)
			x, err := p.Indexed()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			for _, start := range []sp.State{p.Goal(), x.State(x.Len() - 1)} {
				want := collectLayers[sp.State](noFrontier{x}, start)
				got := collectLayers[sp.State](x, start)
				if want, got := want, got; !reflect.DeepEqual(want, got) {
					t.Fatalf("from %v: got %#v, want %#v", p.Board(start), got, want)
				}
				if len(got) == 0 {
					t.Fatal("no states")
				}
			}
		})
	}
}

// TestFrontierBFS checks that BFSTree over Indexed (one AppendNeighbors
// call per expanded state) builds the tree it builds with the capability
// hidden: the same layers in the same order and the same path to every
// state (every 4th outside the heavy tier); also BFS to a goal, where the
// search stops inside a layer. The 8-puzzle (181,440 states) runs in the
// heavy tier (TestHeavyFrontier).
func TestFrontierBFS(t *testing.T) {
	ctx := context.Background()
	for _, tc := range frontierBoards {
		t.Run(tc.name, func(t *testing.T) {
			if tc.rows*tc.cols > 8 && !testsize.Heavy() {
				t.Skip("181,440 states: in the heavy tier (TestHeavyFrontier)")
			}
			p := sp.MustNew(tc.rows, tc.cols)
			x, err := p.Indexed()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			want, err := search.BFSTreeContext[sp.State](ctx, noFrontier{x}, nil, search.Options{}, p.Goal())
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			got, err := search.BFSTreeContext[sp.State](ctx, x, nil, search.Options{}, p.Goal())
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := treeSizes(want), treeSizes(got); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			wantLayers, gotLayers := treeLayers(want), treeLayers(got)
			for d := range wantLayers {
				if want, got := wantLayers[d], gotLayers[d]; !reflect.DeepEqual(want, got) {
					t.Fatalf("layer %d: got %#v, want %#v", d, got, want)
				}
			}
			// PathTo finds each parent through Neighbors: every state's
			// path in the heavy tier, every 4th (16th under -short) in the
			// others.
			step := testsize.Pick(4, 16)
			if testsize.Heavy() {
				step = 1
			}
			for _, layer := range wantLayers {
				for i, s := range layer {
					if i%step != 0 {
						continue
					}
					wp, _ := want.PathTo(s)
					gp, ok := got.PathTo(s)
					if !ok || !slices.Equal(wp, gp) {
						t.Fatalf("path to %v: %v (found %v), want %v", p.Board(s), gp, ok, wp)
					}
				}
			}
			// The farthest state: BFS stops at it, inside its layer.
			far := wantLayers[len(wantLayers)-1][0]
			isFar := func(s sp.State) bool { return s == far }
			wp, wok := search.BFS[sp.State](noFrontier{x}, isFar, p.Goal())
			gp, gok := search.BFS[sp.State](x, isFar, p.Goal())
			if !wok {
				t.Fatalf("wok is false")
			}
			if !gok {
				t.Fatalf("gok is false")
			}
			if want, got := wp, gp; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		})
	}
}

// collectLayers returns the layers of Layers(nb, start), copied.
func collectLayers[S comparable](nb search.Neighbors[S], start S) [][]S {
	var out [][]S
	for _, l := range search.Layers(nb, start) {
		out = append(out, slices.Clone(l))
	}
	return out
}

// TestFrontierNoBlank: a state with no blank on the board has no
// successors, as Neighbors yields none.
func TestFrontierNoBlank(t *testing.T) {
	x, err := sp.MustNew(2, 2).Indexed()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	full := sp.State(0x4321) // every cell holds a tile
	seen := search.NewVisited(x.Len())
	if v := x.AppendNeighbors(nil, []sp.State{full}, seen); len(v) != 0 {
		t.Fatalf("AppendNeighbors of %v appends %v, want nothing", full, v)
	}
	var n int
	x.Neighbors(full, func(sp.State) bool { n++; return true })
	if n != 0 {
		t.Fatalf("Neighbors of %v yields %d states, want none", full, n)
	}
}

// TestFrontierComponents checks Components over Indexed, which floods
// each component a frontier chunk at a time, against the same search with
// the capability hidden: every position of the board, seeded by index, falls into the
// same components in the same order: two (solvable and unsolvable
// positions) when both sides are at least 2; on a single row or column
// the tiles never pass each other, so each component is one order of the
// tiles with the blank on each of the m·n cells.
func TestFrontierComponents(t *testing.T) {
	for _, tc := range frontierBoards[:6] { // up to 3×2: 720 positions
		t.Run(tc.name, func(t *testing.T) {
			x, err := sp.MustNew(tc.rows, tc.cols).Indexed()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			seeds := make([]sp.State, x.Len())
			for i := range seeds {
				seeds[i] = x.State(i)
			}
			var want, got [][]sp.State
			for c := range search.Components[sp.State](noFrontier{x}, seeds...) {
				want = append(want, slices.Clone(c))
			}
			for c := range search.Components[sp.State](x, seeds...) {
				got = append(got, slices.Clone(c))
			}
			if want, got := want, got; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			components := 2
			if tc.rows == 1 || tc.cols == 1 {
				components = x.Len() / (tc.rows * tc.cols)
			}
			if len(got) != components {
				t.Fatalf("length %d, want %d: %v", len(got), components, got)
			}
		})
	}
}
