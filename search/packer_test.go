package search_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// packOnly exposes a Graph through Packer only, with keys that differ from
// the states (an odd multiplier is a bijection of uint64), and counts the
// Pack calls, so that a test sees the searches key their set by Pack.
type packOnly struct {
	g     searchtest.Graph
	packs *int
}

const packMul, packInv = 0x9E3779B97F4A7C15, 0xF1DE83E19937733D // packMul·packInv ≡ 1 mod 2⁶⁴

func (x packOnly) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x packOnly) Pack(s int) uint64                     { *x.packs++; return uint64(s) * packMul }
func (x packOnly) Unpack(k uint64) int                   { return int(k * packInv) }

func TestPackerOnlyTreesMatchReferences(t *testing.T) {
	mul := uint64(packMul)
	require.Equal(t, uint64(1), mul*packInv, "Unpack inverts Pack")
	for seed := range uint64(120) {
		n := 1 + int(seed%40)
		g := searchtest.Random(seed, n, float64(seed%4)+0.7)
		starts := []int{int(seed) % n}
		if seed%3 == 1 {
			starts = append(starts, int(seed*7)%n, starts[0])
		}
		layers, dist, parent := fifoLayers(g, starts...), g.Distances(starts...), fifoParents(g, starts...)
		goal := int(seed*13) % n
		isGoal := func(s int) bool { return s == goal }
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			packs := 0
			pk, plain := packOnly{g, &packs}, mapMode[int](g)
			var got [][]int
			for _, layer := range search.Layers[int](pk, starts...) {
				got = append(got, slices.Clone(layer))
			}
			assert.Equal(t, layers, got, "Layers")
			assert.GreaterOrEqual(t, packs, len(parent), "Layers packs every state it reaches")

			packs = 0
			tree, err := search.BFSTreeContext[int](context.Background(), pk, nil, search.Options{AllPaths: true}, starts...)
			require.NoError(t, err)
			assert.GreaterOrEqual(t, packs, len(parent), "BFS packs every state it reaches")
			for d, want := range layers {
				assert.Equal(t, want, treeLayer(tree, d), "layer %d", d)
			}
			for s := range n {
				d, ok := tree.Cost(s)
				path, _ := tree.PathTo(s)
				if dist[s] < 0 {
					assert.False(t, ok, "state %d is unreachable", s)
					continue
				}
				assert.Equal(t, dist[s], d, "Dist(%d)", s)
				var want []int
				for v := s; v >= 0; v = parent[v] {
					want = append([]int{v}, want...)
				}
				assert.Equal(t, want, path, "PathTo(%d) follows first parents", s)
				assert.Equal(t, sortPaths(allShortest(g, dist, s)), sortPaths(slices.Collect(tree.AllPathsTo(s))), "AllPathsTo(%d)", s)
			}

			to, err := search.BFSTreeContext[int](context.Background(), pk, isGoal, search.Options{}, starts...)
			require.NoError(t, err)
			ref, err := search.BFSTreeContext[int](context.Background(), plain, isGoal, search.Options{}, starts...)
			require.NoError(t, err)
			assert.Equal(t, treeSizes(ref), treeSizes(to), "BFSTo layers")
			assert.Equal(t, ref.Goals(), to.Goals(), "BFSTo goals")

			packs = 0
			path, ok := search.BFS[int](pk, isGoal, starts...)
			refPath, refOK := search.BFS[int](plain, isGoal, starts...)
			assert.Equal(t, dist[goal] >= 0, ok, "ShortestPath reaches %d", goal)
			assert.Equal(t, refOK, ok)
			assert.Equal(t, refPath, path, "ShortestPath")
			if ok {
				assert.Len(t, path, dist[goal]+1)
				assert.Positive(t, packs, "ShortestPath packs")
			}
		})
	}
}
