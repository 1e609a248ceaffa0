package search

import (
	"context"
	"iter"
	"slices"
)

// StrongComponents returns the strongly connected components of the graph
// reachable from starts: the largest sets of states in which every state
// is reachable from every other. A state on no cycle is a component of
// its own (with or without a self-loop); components are not restricted to
// symmetric graphs, as those of [Components] are.
//
// It is Tarjan's algorithm (1972), without recursion: a depth-first
// search from each start in turn, in the order given, that yields each
// component once its first state is finished. A component is therefore
// yielded after every component it can reach: in reverse topological
// order of the graph of components, sinks first. Within a component the
// states come in the order the search first entered them, the one
// entered first (the component's root) first.
//
// The component slice is reused: it is valid only during its iteration
// step. Breaking out stops all work. Time is O(V + E) over the reachable
// part, V states and E edges; memory is, per state, the state and three
// int32 (a position, a preorder number and a low link) plus the visited
// set (see [Indexer]), 16 bytes per state on the depth-first path and 4
// per successor of those states that is still to be followed.
//
// StrongComponents is the unbounded convenience for
// [StrongComponentsContext]: it panics past 2³¹−1 states.
func StrongComponents[S comparable](nb Neighbors[S], starts ...S) iter.Seq[[]S] {
	mustNeighbors(nb, "StrongComponents")
	return func(yield func([]S) bool) {
		mustNot(StrongComponentsContext(context.Background(), nb, Options{}, yield, starts...), "StrongComponents")
	}
}

// StrongComponentsContext is [StrongComponents] as a bounded search: it
// calls yield with each component in turn, as ranging over
// StrongComponents does (the slice is valid only during the call;
// returning false stops the search with a nil error). opts.MaxStates
// counts the states stored, over all components; if it stops the search,
// the components yielded before were complete. opts.MaxDepth, if
// positive, makes the graph the subgraph induced by the states within
// that many moves of a start, as a breadth-first search numbers them
// first (Neighbors is then called twice per state): on an infinite graph,
// the only kind that ends. The context is checked before every expansion
// and, through a flag, for every successor.
func StrongComponentsContext[S comparable](ctx context.Context, nb Neighbors[S], opts Options, yield func(component []S) bool, starts ...S) error {
	mustNeighbors(nb, "StrongComponents")
	if yield == nil {
		panic("search: StrongComponents called with nil yield")
	}
	d := newTarjan(ctx, "StrongComponents", nb, opts)
	defer d.st.finish()
	d.yield = yield
	return d.search(starts)
}

// tarjan is the state of an iterative Tarjan search. Positions number
// the states in the order first yielded; the search enters them depth
// first and gives each a preorder number.
type tarjan[S comparable] struct {
	st      *stopper
	o       Options
	nb      Neighbors[S]
	seen    *states[S]
	limit   int     // the most states it may store
	order   []S     // the state at each position
	mark    []mark  // per position
	path    []frame // the depth-first path, root first
	edges   []int32 // the successors left to follow of the states on the path, the last first
	stack   []int32 // Tarjan's stack: entered, not yet in a component
	comp    []S
	count   int32
	depth   int  // for errors: of the path, or of the breadth-first pass
	ball    bool // MaxDepth: order holds the ball, and successors outside it are left out
	acyclic bool // TopologicalOrder: stop at the first edge back into the path
	cycle   []S  // the cycle it closes
	yield   func([]S) bool
	add     func(S) bool // edge, bound once
	addChk  func(S) bool // edge, checking the successor's index first
	err     error
}

// mark is what Tarjan's algorithm keeps per state: its preorder number,
// 0 until the search enters it and -1 once it is in a component, and
// its low link, the least preorder number it reaches on the stack.
type mark struct{ num, low int32 }

// frame is a state on the depth-first path: its position, and where its
// edges begin, which end where the next frame's begin.
type frame struct {
	p     int32
	begin int
}

func newTarjan[S comparable](ctx context.Context, fn string, nb Neighbors[S], opts Options) *tarjan[S] {
	opts.check(fn, 0)
	d := &tarjan[S]{st: newStopper(ctx, fn), o: opts, nb: nb, seen: newStates[S](nb, true, denseAtOnce), limit: maxPositions}
	if opts.MaxStates > 0 {
		d.limit = min(d.limit, opts.MaxStates)
	}
	d.add = d.edge
	d.addChk = d.seen.chk.checked(d.edge)
	return d
}

// search runs the depth-first search from each start not entered yet. It
// returns nil when yield stopped it or, with acyclic, a cycle did.
func (d *tarjan[S]) search(starts []S) error {
	if d.o.depth() > 0 {
		if err := d.fillBall(starts); err != nil {
			return err
		}
	}
	for _, s := range starts {
		p := d.root(s)
		if d.err != nil {
			return d.err
		}
		if d.mark[p].num != 0 {
			continue
		}
		ok := d.enter(p)
		for ok && len(d.path) > 0 {
			ok = d.step()
		}
		if !ok {
			return d.err
		}
	}
	return nil
}

// root returns the position of the start s, storing s if it is new.
func (d *tarjan[S]) root(s S) int32 {
	d.seen.verify(s)
	p, added := d.seen.put(s, int32(len(d.order)))
	if added {
		d.store(s)
	}
	return p
}

// store appends v, just numbered at the next position, unless the state
// limit stops the search.
func (d *tarjan[S]) store(v S) bool {
	if len(d.order) >= d.limit {
		d.err = d.st.limit(d.o, "depth", d.depth, len(d.order)+1)
		return false
	}
	d.order = append(d.order, v)
	d.mark = append(d.mark, mark{})
	return true
}

// edge records the successor v of the state being expanded.
func (d *tarjan[S]) edge(v S) bool {
	if d.err != nil {
		return false
	}
	p, ok := int32(len(d.order)), true
	if d.ball {
		p, ok = d.seen.get(v)
	} else if q, added := d.seen.put(v, p); !added {
		p = q
	} else if !d.store(v) {
		return false
	}
	if ok {
		d.edges = append(d.edges, p)
	}
	if d.st.flagged() {
		d.err = d.st.err("depth", d.depth)
		return false
	}
	return true
}

// fillBall stores, breadth first, the states within o.MaxDepth moves of
// the starts; the depth-first search then stays among them.
func (d *tarjan[S]) fillBall(starts []S) error {
	for _, s := range starts {
		if d.root(s); d.err != nil {
			return d.err
		}
	}
	for head, end := 0, len(d.order); head < len(d.order); head++ {
		if head == end {
			if d.depth++; d.depth >= d.o.depth() {
				break
			}
			end = len(d.order)
		}
		if d.st.stopped() {
			return d.st.err("depth", d.depth)
		}
		d.nb.Neighbors(d.order[head], d.seen.chk.pick(d.add, d.addChk))
		if d.edges = d.edges[:0]; d.err != nil {
			return d.err
		}
	}
	d.ball = true
	return nil
}

// enter pushes the state at position p onto the path and expands it.
func (d *tarjan[S]) enter(p int32) bool {
	d.depth = len(d.path)
	if d.st.stopped() {
		d.err = d.st.err("depth", d.depth)
		return false
	}
	d.count++
	d.mark[p] = mark{d.count, d.count}
	d.stack = append(d.stack, p)
	begin := len(d.edges)
	d.nb.Neighbors(d.order[p], d.seen.chk.pick(d.add, d.addChk))
	if d.err != nil {
		return false
	}
	slices.Reverse(d.edges[begin:]) // followed from the end: the first first
	d.path = append(d.path, frame{p, begin})
	return true
}

// step follows the next edge of the state on top of the path, or, if it
// has none left, finishes the state.
func (d *tarjan[S]) step() bool {
	f := d.path[len(d.path)-1]
	m := &d.mark[f.p]
	if k := len(d.edges) - 1; k >= f.begin {
		q := d.edges[k]
		d.edges = d.edges[:k]
		switch n := d.mark[q].num; {
		case n == 0:
			return d.enter(q)
		case n > 0 && d.acyclic: // q is on the path: a cycle
			d.cycleTo(q)
			return false
		case n > 0:
			m.low = min(m.low, n)
		}
		return true
	}
	d.path = d.path[:len(d.path)-1]
	if k := len(d.path) - 1; k >= 0 {
		up := &d.mark[d.path[k].p]
		up.low = min(up.low, m.low)
	}
	if m.low == m.num {
		return d.emit(f.p)
	}
	return true
}

// emit pops the component whose root is at position p and yields it.
func (d *tarjan[S]) emit(p int32) bool {
	i := len(d.stack) - 1
	for d.stack[i] != p {
		i--
	}
	d.comp = d.comp[:0]
	for _, q := range d.stack[i:] {
		d.comp = append(d.comp, d.order[q])
		d.mark[q].num = -1
	}
	d.stack = d.stack[:i]
	return d.yield(d.comp)
}
