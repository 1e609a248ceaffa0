package searchtest

import (
	"math/rand/v2"

	"github.com/ripplebfs/ripple/search"
)

// Graph is an explicit directed graph over the states 0..len(g)-1, given by
// adjacency lists: g[u] lists the successors of u in yield order, duplicates
// (multi-edges) and u itself (self-loops) allowed. It implements
// [search.Neighbors][int] and [search.Indexer][int], so searches over it
// run in dense mode; for map mode, pass a closure, which has no
// capabilities: search.NeighborsFunc[int](func(s int, yield func(int)
// bool) { g.Neighbors(s, yield) }) (the searches refuse the method value
// g.Neighbors itself).
type Graph [][]int

// Neighbors yields g[s] in order.
func (g Graph) Neighbors(s int, yield func(int) bool) {
	for _, v := range g[s] {
		if !yield(v) {
			return
		}
	}
}

// Len returns the number of states.
func (g Graph) Len() int { return len(g) }

// Index returns s: states are their own indices.
func (g Graph) Index(s int) int { return s }

// State returns i.
func (g Graph) State(i int) int { return i }

// Edges returns the number of edges, multi-edges and self-loops included.
func (g Graph) Edges() int {
	m := 0
	for _, adj := range g {
		m += len(adj)
	}
	return m
}

// Reverse returns the graph with every edge turned around: the predecessor
// function that [search.Bidirectional] needs.
func (g Graph) Reverse() Graph {
	r := make(Graph, len(g))
	for u, adj := range g {
		for _, v := range adj {
			r[v] = append(r[v], u)
		}
	}
	return r
}

// Distances returns the number of moves from the nearest start to every
// state, -1 where unreachable. It relaxes every edge until nothing changes
// (Bellman–Ford with unit weights), a method independent of any queue, so
// tests can use it as a brute-force reference for breadth-first search.
func (g Graph) Distances(starts ...int) []int {
	dist := make([]int, len(g))
	for i := range dist {
		dist[i] = -1
	}
	for _, s := range starts {
		dist[s] = 0
	}
	for changed := true; changed; {
		changed = false
		for u, adj := range g {
			if dist[u] < 0 {
				continue
			}
			for _, v := range adj {
				if dist[v] < 0 || dist[v] > dist[u]+1 {
					dist[v] = dist[u] + 1
					changed = true
				}
			}
		}
	}
	return dist
}

// Path returns the path 0 → 1 → … → n-1.
func Path(n int) Graph {
	g := make(Graph, n)
	for i := 0; i+1 < n; i++ {
		g[i] = []int{i + 1}
	}
	return g
}

// Cycle returns the directed cycle 0 → 1 → … → n-1 → 0.
func Cycle(n int) Graph {
	g := make(Graph, n)
	for i := range g {
		g[i] = []int{(i + 1) % n}
	}
	return g
}

// Grid returns the w×h grid with 4-neighbour moves, cell (x, y) numbered
// y*w + x, neighbours yielded up, left, right, down. It is undirected.
func Grid(w, h int) Graph {
	g := make(Graph, w*h)
	for y := range h {
		for x := range w {
			u := y*w + x
			if y > 0 {
				g[u] = append(g[u], u-w)
			}
			if x > 0 {
				g[u] = append(g[u], u-1)
			}
			if x+1 < w {
				g[u] = append(g[u], u+1)
			}
			if y+1 < h {
				g[u] = append(g[u], u+w)
			}
		}
	}
	return g
}

// Random returns a seeded random directed graph on n states with about
// avgDegree successors per state. It has cycles, self-loops, multi-edges,
// sinks and, for small avgDegree, unreachable parts.
func Random(seed uint64, n int, avgDegree float64) Graph {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	g := make(Graph, n)
	for u := range g {
		// Degrees are uniform on [0, 2·avgDegree], so some states are sinks.
		d := int(r.Float64() * 2 * avgDegree)
		for range d {
			switch r.IntN(10) {
			case 0:
				g[u] = append(g[u], u) // self-loop
			case 1:
				if len(g[u]) > 0 {
					g[u] = append(g[u], g[u][r.IntN(len(g[u]))]) // multi-edge
					continue
				}
				fallthrough
			default:
				g[u] = append(g[u], r.IntN(n))
			}
		}
	}
	return g
}

// RandomUndirected returns a seeded random undirected graph on n states
// with m random edges (each stored in both directions; self-loops and
// repeated edges possible).
func RandomUndirected(seed uint64, n, m int) Graph {
	r := rand.New(rand.NewPCG(seed, 0xd1ce))
	g := make(Graph, n)
	for range m {
		u, v := r.IntN(n), r.IntN(n)
		g[u] = append(g[u], v)
		if u != v {
			g[v] = append(g[v], u)
		}
	}
	return g
}

// ImplicitGrid is the W×H grid with 4-neighbour moves, computed rather than
// stored, laid out in a frame one cell wider on every side: cell (x, y),
// 0 ≤ x < W and 0 ≤ y < H, is the state (y+1)*(W+2) + x+1 (see
// [ImplicitGrid.Cell]), and the frame's border holds no state. The
// neighbours of a cell are yielded up, left, right, down, in the order
// [Grid] lists them. It implements [search.Neighbors][int],
// [search.Indexer][int] over the frame, [search.Walls] (the border) and
// [search.FrontierNeighbors][int], whose loop tests no edge: the border,
// marked before the search starts, stops it. It is the fixture for the
// engine's fastest paths and for benchmarks against hand-written loops. W
// and H must be positive.
type ImplicitGrid struct{ W, H int }

// Cell returns the state of cell (x, y).
func (g ImplicitGrid) Cell(x, y int) int { return (y+1)*(g.W+2) + x + 1 }

// Neighbors yields the cells next to s, up, left, right, down.
func (g ImplicitGrid) Neighbors(s int, yield func(int) bool) {
	w := g.W + 2
	x := s % w
	if s >= 2*w && !yield(s-w) {
		return
	}
	if x > 1 && !yield(s-1) {
		return
	}
	if x < g.W && !yield(s+1) {
		return
	}
	if s < g.H*w {
		yield(s + w)
	}
}

// AppendNeighbors appends the neighbours of the cells of frontier that
// seen.Mark reports new, in the order Neighbors yields them. It relies on
// the border being marked in seen, as the searches do through
// [ImplicitGrid.Walls].
func (g ImplicitGrid) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	w := g.W + 2
	for _, s := range frontier {
		if seen.Mark(s - w) {
			dst = append(dst, s-w)
		}
		if seen.Mark(s - 1) {
			dst = append(dst, s-1)
		}
		if seen.Mark(s + 1) {
			dst = append(dst, s+1)
		}
		if seen.Mark(s + w) {
			dst = append(dst, s+w)
		}
	}
	return dst
}

// Walls marks the border of the frame in seen.
func (g ImplicitGrid) Walls(seen search.Visited) {
	w, h := g.W+2, g.H+2
	for x := range w {
		seen.Mark(x)
		seen.Mark((h-1)*w + x)
	}
	for y := 1; y < h-1; y++ {
		seen.Mark(y * w)
		seen.Mark(y*w + w - 1)
	}
}

// Len returns (W+2)*(H+2), the size of the frame.
func (g ImplicitGrid) Len() int { return (g.W + 2) * (g.H + 2) }

// Index returns s: cells are their own indices.
func (g ImplicitGrid) Index(s int) int { return s }

// State returns i.
func (g ImplicitGrid) State(i int) int { return i }

// FrontierGraph is a [Graph] that also implements
// [search.FrontierNeighbors][int], appending g[s] for each frontier state
// s, less the states seen marks. Searches over a FrontierGraph and over its
// Graph must give identical results; tests compare the two.
type FrontierGraph struct{ Graph }

// AppendNeighbors appends, for each state of frontier in order, the
// successors in its adjacency list that seen.Mark reports new.
func (g FrontierGraph) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	for _, s := range frontier {
		for _, v := range g.Graph[s] {
			if seen.Mark(v) {
				dst = append(dst, v)
			}
		}
	}
	return dst
}
