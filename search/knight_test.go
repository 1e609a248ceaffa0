package search_test

import (
	"context"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestKnightContract runs the contract checker from every square.
func TestKnightContract(t *testing.T) {
	require.NoError(t, searchtest.Check[int](knight{}, 0))
	for s := range 64 {
		require.NoError(t, searchtest.Check[int](knight{}, s), "from %s", name(s))
	}
}

// floydWarshall computes all-pairs knight distances with an adjacency
// relation written from the other side: squares u and v are a knight's move
// apart when their file and rank differences are 1 and 2 in some order.
func floydWarshall() [64][64]int {
	const inf = 1 << 20
	var d [64][64]int
	for u := range 64 {
		for v := range 64 {
			df, dr := abs(u%8-v%8), abs(u/8-v/8)
			switch {
			case u == v:
				d[u][v] = 0
			case df*dr == 2: // {1, 2} or {2, 1}
				d[u][v] = 1
			default:
				d[u][v] = inf
			}
		}
	}
	for k := range 64 {
		for u := range 64 {
			for v := range 64 {
				d[u][v] = min(d[u][v], d[u][k]+d[k][v])
			}
		}
	}
	return d
}

func abs(x int) int { return max(x, -x) }

// TestKnightAgainstFloydWarshall states the layers from a1 in full and checks the
// distance between every pair of squares, in dense and in map mode.
func TestKnightAgainstFloydWarshall(t *testing.T) {
	fw := floydWarshall()
	tests := []struct {
		name string
		nb   search.Neighbors[int]
	}{
		{"dense", knight{}},
		{"map", mapMode[int](knight{})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var want [][]int
			for s := range 64 {
				for len(want) <= fw[0][s] {
					want = append(want, nil)
				}
				want[fw[0][s]] = append(want[fw[0][s]], s)
			}
			var got [][]int
			for _, layer := range search.Layers(tc.nb, 0) {
				got = append(got, slices.Sorted(slices.Values(layer)))
			}
			require.Equal(t, want, got)
			// The corner-to-corner distance is 6 moves, the largest entry
			// of the classical 8×8 knight-distance table.
			require.Equal(t, []int{63}, got[6])

			for u := range 64 {
				tree, err := search.BFSTreeContext(context.Background(), tc.nb, nil, search.Options{}, u)
				require.NoError(t, err)
				for v := range 64 {
					d, ok := tree.Cost(v)
					require.True(t, ok)
					require.Equal(t, fw[u][v], d, "%s → %s", name(u), name(v))
				}
			}
		})
	}
}
