package search_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// unionFind labels the components of an undirected graph independently of
// any search: each state gets its component's smallest member.
func unionFind(g searchtest.Graph) []int {
	root := make([]int, len(g))
	for i := range root {
		root[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		if root[x] != x {
			root[x] = find(root[x])
		}
		return root[x]
	}
	for u, adj := range g {
		for _, v := range adj {
			a, b := find(u), find(v)
			root[max(a, b)] = min(a, b)
		}
	}
	for i := range root {
		root[i] = find(i)
	}
	return root
}

func TestComponents(t *testing.T) {
	g := searchtest.Graph{{1}, {0}, {}, {4}, {3, 3}, {5}} // {0,1} {2} {3,4} {5 with self-loop}
	for _, m := range intModes {
		t.Run(m.name+"/all seeds", func(t *testing.T) {
			var got [][]int
			for c := range search.Components(m.of(g), 4, 0, 1, 2, 3, 5) {
				got = append(got, slices.Clone(c))
			}
			assert.Equal(t, [][]int{{4, 3}, {0, 1}, {2}, {5}}, got)
		})
		t.Run(m.name+"/break", func(t *testing.T) {
			n := 0
			for range search.Components(m.of(g), 0, 2, 3) {
				n++
				break
			}
			assert.Equal(t, 1, n)
		})
		t.Run(m.name+"/no seeds", func(t *testing.T) {
			for range search.Components(m.of(g)) {
				t.Fatal("no component expected")
			}
		})
	}
}

func TestComponentsMatchUnionFind(t *testing.T) {
	for seed := range uint64(testsize.Pick(200, 60)) {
		n := 1 + int(seed%80)
		g := searchtest.RandomUndirected(seed, n, int(seed%100))
		labels := unionFind(g)
		seeds := rand.New(rand.NewPCG(seed, 2)).Perm(n)
		seeds = append(seeds, seeds...) // repeated seeds are skipped
		for _, m := range intModes {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, m.name), func(t *testing.T) {
				covered := 0
				for c := range search.Components(m.of(g), seeds...) {
					// Discovery order from the seed is the FIFO order.
					assert.Equal(t, slices.Concat(fifoLayers(g, c[0])...), c)
					for _, s := range c {
						assert.Equal(t, labels[c[0]], labels[s])
					}
					want := 0
					for _, l := range labels {
						if l == labels[c[0]] {
							want++
						}
					}
					assert.Len(t, c, want, "component of %d is whole", c[0])
					covered += len(c)
				}
				assert.Equal(t, n, covered)
			})
		}
	}
}
