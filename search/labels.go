package search

import "errors"

// A bound of k edges on a search by cost is exact: a state reached cheaply
// over many edges must not hide a dearer path over fewer edges that can
// still be extended. So the search keeps labels (a cost, the edges used,
// the label it extends) instead of one record per state, in one of two
// modes of the same driver: by labels, Dijkstra's algorithm over them
// (this file), or by rounds (rounds.go).

// label is a path to the state at pos: its cost, its edges (by rounds:
// the round it was found in) and the label it extends, -1 at a start.
type label struct {
	cost   int64
	parent int32
	pos    int32
	depth  int32
}

// brec is what a search with a bound on edges keeps per position.
type brec struct {
	first    int32 // by labels: the first label settled; by rounds: the latest label; -1 if none
	minDepth int32 // by labels: fewest edges of a settled label, k+1 if none; by rounds: the round of first
	tent     int32 // by labels: the last label queued, -1 if none; by rounds: 1 at a goal state
}

// errTooManyLabels stops a search by labels that keeps more labels than
// the bound on its memory allows: it starts again by rounds.
var errTooManyLabels = errors.New("search: too many labels")

// labelsPerState is the average number of labels per state reached at
// which a search by labels starts again by rounds.
const labelsPerState = 8

// offerLabel queues a label of position p at cost c, extending w.from,
// unless a label of p dominates it: one settled with no more edges (and
// so no dearer), or the last one queued, if no dearer with no more edges.
// Labels are settled in order of cost, then edges, so the labels settled
// at a state are its Pareto front of (cost, edges), at most k+1.
func (w *csearch[S]) offerLabel(p int32, c int64) {
	r, d := &w.brec[p], w.fromDepth+1
	if d >= r.minDepth {
		return
	}
	if t := r.tent; t >= 0 && w.labels[t].cost <= c && w.labels[t].depth <= d {
		return
	}
	if len(w.labels) >= labelsPerState*len(w.order)+1024 {
		w.err, w.open = errTooManyLabels, false
		return
	}
	r.tent = int32(len(w.labels))
	w.labels = append(w.labels, label{cost: c, parent: w.from, pos: p, depth: d})
	w.rq.push(uint64(c), uint32(d), r.tent)
}

// takeLabel takes the next label from the queue and settles it unless a
// label of its state with no more edges was settled before (it then
// returns -1); fresh says whether it is its state's first.
func (w *csearch[S]) takeLabel() (p, d int32, fresh bool) {
	_, _, l := w.rq.pop()
	lb := w.labels[l]
	r := &w.brec[lb.pos]
	if lb.depth >= r.minDepth {
		return -1, 0, false
	}
	r.minDepth = lb.depth
	w.from, w.fromCost, w.fromDepth = l, lb.cost, lb.depth
	if r.first >= 0 {
		return lb.pos, lb.depth, false
	}
	r.first = l
	w.done = append(w.done, lb.pos)
	return lb.pos, lb.depth, true
}
