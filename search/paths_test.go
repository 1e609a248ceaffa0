package search_test

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"sort"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

const prime = 1_000_000_007

// pathsReference is the brute force for every cheapest path of a small
// graph, written apart from the engine: parallel edges collapsed into the
// cheapest and self-loops dropped (a path is a sequence of states), every
// loopless path from each distinct start enumerated depth first with its
// cost; per state, the least cost over them and the loopless paths of that
// cost, sorted; and whether a cycle of zero-cost edges lies on a cheapest
// route to it, from Floyd–Warshall over the costs and over reachability by
// zero-cost edges.
type pathsReference struct {
	paths [][][]int // per state, its cheapest loopless paths
	cycle []bool    // per state, a zero-cost cycle on a cheapest route
}

func newPathsReference(g searchtest.WeightedGraph, starts []int) pathsReference {
	n := len(g)
	const inf = math.MaxInt / 4
	w := make([][]int, n)
	for u := range w {
		w[u] = slices.Repeat([]int{inf}, n)
		for _, e := range g[u] {
			if e.To != u {
				w[u][e.To] = min(w[u][e.To], e.Cost)
			}
		}
	}
	best := slices.Repeat([]int{inf}, n)
	found := make([][][]int, n)
	on := make([]bool, n)
	var walk func(path []int, cost int)
	walk = func(path []int, cost int) {
		v := path[len(path)-1]
		if cost < best[v] {
			best[v], found[v] = cost, nil
		}
		if cost == best[v] {
			found[v] = append(found[v], slices.Clone(path))
		}
		on[v] = true
		for x := range n {
			if w[v][x] < inf && !on[x] {
				walk(append(path, x), cost+w[v][x])
			}
		}
		on[v] = false
	}
	seen := map[int]bool{}
	for _, s := range starts {
		if !seen[s] {
			seen[s] = true
			walk([]int{s}, 0)
		}
	}
	// d: all-pairs least costs; z: reachable over one or more zero-cost edges.
	d, z := make([][]int, n), make([][]bool, n)
	for u := range n {
		d[u], z[u] = slices.Clone(w[u]), make([]bool, n)
		d[u][u] = 0
		for v := range n {
			z[u][v] = w[u][v] == 0
		}
	}
	for m := range n {
		for u := range n {
			for v := range n {
				d[u][v] = min(d[u][v], d[u][m]+d[m][v])
				z[u][v] = z[u][v] || z[u][m] && z[m][v]
			}
		}
	}
	ref := pathsReference{paths: found, cycle: make([]bool, n)}
	for v := range n {
		for x := range n {
			if z[x][x] && best[x] < inf && best[v] < inf && best[x]+d[x][v] == best[v] {
				ref.cycle[v] = true
			}
		}
		sort.Slice(found[v], func(i, j int) bool { return slices.Compare(found[v][i], found[v][j]) < 0 })
	}
	return ref
}

// checkPaths compares tree's paths and counts of every state of g with
// ref's.
func checkPaths(t *testing.T, g searchtest.WeightedGraph, tree *search.Tree[int], ref pathsReference, msg string) {
	t.Helper()
	for v := range g {
		got := slices.Collect(tree.AllPathsTo(v))
		require.Equal(t, ref.paths[v], sortPaths(got), "%s: AllPathsTo(%d)", msg, v)
		n, err := tree.CountPathsTo(v, 0)
		if ref.cycle[v] {
			require.ErrorIs(t, err, search.ErrZeroCycle, "%s: CountPathsTo(%d)", msg, v)
			require.Zero(t, n)
			continue
		}
		require.NoError(t, err, "%s: CountPathsTo(%d)", msg, v)
		require.Equal(t, uint64(len(ref.paths[v])), n, "%s: CountPathsTo(%d)", msg, v)
		for _, m := range []uint64{1, 2, 3, prime} {
			r, err := tree.CountPathsTo(v, m)
			require.NoError(t, err)
			require.Equal(t, n%m, r, "%s: CountPathsTo(%d, %d)", msg, v, m)
		}
	}
}

// TestCountPathsAgainstBruteForce compares every state's cheapest paths
// and their number with the brute force on small random graphs with
// parallel edges, self-loops and zero costs, over every way the engine
// expands them.
func TestCountPathsAgainstBruteForce(t *testing.T) {
	checkPathsRandom(t, 31, testsize.Pick(2000, 100))
}

func TestHeavyCountPathsAgainstBruteForce(t *testing.T) {
	testsize.RequireHeavy(t)
	checkPathsRandom(t, 32, 5000)
}

func checkPathsRandom(t *testing.T, seed uint64, trials int) {
	rng := rand.New(rand.NewPCG(34, seed))
	ctx := context.Background()
	modes := []struct {
		name string
		of   func(g searchtest.WeightedGraph) search.WeightedNeighbors[int]
	}{
		{"dense", func(g searchtest.WeightedGraph) search.WeightedNeighbors[int] { return g }},
		{"IndexEdges", func(g searchtest.WeightedGraph) search.WeightedNeighbors[int] { return bulk{g} }},
		{"map", func(g searchtest.WeightedGraph) search.WeightedNeighbors[int] { return weightedMapMode[int](g) }},
	}
	for trial := range trials {
		n := 1 + rng.IntN(7)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(3*n+1), []int{0, 1, 2, 5}[trial%4])
		starts := []int{rng.IntN(n)}
		if trial%5 == 0 {
			starts = randomStarts(rng, n)
		}
		ref := newPathsReference(g, starts)
		for _, m := range modes {
			tree, err := search.DijkstraTreeContext(ctx, m.of(g), nil, search.Options{AllPaths: true}, starts...)
			require.NoError(t, err)
			checkPaths(t, g, tree, ref, fmt.Sprintf("trial %d, %s, %v from %v", trial, m.name, g, starts))
		}
	}
}

// TestCountPathsUnitCost compares the counts of a breadth-first tree, and
// of Dijkstra over UnitCost, with the brute force on unit costs.
func TestCountPathsUnitCost(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(testsize.Pick(300, 40)) {
		n := 1 + int(seed%8)
		g := searchtest.Random(seed, n, float64(seed%3)+0.8)
		wg := make(searchtest.WeightedGraph, n)
		for u, vs := range g {
			for _, v := range vs {
				wg[u] = append(wg[u], we(v, 1))
			}
		}
		starts := []int{int(seed) % n}
		ref := newPathsReference(wg, starts)
		for _, m := range intModes {
			tree, err := search.BFSTreeContext(ctx, m.of(g), nil, search.Options{AllPaths: true}, starts...)
			require.NoError(t, err)
			checkPaths(t, wg, tree, ref, fmt.Sprintf("seed %d, BFSTree %s", seed, m.name))
			tree, err = search.DijkstraTreeContext(ctx, search.UnitCost(m.of(g)), nil, search.Options{AllPaths: true}, starts...)
			require.NoError(t, err)
			checkPaths(t, wg, tree, ref, fmt.Sprintf("seed %d, Dijkstra over UnitCost %s", seed, m.name))
		}
	}
}

// TestCountPathsLarge compares the counts on larger graphs, where they
// exceed 2⁶⁴, with exact counts in math/big by a dynamic programme over
// the states in order of cost (costs ≥ 1, so that order is topological):
// a count that fits is exact, one that does not is ErrOverflow, and every
// count modulo a prime, or modulo 2⁶⁴−1 (where sums carry), is the exact
// one's remainder.
func TestCountPathsLarge(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 3))
	limit := new(big.Int).SetUint64(math.MaxUint64)
	overflowed := 0
	for trial := range testsize.Pick(40, 8) {
		g := layered(rng, 3+rng.IntN(8), 20+rng.IntN(80))
		want := bigCounts(g, 0)
		tree, err := search.DijkstraTreeContext(context.Background(), bulk{g}, nil, search.Options{AllPaths: true}, 0)
		require.NoError(t, err)
		for v := range g {
			got, err := tree.CountPathsTo(v, 0)
			switch {
			case want[v].Cmp(limit) > 0:
				overflowed++
				require.ErrorIs(t, err, search.ErrOverflow, "trial %d, state %d", trial, v)
			default:
				require.NoError(t, err)
				require.Equal(t, want[v].Uint64(), got, "trial %d, state %d", trial, v)
			}
			for _, m := range []uint64{prime, math.MaxUint64, 1 << 63} {
				got, err := tree.CountPathsTo(v, m)
				require.NoError(t, err)
				r := new(big.Int).Mod(want[v], new(big.Int).SetUint64(m))
				require.Equal(t, r.Uint64(), got, "trial %d, state %d, modulo %d", trial, v, m)
			}
		}
	}
	assert.Positive(t, overflowed, "some counts exceed 2⁶⁴")
}

// layered is a random graph of layers of width w: each state has one to
// five edges of cost 1 into the next layer and one of cost 2 or 3 into
// the one after the next: the cost of a state is its layer, ties abound,
// and counts grow as the layers go.
func layered(rng *rand.Rand, w, layers int) searchtest.WeightedGraph {
	g := make(searchtest.WeightedGraph, w*layers)
	for u := range g {
		if next := (u/w + 1) * w; next < len(g) {
			for range 1 + rng.IntN(5) {
				g[u] = append(g[u], we(next+rng.IntN(w), 1))
			}
		}
		if v := (u/w+2)*w + rng.IntN(w); v < len(g) {
			g[u] = append(g[u], we(v, 2+rng.IntN(2)))
		}
	}
	return g
}

// bigCounts counts exactly the cheapest paths from start to every state
// of g, whose edges all lead to greater states: in that order, each state
// passes its cost and count to its successors, a cheaper cost replacing
// theirs, an equal one adding to it (an edge repeated at that cost counts
// once).
func bigCounts(g searchtest.WeightedGraph, start int) []*big.Int {
	dist := slices.Repeat([]int{unreachable}, len(g))
	count := make([]*big.Int, len(g))
	for i := range count {
		count[i] = new(big.Int)
	}
	dist[start] = 0
	count[start].SetInt64(1)
	for u := start; u < len(g); u++ {
		if dist[u] == unreachable {
			continue
		}
		from := map[int]int{} // the cost at which u last reached each successor
		for _, e := range g[u] {
			switch c := dist[u] + e.Cost; {
			case c < dist[e.To]:
				dist[e.To] = c
				count[e.To].Set(count[u])
			case c == dist[e.To] && from[e.To] != c:
				count[e.To].Add(count[e.To], count[u])
			default:
				continue
			}
			from[e.To] = dist[e.To]
		}
	}
	return count
}

// diamonds is a chain of k diamonds, 2^k cheapest paths from 0 to 3k:
// state 3i leads to 3i+1 and 3i+2 (costs a and b), both to 3i+3 (costs b
// and a).
type diamonds struct{ k, a, b int }

func (d diamonds) Edges(s int, yield func(int, int) bool) {
	switch {
	case s == 3*d.k:
	case s%3 == 0:
		_ = yield(s+1, d.a) && yield(s+2, d.b)
	case s%3 == 1:
		yield(s+2, d.b)
	default:
		yield(s+1, d.a)
	}
}

func (d diamonds) Neighbors(s int, yield func(int) bool) {
	d.Edges(s, func(v, _ int) bool { return yield(v) })
}

// TestCountPathsOverflow checks the edge of uint64 on chains of diamonds:
// 2⁶³ paths are exact, 2⁶⁴ are ErrOverflow, modulo 10⁹+7 and modulo
// 2⁶⁴−1 both are their remainders; with zero costs (the deque) and in a
// breadth-first tree alike.
func TestCountPathsOverflow(t *testing.T) {
	ctx := context.Background()
	for _, d := range []diamonds{{63, 1, 2}, {64, 1, 2}, {64, 0, 1}, {63, 0, 0}, {64, 5, 5}} {
		trees := map[string]*search.Tree[int]{}
		var err error
		trees["Dijkstra"], err = search.DijkstraTreeContext[int](ctx, d, nil, search.Options{AllPaths: true}, 0)
		require.NoError(t, err)
		trees["BFSTree"], err = search.BFSTreeContext[int](ctx, d, nil, search.Options{AllPaths: true}, 0)
		require.NoError(t, err)
		for name, tree := range trees {
			msg := fmt.Sprintf("%s on %+v", name, d)
			n, err := tree.CountPathsTo(3*d.k, 0)
			if d.k == 64 {
				require.ErrorIs(t, err, search.ErrOverflow, msg)
				require.Zero(t, n, msg)
			} else {
				require.NoError(t, err, msg)
				require.Equal(t, uint64(1)<<63, n, msg)
			}
			p := new(big.Int).Lsh(big.NewInt(1), uint(d.k))
			for _, m := range []uint64{prime, math.MaxUint64} {
				n, err := tree.CountPathsTo(3*d.k, m)
				require.NoError(t, err, msg)
				require.Equal(t, new(big.Int).Mod(p, new(big.Int).SetUint64(m)).Uint64(), n, "%s modulo %d", msg, m)
			}
			n, err = tree.CountPathsTo(3*d.k-3, 0)
			require.NoError(t, err, msg)
			require.Equal(t, uint64(1)<<(d.k-1), n, msg)
		}
	}
}

// TestCountPathsZeroCycle checks the count of states behind a cycle of
// zero-cost edges, and the loopless paths that go through it.
func TestCountPathsZeroCycle(t *testing.T) {
	// 0 →1→ 1 ⇄0⇄ 2 →1→ 3; 0 →5→ 4; 4 →0→ 4 (a self-loop, ignored)
	g := searchtest.WeightedGraph{{we(1, 1), we(4, 5)}, {we(2, 0)}, {we(1, 0), we(3, 1)}, {}, {we(4, 0)}}
	tree, err := search.DijkstraTreeContext[int](context.Background(), g, nil, search.Options{AllPaths: true}, 0)
	require.NoError(t, err)
	for v, want := range map[int]error{0: nil, 1: search.ErrZeroCycle, 2: search.ErrZeroCycle, 3: search.ErrZeroCycle, 4: nil} {
		n, err := tree.CountPathsTo(v, prime)
		require.ErrorIs(t, err, want, "state %d", v)
		if want == nil {
			assert.Equal(t, uint64(1), n)
		}
	}
	assert.Equal(t, [][]int{{0, 1, 2, 3}}, slices.Collect(tree.AllPathsTo(3)))
	assert.Equal(t, [][]int{{0, 1}}, slices.Collect(tree.AllPathsTo(1)))
	assert.Equal(t, [][]int{{0, 1, 2}}, slices.Collect(tree.AllPathsTo(2)))
}

// TestCountPathsParallelEdges: edges yielded twice at the least cost
// between two states make one path; a dearer repeat changes nothing.
func TestCountPathsParallelEdges(t *testing.T) {
	g := searchtest.WeightedGraph{{we(1, 1), we(2, 2), we(1, 1), we(1, 2)}, {we(2, 1), we(2, 1)}, {}}
	for _, nb := range []search.WeightedNeighbors[int]{g, bulk{g}, weightedMapMode[int](g)} {
		tree, err := search.DijkstraTreeContext(context.Background(), nb, nil, search.Options{AllPaths: true}, 0)
		require.NoError(t, err)
		n, err := tree.CountPathsTo(2, 0)
		require.NoError(t, err)
		assert.Equal(t, uint64(2), n)
		assert.Equal(t, [][]int{{0, 2}, {0, 1, 2}}, slices.Collect(tree.AllPathsTo(2)))
	}
}

// TestCountPathsStarts: with several starts each counts once, and a path
// from one start through another (over zero-cost edges) is a path too.
func TestCountPathsStarts(t *testing.T) {
	g := searchtest.WeightedGraph{{we(1, 0), we(2, 3)}, {we(2, 3)}, {}}
	tree, err := search.DijkstraTreeContext[int](context.Background(), g, nil, search.Options{AllPaths: true}, 0, 1, 0)
	require.NoError(t, err)
	for v, want := range []uint64{1, 2, 3} {
		n, err := tree.CountPathsTo(v, 0)
		require.NoError(t, err)
		assert.Equal(t, want, n, "state %d", v)
	}
	assert.ElementsMatch(t, [][]int{{0, 2}, {1, 2}, {0, 1, 2}}, slices.Collect(tree.AllPathsTo(2)))
	n, err := tree.CountPathsTo(7, 0)
	assert.NoError(t, err)
	assert.Zero(t, n, "a state not in the tree")
	assert.Empty(t, slices.Collect(tree.AllPathsTo(7)))
}

// TestAllPathsGoalAndLimits: a tree with a goal counts the paths to the
// goals as the whole tree does, stops on MaxStates, and is refused with
// MaxDepth; the searches for one path refuse AllPaths.
func TestAllPathsGoalAndLimits(t *testing.T) {
	ctx := context.Background()
	d := diamonds{10, 2, 3}
	goal := func(s int) bool { return s == 15 || s == 16 }
	tree, err := search.DijkstraTreeContext[int](ctx, d, goal, search.Options{AllPaths: true}, 0)
	require.NoError(t, err)
	assert.Equal(t, []int{15}, tree.Goals())
	n, err := tree.CountPathsTo(15, 0)
	require.NoError(t, err)
	assert.Equal(t, uint64(32), n)
	assert.Len(t, slices.Collect(tree.AllPathsTo(15)), 32)

	_, err = search.DijkstraTreeContext[int](ctx, d, nil, search.Options{AllPaths: true, MaxStates: 10}, 0)
	require.ErrorIs(t, err, search.ErrLimit)

	assert.PanicsWithValue(t, "search: DijkstraTree does not honour Options.AllPaths with Options.MaxDepth", func() {
		_, _ = search.DijkstraTreeContext[int](ctx, d, nil, search.Options{AllPaths: true, MaxDepth: 3}, 0)
	})
	assert.PanicsWithValue(t, "search: Dijkstra does not honour Options.AllPaths", func() {
		_, _, _, _ = search.DijkstraContext[int](ctx, d, goal, search.Options{AllPaths: true}, 0)
	})
	assert.PanicsWithValue(t, "search: AStar does not honour Options.AllPaths", func() {
		_, _, _, _ = search.AStarContext[int](ctx, d, func(int) int { return 0 }, goal, search.Options{AllPaths: true}, 0)
	})
	bt, err := search.BFSTreeContext[int](ctx, d, nil, search.Options{AllPaths: true, MaxDepth: 4}, 0)
	require.NoError(t, err, "a breadth-first tree honours both")
	n, err = bt.CountPathsTo(3, 0)
	require.NoError(t, err)
	assert.Equal(t, uint64(2), n)

	plain := search.DijkstraTree[int](d, nil, 0)
	assert.PanicsWithValue(t, "search: CountPathsTo needs a tree built with Options.AllPaths", func() { _, _ = plain.CountPathsTo(3, 0) })
	assert.PanicsWithValue(t, "search: AllPathsTo needs a tree built with Options.AllPaths", func() { plain.AllPathsTo(3) })
}

// TestCountPathsConcurrent counts from several goroutines at once, with
// different moduli (the race detector watches the cache of counts).
func TestCountPathsConcurrent(t *testing.T) {
	d := diamonds{40, 1, 1}
	tree, err := search.DijkstraTreeContext[int](context.Background(), d, nil, search.Options{AllPaths: true}, 0)
	require.NoError(t, err)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m := []uint64{0, prime}[i%2]
			for v := 3; v <= 120; v += 3 {
				n, err := tree.CountPathsTo(v, m)
				if want := uint64(1) << (v / 3); err != nil || m == 0 && n != want || m != 0 && n != want%m {
					errs <- fmt.Errorf("CountPathsTo(%d, %d) = %d, %v", v, m, n, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestAllPathsStops: breaking out of AllPathsTo stops the enumeration.
func TestAllPathsStops(t *testing.T) {
	tree, err := search.DijkstraTreeContext[int](context.Background(), diamonds{40, 1, 1}, nil, search.Options{AllPaths: true}, 0)
	require.NoError(t, err)
	k := 0
	for path := range tree.AllPathsTo(120) {
		require.Len(t, path, 81)
		if k++; k == 5 {
			break
		}
	}
	assert.Equal(t, 5, k)
}

// TestAllPathsBounded: on an infinite graph, a tree with AllPaths stops
// at MaxStates with ErrLimit and on a cancelled context with its error.
func TestAllPathsBounded(t *testing.T) {
	all := search.Options{AllPaths: true, MaxStates: 1000}
	_, err := search.DijkstraTreeContext[int](context.Background(), doubling{}, nil, all, 1)
	require.ErrorIs(t, err, search.ErrLimit)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = search.DijkstraTreeContext[int](ctx, doubling{}, nil, search.Options{AllPaths: true}, 1)
	require.ErrorIs(t, err, context.Canceled)
	_, err = search.BFSTreeContext[int](context.Background(), diamonds{1 << 20, 1, 1}, nil, all, 0)
	require.ErrorIs(t, err, search.ErrLimit)
}
