package search

import (
	"cmp"
	"math"
	"slices"
)

// rounds is the state of a search by rounds: Bellman-Ford by rounds over
// the states reached, each round expanding the states whose cost fell in
// the one before, with the costs they had at its end. After round r, a
// state's cost is the least of a path of at most r edges, and its latest
// label holds it; a state's cost falls at most once per round, so the
// search costs O(k·E) time for E edges reached and k rounds, and the
// labels O(k·V) memory at most, usually far less.
type rounds struct {
	round    int32
	frontier []int32 // the labels found in the round before
	next     []int32 // the labels found in this round
	best     int64   // the least cost of a goal found so far
	goal     int32   // its position, -1 if none
}

// byRounds runs the search by rounds and returns the position of the
// cheapest goal found, or -1. A state whose cost is no less than the
// cheapest goal's is not expanded: no cheaper goal lies beyond it.
func (w *csearch[S]) byRounds(starts []S) int32 {
	w.rnd = rounds{best: math.MaxInt64, goal: -1}
	if g, stop := w.place(starts); stop {
		return g
	}
	rd := &w.rnd
	rd.frontier, rd.next = rd.next, nil // the starts, found in round 0
	for rd.round = 1; rd.round <= w.k && len(rd.frontier) > 0; rd.round++ {
		for _, l := range rd.frontier {
			lb := w.labels[l]
			if lb.cost >= rd.best {
				continue
			}
			w.from, w.fromCost, w.fromDepth = l, lb.cost, lb.depth
			if w.expand(lb.pos); w.err != nil {
				return -1
			}
		}
		rd.frontier, rd.next = rd.next, rd.frontier[:0]
	}
	w.settleRounds()
	return rd.goal
}

// offerRound lowers the cost of position p to c, extending w.from, if c
// is less than every cost found for p so far: in a label of this round,
// made or updated.
func (w *csearch[S]) offerRound(p int32, c int64) {
	r, rd := &w.brec[p], &w.rnd
	if r.first >= 0 && c >= w.labels[r.first].cost {
		return
	}
	if r.first >= 0 && r.minDepth == rd.round {
		lb := &w.labels[r.first]
		lb.cost, lb.parent = c, w.from
	} else {
		if r.first < 0 && w.from >= 0 && w.goal != nil && w.goal(w.order[p]) {
			r.tent = 1 // place tests the starts
		}
		r.first, r.minDepth = int32(len(w.labels)), rd.round
		w.labels = append(w.labels, label{cost: c, parent: w.from, pos: p, depth: rd.round})
		rd.next = append(rd.next, r.first)
	}
	if r.tent == 1 && c < rd.best {
		rd.best, rd.goal = c, p
	}
}

// settleRounds lists the settled positions by cost: those whose cost is
// final, which with a goal found are those cheaper than it, and the goal.
// The others report no cost.
func (w *csearch[S]) settleRounds() {
	rd := &w.rnd
	for p := range w.brec {
		r := &w.brec[p]
		if c := w.labels[r.first].cost; c < rd.best || int32(p) == rd.goal {
			w.done = append(w.done, int32(p))
		} else {
			r.first = -1
		}
	}
	slices.SortStableFunc(w.done, func(a, b int32) int {
		return cmp.Compare(w.labels[w.brec[a].first].cost, w.labels[w.brec[b].first].cost)
	})
}
