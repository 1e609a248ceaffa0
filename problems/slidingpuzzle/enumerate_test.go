package slidingpuzzle_test

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/internal/testsize"
	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

// Published layer sizes from the goal with the blank in a corner (Karlemo
// & Östergård, "On Sliding Block Puzzles", 2000, via OEIS): 2×4 is OEIS
// A090035 (the 4×2 puzzle, the same graph transposed), 2×5 is A090036.
var (
	layers2x4 = []int{1, 2, 3, 6, 10, 14, 19, 28, 42, 61, 85, 119, 161, 215, 293, 396, 506, 632, 788, 985,
		1194, 1414, 1664, 1884, 1999, 1958, 1770, 1463, 1076, 667, 361, 190, 88, 39, 19, 7, 1}
	layers2x5 = []int{1, 2, 3, 6, 11, 19, 30, 44, 68, 112, 176, 271, 411, 602, 851, 1232, 1783, 2530, 3567,
		4996, 6838, 9279, 12463, 16597, 21848, 28227, 35682, 44464, 54597, 65966, 78433, 91725, 104896,
		116966, 126335, 131998, 133107, 128720, 119332, 106335, 91545, 75742, 60119, 45840, 33422, 23223,
		15140, 9094, 5073, 2605, 1224, 528, 225, 75, 20, 2}
)

type enumerateCase struct {
	name       string
	rows, cols int
	want       []int
	workers    []int
}

// TestEnumeratePublished runs the full 2×4 (20,160 positions) enumeration,
// serial and parallel, on both orientations;
// TestHeavyEnumeratePublished runs the 2×5 one (1,814,400) the same ways.
func TestEnumeratePublished(t *testing.T) {
	if want, got := 20160, lo.Sum(layers2x4); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := 1814400, lo.Sum(layers2x5); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	enumeratePublished(t, []enumerateCase{{"2x4", 2, 4, layers2x4, []int{1, 2}}, {"4x2", 4, 2, layers2x4, []int{1, 2}}})
	t.Run("errors", func(t *testing.T) {
		_, err := sp.Enumerate(context.Background(), 0, 3, search.Options{})
		if err, sub := err, "at least 1"; err == nil || !strings.Contains(err.Error(), sub) {
			t.Fatalf("error %v, want one containing %q", err, sub)
		}
		_, err = sp.Enumerate(context.Background(), 4, 4, search.Options{})
		if err, sub := err, "at most 12"; err == nil || !strings.Contains(err.Error(), sub) {
			t.Fatalf("error %v, want one containing %q", err, sub)
		}
		_, err = sp.Enumerate(context.Background(), 3, 3, search.Options{MaxStates: 1000})
		if !errors.Is(err, search.ErrLimit) {
			t.Fatalf("error %v, want %v", err, search.ErrLimit)
		}
		sizes, err := sp.Enumerate(context.Background(), 3, 3, search.Options{MaxDepth: 4})
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := ([]int{1, 2, 4, 8, 16}), sizes; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
}

func TestHeavyEnumeratePublished(t *testing.T) {
	testsize.RequireHeavy(t)
	enumeratePublished(t, []enumerateCase{{"2x5", 2, 5, layers2x5, []int{1, 2}}, {"5x2", 5, 2, layers2x5, []int{1, 2}}})
}

func enumeratePublished(t *testing.T, cases []enumerateCase) {
	for _, tc := range cases {
		for _, w := range tc.workers {
			t.Run(fmt.Sprintf("%s/workers=%d", tc.name, w), func(t *testing.T) {
				var seen []int
				sizes, err := sp.Enumerate(context.Background(), tc.rows, tc.cols, search.Options{
					Workers: w,
					OnLayer: func(s search.LayerStats) { seen = append(seen, s.Size) },
				})
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if want, got := tc.want, sizes; !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
				if want, got := tc.want, seen; !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			})
		}
	}
}

// TestSweepModesAgree checks that Sweep yields the same layer sets as the
// serial Layers in every mode and worker count on the puzzle (dense with
// and without IndexNeighbors, packed, map), whole layers compared. Workers
// are 1 and 3; under -short, 3 on 2×4 and on the 15-puzzle (whose layers
// from depth 11 on are wide enough to run in parallel);
// TestHeavySweepModesAgree adds 2 workers.
func TestSweepModesAgree(t *testing.T) {
	sweepModesAgree(t, [][2]int{{2, 4}, {4, 4}}, testsize.Pick([]int{1, 3}, []int{3}))
}

func TestHeavySweepModesAgree(t *testing.T) {
	testsize.RequireHeavy(t)
	sweepModesAgree(t, [][2]int{{3, 3}, {2, 4}, {4, 4}}, []int{1, 2, 3})
}

func sweepModesAgree(t *testing.T, sizes [][2]int, workers []int) {
	for _, size := range sizes {
		p := sp.MustNew(size[0], size[1])
		depth := 0 // full
		if size[0]*size[1] == 16 {
			// 15-puzzle: the first 15 layers, 61,865 positions (13 layers,
			// 15,500 positions, in the short tier)
			depth = testsize.Pick(14, 12)
		}
		var want [][]sp.State
		for d, layer := range search.Layers[sp.State](p, p.Goal()) {
			l := slices.Clone(layer)
			slices.Sort(l)
			want = append(want, l)
			if d == depth && depth > 0 {
				break
			}
		}
		modes := map[string]search.Neighbors[sp.State]{
			"packed": p,
			"map":    mapMode(p),
		}
		if x, err := p.Indexed(); err == nil {
			modes["dense-incremental"] = x
			modes["dense-index"] = search.With[sp.State](p, x) // hides IndexNeighbors
		}
		for name, nb := range modes {
			for _, w := range workers {
				t.Run(fmt.Sprintf("%dx%d/%s/workers=%d", size[0], size[1], name, w), func(t *testing.T) {
					var got [][]sp.State
					err := search.SweepContext(context.Background(), nb, search.Options{Workers: w, MaxDepth: depth}, func(_ search.LayerStats, seq iter.Seq[sp.State]) bool {
						l := slices.Collect(seq)
						slices.Sort(l)
						got = append(got, l)
						return true
					}, p.Goal())
					if err != nil {
						t.Fatalf("unexpected error: %v", err)
					}
					if want, got := want, got; !reflect.DeepEqual(want, got) {
						t.Fatalf("got %#v, want %#v", got, want)
					}
				})
			}
		}
	}
}
