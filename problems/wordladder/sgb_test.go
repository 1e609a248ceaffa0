package wordladder_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestSGBPublishedFigures asserts Knuth's figures for the Stanford
// GraphBase words graph: 5,757 words, 14,135 edges and 853 connected
// components (D. E. Knuth, The Stanford GraphBase, ACM Press, 1993), and
// cross-checks edges and components with an independent brute force: every
// pair of words compared letter by letter, components by union-find.
func TestSGBPublishedFigures(t *testing.T) {
	d := wordladder.SGB()
	if want, got := sgb.Words, d.Len(); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := sgb.Edges, d.Edges(); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	comps := d.Components()
	if len(comps) != sgb.Components {
		t.Fatalf("length %d, want %d: %v", len(comps), sgb.Components, comps)
	}

	t.Run("brute force", func(t *testing.T) {
		if testsize.Short() {
			t.Skip("every pair of the 5,757 words: the default tier; the published figures above hold in every tier")
		}
		words := strings.Fields(sgb.Text)
		parent := make([]int, len(words))
		for i := range parent {
			parent[i] = i
		}
		find := func(i int) int {
			for parent[i] != i {
				parent[i] = parent[parent[i]]
				i = parent[i]
			}
			return i
		}
		edges := 0
		for i := range words {
			for j := i + 1; j < len(words); j++ {
				if oneApart(words[i], words[j]) {
					edges++
					parent[find(i)] = find(j)
				}
			}
		}
		sizes := map[int]int{}
		for i := range words {
			sizes[find(i)]++
		}
		want := make([]int, 0, len(sizes))
		for _, s := range sizes {
			want = append(want, s)
		}
		slices.Sort(want)
		slices.Reverse(want)
		got := make([]int, len(comps))
		for i, c := range comps {
			got[i] = len(c)
			if !slices.IsSorted(c) {
				t.Fatalf("slices.IsSorted(c) is false")
			}
		}
		if want, got := sgb.Edges, edges; !reflect.DeepEqual(want, got) {
			t.Errorf("brute force disagrees with Knuth: got %#v, want %#v", got, want)
		}
		if len(want) != sgb.Components {
			t.Errorf("brute force disagrees with Knuth: length %d, want %d: %v", len(want), sgb.Components, want)
		}
		if want, got := want, got; !reflect.DeepEqual(want, got) {
			t.Errorf("component sizes: got %#v, want %#v", got, want)
		}
	})
	for k := 1; k < len(comps); k++ {
		if len(comps[k]) == len(comps[k-1]) {
			if x, y := comps[k-1][0], comps[k][0]; !(x < y) {
				t.Errorf("tie order: %v is not < %v", x, y)
			}
		}
	}
	if err := searchtest.Check[string](d, "chaos", "pound", "marks"); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

// TestSGBPublishedLadders checks the ladders quoted from Knuth's book: chaos
// to order takes 12 moves, nodes to graph 9, and pound to marks is
// impossible (The Stanford GraphBase, 1993). Bidirectional and one-way
// searches must agree on the length.
func TestSGBPublishedLadders(t *testing.T) {
	d := wordladder.SGB()
	tests := []struct {
		name, from, to string
		moves          int // -1: no ladder
	}{
		{"chaos to order", "chaos", "order", 12},
		{"nodes to graph", "nodes", "graph", 9},
		{"pound to marks", "pound", "marks", -1},
		{"same word", "words", "words", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bi, ok := d.Ladder(tc.from, tc.to)
			one, ok1 := search.BFS[string](d, func(w string) bool { return w == tc.to }, tc.from)
			if want, got := tc.moves >= 0, ok; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			if want, got := ok, ok1; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			all := d.AllLadders(tc.from, tc.to)
			if tc.moves < 0 {
				if len(all) != 0 {
					t.Errorf("%q is not empty", all)
				}
				return
			}
			if len(bi) != tc.moves+1 {
				t.Errorf("length %d, want %d: %v", len(bi), tc.moves+1, bi)
			}
			if len(one) != tc.moves+1 {
				t.Errorf("length %d, want %d: %v", len(one), tc.moves+1, one)
			}
			if len(all) == 0 {
				t.Fatal("no ladders")
			}
			for _, l := range append(all, bi, one) {
				if len(l) != tc.moves+1 {
					t.Fatalf("length %d, want %d: %v", len(l), tc.moves+1, l)
				}
				if !isLadder(l, tc.from, tc.to, d.Words()) {
					t.Fatalf("%q", l)
				}
			}
			if s, sub := all, one; !containsDeep(s, sub) {
				t.Errorf("%v does not contain %v", s, sub)
			}
			if s, sub := all, bi; !containsDeep(s, sub) {
				t.Errorf("%v does not contain %v", s, sub)
			}
		})
	}
}
