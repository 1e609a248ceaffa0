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
// infinite component is never yielded.
func Components[S comparable](nb Neighbors[S], seeds ...S) iter.Seq[[]S] {
	mustNeighbors(nb, "Components")
	return func(yield func([]S) bool) {
		// Without a limit or a cancellable context nothing can stop it.
		_ = ComponentsContext(context.Background(), nb, Options{}, yield, seeds...)
	}
}

// ComponentsContext is [Components] as a bounded search: it calls visit
// with each component in turn (the slice is valid only during the call;
// returning false stops the search with a nil error). opts.MaxStates
// counts over all components together. opts.MaxDepth, if positive, makes
// each set visited the ball of that radius around its seed, less the
// states of earlier sets (on an infinite graph, the only kind that ends).
// If it is stopped, the sets visited before were complete.
func ComponentsContext[S comparable](ctx context.Context, nb Neighbors[S], opts Options, visit func(component []S) bool, seeds ...S) error {
	mustNeighbors(nb, "ComponentsContext")
	if visit == nil {
		panic("search: ComponentsContext called with nil visit")
	}
	opts.check("ComponentsContext", fieldAllPaths|fieldOnLayer)
	st := newStopper(ctx, "ComponentsContext")
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
			return opts.limitError()
		}
		c.comp = append(c.comp[:0], s)
		if err := c.fill(); err != nil {
			return err
		}
		if !visit(c.comp) {
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
	depth, layerEnd := 0, 1
	for head := 0; head < len(c.comp); {
		if head == layerEnd {
			depth, layerEnd = depth+1, len(c.comp)
		}
		if c.o.deep(depth) {
			return nil
		}
		if c.st.stopped() {
			return c.st.err(-1)
		}
		if c.fn == nil || !c.seen.dense() {
			c.nb.Neighbors(c.comp[head], c.seen.chk.pick(c.push, c.pushChk))
			if head++; c.err != nil {
				return c.err
			}
			continue
		}
		hi := min(head+FrontierChunk, layerEnd)
		c.reached -= len(c.comp) // and adds the new length: the states appended
		c.comp = c.seen.appendFrontier(c.fn, c.comp, c.comp[head:hi])
		if c.reached += len(c.comp); c.o.over(c.reached) {
			return c.o.limitError()
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
			c.err = c.o.limitError()
			return false
		}
	}
	if c.st.flagged() {
		c.err = c.st.err(-1)
		return false
	}
	return true
}
