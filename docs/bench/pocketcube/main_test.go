package main

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// published is the number of positions of the pocket cube at each
// distance from the solved cube in the half-turn metric, 3,674,160 in all:
// OEIS A079761, "Number of positions that are exactly n moves from the
// starting position in the 2 X 2 X 2 Rubik cube puzzle"
// (https://oeis.org/A079761).
var published = []int{1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644}

// slow are the steps that take seconds and hundreds of MiB over the whole
// cube: the default run takes them to distance 6 (62,360 positions).
var slow = []string{"struct", "packed", "rank", "sweep-rank", "hand-map"}

// TestPublishedLayers: every step prints the published layers, in full
// (the slow ones to distance 6 unless RIPPLE_HEAVY=1).
func TestPublishedLayers(t *testing.T) {
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			want := published
			args := []string{"-step", s.name}
			if slices.Contains(slow, s.name) && !testsize.Heavy() {
				want = published[:7]
				args = append(args, "-depth", "6")
			}
			var out bytes.Buffer
			if err := run(context.Background(), args, &out); err != nil {
				t.Fatal(err)
			}
			if got := parseLayers(t, out.String()); !slices.Equal(got, want) {
				t.Fatalf("%v: layers %v, want %v (OEIS A079761)", args, got, want)
			}
		})
	}
	sum := 0
	for _, n := range published {
		sum += n
	}
	if sum != positions {
		t.Fatalf("the published layers sum to %d, want %d", sum, positions)
	}
}

func parseLayers(t *testing.T, out string) []int {
	var sizes []int
	for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var d, n int
		if _, err := fmt.Sscanf(line, "%d %d", &d, &n); err != nil || d != i {
			t.Fatalf("line %d: %q", i, line)
		}
		sizes = append(sizes, n)
	}
	return sizes
}

// TestRanks: the ranks are a bijection, Pack is invertible, and the move
// tables give the rank of each position one move away, on random ranks.
func TestRanks(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	g := ranks{newMoves()}
	for range testsize.Pick(20000, 2000) {
		i := r.IntN(positions)
		c := indexed{}.State(i)
		if j := (indexed{}).Index(c); j != i {
			t.Fatalf("Index(State(%d)) = %d", i, j)
		}
		if d := (packed{}).Unpack(packed{}.Pack(c)); d != c {
			t.Fatalf("Unpack(Pack(%v)) = %v", c, d)
		}
		var want, got []int
		natural{}.Neighbors(c, func(d cube) bool { want = append(want, indexed{}.Index(d)); return true })
		g.Neighbors(i, func(j int) bool { got = append(got, j); return true })
		if !slices.Equal(got, want) {
			t.Fatalf("neighbours of rank %d: tables %v, turning %v", i, got, want)
		}
	}
}

// TestHeavyContracts runs searchtest.Check over the whole cube on every
// graph with a capability (the default run checks the ranks and the move
// tables in TestRanks).
func TestHeavyContracts(t *testing.T) {
	testsize.RequireHeavy(t)
	m := newMoves()
	for name, err := range map[string]error{
		"packed":   searchtest.CheckLimit[cube](packed{}, positions, solved),
		"indexed":  searchtest.CheckLimit[cube](indexed{}, positions, solved),
		"ranks":    searchtest.CheckLimit[int](ranks{m}, positions, 0),
		"frontier": searchtest.CheckLimit[int](frontier{ranks{m}}, positions, 0),
		"byIndex":  searchtest.CheckLimit[int](byIndex{ranks{m}}, positions, 0),
	} {
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestBadFlags: every rule of the flags is an error, and so is reaching
// -max-states; -h prints the usage.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{}, {"-step", "nosuch"}, {"-step", "hand", "extra"}, {"-step", "hand", "-depth", "-1"},
		{"-step", "tables", "-max-states", "0"}, {"-nosuch"}, {"-step", "frontier", "-max-states", "1000"},
		{"-step", "sweep-index", "-max-states", "1000"},
	} {
		var out bytes.Buffer
		err := run(context.Background(), args, &out)
		if err == nil || out.Len() > 0 {
			t.Errorf("%v: err %v, output %q: want an error and no output", args, err, out.String())
		}
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"-h"}, &out); err != nil || !strings.Contains(out.String(), "usage:") {
		t.Errorf("-h: err %v, output %q", err, out.String())
	}
}
