package search_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// scattered numbers the states of a graph over [0, len(g)) by s·m mod l in
// an index space of l ≥ len(g) indices, so that a search reaches a small,
// scattered part of a huge index space: the case where a store sized by
// Len() would cost far more than what is reached. States from len(g) on,
// up to l, have no edges (unless tail is set: then every state s ≥ len(g)
// has the edge to s+1, an endless line within the index space).
type scattered struct {
	g       search.Neighbors[int]
	size    int // the states of g are [0, size)
	l, m, i int // index space, multiplier, its inverse mod l
	tail    bool
}

func newScattered(g searchtest.Graph, l int) scattered {
	return scatter(g, len(g), l)
}

func scatter(g search.Neighbors[int], size, l int) scattered {
	m := 0x9E3779B9 % l
	for gcd(m, l) != 1 {
		m++
	}
	return scattered{g: g, size: size, l: l, m: m, i: inverse(m, l)}
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// inverse returns x with a·x ≡ 1 mod l, by the extended Euclidean algorithm.
func inverse(a, l int) int {
	r0, r1, x0, x1 := l, a, 0, 1
	for r1 != 0 {
		q := r0 / r1
		r0, r1 = r1, r0-q*r1
		x0, x1 = x1, x0-q*x1
	}
	return ((x0 % l) + l) % l
}

func mulMod(a, b, l int) int {
	hi, lo := uint64(a)>>32, uint64(a)&(1<<32-1)
	// a·b mod l without overflow, for l < 2³²
	return int((hi*uint64(b)%uint64(l)<<32%uint64(l) + lo*uint64(b)) % uint64(l))
}

func (x scattered) Neighbors(s int, yield func(int) bool) {
	if s < x.size {
		x.g.Neighbors(s, yield)
	} else if x.tail && s+1 < x.l {
		yield(s + 1)
	}
}
func (x scattered) Len() int        { return x.l }
func (x scattered) Index(s int) int { return mulMod(s, x.m, x.l) }
func (x scattered) State(i int) int { return mulMod(i, x.i, x.l) }

// scatteredFrontier adds FrontierNeighbors, so that the plugin marks the
// engine's sparse Visited itself.
type scatteredFrontier struct{ scattered }

func (x scatteredFrontier) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	for _, s := range frontier {
		x.Neighbors(s, func(v int) bool {
			if seen.Mark(x.Index(v)) {
				dst = append(dst, v)
			}
			return true
		})
	}
	return dst
}

// sparseModes are index spaces of the given sizes, each with and without
// FrontierNeighbors.
func sparseModes(g searchtest.Graph, lens ...int) []struct {
	name string
	nb   search.Neighbors[int]
} {
	var out []struct {
		name string
		nb   search.Neighbors[int]
	}
	for _, l := range lens {
		x := newScattered(g, l)
		out = append(out,
			struct {
				name string
				nb   search.Neighbors[int]
			}{fmt.Sprintf("len=%d", l), x},
			struct {
				name string
				nb   search.Neighbors[int]
			}{fmt.Sprintf("len=%d/frontier", l), scatteredFrontier{x}})
	}
	return out
}

// TestSparseStoreAgreesWithTheReference runs every store-backed search
// over scattered index spaces and compares each with a textbook FIFO BFS
// written in the test (layers, distances, paths that are edges): on a
// 100×100 grid, dense at once, sparse throughout, and with Sweep's int
// indices.
func TestSparseStoreAgreesWithTheReference(t *testing.T) {
	sparseAgrees(t, "grid-100x100", searchtest.Grid(100, 100), []int{10_007, 1 << 30, 1<<32 - 5})
}

// TestHeavySparseStoreAgreesWithTheReference is the same on 150,000 states
// (seconds of CPU): every store turns dense at 2²²+3 indices (the tree's at
// about 113,000 states) and stays sparse at 2³¹−1.
func TestHeavySparseStoreAgreesWithTheReference(t *testing.T) {
	testsize.RequireHeavy(t)
	sparseAgrees(t, "random-150k", searchtest.RandomUndirected(7, 150_000, 300_000), []int{1<<22 + 3, 1<<31 - 1})
}

func sparseAgrees(t *testing.T, name string, g searchtest.Graph, lens []int) {
	ctx := context.Background()
	for _, gc := range []struct {
		name string
		g    searchtest.Graph
		lens []int
	}{{name, g, lens}} {
		want := fifoLayers(gc.g, 0, 5)
		dist := gc.g.Distances(0, 5)
		for _, m := range sparseModes(gc.g, gc.lens...) {
			t.Run(gc.name+"/"+m.name, func(t *testing.T) {
				assert.Equal(t, want, collect(m.nb, 0, 5), "Layers")
				tr, err := search.BFSTreeContext(ctx, m.nb, nil, search.Options{}, 0, 5)
				require.NoError(t, err)
				for d := range want {
					require.Equal(t, want[d], treeLayer(tr, d), "BFS layer %d", d)
				}
				far := want[len(want)-1][0]
				p, ok := tr.PathTo(far)
				require.True(t, ok)
				assertPath(t, gc.g, p, dist[far])
				for _, w := range []int{1, 2} {
					sizes, err := sweepSizes(ctx, m.nb, search.Options{Workers: w}, nil, 0, 5)
					require.NoError(t, err)
					assert.Equal(t, layerSizes(want), sizes, "Sweep, %d workers", w)
				}
				tw, err := search.BFSTreeContext(ctx, m.nb, nil, search.Options{Workers: 2}, 0, 5)
				require.NoError(t, err)
				assert.Equal(t, layerSizes(want), treeSizes(tw), "BFS, 2 workers")
				p, ok, err = search.BFSContext(ctx, m.nb, func(s int) bool { return s == far }, search.Options{}, 0, 5)
				require.NoError(t, err)
				require.True(t, ok)
				assertPath(t, gc.g, p, dist[far])
				p, ok, err = search.BidirectionalContext(ctx, m.nb, m.nb, search.Options{}, []int{0, 5}, []int{far})
				require.NoError(t, err)
				require.True(t, ok)
				assertPath(t, gc.g, p, dist[far])
				n := 0
				require.NoError(t, search.ComponentsContext(ctx, m.nb, search.Options{}, func(c []int) bool { n += len(c); return true }, 0))
				assert.Equal(t, len(slices.Concat(want...)), n, "Components")
			})
		}
	}
}

func layerSizes(layers [][]int) []int {
	out := make([]int, len(layers))
	for d, l := range layers {
		out[d] = len(l)
	}
	return out
}

// assertPath checks that p is a path of g with d moves.
func assertPath(t *testing.T, g searchtest.Graph, p []int, d int) {
	t.Helper()
	require.Len(t, p, d+1)
	for k := 1; k < len(p); k++ {
		require.True(t, hasEdge(g, p[k-1], p[k]), "%d→%d is no edge", p[k-1], p[k])
	}
}

// TestSparseStoreStopsAtMaxStates is the huge index space with a small
// limit: an endless line through an index space of 2³¹−1, stopped by
// MaxStates 1000 in every search with a limit.
func TestSparseStoreStopsAtMaxStates(t *testing.T) {
	x := newScattered(searchtest.Path(1), 1<<31-1)
	x.tail = true
	ctx, o := context.Background(), search.Options{MaxStates: 1000}
	never := func(int) bool { return false }
	_, err := search.BFSTreeContext(ctx, x, nil, o, 1)
	assert.ErrorIs(t, err, search.ErrLimit, "BFS")
	_, err = search.BFSTreeContext(ctx, x, never, o, 1)
	assert.ErrorIs(t, err, search.ErrLimit, "BFSTo")
	_, _, err = search.BFSContext(ctx, x, never, o, 1)
	assert.ErrorIs(t, err, search.ErrLimit, "ShortestPath")
	_, _, err = search.BidirectionalContext(ctx, x, x, o, []int{1}, []int{2_000_000})
	assert.ErrorIs(t, err, search.ErrLimit, "Bidirectional")
	err = search.ComponentsContext(ctx, x, o, func([]int) bool { return true }, 1)
	assert.ErrorIs(t, err, search.ErrLimit, "Components")
	_, err = sweepSizes(ctx, x, o, nil, 1)
	assert.ErrorIs(t, err, search.ErrLimit, "Sweep")
}

// modTen is an Indexer whose Index is s mod 10 over the line 0..99: not
// injective, so states 10, 20, ... find their index taken.
type modTen struct{}

func (modTen) Neighbors(s int, yield func(int) bool) {
	if s > 0 && !yield(s-1) {
		return
	}
	if s < 99 {
		yield(s + 1)
	}
}
func (modTen) Len() int        { return 10 }
func (modTen) Index(s int) int { return s % 10 }
func (modTen) State(i int) int { return i }

// TestNonInjectiveIndexerPanics: every search over an Indexer checks
// State(Index(v)) == v on the starts and on a sample of the successors,
// and panics naming the Indexer.
func TestNonInjectiveIndexerPanics(t *testing.T) {
	ctx := context.Background()
	for name, run := range map[string]func(){
		"Layers": func() {
			for range search.Layers[int](modTen{}, 0) {
			}
		},
		"BFS": func() { _, _ = search.BFSTreeContext[int](ctx, modTen{}, nil, search.Options{}, 0) },
		"BFSTo": func() {
			_, _ = search.BFSTreeContext[int](ctx, modTen{}, func(int) bool { return false }, search.Options{}, 0)
		},
		"ShortestPath": func() { search.BFS[int](modTen{}, func(s int) bool { return s == 50 }, 0) },
		"Bidirectional": func() {
			search.Bidirectional[int](modTen{}, modTen{}, []int{0}, []int{50})
		},
		"Components": func() {
			for range search.Components[int](modTen{}, 0) {
			}
		},
		"Sweep":       func() { _, _ = sweepSizes[int](ctx, modTen{}, search.Options{}, nil, 0) },
		"Sweep-start": func() { _, _ = sweepSizes[int](ctx, modTen{}, search.Options{}, nil, 50) },
		"BFS-start":   func() { _, _ = search.BFSTreeContext[int](ctx, modTen{}, nil, search.Options{}, 50) },
		"Bidirectional-meet": func() {
			search.Bidirectional[int](modTen{}, modTen{}, []int{0}, []int{19})
		},
	} {
		t.Run(name, func(t *testing.T) {
			v := catch(run)
			require.NotNil(t, v, "no panic")
			msg := fmt.Sprint(v)
			assert.Contains(t, msg, "search: Indexer search_test.modTen")
		})
	}
}

func catch(f func()) (v any) {
	defer func() { v = recover() }()
	f()
	return nil
}

// babbler is the line 0..10 whose Neighbors, once yield has returned
// false, keeps yielding its other successor and then 1000 three times: the
// goal 5 must still be found at distance 5 by a path of the line, and a
// limit must still stop the search.
type babbler struct{}

func (babbler) Neighbors(s int, yield func(int) bool) {
	stopped := false
	say := func(v int) {
		if !yield(v) {
			stopped = true
		}
	}
	if s < 10 {
		say(s + 1)
	}
	if s > 0 {
		say(s - 1)
	}
	for k := 0; stopped && k < 3; k++ {
		yield(1000)
	}
}

// TestYieldAfterFalseChangesNothing: once a callback has returned false,
// whatever the plugin yields is ignored.
func TestYieldAfterFalseChangesNothing(t *testing.T) {
	ctx := context.Background()
	goal := func(s int) bool { return s == 5 }
	o := search.Options{}
	p, ok, err := search.BFSContext[int](ctx, babbler{}, goal, o, 0)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, []int{0, 1, 2, 3, 4, 5}, p)
	tr, err := search.BFSTreeContext[int](ctx, babbler{}, goal, o, 0)
	require.NoError(t, err)
	assert.Equal(t, 5, treeDepth(tr))
	p, _ = tr.PathTo(5)
	assert.Equal(t, []int{0, 1, 2, 3, 4, 5}, p)
	p, ok, err = search.BidirectionalContext[int](ctx, babbler{}, babbler{}, o, []int{0}, []int{5})
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Len(t, p, 6)
	for k := 1; k < len(p); k++ {
		assert.Equal(t, 1, abs(p[k]-p[k-1]), "path %v", p)
	}
	// A limit that stops mid-expansion: the states after the stop are not
	// added, so the error is the only result.
	lim := search.Options{MaxStates: 2}
	_, err = search.BFSTreeContext[int](ctx, babbler{}, nil, lim, 0)
	assert.ErrorIs(t, err, search.ErrLimit)
	err = search.ComponentsContext[int](ctx, babbler{}, lim, func([]int) bool { return true }, 0)
	assert.ErrorIs(t, err, search.ErrLimit)
	ctx2, cancel := context.WithCancel(ctx)
	cancel()
	_, err = search.BFSTreeContext[int](ctx2, babbler{}, nil, o, 0)
	assert.True(t, errors.Is(err, context.Canceled))
}
