package search

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync/atomic"
	"time"
)

// ErrLimit is wrapped by the error a bounded search returns when it would
// exceed [Options].MaxStates, or more states than its positions can
// number (2³¹−1 for the searches that keep int32 positions). A search never
// truncates silently: it returns the error and no partial result.
var ErrLimit = errors.New("search: state limit exceeded")

// Options bounds and configures the bounded searches listed in the package
// doc ([AStarContext] and [IDAStarContext] read MaxDepth as a bound on f
// and MaxStates as what each grows; see their docs). The zero value
// searches everything reachable, on the calling goroutine, and reports
// nothing. A field that a search does not honour makes it panic, except
// Workers, which the serial searches ignore.
type Options struct {
	// MaxStates, if positive, bounds the number of states the search may
	// reach; reaching one more stops it with an error wrapping [ErrLimit].
	// Zero means no limit; negative values panic. Every bounded search
	// honours it.
	MaxStates int

	// MaxDepth, if positive, stops the search after the layer at that
	// depth: states farther away are not reached, which is a normal result
	// (for a goal search, ok == false), not an error. Zero means no limit;
	// negative values panic. Every bounded search honours it.
	MaxDepth int

	// AllPaths makes [BFS] and [BFSTo] record every shortest-path parent
	// of every state, so that [Tree.AllPathsTo] can enumerate all shortest
	// paths. It costs memory proportional to the edges of the shortest-path
	// DAG. The other searches panic if it is set.
	AllPaths bool

	// OnLayer, if set, is called on the calling goroutine each time a layer
	// is complete, before it is expanded: for depth 0 once the starts are
	// placed, and so on. It is meant for progress reports and must not call
	// back into the search. BFS, BFSTo and ShortestPathContext honour it
	// (the last two also for the goal's layer, as far as it was built), and
	// BidirectionalContext, AStarContext and IDAStarContext as their docs
	// say. The other searches panic if it is set (Sweep reports each layer
	// through its visit function).
	OnLayer func(LayerStats)

	// Workers is the number of goroutines that expand each wide layer; 0
	// or 1 means serial, values above MaxWorkers() are clamped to it and
	// negative values panic. [Sweep] honours it in every mode, [BFS] over
	// an Indexer without AllPaths (each layer then holds the same states
	// as in a serial run, in an unspecified order, and PathTo may pick
	// another equally short parent); the other searches run on the calling
	// goroutine. Neighbors, Index, State and IndexNeighbors must be safe
	// for concurrent use when Workers > 1.
	Workers int

	// parCutoff, if non-zero, replaces defaultParCutoff, so that tests can
	// drive the parallel code on small graphs.
	parCutoff int
}

// LayerStats describes a completed layer; see [Options].OnLayer and [Sweep].
type LayerStats struct {
	Depth    int           // depth of the layer
	Size     int           // number of states in the layer
	Reached  int           // states reached so far, this layer included (one side's, for Bidirectional)
	Elapsed  time.Duration // time since the search started
	Backward bool          // for BidirectionalContext: the layer belongs to the backward side
}

// MaxWorkers is the largest useful [Options].Workers: 4·GOMAXPROCS, and at
// most 256, so that per-worker buffers stay bounded.
func MaxWorkers() int { return min(4*runtime.GOMAXPROCS(0), 256) }

// defaultParCutoff is the narrowest layer expanded in parallel: below it
// the cost of waking workers outweighs the work.
const defaultParCutoff = 4096

// maxPositions bounds positions so that they fit an int32.
const maxPositions = 1<<31 - 1

// field names an Options field that a search may not honour.
type field uint8

const (
	fieldAllPaths field = 1 << iota
	fieldOnLayer
)

// check validates o for the search named fn, which does not honour the
// fields in reject, and returns the number of workers to use.
func (o Options) check(fn string, reject field) (workers int) {
	for i, v := range [...]int{o.MaxStates, o.MaxDepth, o.Workers} {
		if v < 0 {
			panic(fmt.Sprintf("search: %s: Options.%s = %d is negative", fn, [...]string{"MaxStates", "MaxDepth", "Workers"}[i], v))
		}
	}
	if reject&fieldAllPaths != 0 && o.AllPaths {
		panic("search: " + fn + " does not honour Options.AllPaths; use BFS or BFSTo")
	}
	if reject&fieldOnLayer != 0 && o.OnLayer != nil {
		panic("search: " + fn + " does not honour Options.OnLayer; leave it nil")
	}
	return min(max(o.Workers, 1), MaxWorkers())
}

func (o Options) cutoff() int { return cmp.Or(o.parCutoff, defaultParCutoff) }

// over reports whether reached states exceed o.MaxStates.
func (o Options) over(reached int) bool { return o.MaxStates > 0 && reached > o.MaxStates }

// deep reports whether a layer at depth must not be expanded.
func (o Options) deep(depth int) bool { return o.MaxDepth > 0 && depth >= o.MaxDepth }

// limitError is the error for exceeding o.MaxStates.
func (o Options) limitError() error {
	return fmt.Errorf("%w: more than %d states reached (Options.MaxStates)", ErrLimit, o.MaxStates)
}

// positionsError is the error for exceeding what int32 positions number.
func positionsError(fn string) error {
	return fmt.Errorf("%w: %s numbers states with int32 positions and reached more than 2³¹−1; Sweep has no such bound", ErrLimit, fn)
}

// stopError is the error for reached states past o.MaxStates, or else
// past what int32 positions number.
func (o Options) stopError(fn string, reached int) error {
	if o.over(reached) {
		return o.limitError()
	}
	return positionsError(fn)
}

// stopper turns a context's cancellation into a flag that the hot loops
// can read cheaply: stopped, called before every expansion, also polls the
// context's Done channel; flagged, called for every successor, is one
// atomic load of a flag that context.AfterFunc sets.
type stopper struct {
	ctx     context.Context
	done    <-chan struct{}
	flag    atomic.Bool
	release func() bool
}

// newStopper watches ctx; call finish when the search ends.
func newStopper(ctx context.Context, fn string) *stopper {
	if ctx == nil {
		panic("search: " + fn + " called with nil context")
	}
	s := &stopper{ctx: ctx, done: ctx.Done()}
	if ctx.Err() != nil {
		s.flag.Store(true)
	} else if s.done != nil {
		s.release = context.AfterFunc(ctx, func() { s.flag.Store(true) })
	}
	return s
}

// stopped reports whether the context is done.
func (s *stopper) stopped() bool {
	if s.flag.Load() {
		return true
	}
	if s.done == nil { // a context that is never cancelled
		return false
	}
	select {
	case <-s.done:
		s.flag.Store(true)
		return true
	default:
		return false
	}
}

// flagged reports whether the context is known to be done.
func (s *stopper) flagged() bool { return s.flag.Load() }

// err is the error for a search stopped at depth (if ≥ 0) by the context.
func (s *stopper) err(depth int) error {
	if depth < 0 {
		return fmt.Errorf("search: stopped: %w", s.ctx.Err())
	}
	return fmt.Errorf("search: stopped at depth %d: %w", depth, s.ctx.Err())
}

// finish releases the context's AfterFunc; call it when the search ends.
func (s *stopper) finish() {
	if s.release != nil {
		s.release()
	}
}
