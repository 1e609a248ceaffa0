package search

import (
	"errors"
	"iter"
	"math/bits"
)

// Every least-cost path of a tree built with Options.AllPaths. The tree
// keeps, beside each state's first parent, the other states through which
// it is reached at its least cost (extras); the paths are the chains of
// such parents back to a start. A path is a sequence of states, as in
// gonum's AllTo and networkx's all_shortest_paths: edges yielded twice
// between two states at the least cost make one path, not two.

// ErrOverflow is returned by [Tree.CountPathsTo] when the number of paths
// exceeds 2⁶⁴−1 and no modulus was given.
var ErrOverflow = errors.New("search: more than 2⁶⁴−1 cheapest paths; count them modulo a number")

// ErrZeroCycle is returned by [Tree.CountPathsTo] when a cycle of
// zero-cost edges lies on a cheapest route to the state: going round it
// any number of times costs nothing, so the cheapest walks are infinitely
// many.
var ErrZeroCycle = errors.New("search: a cycle of zero-cost edges lies on a cheapest route: infinitely many cheapest walks")

// AllPathsTo returns every least-cost path from a start to s (every
// shortest one in a breadth-first tree), lazily, each a fresh slice; the
// sequence is empty if s is not in the tree. The tree must be built with
// [Options].AllPaths; otherwise AllPathsTo panics. A path visits no state
// twice: where a cycle of zero-cost edges lies on a cheapest route, the
// walks round it are not paths, as in gonum's AllTo. Paths come in a
// fixed order, depth first from s, a state's parents tried in the order
// in which they reached it at its least cost; k paths of L states cost
// O(k·L) (with zero-cost cycles, more: the search backs out of states
// already on the path). Memory is that of one path, and a bit per state
// of the tree if zero-cost edges tie.
func (t *Tree[S]) AllPathsTo(s S) iter.Seq[[]S] {
	d, order := t.dag("AllPathsTo")
	return func(yield func([]S) bool) {
		if p, ok := t.position(s); ok {
			paths(order, d, p, yield)
		}
	}
}

// CountPathsTo returns the number of least-cost paths from a start to s
// (the shortest ones in a breadth-first tree), the paths that
// [Tree.AllPathsTo] yields, modulo mod if mod is not 0; it is 0 if s is
// not in the tree. Exact, the count is an error wrapping [ErrOverflow]
// once it exceeds 2⁶⁴−1, never a wrapped or saturated number; modulo mod
// (such as 1,000,000,007) it never overflows. If a cycle of zero-cost
// edges lies on a cheapest route to s, the error is [ErrZeroCycle] (the
// cheapest walks are then infinitely many, and counting the paths that
// avoid the cycle is #P-hard).
//
// The tree must be built with [Options].AllPaths; otherwise CountPathsTo
// panics. It counts s and every state before it on its paths, once per
// modulus: the first call costs O(V + P) for V states and P least-cost
// parents, and later calls with the same mod reuse the counts. A tree
// starts with a count of 1 at each start: with several starts, a path
// from one start through another counts too.
func (t *Tree[S]) CountPathsTo(s S, mod uint64) (uint64, error) {
	d, order := t.dag("CountPathsTo")
	p, ok := t.position(s)
	if !ok {
		return 0, nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.counts == nil || t.counts.mod != mod {
		t.counts = &counts{mod: mod, n: make([]uint64, len(order)), kind: make([]uint8, len(order))}
	}
	c := t.counts
	c.count(d, p)
	switch c.kind[p] {
	case kOver:
		return 0, ErrOverflow
	case kInf:
		return 0, ErrZeroCycle
	}
	return c.n[p], nil
}

// dag returns the graph of least-cost parents of t and the states by
// position; it panics, naming fn, if t was built without AllPaths.
func (t *Tree[S]) dag(fn string) (parents, []S) {
	if t.b != nil && t.b.allPaths {
		return parents{t.b.parent, &t.b.extra}, t.b.order
	}
	if t.w != nil && t.w.o.AllPaths {
		return parents{t.w.parent, &t.w.extra}, t.w.order
	}
	panic("search: " + fn + " needs a tree built with Options.AllPaths")
}

// position returns the position of s, if s is in the tree.
func (t *Tree[S]) position(s S) (int32, bool) {
	if t.b != nil {
		return t.b.find(s)
	}
	return t.settled(s) // a position: AllPaths never runs by rounds
}

// extras lists, per position, the parents beyond the first through which
// the state is reached at its least cost, as singly linked lists.
type extras struct {
	first, last []int32 // per position: its first and last extra, -1 if none
	from, next  []int32 // per extra: the parent, the next extra of its position
	cyclic      bool    // a zero-cost edge ties: parents may form cycles
}

func (x *extras) grow()         { x.first, x.last = append(x.first, -1), append(x.last, -1) }
func (x *extras) reset(p int32) { x.first[p], x.last[p] = -1, -1 }

// add records from as a parent of p, unless it is p's last one already
// (an edge yielded twice by one expansion).
func (x *extras) add(p, from int32) {
	l := x.last[p]
	if l >= 0 && x.from[l] == from {
		return
	}
	e := int32(len(x.from))
	x.from, x.next = append(x.from, from), append(x.next, -1)
	if l < 0 {
		x.first[p] = e
	} else {
		x.next[l] = e
	}
	x.last[p] = e
}

// tie records w.from as another parent of position p, which it reaches
// at p's cost (Options.AllPaths).
func (w *csearch[S]) tie(p int32) {
	if w.from == p || w.from == w.parent[p] {
		return // a self-loop, or the first parent's edge again
	}
	if w.fromCost == w.dist[p] {
		w.extra.cyclic = true
	}
	w.extra.add(p, w.from)
}

// parents is the graph of least-cost parents of a tree's positions: the
// first of p is parent[p], -1 at a start, the others x's list of p.
type parents struct {
	parent []int32
	x      *extras
}

// next returns the parent of p after the one *e stands for (-2 before the
// first, -1 after the last) and advances *e; -1 when none is left.
func (d parents) next(p int32, e *int32) int32 {
	if *e == -2 {
		*e = d.x.first[p]
		if q := d.parent[p]; q >= 0 {
			return q
		}
	}
	if *e < 0 {
		return -1
	}
	q := d.x.from[*e]
	*e = d.x.next[*e]
	return q
}

// paths yields, depth first from s, every path from a start to s over d
// that visits no position twice, each as a fresh slice of states. A start
// ends a path, and its own parents (other starts, over zero-cost edges)
// are tried after.
func paths[S comparable](order []S, d parents, s int32, yield func([]S) bool) {
	type frame struct{ p, e int32 }
	var on bitset // the positions on the path, if parents may form cycles
	if d.x.cyclic {
		on = newBitset(len(order))
	}
	var stack []frame
	push := func(p int32) bool {
		if on != nil {
			on.set(int(p))
		}
		stack = append(stack, frame{p, -2})
		if d.parent[p] >= 0 {
			return true
		}
		path := make([]S, len(stack))
		for i, f := range stack {
			path[len(stack)-1-i] = order[f.p]
		}
		return yield(path)
	}
	if !push(s) {
		return
	}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		switch q := d.next(f.p, &f.e); {
		case q < 0:
			if on != nil {
				on.clear(int(f.p))
			}
			stack = stack[:len(stack)-1]
		case (on == nil || !on.has(int(q))) && !push(q):
			return
		}
	}
}

// counts are the numbers of least-cost paths to the positions of a tree,
// modulo mod (0: exact), each computed when first asked for.
type counts struct {
	mod  uint64
	n    []uint64 // per position, once its kind is kExact
	kind []uint8
}

// The kinds of count.
const (
	kNew   uint8 = iota // not counted yet
	kOpen               // being counted: met again, it closes a cycle
	kExact              // n holds the count
	kOver               // more than 2⁶⁴−1
	kInf                // infinitely many: a cycle lies on a route to it
)

// countFrame is the count of position p under way: its parents up to e
// summed into sum, kind k so far.
type countFrame struct {
	p, e int32
	sum  uint64
	k    uint8
}

// count counts the paths to position s and to every position on them,
// depth first over the parents, on a stack of its own (no recursion in the
// depth of the tree).
func (c *counts) count(d parents, s int32) {
	if c.kind[s] != kNew {
		return
	}
	var stack []countFrame
	open := func(p int32) {
		c.kind[p] = kOpen
		f := countFrame{p: p, e: -2, k: kExact}
		if d.parent[p] < 0 && c.mod != 1 {
			f.sum = 1 // a start: the path of one state
		}
		stack = append(stack, f)
	}
	open(s)
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if q := d.next(f.p, &f.e); q >= 0 {
			if c.kind[q] == kNew {
				open(q)
			} else {
				c.add(f, q)
			}
			continue
		}
		c.n[f.p], c.kind[f.p] = f.sum, f.k
		stack = stack[:len(stack)-1]
		if len(stack) > 0 {
			c.add(&stack[len(stack)-1], f.p)
		}
	}
}

// add adds the count of position q, a parent, to f.
func (c *counts) add(f *countFrame, q int32) {
	switch c.kind[q] {
	case kOpen, kInf:
		f.k = kInf
	case kOver:
		f.k = max(f.k, kOver)
	default:
		s, carry := bits.Add64(f.sum, c.n[q], 0)
		if c.mod != 0 && (carry != 0 || s >= c.mod) {
			s -= c.mod // both terms are below mod: one subtraction, wrapping past a carry
		} else if carry != 0 {
			f.k = max(f.k, kOver)
		}
		f.sum = s
	}
}
