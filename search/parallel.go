package search

import (
	"context"
	"fmt"
	"hash/maphash"
	"time"
)

// Sweep is the engine for large searches: a level-synchronous breadth-first
// search from starts that keeps no parents, spreads each layer over
// opts.Workers goroutines, and returns the number of states at each depth
// (sizes[d] states are exactly d moves from the nearest start).
//
// If visit is not nil it is called with each complete layer, depth 0 first;
// returning false stops the search (Sweep then returns the sizes so far and
// a nil error). The layer slice is reused: copy it to keep it. Each layer
// holds exactly the states [Layers] puts in it, but their order within the
// layer is unspecified: with Workers > 1 it depends on scheduling, and in
// dense mode wide layers come in index order. Duplicate starts are dropped.
//
// Sweep honours opts.Workers, MaxDepth, MaxStates (exceeding it returns an
// error wrapping [ErrLimit]) and OnLayer (called from the calling goroutine
// once each layer is complete, before visit). It ignores AllPaths. The
// error is non-nil only when the search was stopped by ctx or MaxStates.
//
// The visited set depends on what nb implements, in this order:
//
//   - [Indexer] (dense mode): 1 bit per index for the visited set and 1 for
//     the layer being built, plus a frontier kept as an index list while
//     layers are narrow and as a third bitset once they are wide, so that a
//     whole state space of Len() indices costs 3·Len()/8 bytes however many
//     states it holds; states are rebuilt from their index with State. If
//     nb also implements [IndexNeighbors], Sweep expands indices directly
//     and never calls State, Neighbors or Index.
//   - [Packer] (packed mode): an open-addressing table of uint64 keys,
//     about 13 to 26 bytes per state, and []uint64 frontiers.
//   - otherwise (map mode): a Go map keyed by the state.
//
// In dense and packed modes successors are marked in batches of a few
// hundred, each batch's memory words loaded first so that its cache misses
// overlap; on tables larger than the caches this is worth 1.5× or more.
//
// With Workers > 1, each layer of 4,096 states or more is split into
// chunks that the workers expand concurrently (Neighbors, Index, Pack and
// IndexNeighbors must then be safe for concurrent use, as read-only values
// are). In packed and map modes the visited set is split into one shard per
// worker by a hash of the state (from the first wide layer on): workers
// first send each successor to its shard's outbox, then each worker
// deduplicates its own shard (owner computes; no concurrent map and no
// lock). In dense mode workers mark successors in the shared layer bitset
// with atomic OR, each worker taking large contiguous chunks of the
// frontier so that workers seldom share a cache line. Narrower layers are
// expanded serially by the calling goroutine, so graphs whose layers are
// all narrow run as fast with workers as without. Time is O(V + E) in all
// modes; dense mode adds a scan of about 3·Len()/64 words per wide layer.
func Sweep[S comparable](ctx context.Context, nb Neighbors[S], opts Options, visit func(depth int, layer []S) bool, starts ...S) ([]int, error) {
	mustNeighbors(nb, "Sweep")
	if ctx == nil {
		panic("search: Sweep called with nil context")
	}
	r := &sweepRun[S]{ctx: ctx, o: opts, visit: visit, began: time.Now(), workers: max(opts.Workers, 1)}
	var err error
	if ix, n, ok := denseIndexer(nb); ok {
		err = sweepDense(r, nb, ix, n, starts)
	} else if pk, ok := nb.(Packer[S]); ok {
		err = sweepPacked(r, nb, pk, starts)
	} else {
		err = sweepMap(r, nb, starts)
	}
	if err != nil {
		return nil, err
	}
	return r.sizes, nil
}

// ctxCheckEvery is how many expansions pass between two context checks.
const ctxCheckEvery = 4096

// sweepChunk is the number of frontier states a worker claims at a time.
const sweepChunk = 512

// sweepRun is the bookkeeping shared by Sweep's modes.
type sweepRun[S comparable] struct {
	ctx     context.Context
	o       Options
	visit   func(int, []S) bool
	began   time.Time
	workers int
	sizes   []int
	reached int
	sink    uint64 // results of cache-warming loads, kept so they are not optimised away
}

// layer records a complete layer of the given size; layer() builds the
// slice for visit only when there is one. It reports whether to expand it.
func (r *sweepRun[S]) layer(depth, size int, layer func() []S) (expand bool, err error) {
	r.sizes = append(r.sizes, size)
	r.reached += size
	if r.o.MaxStates > 0 && r.reached > r.o.MaxStates {
		return false, fmt.Errorf("%w: more than %d states reached", ErrLimit, r.o.MaxStates)
	}
	if r.o.OnLayer != nil {
		r.o.OnLayer(LayerStats{Depth: depth, Size: size, Reached: r.reached, Elapsed: time.Since(r.began)})
	}
	if r.visit != nil && !r.visit(depth, layer()) {
		return false, nil
	}
	if r.o.MaxDepth > 0 && depth >= r.o.MaxDepth {
		return false, nil
	}
	return true, r.stopped(depth)
}

func (r *sweepRun[S]) stopped(depth int) error {
	if err := r.ctx.Err(); err != nil {
		return fmt.Errorf("search: stopped at depth %d: %w", depth, err)
	}
	return nil
}

// sweepMap is Sweep's map mode: one Go map per shard.
func sweepMap[S comparable](r *sweepRun[S], nb Neighbors[S], starts []S) error {
	w := r.workers
	seed := maphash.MakeSeed()
	// Until the first layer wide enough for the workers, one map holds
	// everything and nothing is hashed twice: graphs whose layers all stay
	// narrow run exactly as with one worker.
	nsh := 1
	shardOf := func(v S) int {
		return int(maphash.Comparable(seed, v) % uint64(nsh))
	}
	sets := []map[S]struct{}{make(map[S]struct{})}
	reshard := func() {
		old := sets[0]
		nsh = w
		sets = make([]map[S]struct{}, w)
		for i := range sets {
			sets[i] = make(map[S]struct{}, len(old)/w)
		}
		for v := range old {
			sets[shardOf(v)][v] = struct{}{}
		}
	}
	var cur, next []S
	// serialPush inserts into the right set directly: one goroutine.
	serialPush := func(v S) bool {
		set := sets[0]
		if nsh > 1 {
			set = sets[shardOf(v)]
		}
		if _, dup := set[v]; !dup {
			set[v] = struct{}{}
			next = append(next, v)
		}
		return true
	}
	for _, s := range starts {
		serialPush(s)
	}
	out := make([][][]S, w) // out[worker][shard]: successors not yet seen
	for p := range out {
		out[p] = make([][]S, w)
	}
	fresh := make([][]S, w) // fresh[shard]: the shard's new states
	for depth := 0; len(next) > 0; depth++ {
		cur, next = next, cur[:0]
		expand, err := r.layer(depth, len(cur), func() []S { return cur })
		if err != nil || !expand {
			return err
		}
		if w == 1 || len(cur) < r.o.cutoff() {
			for i, u := range cur {
				if i%ctxCheckEvery == ctxCheckEvery-1 {
					if err := r.stopped(depth); err != nil {
						return err
					}
				}
				nb.Neighbors(u, serialPush)
			}
			continue
		}
		if nsh == 1 {
			reshard()
		}
		work := chunks{n: len(cur), size: sweepChunk}
		parallel(w, func(p int) {
			box := out[p]
			for sh := range box {
				box[sh] = box[sh][:0]
			}
			// No filtering here: each state is looked up once, by the
			// owner of its shard in the next phase.
			push := func(v S) bool {
				sh := shardOf(v)
				box[sh] = append(box[sh], v)
				return true
			}
			for {
				lo, hi, ok := work.take()
				if !ok || r.ctx.Err() != nil {
					return
				}
				for _, u := range cur[lo:hi] {
					nb.Neighbors(u, push)
				}
			}
		})
		if err := r.stopped(depth); err != nil {
			return err
		}
		parallel(w, func(sh int) {
			set, f := sets[sh], fresh[sh][:0]
			for p := range w {
				for _, v := range out[p][sh] {
					if _, dup := set[v]; !dup {
						set[v] = struct{}{}
						f = append(f, v)
					}
				}
			}
			fresh[sh] = f
		})
		for _, f := range fresh {
			next = append(next, f...)
		}
	}
	return nil
}
