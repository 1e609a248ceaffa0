package search

import (
	"context"
	"iter"
	"slices"
	"sync"
	"sync/atomic"
)

// Sweep sweeps the state space layer by layer from starts, keeping only
// the visited set and the current and next layers, never a parent or a
// path: ranging over it yields, for depth 0, 1, ..., the layer's stats
// and a sequence over its states, valid only during that step. Each layer
// holds exactly the states of the same layer of [Layers], in an
// unspecified order (with Workers > 1 it depends on scheduling); Cost is
// its depth and Size its number of states. Breaking out stops the search.
// Duplicate starts are dropped. It is the engine for whole state spaces.
//
// Once the visited store (see [Indexer]) is dense, layers are held as
// indices, in a list or, once wide, a bitset of Len() bits, and expanded
// through [IndexNeighbors] if nb has it, else State, Neighbors and Index;
// a [FrontierNeighbors] on one goroutine expands lists of states instead,
// up to Len() 2²² if nb also has IndexNeighbors. Memory is within a
// constant factor of the states reached times the size of a state, plus,
// once dense, about 3·Len()/8 bytes. Time is O(V + E) (V states and E
// edges within reach), plus a scan of about 3·Len()/64 words per wide
// layer once dense.
//
// Sweep is the unbounded convenience for [SweepContext].
func Sweep[S comparable](nb Neighbors[S], starts ...S) iter.Seq2[LayerStats, iter.Seq[S]] {
	mustNeighbors(nb, "Sweep")
	return func(yield func(LayerStats, iter.Seq[S]) bool) {
		// Without a limit or a cancellable context nothing but a count past
		// 2³¹−1 in one layer can stop it.
		mustNot(SweepContext(context.Background(), nb, Options{}, yield, starts...), "Sweep")
	}
}

// SweepContext is [Sweep] as a bounded search: it calls yield with each
// layer in turn, as ranging over Sweep does (returning false stops the
// search with a nil error). With Workers > 1, each layer of 4,096 states
// or more is expanded by that many goroutines; a panic in a worker stops
// the others and reaches the caller. Each worker polls the context every
// 256 successors and counts MaxStates as it marks a batch of them (at most
// 4,096 with workers over lists of states; a [FrontierNeighbors] call's,
// for up to 256 states), which bounds the overshoot.
func SweepContext[S comparable](ctx context.Context, nb Neighbors[S], opts Options, yield func(LayerStats, iter.Seq[S]) bool, starts ...S) error {
	mustNeighbors(nb, "Sweep")
	if yield == nil {
		panic("search: Sweep called with nil yield")
	}
	w := opts.check("Sweep", fieldWorkers|fieldOnLayer)
	stop := newStopper(ctx, "Sweep")
	defer stop.finish()
	s := &sweeper[S]{nb: nb, opts: opts, stop: stop, workers: w, seen: newStates[S](nb, false, denseAtOnce)}
	s.fn, _ = nb.(FrontierNeighbors[S])
	s.fast, _ = nb.(IndexNeighbors)
	s.ws = make([]sweepWorker[S], w)
	for p := range s.ws {
		// Gather a successor and, every sweepBatch successors, mark the
		// batch and poll: a state that yields forever stops too.
		w := &s.ws[p]
		w.gather = func(v S) bool {
			if w.refused {
				return false // the plugin yields on after a refusal: ignored
			}
			w.states = append(w.states, v)
			return len(w.states)%sweepBatch != 0 || w.refuse(s.flush(w, false) && !s.limited.Load() && !s.stop.stopped())
		}
	}
	return s.run(yield, starts)
}

// sweepChunk is the number of frontier states a worker claims at a time.
const sweepChunk = 512

// sweepBatch is how many successors a worker gathers before it marks them:
// enough independent loads to overlap their cache misses, few enough to
// stay in L1, and a bound on how far a layer overshoots MaxStates.
const sweepBatch = 256

// sweeper is one run of Sweep. Until the store is dense, and for a
// FrontierNeighbors with one worker, layers are lists of states (cur,
// next); once dense, byIndex holds them as indices.
type sweeper[S comparable] struct {
	nb      Neighbors[S]
	fn      FrontierNeighbors[S]
	fast    IndexNeighbors
	seen    *states[S]
	opts    Options
	stop    *stopper
	workers int
	cur     []S
	next    []S
	mu      sync.Mutex // the store and next, for workers over lists of states
	idx     *indexLayers[S]
	ws      []sweepWorker[S]
	budget  int64        // states the layer being built may add; < 0 if unlimited
	added   atomic.Int64 // states added so far to the layer being built
	limited atomic.Bool  // added went past budget
}

// halted reports whether workers must stop: ctx done, MaxStates passed, a
// worker panicked.
func (s *sweeper[S]) halted() bool { return s.stop.flagged() || s.limited.Load() }

// count adds n states to the layer being built and reports whether the
// total stays within MaxStates.
func (s *sweeper[S]) count(n int) bool {
	if s.budget < 0 || n == 0 {
		return true
	}
	if s.added.Add(int64(n)) > s.budget {
		s.limited.Store(true)
		return false
	}
	return true
}

// byIndex reports whether a dense store's layers are held as indices
// rather than expanded a chunk of states at a time by fn; docs/design.md
// gives the measurements behind the precedence.
func (s *sweeper[S]) byIndex() bool {
	return s.fn == nil || s.workers > 1 || s.fast != nil && s.seen.n > denseAtOnce
}

// run is Sweep's layer loop: report the layer, apply the limits, expand
// it serially or in parallel.
func (s *sweeper[S]) run(yield func(LayerStats, iter.Seq[S]) bool, starts []S) error {
	s.budget = -1
	if s.opts.MaxStates > 0 {
		s.budget = int64(s.opts.MaxStates)
	}
	s.start(starts)
	if s.limited.Load() {
		return s.stop.limit(s.opts, "depth", 0, s.opts.MaxStates+1)
	}
	reached, expanded, states := 0, 0, s.states // the method value made once, not per layer
	for depth := 0; ; depth++ {
		n := s.size()
		if n == 0 {
			return nil
		}
		reached += n
		st := LayerStats{Cost: depth, Size: n, Reached: reached, Expanded: expanded}
		if s.opts.OnLayer != nil {
			s.opts.OnLayer(st)
		}
		if !yield(st, states) {
			return nil
		}
		if s.stop.stopped() { // cancelled by yield
			return s.stop.err("depth", depth)
		}
		if s.opts.deep(depth) {
			return nil
		}
		if s.opts.MaxStates > 0 {
			s.budget = int64(s.opts.MaxStates - reached)
			s.added.Store(0)
		}
		s.expand(s.workers > 1 && n >= s.opts.cutoff())
		if s.limited.Load() {
			return s.stop.limit(s.opts, "depth", depth, s.opts.MaxStates+1)
		}
		if s.stop.stopped() {
			return s.stop.err("depth", depth)
		}
		expanded += n
		s.advance()
	}
}

// start places the distinct starts as the current layer.
func (s *sweeper[S]) start(starts []S) {
	for _, v := range starts {
		s.seen.verify(v)
	}
	s.cur = s.seen.markBatch(starts, s.cur)
	s.count(len(s.cur))
	s.toIndex()
}

func (s *sweeper[S]) size() int {
	if s.idx != nil {
		return s.idx.sz
	}
	return len(s.cur)
}

// states yields the current layer.
func (s *sweeper[S]) states(yield func(S) bool) {
	if s.idx != nil {
		s.idx.states(yield)
	} else {
		slices.Values(s.cur)(yield)
	}
}

// advance makes the layer just built the current one, and moves to
// indices once the store is dense.
func (s *sweeper[S]) advance() {
	if s.idx != nil {
		s.idx.advance()
		return
	}
	clear(s.cur)
	s.cur, s.next = s.next, s.cur[:0]
	s.toIndex()
}

// toIndex moves the current layer into indices once the store is dense,
// unless fn expands it.
func (s *sweeper[S]) toIndex() {
	if !s.seen.dense() || !s.byIndex() {
		return
	}
	s.idx = newIndexLayers(s)
	for _, v := range s.cur {
		s.idx.list = append(s.idx.list, int32(s.seen.ix.Index(v)))
	}
	s.idx.sz = len(s.idx.list)
	s.cur, s.next = nil, nil
}

// layerWork is the expansion of one layer, handed out by spread: chunk
// expands the positions [lo, hi) as worker p, stopping early once the run
// is halted, and finish ends worker p's part of the layer.
type layerWork interface {
	chunk(p, lo, hi int)
	finish(p int)
}

// spread runs lw over chunks of [0, n) of the given size: on the calling
// goroutine as worker 0, or on s.workers goroutines if wide. No chunk is
// handed out once s.halted().
func (s *sweeper[S]) spread(wide bool, n, size int, lw layerWork) {
	if !wide {
		if n > 0 && !s.halted() {
			lw.chunk(0, 0, n)
		}
		lw.finish(0)
		return
	}
	work := chunks{n: n, size: size}
	parallel(s.workers, func() { s.limited.Store(true) }, func(p int) {
		for !s.halted() {
			lo, hi, ok := work.take()
			if !ok {
				break
			}
			lw.chunk(p, lo, hi)
		}
		lw.finish(p)
	})
}
