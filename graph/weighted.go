package graph

import (
	"context"
	"fmt"
	"math"
	"sync/atomic"

	gonum "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/path"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/ripplebfs/ripple/search"
)

// Weighted is the explicit form of an implicit weighted graph: a gonum
// simple.WeightedDirectedGraph whose node IDs number the states, with the
// states themselves. Build it with [ExportWeighted] or
// [ExportWeightedContext].
type Weighted[S comparable] struct {
	*simple.WeightedDirectedGraph
	states []S
	ids    map[S]int64
	starts int // the first starts IDs are the distinct starts
}

// Len returns the number of nodes (states).
func (w *Weighted[S]) Len() int { return len(w.states) }

// ID returns the node ID of s and whether s was exported.
func (w *Weighted[S]) ID(s S) (int64, bool) {
	id, ok := w.ids[s]
	return id, ok
}

// State returns the state of node id; it panics if there is no such node.
func (w *Weighted[S]) State(id int64) S { return w.states[id] }

// ExportWeighted materialises the part of nb reachable from starts as a
// gonum weighted directed graph; it is [ExportWeightedContext] with no
// context and zero [Options]: no limit, parallel edges collapsed into the
// cheapest, self-loops dropped. It is an unbounded convenience for finite
// graphs: on an infinite graph it runs until memory runs out.
func ExportWeighted[S comparable](nb search.WeightedNeighbors[S], starts ...S) (*Weighted[S], error) {
	return ExportWeightedContext(context.Background(), nb, Options{}, starts...)
}

// ExportWeightedContext materialises the part of nb reachable from starts
// (within opts.MaxDepth edges, if set) as a gonum weighted directed graph.
// The walk is a FIFO breadth-first walk of its own, with a Go map,
// independent of the search package: the distinct starts get the IDs 0,
// 1, ... in the order given, then every state the next ID when first
// yielded. Parallel edges are collapsed into the cheapest, and self-loops
// are dropped (a gonum simple graph has none; neither changes a cheapest
// path). Costs become float64 weights, exact up to 2^53.
//
// It follows the bounded-search convention: the error is non-nil only if
// ctx is done (checked before every expansion and, through a flag, for
// every successor), or more than opts.MaxStates states are reachable
// (wrapping search.ErrLimit); a negative cost is an error too. Once its
// yield has returned false, whatever Edges yields is ignored. Time
// O(V + E) map operations; memory that of the gonum graph. It panics if nb
// is nil or ctx is nil.
func ExportWeightedContext[S comparable](ctx context.Context, nb search.WeightedNeighbors[S], opts Options, starts ...S) (*Weighted[S], error) {
	if nb == nil {
		panic("graph: ExportWeighted called with nil WeightedNeighbors")
	}
	if ctx == nil {
		panic("graph: ExportWeighted called with nil context")
	}
	w := &Weighted[S]{WeightedDirectedGraph: simple.NewWeightedDirectedGraph(0, math.Inf(1)), ids: map[S]int64{}}
	add := func(s S) (int64, error) {
		if id, ok := w.ids[s]; ok {
			return id, nil
		}
		if opts.MaxStates > 0 && len(w.states) >= opts.MaxStates {
			return -1, fmt.Errorf("graph: export: %w: more than %d states reachable", search.ErrLimit, opts.MaxStates)
		}
		id := int64(len(w.states))
		w.ids[s] = id
		w.states = append(w.states, s)
		w.AddNode(simple.Node(id))
		return id, nil
	}
	for _, s := range starts {
		if _, err := add(s); err != nil {
			return nil, err
		}
	}
	w.starts = len(w.states)
	// The context's flag, set by context.AfterFunc, is read for every
	// successor: an Edges that yields forever stops too.
	var stop atomic.Bool
	if ctx.Err() != nil {
		stop.Store(true)
	} else if ctx.Done() != nil {
		defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	}
	depth, layerEnd := 0, len(w.states)
	for u := 0; u < len(w.states); u++ {
		if u == layerEnd {
			depth, layerEnd = depth+1, len(w.states)
		}
		if stop.Load() {
			return nil, fmt.Errorf("graph: export: stopped at depth %d: %w", depth, ctx.Err())
		}
		if opts.MaxDepth > 0 && depth >= opts.MaxDepth {
			break // the states at MaxDepth end the paths the bound allows
		}
		var err error
		nb.Edges(w.states[u], func(v S, c int) bool {
			if err != nil {
				return false // Edges yields on after a refusal: ignored
			}
			if stop.Load() {
				err = fmt.Errorf("graph: export: stopped at depth %d: %w", depth, ctx.Err())
				return false
			}
			if c < 0 {
				err = fmt.Errorf("graph: export: edge from %v to %v has cost %d", w.states[u], v, c)
				return false
			}
			var id int64
			if id, err = add(v); err != nil {
				return false
			}
			if id == int64(u) {
				return true
			}
			if old, ok := w.Weight(int64(u), id); !ok || float64(c) < old {
				w.SetWeightedEdge(simple.WeightedEdge{F: simple.Node(u), T: simple.Node(id), W: float64(c)})
			}
			return true
		})
		if err != nil {
			return nil, err
		}
	}
	return w, nil
}

// WeightedReport is the outcome of [CrossCheckWeighted] and
// [CrossCheckWeightedContext].
type WeightedReport[S comparable] struct {
	States     int // states exported, all compared
	Edges      int // edges of the export
	MaxDepth   int // the bound on edges compared under, 0 for none
	Mismatches []Mismatch[S]
}

// OK reports whether every check agreed.
func (r *WeightedReport[S]) OK() bool { return len(r.Mismatches) == 0 }

// String summarises the report on one line, followed by one line per
// mismatch.
func (r *WeightedReport[S]) String() string {
	s := fmt.Sprintf("%d states, %d edges, max depth %d: %d mismatches", r.States, r.Edges, r.MaxDepth, len(r.Mismatches))
	for _, m := range r.Mismatches {
		s += "\n  " + m.String()
	}
	return s
}

// CrossCheckWeighted is [CrossCheckWeightedContext] with no context and
// zero [Options] (no bound on edges): an unbounded convenience for finite
// graphs.
func CrossCheckWeighted[S comparable](nb search.WeightedNeighbors[S], starts ...S) (*WeightedReport[S], error) {
	return CrossCheckWeightedContext(context.Background(), nb, Options{}, starts...)
}

// CrossCheckWeightedContext compares the engine's cheapest costs with
// gonum's on the graph reachable from starts. It runs
// [search.DijkstraTreeContext] (with opts.MaxDepth as its bound on edges:
// Tree.Cost of every state, and Tree.PathTo) and exports the graph with
// [ExportWeightedContext]; then, without a depth bound, gonum's
// path.DijkstraFrom and path.BellmanFordFrom from a source joined to every
// start by 0-weight edges; with one, the same two on the layered graph whose nodes
// are (state, edges used) for 0..MaxDepth edges, every edge going one
// layer down: the cheapest path within k edges is then the cheapest to
// any layer, the rounds of Bellman-Ford made explicit. Every exported
// state is compared: reached or not, and cost ("dijkstra",
// "bellman-ford"); the engine's path must follow exported edges from a
// start, within the bound, and add up to its cost ("path"). In a
// Mismatch, Engine and Other are costs (-1 for not reached).
//
// Errors follow [ExportWeightedContext]'s and the engine's (a limit, a
// context). Time O(V·E) at worst for Bellman-Ford on the layered graph:
// meant for graphs of thousands of states.
func CrossCheckWeightedContext[S comparable](ctx context.Context, nb search.WeightedNeighbors[S], opts Options, starts ...S) (*WeightedReport[S], error) {
	tree, err := search.DijkstraTreeContext(ctx, nb, nil, search.Options{MaxStates: opts.MaxStates, MaxDepth: opts.MaxDepth}, starts...)
	if err != nil {
		return nil, err
	}
	w, err := ExportWeightedContext(ctx, nb, Options{MaxStates: opts.MaxStates, MaxDepth: opts.MaxDepth}, starts...)
	if err != nil {
		return nil, err
	}
	r := &WeightedReport[S]{States: w.Len(), Edges: w.WeightedEdges().Len(), MaxDepth: opts.MaxDepth}
	layered := w.layered(opts.MaxDepth)
	src := simple.Node(layered.Nodes().Len() - 1)
	dij := path.DijkstraFrom(src, layered)
	bf, _ := path.BellmanFordFrom(src, layered) // no negative weights, so no negative cycle
	layers := int64(max(opts.MaxDepth, 0) + 1)
	for id, s := range w.states {
		engine := -1
		if c, ok := tree.Cost(s); ok {
			engine = c
		}
		for _, other := range []struct {
			name string
			sp   path.Shortest
		}{{"dijkstra", dij}, {"bellman-ford", bf}} {
			best := math.Inf(1)
			for d := range layers {
				best = min(best, other.sp.WeightTo(int64(id)*layers+d))
			}
			got := -1
			if !math.IsInf(best, 1) {
				got = int(best)
			}
			if got != engine {
				r.Mismatches = append(r.Mismatches, Mismatch[S]{State: s, Check: other.name, Engine: engine, Other: got})
			}
		}
		if engine >= 0 {
			p, _ := tree.PathTo(s)
			if cost, ok := w.pathCost(p, opts.MaxDepth); !ok || cost != engine {
				r.Mismatches = append(r.Mismatches, Mismatch[S]{State: s, Check: "path", Engine: engine, Other: cost})
			}
		}
	}
	return r, nil
}

// layered returns the graph of (node, edges used) for 0..k edges (one
// layer when k is 0, the graph itself), node (id, d) numbered
// id*(k+1)+d, plus a source, the last node, joined to every start at
// layer 0 by a 0-weight edge.
func (w *Weighted[S]) layered(k int) *simple.WeightedDirectedGraph {
	layers := int64(max(k, 0) + 1)
	g := simple.NewWeightedDirectedGraph(0, math.Inf(1))
	n := int64(len(w.states))
	for id := range n * layers {
		g.AddNode(simple.Node(id))
	}
	src := simple.Node(n * layers)
	g.AddNode(src)
	for id := range int64(w.starts) {
		g.SetWeightedEdge(simple.WeightedEdge{F: src, T: simple.Node(id * layers), W: 0})
	}
	edges := w.WeightedEdges()
	for edges.Next() {
		e := edges.WeightedEdge()
		u, v := e.From().ID(), e.To().ID()
		if k == 0 {
			g.SetWeightedEdge(simple.WeightedEdge{F: simple.Node(u), T: simple.Node(v), W: e.Weight()})
			continue
		}
		for d := range layers - 1 {
			g.SetWeightedEdge(simple.WeightedEdge{F: simple.Node(u*layers + d), T: simple.Node(v*layers + d + 1), W: e.Weight()})
		}
	}
	return g
}

// pathCost is the cost of p along the export's edges, if p starts at a
// start, follows edges and has at most k edges (k > 0); -1 and false
// otherwise.
func (w *Weighted[S]) pathCost(p []S, k int) (int, bool) {
	if len(p) == 0 || (k > 0 && len(p)-1 > k) {
		return -1, false
	}
	if id, ok := w.ids[p[0]]; !ok || id >= int64(w.starts) {
		return -1, false
	}
	total := 0.0
	for i := 1; i < len(p); i++ {
		u, ok1 := w.ids[p[i-1]]
		v, ok2 := w.ids[p[i]]
		if !ok1 || !ok2 {
			return -1, false
		}
		if u == v {
			continue // a self-loop of cost 0 at most; never on a cheapest path
		}
		c, ok := w.Weight(u, v)
		if !ok {
			return -1, false
		}
		total += c
	}
	return int(total), true
}

var _ gonum.WeightedDirected = (*Weighted[int])(nil)
