package snakesladders_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
)

// plainBoard is a Board without its FrontierNeighbors capability: the
// search package then calls Neighbors once per square, still in dense mode
// (it keeps the Indexer).
type plainBoard struct{ b *snakesladders.Board }

func (p plainBoard) Neighbors(s int, yield func(int) bool) { p.b.Neighbors(s, yield) }
func (p plainBoard) Len() int                              { return p.b.Len() }
func (p plainBoard) Index(s int) int                       { return p.b.Index(s) }
func (p plainBoard) State(i int) int                       { return p.b.State(i) }

// searchLayers returns every layer of search.Layers(nb, 1), cloned.
func searchLayers(nb search.Neighbors[int]) [][]int {
	var layers [][]int
	for _, l := range search.Layers(nb, 1) {
		layers = append(layers, slices.Clone(l))
	}
	return layers
}

// marked reports whether index k of v is marked, leaving v as it was.
func marked(v search.Visited, k int) bool {
	if v.Mark(k) {
		v.Unmark(k)
		return false
	}
	return true
}

// TestFrontierLayers: on 3,000 random boards (TestHeavyFrontierLayers;
// 300 in the default run, 100 under -short) (gen.Snakes, n in 2..40, jump
// rates from 0 to 1), search.Layers over the Board, which expands frontiers
// with AppendNeighbors, gives exactly the layers it gives over the same
// Board through Neighbors alone, and those of the independent reference.
func TestHeavyFrontierLayers(t *testing.T) {
	testsize.RequireHeavy(t)
	TestFrontierLayers(t)
}

func TestFrontierLayers(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 909))
	boards := testsize.Pick(300, 100)
	if testsize.Heavy() {
		boards = 3000
	}
	for i := range boards {
		n, rate := 2+rng.IntN(39), rng.Float64()*rng.Float64()
		b := gen.Snakes(n, rate, uint64(i))
		_, ok := any(b).(search.FrontierNeighbors[int])
		if !ok {
			t.Fatalf("Board lacks FrontierNeighbors")
		}
		frontier, plain := searchLayers(b), searchLayers(plainBoard{b})
		if want, got := plain, frontier; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d (n=%d, rate %.3f): got %#v, want %#v", i, n, rate, got, want)
		}
		if want, got := refLayers(b.Rows()), frontier; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d (n=%d, rate %.3f): got %#v, want %#v", i, n, rate, got, want)
		}
	}
}

// TestAppendNeighbors drives AppendNeighbors directly with random
// frontiers (repeats included) and a partly marked Visited, and compares
// it with Neighbors filtered through the same marks, square by square.
func TestAppendNeighbors(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 909))
	for i := range testsize.Pick(500, 100) {
		n := 2 + rng.IntN(20)
		b := gen.Snakes(n, rng.Float64(), uint64(i))
		last := b.Len()
		seen, want := search.NewVisited(last), search.NewVisited(last)
		for range rng.IntN(last) {
			k := rng.IntN(last)
			seen.Mark(k)
			want.Mark(k)
		}
		frontier := make([]int, rng.IntN(2*last))
		for k := range frontier {
			frontier[k] = 1 + rng.IntN(last)
		}
		dst := []int{-7} // AppendNeighbors appends after what dst holds
		exp := slices.Clone(dst)
		for _, s := range frontier {
			b.Neighbors(s, func(v int) bool {
				if want.Mark(v - 1) {
					exp = append(exp, v)
				}
				return true
			})
		}
		got := b.AppendNeighbors(dst, frontier, seen)
		if want, got := exp, got; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d (n=%d), frontier %v: got %#v, want %#v", i, n, frontier, got, want)
		}
		for k := range last {
			if want, got := marked(want, k), marked(seen, k); !reflect.DeepEqual(want, got) {
				t.Fatalf("board %d: mark of index %d: got %#v, want %#v", i, k, got, want)
			}
		}
	}
}

func TestAppendNeighborsPanics(t *testing.T) {
	b := gen.Snakes(3, 0, 1)
	for _, s := range []int{0, -1, 10} {
		func() {
			defer func() {
				if r := recover(); r != fmt.Sprintf("snakesladders: AppendNeighbors(%d): square outside 1..9", s) {
					t.Fatalf("square %d: panic %#v, want %#v", s, r, fmt.Sprintf("snakesladders: AppendNeighbors(%d): square outside 1..9", s))
				}
			}()
			(func() {
				b.AppendNeighbors(nil, []int{1, s}, search.NewVisited(9))
			})()
		}()
	}
}
