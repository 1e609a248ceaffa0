package search

import (
	"cmp"
	"math"
	"slices"
)

// A search by cost whose bound on edges binds runs by rounds: Bellman-Ford
// over the states reached, each round expanding the states whose cost
// fell in the one before, with the costs they had at its end. After round
// r, a state's cost is the least of a path of at most r edges, and its
// latest label holds that path; a state's cost falls at most once per
// round, so the search costs O(k·E) time for E edges reached and k
// rounds, and its labels O(k·V) memory at most, usually far less. A state
// whose cost is more than the cheapest goal found so far is neither kept
// nor expanded: no goal as cheap lies beyond it.

// label is a path to the state at pos, of as many edges as the round it
// was found in: its cost and the label it extends, -1 at a start.
type label struct {
	cost   int64
	parent int32
	pos    int32
}

// brec is what a search by rounds keeps per position.
type brec struct {
	cost  int64 // the least cost found so far
	first int32 // the latest label, which holds it; -1 once unsettled
	round int32 // the round of that label, -1 if none
}

// rounds is the state of a search by rounds.
type rounds struct {
	round    int32
	frontier []int32 // the labels found in the round before
	next     []int32 // the labels found in this round
	best     int64   // the least cost of a goal found so far
	goal     int32   // its position, -1 if none
}

// byRounds runs the search by rounds and returns the position of the
// cheapest goal found, or -1.
func (w *csearch[S]) byRounds(starts []S) int32 {
	w.rounds, w.rnd = true, rounds{best: math.MaxInt64, goal: -1}
	if g, stop := w.place(starts); stop {
		return g
	}
	rd := &w.rnd
	rd.frontier, rd.next = rd.next, nil // the starts, found in round 0
	for rd.round = 1; rd.round <= w.k && len(rd.frontier) > 0; rd.round++ {
		for _, l := range rd.frontier {
			lb := w.labels[l]
			if lb.cost > rd.best {
				continue
			}
			w.from, w.fromCost = l, lb.cost
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
// is less than every cost found for p so far and than the cheapest goal's:
// in a label of this round, made or updated.
func (w *csearch[S]) offerRound(p int32, c int64) {
	r, rd := &w.brec[p], &w.rnd
	if c >= r.cost || c > rd.best {
		return
	}
	if r.cost = c; r.round == rd.round {
		lb := &w.labels[r.first]
		lb.cost, lb.parent = c, w.from
	} else {
		r.first, r.round = int32(len(w.labels)), rd.round
		w.labels = append(w.labels, label{cost: c, parent: w.from, pos: p})
		rd.next = append(rd.next, r.first)
	}
	if w.goal != nil && w.isGoal.has(int(p)) && c < rd.best {
		rd.best, rd.goal = c, p
	}
}

// settleRounds lists the settled positions by cost: those whose cost is
// final, which with a goal found are those no dearer than it, and the
// goals of its cost. The others report no cost.
func (w *csearch[S]) settleRounds() {
	rd := &w.rnd
	for p := range w.brec {
		if r := &w.brec[p]; r.cost <= rd.best {
			w.done = append(w.done, int32(p))
		} else {
			r.first = -1
		}
	}
	slices.SortStableFunc(w.done, func(a, b int32) int { return cmp.Compare(w.brec[a].cost, w.brec[b].cost) })
	if rd.goal >= 0 {
		w.goals = append(w.goals, rd.goal)
		for _, p := range w.done {
			if w.isGoal.has(int(p)) && p != rd.goal && w.brec[p].cost == rd.best {
				w.goals = append(w.goals, p)
			}
		}
	}
}
