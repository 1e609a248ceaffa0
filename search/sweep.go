package search

import (
	"context"
	"fmt"
	"iter"
	"sync/atomic"
	"time"
)

// Sweep sweeps the state space layer by layer from starts, keeping only
// what the next layer needs: the visited set and the current and next
// layers, never a parent or a path. It is the engine for whole state
// spaces, and returns the number of states at each depth (sizes[d] states
// are exactly d moves from the nearest start).
//
// If visit is not nil it is called once per complete layer, depth 0
// first, on the calling goroutine, with the layer's stats and a sequence
// over its states. The sequence is valid only during the call, and decodes
// states only as visit ranges over it (State per index in dense mode,
// Unpack per key in packed mode, no copy in map mode). Each layer holds
// exactly the states of the same layer of [Layers], in an unspecified
// order (with Workers > 1 it depends on scheduling; wide dense layers come
// in index order). Returning false stops the search: Sweep returns the
// sizes so far and a nil error. Duplicate starts are dropped.
//
// Sweep honours opts.MaxDepth, MaxStates and Workers; it panics if
// opts.AllPaths or opts.OnLayer is set (visit reports each layer). The
// error is non-nil only if ctx or MaxStates stopped the search; it then
// wraps ctx's error or [ErrLimit], and the sizes are nil. MaxStates is
// counted as new states are marked, in batches of at most 256 successors
// (or one outbox) per worker, which bounds the overshoot. Every worker
// reads a stop flag before each expansion and polls the context every 256
// successors, so even a state that yields forever stops. Sweep counts in
// int: it has no 2³¹ bound, and Indexer.Len may exceed 2³¹.
//
// The visited set follows what nb implements: over an [Indexer], a table
// of the indices reached, then (once that would cost a sixteenth of the
// bitsets, at once for Len() ≤ 2²²) bitsets of Len() bits for the visited
// set and the layers, with [FrontierNeighbors] (one worker) or
// [IndexNeighbors] expanding without State and Index where nb has them;
// over a [Packer], an open-addressing table of uint64 keys; otherwise a Go
// map. Memory is within a constant factor of the states reached (at most
// MaxStates) times the size of a state, plus, once dense, about 3·Len()/8
// bytes.
//
// With Workers > 1 (clamped to [MaxWorkers]) each layer of 4,096 states
// or more is expanded by that many goroutines (Neighbors, Index, Pack and
// IndexNeighbors must then be safe for concurrent use), the visited set
// split into shards or marked by atomic OR; a panic in a worker reaches the
// caller with the worker's stack.
//
// Time is O(V + E) (V states and E edges within reach), plus a scan of
// about 3·Len()/64 words per wide layer once dense.
func Sweep[S comparable](ctx context.Context, nb Neighbors[S], opts Options, visit func(st LayerStats, layer iter.Seq[S]) bool, starts ...S) ([]int, error) {
	mustNeighbors(nb, "Sweep")
	w := opts.check("Sweep", fieldAllPaths|fieldOnLayer)
	stop := newStopper(ctx, "Sweep")
	defer stop.finish()
	r := &sweepRun{opts: opts, stop: stop, workers: w, began: time.Now()}
	var m sweepMode[S]
	if ix, ok := nb.(Indexer[S]); ok {
		m = newIndexSweep(r, nb, ix)
	} else if pk, ok := nb.(Packer[S]); ok {
		m = newSharded[S, uint64](r, nb, packedKeys[S]{pk})
	} else {
		m = newSharded[S, S](r, nb, newMapKeys[S]())
	}
	return sweepLayers(r, m, visit, starts)
}

// sweepChunk is the number of frontier states a worker claims at a time.
const sweepChunk = 512

// sweepBatch is how many successors a worker gathers before it marks them:
// enough independent loads to keep the memory system busy, few enough to
// stay in L1; it also bounds how far a layer overshoots MaxStates before
// Sweep notices.
const sweepBatch = 256

// sweepMode is one of Sweep's visited-set representations: it holds the
// current layer and builds the next.
type sweepMode[S comparable] interface {
	// start places the distinct starts as the current layer.
	start(starts []S)
	// size is the number of states in the current layer.
	size() int
	// states yields the current layer's states.
	states(yield func(S) bool)
	// expand builds the next layer from the current one, on the calling
	// goroutine (wide == false) or on r.workers goroutines, stopping
	// early once r.halted().
	expand(wide bool)
	// advance makes the layer just built the current one.
	advance()
}

// sweepRun is what Sweep's modes share: the limits, the stopper, and the
// count of states added to the layer being built.
type sweepRun struct {
	opts    Options
	stop    *stopper
	workers int
	began   time.Time
	budget  int64        // states the layer being built may add; < 0 if unlimited
	added   atomic.Int64 // states added so far to the layer being built
	limited atomic.Bool  // added went past budget
	work    chunks       // the layer being expanded
}

// halted reports whether workers must stop: ctx is known to be done or the
// layer went past MaxStates. It reads two atomic flags; the layer loop
// also polls the context's channel (stopper.stopped).
func (r *sweepRun) halted() bool { return r.stop.flagged() || r.limited.Load() }

// count adds n states to the layer being built and reports whether the
// total stays within MaxStates.
func (r *sweepRun) count(n int) bool {
	if r.budget < 0 || n == 0 {
		return true
	}
	if r.added.Add(int64(n)) > r.budget {
		r.limited.Store(true)
		return false
	}
	return true
}

// sweepLayers is Sweep's layer loop, the same for every mode: report the
// layer, apply the limits, expand it serially or in parallel.
func sweepLayers[S comparable](r *sweepRun, m sweepMode[S], visit func(LayerStats, iter.Seq[S]) bool, starts []S) ([]int, error) {
	r.budget = -1
	if r.opts.MaxStates > 0 {
		r.budget = int64(r.opts.MaxStates)
	}
	m.start(starts)
	if r.limited.Load() {
		return nil, r.opts.limitError()
	}
	var sizes []int
	reached := 0
	seq := m.states
	for depth := 0; ; depth++ {
		n := m.size()
		if n == 0 {
			return sizes, nil
		}
		sizes = append(sizes, n)
		reached += n
		if visit != nil {
			if !visit(LayerStats{Depth: depth, Size: n, Reached: reached, Elapsed: time.Since(r.began)}, seq) {
				return sizes, nil
			}
			if r.stop.stopped() { // cancelled by visit
				return nil, r.stop.err(depth)
			}
		}
		if r.opts.deep(depth) {
			return sizes, nil
		}
		if r.opts.MaxStates > 0 {
			r.budget = int64(r.opts.MaxStates - reached)
			r.added.Store(0)
		}
		m.expand(r.workers > 1 && n >= r.opts.cutoff())
		if r.limited.Load() {
			return nil, r.opts.limitError()
		}
		if r.stop.stopped() {
			return nil, r.stop.err(depth)
		}
		m.advance()
	}
}

// layerWork is a mode's expansion of one layer, handed out by spread.
type layerWork interface {
	// chunk expands the frontier positions [lo, hi) as worker p,
	// stopping early once the run is halted.
	chunk(p, lo, hi int)
	// finish ends worker p's part of the layer.
	finish(p int)
}

// spread runs lw over chunks of [0, n) of the given size: on the calling
// goroutine as worker 0, or on r.workers goroutines if wide. No chunk
// is handed out once r.halted().
func (r *sweepRun) spread(wide bool, n, size int, lw layerWork) {
	if !wide {
		// One chunk: the chunk checks r.halted() before each expansion.
		if n > 0 && !r.halted() {
			lw.chunk(0, 0, n)
		}
		lw.finish(0)
		return
	}
	r.work = chunks{n: n, size: size}
	parallel(r.workers, func(p int) { r.worker(p, lw) })
}

func (r *sweepRun) worker(p int, lw layerWork) {
	for !r.halted() {
		lo, hi, ok := r.work.take()
		if !ok {
			break
		}
		lw.chunk(p, lo, hi)
	}
	lw.finish(p)
}

// panicIndexNeighbors is the panic for an IndexNeighbors that yields an
// index outside [0, n).
func panicIndexNeighbors(j, n int) {
	panic(fmt.Sprintf("search: IndexNeighbors yielded %d, outside [0, %d)", j, n))
}
