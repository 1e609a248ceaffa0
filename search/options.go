package search

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync/atomic"
)

// ErrLimit is wrapped by the error a bounded search returns when it would
// exceed [Options].MaxStates, or more states than its int32 positions
// number (2³¹−1; SweepContext has no such bound).
var ErrLimit = errors.New("search: state limit exceeded")

// Options bounds and configures the bounded searches (the XContext form
// of each). Each field means one thing in every search; a search that does
// not honour a field that is set panics (see the package doc's table). The
// zero value searches everything reachable, on the calling goroutine, and
// reports nothing.
type Options struct {
	// MaxStates, if positive, bounds the states the search stores: one
	// more stops it with an error wrapping [ErrLimit]. IDAStarContext,
	// which stores none, bounds the states it generates instead. Zero
	// means no limit.
	MaxStates int

	// MaxDepth, if positive, bounds the edges of every path the search
	// considers: states farther from the starts are not reached (IDA* and
	// A* over unit costs: not expanded, with an admissible h), which is a
	// normal result, not an error. Zero means no limit, and so does a
	// bound past 2³¹−2.
	MaxDepth int

	// Workers is the number of goroutines that expand each wide layer of
	// [BFSTreeContext] (over an Indexer, without AllPaths or a goal) and
	// [SweepContext]; 0 or 1 means on the calling goroutine, and values
	// above 4·GOMAXPROCS (at most 256) count as that. Neighbors, Index,
	// State and IndexNeighbors must then be safe for concurrent use. Each
	// layer holds the same states as on one goroutine, in an unspecified
	// order, and a tree may keep another parent of the same depth.
	Workers int

	// AllPaths makes [BFSTreeContext] and [DijkstraTreeContext] record
	// every least-cost parent of every state, so that [Tree.AllPathsTo]
	// can enumerate every shortest or cheapest path and
	// [Tree.CountPathsTo] count them. It costs memory proportional to the
	// edges of the least-cost paths. DijkstraTreeContext does not honour
	// it with MaxDepth: the cheapest paths within a bound on edges are
	// another question, whose answers need not extend one another.
	AllPaths bool

	// OnLayer, if set, is called on the calling goroutine each time the
	// search completes a layer, for progress reports: the states at one
	// depth of a breadth-first search (depth 0 once the starts are placed),
	// at one cost of Dijkstra's, under one bound on f of A* or IDA* (IDA*:
	// after each pass), and once more for the layer in which a search ends
	// early. It must not call back into the search.
	OnLayer func(LayerStats)

	// parCutoff, if non-zero, replaces defaultParCutoff, so that tests can
	// drive the parallel code on small graphs.
	parCutoff int
}

// LayerStats describes a completed layer; see [Options].OnLayer.
type LayerStats struct {
	Cost     int  // the layer's depth, cost or bound on f
	Size     int  // states in the layer (A*, IDA*: expanded under its bound)
	Reached  int  // states stored so far, the layer's included (IDA*: generated)
	Expanded int  // states expanded so far (IDA*: again in every pass)
	Backward bool // BidirectionalContext: the layer belongs to the backward side
}

// defaultParCutoff is the narrowest layer expanded in parallel: below it
// the cost of waking workers outweighs the work.
const defaultParCutoff = 4096

// maxPositions bounds positions so that they fit an int32.
const maxPositions = 1<<31 - 1

// field names the Options fields that not every search honours.
type field uint8

const (
	fieldWorkers field = 1 << iota
	fieldAllPaths
	fieldOnLayer
	fieldAllPathsDepth // AllPaths together with MaxDepth
)

// check validates o for the search fn, which honours the fields in
// honoured (every search honours MaxStates and MaxDepth), and returns the
// number of workers to use.
func (o Options) check(fn string, honoured field) (workers int) {
	for i, v := range [...]int{o.MaxStates, o.MaxDepth, o.Workers} {
		if v < 0 {
			panic(fmt.Sprintf("search: %s: Options.%s = %d is negative", fn, [...]string{"MaxStates", "MaxDepth", "Workers"}[i], v))
		}
	}
	for _, f := range [...]struct {
		f    field
		set  bool
		name string
	}{{fieldWorkers, o.Workers > 1, "Workers"}, {fieldAllPaths, o.AllPaths, "AllPaths"}, {fieldOnLayer, o.OnLayer != nil, "OnLayer"}} {
		if f.set && honoured&f.f == 0 {
			panic(fmt.Sprintf("search: %s does not honour Options.%s", fn, f.name))
		}
	}
	if o.AllPaths && o.depth() > 0 && honoured&fieldAllPathsDepth == 0 {
		panic(fmt.Sprintf("search: %s does not honour Options.AllPaths with Options.MaxDepth", fn))
	}
	return min(max(o.Workers, 1), 4*runtime.GOMAXPROCS(0), 256)
}

// depth is o.MaxDepth as a bound on edges, 0 for none.
func (o Options) depth() int {
	if o.MaxDepth >= maxPositions {
		return 0
	}
	return o.MaxDepth
}

func (o Options) cutoff() int { return cmp.Or(o.parCutoff, defaultParCutoff) }

// over reports whether reached states exceed o.MaxStates.
func (o Options) over(reached int) bool { return o.MaxStates > 0 && reached > o.MaxStates }

// deep reports whether a layer at depth must not be expanded.
func (o Options) deep(depth int) bool { return o.depth() > 0 && depth >= o.depth() }

// stopper turns a context's cancellation into a flag that the hot loops
// can read cheaply: stopped, called before every expansion, also polls the
// context's Done channel; flagged, called for every successor, is one
// atomic load of a flag that context.AfterFunc sets. It also makes the
// errors of its search, in one vocabulary: "search: <search>: stopped at
// <where>: <cause>".
type stopper struct {
	fn      string
	ctx     context.Context
	done    <-chan struct{}
	flag    atomic.Bool
	release func() bool
}

// newStopper watches ctx for the search fn; call finish when it ends.
func newStopper(ctx context.Context, fn string) *stopper {
	if ctx == nil {
		panic("search: " + fn + " called with nil context")
	}
	s := &stopper{fn: fn, ctx: ctx, done: ctx.Done()}
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

// err is the error of the search stopped by its context at what and n
// (such as "depth", 3).
func (s *stopper) err(what string, n int) error {
	return fmt.Errorf("search: %s: stopped at %s %d: %w", s.fn, what, n, s.ctx.Err())
}

// limit is the error of the search stopped at what and n with reached
// states, past o.MaxStates or else past what int32 positions number.
func (s *stopper) limit(o Options, what string, n, reached int) error {
	if o.over(reached) {
		return &limitError{fmt.Sprintf("search: %s: stopped at %s %d: more than %d states (Options.MaxStates)", s.fn, what, n, o.MaxStates)}
	}
	return &limitError{fmt.Sprintf("search: %s: stopped at %s %d: more than 2³¹−1 states, the most int32 positions number", s.fn, what, n)}
}

// limitError is the error of a search stopped by a limit: it reads as its
// message and wraps [ErrLimit].
type limitError struct{ msg string }

func (e *limitError) Error() string { return e.msg }
func (e *limitError) Unwrap() error { return ErrLimit }

// finish releases the context's AfterFunc; call it when the search ends.
func (s *stopper) finish() {
	if s.release != nil {
		s.release()
	}
}
