package wordladder_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
	require.Equal(t, sgb.Words, d.Len())
	require.Equal(t, sgb.Edges, d.Edges())
	comps := d.Components()
	require.Len(t, comps, sgb.Components)

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
			require.True(t, slices.IsSorted(c))
		}
		assert.Equal(t, sgb.Edges, edges, "brute force disagrees with Knuth")
		assert.Len(t, want, sgb.Components, "brute force disagrees with Knuth")
		assert.Equal(t, want, got, "component sizes")
	})
	for k := 1; k < len(comps); k++ {
		if len(comps[k]) == len(comps[k-1]) {
			assert.Less(t, comps[k-1][0], comps[k][0], "tie order")
		}
	}
	require.NoError(t, searchtest.Check[string](d, "chaos", "pound", "marks"))
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
			one, ok1 := search.ShortestPath[string](d, func(w string) bool { return w == tc.to }, tc.from)
			require.Equal(t, tc.moves >= 0, ok)
			require.Equal(t, ok, ok1)
			all := d.AllLadders(tc.from, tc.to)
			if tc.moves < 0 {
				assert.Empty(t, all)
				return
			}
			assert.Len(t, bi, tc.moves+1)
			assert.Len(t, one, tc.moves+1)
			require.NotEmpty(t, all)
			for _, l := range append(all, bi, one) {
				require.Len(t, l, tc.moves+1)
				require.True(t, isLadder(l, tc.from, tc.to, d.Words()), "%q", l)
			}
			assert.Contains(t, all, one)
			assert.Contains(t, all, bi)
		})
	}
}
