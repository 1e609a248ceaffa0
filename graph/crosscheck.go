package graph

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/ripplebfs/ripple/search"
	"gonum.org/v1/gonum/graph/path"
)

// Report is the outcome of [CrossCheck].
type Report[S comparable] struct {
	States     int // states the engine reached, all compared
	Edges      int // edges of the export (parallel edges collapsed)
	Depth      int // deepest BFS layer the engine found; -1 with no starts
	Mismatches []Mismatch[S]

	// Wall-clock times of the four runs.
	Implicit     time.Duration // search.Layers over the implicit graph
	Export       time.Duration // Export
	BreadthFirst time.Duration // gonum traverse.BreadthFirst over the export
	Dijkstra     time.Duration // gonum path.DijkstraFrom over the export
}

// OK reports whether every check agreed.
func (r *Report[S]) OK() bool { return len(r.Mismatches) == 0 }

// String summarises the report on one line, "N states, M edges, deepest
// layer D: K mismatches", followed by one line per mismatch.
func (r *Report[S]) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d states, %d edges, deepest layer %d: %d mismatches", r.States, r.Edges, r.Depth, len(r.Mismatches))
	for _, m := range r.Mismatches {
		b.WriteString("\n  ")
		b.WriteString(m.String())
	}
	return b.String()
}

// Mismatch is one disagreement found by [CrossCheck].
type Mismatch[S comparable] struct {
	State S
	// Check names what disagreed:
	//   - "export": the state is reached by the engine but not exported
	//     (Engine is its depth, Other -1), or exported but not reached by the
	//     engine (Engine -1, Other its node ID);
	//   - "order": the engine's discovery index (Engine) differs from the
	//     node ID (Other), or gonum's visiting order put node Other at
	//     position Engine;
	//   - "tree": search.BFSTreeContext's Tree.Cost (Other) differs from
	//     the layer depth (Engine);
	//   - "bfs": gonum traverse.BreadthFirst's depth (Other);
	//   - "dijkstra": gonum path.DijkstraFrom's distance (Other);
	//   - "path": Tree.PathTo(State) is not a walk along the export's edges
	//     from a start with Engine moves (Other is the number of valid
	//     moves at its beginning, or -1 if it does not begin at a start).
	// Other is -1 where that side did not reach the state.
	Check         string
	Engine, Other int
}

// String describes the mismatch, e.g. "state 7: bfs: engine 2, other 3".
func (m Mismatch[S]) String() string {
	return fmt.Sprintf("state %v: %s: engine %d, other %d", m.State, m.Check, m.Engine, m.Other)
}

// CrossCheck is [CrossCheckContext] with no context and zero [Options]:
// an unbounded convenience for finite graphs.
func CrossCheck[S comparable](nb search.Neighbors[S], starts ...S) (*Report[S], error) {
	return CrossCheckContext(context.Background(), nb, Options{}, starts...)
}

// CrossCheckContext compares the search engine with gonum on the graph
// reachable from starts, or on its part within opts.MaxDepth moves of
// them. It runs
//
//   - the engine: [search.BFSTreeContext] (Tree.Cost of every state, and
//     Tree.PathTo, whose every move must be an edge of the export) and
//     [search.Layers] (depth and discovery order of every state);
//   - [ExportContext] (its own FIFO walk, independent of the engine);
//   - gonum's traverse.BreadthFirst over the export (depth of every node,
//     visiting order) and gonum's path.DijkstraFrom with uniform edge cost.
//
// It reports every disagreement: the reached sets, the depths, and the
// discovery order (engine order = node IDs = gonum's visiting order, since
// all three are FIFO over the same yield order). With more than one start,
// gonum runs from a virtual source whose successors are the starts, and
// its depths are reduced by one. With opts.MaxDepth the export is the
// subgraph induced by the states within that depth, in which every
// distance from the starts is the same as in the whole graph.
//
// It follows the search package's bounded-search convention: ctx and
// opts.MaxStates bound every part (the engine's BFS runs first, with the
// same bounds, so Layers then never goes past them), and the error, non-nil
// only when one of them stopped the check, wraps the context's error or
// [search.ErrLimit]. Time is O((V + E) log V), dominated by gonum's
// map-based bookkeeping, plus O(V·D·log d) to check the paths of V states
// at depths up to D (d the largest in-degree).
func CrossCheckContext[S comparable](ctx context.Context, nb search.Neighbors[S], opts Options, starts ...S) (*Report[S], error) {
	if nb == nil {
		panic("graph: CrossCheck called with nil Neighbors")
	}
	r := &Report[S]{Depth: -1}
	tree, err := search.BFSTreeContext(ctx, nb, nil, search.Options{MaxStates: opts.MaxStates, MaxDepth: opts.MaxDepth}, starts...)
	if err != nil {
		return nil, fmt.Errorf("graph: cross-check: %w", err)
	}
	order, depth, err := engineLayers(ctx, nb, opts.MaxDepth, r, starts)
	if err != nil {
		return nil, err
	}

	// The export.
	began := time.Now()
	g, err := ExportContext(ctx, nb, opts, starts...)
	if err != nil {
		return nil, err
	}
	r.Export = time.Since(began)
	r.Edges = g.EdgeCount()

	// gonum.
	began = time.Now()
	bfsDepth, visits := g.gonumBFS()
	r.BreadthFirst = time.Since(began)
	began = time.Now()
	dist := gonumDijkstra(g)
	r.Dijkstra = time.Since(began)

	add := func(s S, check string, engine, other int) {
		r.Mismatches = append(r.Mismatches, Mismatch[S]{State: s, Check: check, Engine: engine, Other: other})
	}
	exported := make([]bool, g.Len())
	for i, s := range order {
		d := int(depth[i])
		if td, ok := tree.Cost(s); !ok || td != d {
			add(s, "tree", d, orMinus(td, ok))
		}
		id, ok := g.ID(s)
		if !ok {
			add(s, "export", d, -1)
			continue
		}
		exported[id] = true
		if id != int64(i) {
			add(s, "order", i, int(id))
		}
		if p, ok := tree.PathTo(s); ok {
			if valid := validPath(g, p); valid != d || len(p) != d+1 {
				add(s, "path", d, valid)
			}
		}
		if bfsDepth[id] != d {
			add(s, "bfs", d, bfsDepth[id])
		}
		if dist[id] != d {
			add(s, "dijkstra", d, dist[id])
		}
	}
	for id, ok := range exported {
		if !ok {
			add(g.State(int64(id)), "export", -1, id)
		}
	}
	for k, id := range visits {
		if id != int64(k) {
			add(g.State(id), "order", k, int(id))
		}
	}
	if tree.Len() != len(order) {
		// Every engine state was compared above; report the count itself.
		var zero S
		add(zero, "tree", len(order), tree.Len())
	}
	return r, nil
}

// engineLayers runs search.Layers up to maxDepth (if positive), recording
// each state's depth in discovery order, and the time it took in r.
func engineLayers[S comparable](ctx context.Context, nb search.Neighbors[S], maxDepth int, r *Report[S], starts []S) (order []S, depth []int32, err error) {
	began := time.Now()
	for d, layer := range search.Layers(nb, starts...) {
		if err := ctx.Err(); err != nil {
			return nil, nil, fmt.Errorf("graph: cross-check: stopped at depth %d: %w", d, err)
		}
		order = append(order, layer...)
		for range layer {
			depth = append(depth, int32(d))
		}
		r.Depth = d
		if maxDepth > 0 && d == maxDepth {
			break
		}
	}
	r.Implicit = time.Since(began)
	r.States = len(order)
	return order, depth, nil
}

// validPath returns how many moves at the beginning of p follow edges of
// g, or -1 if p does not begin at a start of g.
func validPath[S comparable](g *Explicit[S], p []S) int {
	if len(p) == 0 {
		return -1
	}
	prev, ok := g.ID(p[0])
	if !ok || prev >= int64(g.starts) {
		return -1
	}
	for k, s := range p[1:] {
		id, ok := g.ID(s)
		if !ok || !g.HasEdgeFromTo(prev, id) {
			return k
		}
		prev = id
	}
	return len(p) - 1
}

func orMinus(v int, ok bool) int {
	if !ok {
		return -1
	}
	return v
}

// gonumDijkstra returns the uniform-cost distance of every node of g from
// the starts, -1 where unreachable.
func gonumDijkstra[S comparable](g *Explicit[S]) []int {
	dist := make([]int, g.Len())
	for i := range dist {
		dist[i] = -1
	}
	if g.starts == 0 {
		return dist
	}
	var sp path.Shortest
	shift := 0.0
	if g.starts > 1 {
		v := &sourced[S]{g: g, src: node{source(g)}}
		sp, shift = path.DijkstraFrom(&v.src, v), 1
	} else {
		sp = path.DijkstraFrom(g.Node(0), g)
	}
	for id := range dist {
		if w := sp.WeightTo(int64(id)); !math.IsInf(w, 1) {
			dist[id] = int(w - shift)
		}
	}
	return dist
}
