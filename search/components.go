package search

import (
	"context"
	"iter"
)

// Components returns the connected components of a symmetric graph (one in
// which v is a neighbour of u whenever u is a neighbour of v), restricted to
// the components that contain at least one seed.
//
// Seeds are taken in order; each seed not already in an earlier component
// starts a breadth-first search whose reachable set is the next component,
// yielded in discovery order (the seed first). For a graph that is not
// symmetric the sets yielded are "reachable from this seed and not from an
// earlier one", which are not strongly connected components.
//
// The component slice is reused: it is valid only during its iteration
// step. Breaking out stops all work. The visited set is shared across
// components, so the whole run is O(V + E).
//
// Components is the unbounded convenience for [ComponentsContext]: an
// infinite component is never yielded. As for every search that streams,
// the bounded form takes the loop's body (yield) and returns an error.
func Components[S comparable](nb Neighbors[S], seeds ...S) iter.Seq[[]S] {
	mustNeighbors(nb, "Components")
	return func(yield func([]S) bool) {
		// Without a limit or a cancellable context nothing can stop it.
		_ = ComponentsContext(context.Background(), nb, Options{}, yield, seeds...)
	}
}

// ComponentsContext is [Components] as a bounded search: it calls yield
// with each component in turn, as ranging over Components does (the slice
// is valid only during the call; returning false stops the search with a
// nil error). opts.MaxStates counts over all components together.
// opts.MaxDepth, if positive, makes each set yielded the ball of that
// radius around its seed, less the states of earlier sets (on an infinite
// graph, the only kind that ends). If it is stopped, the sets yielded
// before were complete.
func ComponentsContext[S comparable](ctx context.Context, nb Neighbors[S], opts Options, yield func(component []S) bool, seeds ...S) error {
	mustNeighbors(nb, "Components")
	if yield == nil {
		panic("search: Components called with nil yield")
	}
	opts.check("Components", 0)
	st := newStopper(ctx, "Components")
	defer st.finish()
	c := &flood[S]{st: st, o: opts, nb: nb, seen: newStates[S](nb, false, denseAtOnce)}
	c.fn, _ = nb.(FrontierNeighbors[S])
	c.push, c.pushChk = c.add, c.seen.chk.checked(c.add)
	for _, s := range seeds {
		c.seen.verify(s)
		if !c.seen.mark(s) {
			continue
		}
		if c.reached++; opts.over(c.reached) {
			return st.limit(opts, "depth", 0, c.reached)
		}
		c.comp = append(c.comp[:0], s)
		if err := c.fill(); err != nil {
			return err
		}
		if !yield(c.comp) {
			return nil
		}
	}
	return nil
}

// flood is the state of a components search.
type flood[S comparable] struct {
	st      *stopper
	o       Options
	comp    []S
	depth   int // of the layer being expanded, from the component's seed
	reached int
	err     error
	nb      Neighbors[S]
	seen    *states[S]
	fn      FrontierNeighbors[S] // if nb has it, used once seen is dense
	push    func(S) bool         // add, bound once
	pushChk func(S) bool         // add, checking the successor's index first
}

// fill completes the component of c.comp[0], which doubles as the FIFO
// queue walked by head; layerEnd is where head's layer ends, which no
// FrontierNeighbors chunk crosses, so that MaxDepth cuts where per-state
// expansion does.
func (c *flood[S]) fill() error {
	layerEnd := 1
	c.depth = 0
	for head := 0; head < len(c.comp); {
		if head == layerEnd {
			c.depth, layerEnd = c.depth+1, len(c.comp)
		}
		if c.o.deep(c.depth) {
			return nil
		}
		if c.st.stopped() {
			return c.st.err("depth", c.depth)
		}
		if c.fn == nil || !c.seen.dense() {
			c.nb.Neighbors(c.comp[head], c.seen.chk.pick(c.push, c.pushChk))
			if head++; c.err != nil {
				return c.err
			}
			continue
		}
		hi := min(head+frontierChunk, layerEnd)
		c.reached -= len(c.comp) // and adds the new length: the states appended
		c.comp = c.seen.appendFrontier(c.fn, c.comp, c.comp[head:hi])
		if c.reached += len(c.comp); c.o.over(c.reached) {
			return c.st.limit(c.o, "depth", c.depth, c.reached)
		}
		head = hi
	}
	return nil
}

func (c *flood[S]) add(v S) bool {
	if c.err != nil {
		return false
	}
	if c.seen.mark(v) {
		c.comp = append(c.comp, v)
		if c.reached++; c.o.over(c.reached) {
			c.err = c.st.limit(c.o, "depth", c.depth, c.reached)
			return false
		}
	}
	if c.st.flagged() {
		c.err = c.st.err("depth", c.depth)
		return false
	}
	return true
}
