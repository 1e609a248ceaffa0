package networkdelay

import (
	"fmt"
	"github.com/ripplebfs/ripple/problems/input"

	"github.com/ripplebfs/ripple/search"
)

// Bounds beyond LeetCode's, chosen so that positions and edge offsets fit
// an int32 and every path's time an int64.
const (
	MaxNodes = 1 << 24 // nodes in a network
	MaxEdges = 1 << 28 // edges in a network
	MaxTime  = 1 << 30 // travel time of one edge
)

// Network is a directed network with travel times over the nodes 1..n, in
// compressed adjacency form: the edges of u are to[off[u]:off[u+1]] with
// times w[off[u]:off[u+1]], in the order given to [New].
type Network struct {
	n   int
	off []int32
	to  []int32
	w   []int32
}

// New returns the network of n nodes with edges times[i] = [u, v, w]
// (from u to v, taking w), validated: 1 ≤ n ≤ [MaxNodes], at most
// [MaxEdges] edges, each of exactly three integers with 1 ≤ u, v ≤ n and
// 0 ≤ w ≤ [MaxTime]. An error is an [*InputError] with Offset -1 and
// Field "times[i]" or "n". It runs in O(n + len(times)).
func New(times [][]int, n int) (*Network, error) {
	if n < 1 || n > MaxNodes {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrNodes, Offset: -1, Row: -1, Col: -1, Field: "n", Detail: fmt.Sprintf("n is %d", n)}
	}
	if len(times) > MaxEdges {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrTooBig, Offset: -1, Row: -1, Col: -1, Field: "times", Detail: fmt.Sprintf("%d edges", len(times))}
	}
	// One pass checks the edges and counts them by tail, a second places
	// them: each edge's slice is read twice, not three times.
	nw := &Network{n: n, off: make([]int32, n+2), to: make([]int32, len(times)), w: make([]int32, len(times))}
	for i, e := range times {
		if len(e) != 3 || uint(e[0]-1) >= uint(n) || uint(e[1]-1) >= uint(n) || uint(e[2]) > MaxTime {
			err := checkEdge(e, n)
			err.Offset, err.Row = -1, i
			return nil, err
		}
		nw.off[e[0]+1]++
	}
	nw.place(func(i int) (u, v, w int32) {
		e := times[i]
		return int32(e[0]), int32(e[1]), int32(e[2])
	})
	return nw, nil
}

// newNetwork builds the adjacency arrays of n nodes from m valid edges,
// edge(i) being the i-th: a counting sort by tail, stable, in O(n + m).
func newNetwork(n, m int, edge func(i int) (u, v, w int32)) *Network {
	nw := &Network{n: n, off: make([]int32, n+2), to: make([]int32, m), w: make([]int32, m)}
	for i := range m {
		u, _, _ := edge(i)
		nw.off[u+1]++
	}
	nw.place(edge)
	return nw
}

// place turns the counts in off[u+1] into offsets and places every edge
// at its tail's next free slot.
func (nw *Network) place(edge func(i int) (u, v, w int32)) {
	n := nw.n
	for u := 1; u <= n+1; u++ {
		nw.off[u] += nw.off[u-1]
	}
	next := append([]int32(nil), nw.off[:n+1]...)
	for i := range nw.to {
		u, v, w := edge(i)
		j := next[u]
		next[u]++
		nw.to[j], nw.w[j] = v, w
	}
}

// checkEdge checks times[i] = e against n; the error has Col set to the
// value at fault (-1 for the edge's length) and no offset or row.
func checkEdge(e []int, n int) *InputError {
	fail := func(rule error, col int, format string, args ...any) *InputError {
		return &InputError{Pkg: pkg, At: input.Located, Offset: -1, Err: rule, Row: -1, Col: col, Field: "times", Detail: fmt.Sprintf(format, args...)}
	}
	if len(e) != 3 {
		return fail(ErrEdge, -1, "edge has %d values", len(e))
	}
	for c := range 2 {
		if e[c] < 1 || e[c] > n {
			return fail(ErrNode, c, "node %d, n is %d", e[c], n)
		}
	}
	if e[2] < 0 || e[2] > MaxTime {
		return fail(ErrTime, 2, "time %d", e[2])
	}
	return nil
}

// Nodes returns n, the number of nodes; they are labelled 1..n.
func (nw *Network) Nodes() int { return nw.n }

// Edges yields the edges from node u with their travel times, in the order
// given to New, and stops as soon as yield returns false. It panics if u
// is not a node.
func (nw *Network) Edges(u int, yield func(v, time int) bool) {
	mustNode(nw, u, "Edges")
	to, w := nw.to[nw.off[u]:nw.off[u+1]], nw.w[nw.off[u]:nw.off[u+1]]
	for i, v := range to {
		if !yield(int(v), int(w[i])) {
			return
		}
	}
}

// Neighbors yields the heads of the edges from u, as Edges does, each
// counting one hop: breadth-first searches over a Network count hops.
func (nw *Network) Neighbors(u int, yield func(int) bool) {
	mustNode(nw, u, "Neighbors")
	for _, v := range nw.to[nw.off[u]:nw.off[u+1]] {
		if !yield(int(v)) {
			return
		}
	}
}

// Len returns n+1: nodes are their own indices, 0 unused
// ([search.Indexer]).
func (nw *Network) Len() int { return nw.n + 1 }

// Index returns u.
func (nw *Network) Index(u int) int { return u }

// State returns i.
func (nw *Network) State(i int) int { return i }

func mustNode(nw *Network, u int, fn string) {
	if u < 1 || u > nw.n {
		panic(fmt.Sprintf("networkdelay: %s(%d): node outside [1, %d]", fn, u, nw.n))
	}
}

// Delays returns the earliest arrival time at every node of a signal sent
// from k, and one fastest route to each, as a [search.Tree]. It panics
// if k is not a node. O((n + E) log T) for arrival times up to T.
func (nw *Network) Delays(k int) *search.Tree[int] {
	mustNode(nw, k, "Delays")
	return search.DijkstraTree[int](nw, nil, k)
}

var _ search.WeightedNeighbors[int] = (*Network)(nil)

// IndexEdges returns the edges from node i as slices of the network's own
// adjacency arrays, heads and times ([search.IndexEdger]): the search
// expands a node with one call. Index 0, not a node, has no edges. The
// buffers are not used; the slices must not be modified.
func (nw *Network) IndexEdges(i int, _, _ []int32) (to, time []int32) {
	if i < 0 || i > nw.n {
		panic(fmt.Sprintf("networkdelay: IndexEdges(%d): index outside [0, %d]", i, nw.n))
	}
	return nw.to[nw.off[i]:nw.off[i+1]], nw.w[nw.off[i]:nw.off[i+1]]
}
