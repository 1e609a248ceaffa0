package search

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"iter"
	"slices"
)

// Yen returns the k cheapest loopless paths from start to a goal state,
// in order of cost: ranging over it yields (path, cost) for each, at most
// k. A path ends at the first goal state on it, as [Dijkstra]'s does,
// visits no state twice, and differs from every other path in its states;
// paths of equal cost come in an order that is fixed but not otherwise
// specified. If start is a goal, the one path is [start]. Costs are those
// of [WeightedNeighbors], zero included: of parallel edges the cheapest
// counts, and no loopless path takes a self-loop. Over moves, pass
// [UnitCost](nb).
//
// It is Yen's algorithm (1971): the first path is Dijkstra's; each next
// one leaves an earlier path at some state (the spur), and is the
// cheapest path from the spur that avoids the states before it on that
// path and the moves every path found so far makes next from the same
// states. Each path found starts one inner search per state on it but
// the last, [DijkstraContext] from the spur over the graph less those
// states and moves, so k paths of up to L states cost at most k·L inner
// searches, each O(E + V log C) as Dijkstra's. The paths are fresh
// slices. Memory is that of one inner search, plus the states of the
// paths found and of the best candidates (never more than paths are left
// to find), with the cost of each prefix.
//
// Yen is the unbounded convenience for [YenContext]: it panics past 2³¹−1
// states in one inner search.
func Yen[S comparable](nb WeightedNeighbors[S], goal func(S) bool, k int, start S) iter.Seq2[[]S, int] {
	mustYen(nb, goal, k)
	return func(yield func([]S, int) bool) {
		mustNot(YenContext(context.Background(), nb, goal, k, Options{}, yield, start), "Yen")
	}
}

// YenContext is [Yen] as a bounded search: it calls yield with each path
// and its cost in turn, as ranging over Yen does (returning false stops
// the search with a nil error). opts.MaxStates bounds the states stored
// at once, in each of two places: by one inner search, and on the paths
// held, those yielded and the candidates, each state counted once per
// path it lies on. The inner searches then number at most one more than
// the states on the paths yielded, so the work is bounded by k and the
// limit even on an infinite graph. opts.MaxDepth bounds the moves of every path
// (exactly: the inner searches are bounded as [DijkstraContext] is). The
// context is checked before every expansion and, through a flag, for
// every successor. If it is stopped, the paths yielded before were the
// cheapest; the error reads "search: Yen: stopped at path n: ...", n the
// path being sought.
func YenContext[S comparable](ctx context.Context, nb WeightedNeighbors[S], goal func(S) bool, k int, opts Options, yield func(path []S, cost int) bool, start S) error {
	mustYen(nb, goal, k)
	if yield == nil {
		panic("search: Yen called with nil yield")
	}
	opts.check("Yen", 0)
	st := newStopper(ctx, "Yen")
	defer st.finish()
	y := &yen[S]{st: st, o: opts, nb: nb, goal: goal, k: k, view: &spurView[S]{nb: nb}}
	y.view.keep = y.view.filter
	y.g = sparseStore[S](y.view, nb)
	y.view.banned = newStates[S](nb, false, 0)
	if k == 0 {
		return nil
	}
	if err := y.candidates(kpath[S]{states: []S{start}, cost: []int64{0}}, 0); err != nil {
		return err
	}
	for len(y.cands) > 0 {
		p := y.cands[0]
		y.cands = slices.Delete(y.cands, 0, 1)
		y.found = append(y.found, p)
		if !yield(slices.Clone(p.states), int(p.cost[len(p.cost)-1])) || len(y.found) == k {
			return nil
		}
		if err := y.spurs(p); err != nil {
			return err
		}
	}
	return nil
}

func mustYen[S comparable](nb WeightedNeighbors[S], goal func(S) bool, k int) {
	if nb == nil {
		panic("search: Yen called with nil WeightedNeighbors")
	}
	mustGoal(goal, "Yen")
	if k < 0 {
		panic(fmt.Sprintf("search: Yen: k = %d is negative", k))
	}
}

// yen is the state of Yen's algorithm.
type yen[S comparable] struct {
	st    *stopper
	o     Options
	nb    WeightedNeighbors[S]
	goal  func(S) bool
	k     int
	view  *spurView[S]
	g     WeightedNeighbors[S] // view, over the visited set of nb's capabilities
	found []kpath[S]           // the paths yielded
	cands []kpath[S]           // the best candidates, by cost, moves and order found
	held  int                  // the states on found and cands
}

// kpath is a path with the cost of each of its prefixes.
type kpath[S comparable] struct {
	states []S
	cost   []int64
}

// spurs adds the candidates that leave p at each of its states but the
// last.
func (y *yen[S]) spurs(p kpath[S]) error {
	y.view.banned = newStates[S](y.nb, false, 0)
	share := slices.Clone(y.found) // the paths found that share p's states up to the spur
	for i := 0; i+1 < len(p.states); i++ {
		if i > 0 {
			y.view.banned.mark(p.states[i-1])
		}
		y.view.spur, y.view.cut = p.states[i], y.view.cut[:0]
		share = slices.DeleteFunc(share, func(f kpath[S]) bool { return len(f.states) <= i+1 || f.states[i] != p.states[i] })
		for _, f := range share {
			y.view.cut = append(y.view.cut, f.states[i+1])
		}
		if y.o.depth() > 0 && i >= y.o.depth() {
			break // no move left for a spur path
		}
		if err := y.candidates(p, i); err != nil {
			return err
		}
	}
	return nil
}

// candidates searches for the cheapest path from the state at i on p over
// the view and adds, if there is one, p up to that state followed by it.
func (y *yen[S]) candidates(p kpath[S], i int) error {
	o := Options{MaxStates: y.o.MaxStates}
	if y.o.depth() > 0 {
		o.MaxDepth = y.o.depth() - i
	}
	w := newCsearch(y.st, "Yen", qDeque, y.g, nil, y.goal, nil, o, o.depth())
	w, g := w.search(p.states[i : i+1])
	switch {
	case w.err != nil && errors.Is(w.err, ErrLimit):
		return y.st.limit(y.o, "path", len(y.found)+1, len(w.order)+1)
	case w.err != nil:
		return y.st.err("path", len(y.found)+1)
	case g < 0:
		return nil
	}
	c := kpath[S]{states: slices.Clone(p.states[:i]), cost: slices.Clone(p.cost[:i])}
	t := &Tree[S]{w: w}
	at := len(c.states)
	for l := t.first(g); l >= 0; l = t.parent(l) {
		c.states = append(c.states, w.order[w.posOf(l)])
		if c.cost = append(c.cost, p.cost[i]+t.cost(l)); c.cost[len(c.cost)-1] < p.cost[i] {
			panic(fmt.Sprintf("search: Yen: the cost of a path to %v overflows int64", c.states[at]))
		}
	}
	slices.Reverse(c.states[at:])
	slices.Reverse(c.cost[at:])
	return y.add(c)
}

// add inserts c among the candidates, after those of its cost and moves,
// unless it is one already, and keeps only as many as paths are left to
// find.
func (y *yen[S]) add(c kpath[S]) error {
	key := func(p kpath[S]) (int64, int) { return p.cost[len(p.cost)-1], len(p.states) }
	cc, cn := key(c)
	j, _ := slices.BinarySearchFunc(y.cands, c, func(a, _ kpath[S]) int {
		ac, an := key(a)
		return cmp.Or(cmp.Compare(ac, cc), cmp.Compare(an, cn))
	})
	for ; j < len(y.cands); j++ {
		if dc, dn := key(y.cands[j]); dc != cc || dn != cn {
			break
		}
		if slices.Equal(y.cands[j].states, c.states) {
			return nil
		}
	}
	y.cands = slices.Insert(y.cands, j, c)
	y.held += len(c.states)
	if n := y.k - len(y.found); len(y.cands) > n {
		for _, d := range y.cands[n:] {
			y.held -= len(d.states)
		}
		y.cands = slices.Delete(y.cands, n, len(y.cands))
	}
	if y.o.over(y.held) {
		return y.st.limit(y.o, "path", len(y.found)+1, y.held)
	}
	return nil
}

// spurView is the graph less the states before the spur (banned) and the
// moves from the spur to the states in cut. Edges binds nothing per
// call: the filter, bound once, reads the state expanded and the yield
// from the view.
type spurView[S comparable] struct {
	nb     WeightedNeighbors[S]
	banned *states[S]
	spur   S
	cut    []S
	atSpur bool
	out    func(S, int) bool
	keep   func(S, int) bool // filter, bound once
}

func (v *spurView[S]) Edges(s S, yield func(S, int) bool) {
	v.atSpur, v.out = s == v.spur, yield
	v.nb.Edges(s, v.keep)
}

func (v *spurView[S]) filter(u S, c int) bool {
	if _, ok := v.banned.get(u); ok || v.atSpur && slices.Contains(v.cut, u) {
		return true
	}
	return v.out(u, c)
}

// sparseStore returns view over a visited set keyed by nb's Packer or by
// the index of nb's Indexer as a packed key, which grows with the states
// reached: Yen's inner searches are many, and most reach few states.
func sparseStore[S comparable](view WeightedNeighbors[S], nb any) WeightedNeighbors[S] {
	if u, ok := nb.(unitMoves[S]); ok {
		nb = u.unitMoves()
	}
	if ix, _, ok := denseIndexer[S](nb); ok {
		return weightedPacked[S]{view, indexKeys[S]{ix}}
	}
	return withStore(view, nb)
}

// indexKeys packs a state into its index.
type indexKeys[S comparable] struct{ ix Indexer[S] }

func (k indexKeys[S]) Pack(s S) uint64   { return uint64(k.ix.Index(s)) }
func (k indexKeys[S]) Unpack(i uint64) S { return k.ix.State(int(i)) }
