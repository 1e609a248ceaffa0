package search

import "sync/atomic"

// wideItem is a state claimed by a worker while a wide layer is expanded.
type wideItem[S comparable] struct {
	v    S
	i    int32 // index of v
	from int32 // position of the parent
}

// claimBatch is how many states a worker claims between two updates of the
// shared count that MaxStates is checked against.
const claimBatch = 256

// parallelTree reports whether [BFS] expands each layer of at least
// o.cutoff() states with workers: dense mode without AllPaths or a goal.
func (b *builder[S]) parallelTree(w int) bool {
	return w > 1 && b.ist != nil && !b.o.AllPaths && b.goal == nil
}

// expandWide expands the positions [begin, end) at depth with w workers.
// The worker whose atomic OR sets a successor's bit owns the state and
// records it with its parent in its own list; the lists are appended to
// the tree in worker order. Claims are counted against MaxStates in
// batches, so a layer stops within w·claimBatch states of the limit.
func (b *builder[S]) expandWide(nb Neighbors[S], depth int, begin, end int32, w int) {
	t := b.t
	if len(b.fresh) < w {
		b.fresh = make([][]wideItem[S], w)
	}
	var (
		claimed atomic.Int64
		full    atomic.Bool
	)
	work := chunks{n: int(end - begin), size: sweepChunk}
	parallel(w, func() { full.Store(true) }, func(q int) {
		b.fresh[q] = b.claim(nb, &work, begin, b.fresh[q][:0], &claimed, &full)
	})
	switch {
	case full.Load():
		b.err = b.st.limit(b.o, "depth", depth, b.o.MaxStates+1)
		return
	case b.st.stopped():
		b.err = b.st.err("depth", depth)
		return
	}
	offsets := make([]int32, w)
	for q := range w {
		offsets[q] = int32(len(t.order))
		if len(t.order)+len(b.fresh[q]) >= maxPositions {
			b.err = b.st.limit(Options{}, "depth", depth, maxPositions+1)
			return
		}
		for _, it := range b.fresh[q] {
			t.order = append(t.order, it.v)
			t.parent = append(t.parent, it.from)
		}
	}
	if b.o.over(len(t.order)) {
		b.err = b.st.limit(b.o, "depth", depth, len(t.order))
		return
	}
	parallel(w, nil, func(q int) {
		for j, it := range b.fresh[q] {
			b.ist.setPos(int(it.i), offsets[q]+int32(j))
		}
	})
}

// claim is one worker's part of expandWide: it expands the chunks it takes
// from work and returns out with the states it claimed appended.
func (b *builder[S]) claim(nb Neighbors[S], work *chunks, begin int32, out []wideItem[S], claimed *atomic.Int64, full *atomic.Bool) []wideItem[S] {
	t, n, st, ist := b.t, b.n, b.st, b.ist
	base := int64(len(t.order))
	var parent int32
	batch := 0
	push := func(v S) bool {
		i := b.ix.Index(v)
		if uint(i) >= uint(n) {
			panicIndex(v, i, n)
		}
		if !ist.markShared(i) {
			return !st.flagged()
		}
		out = append(out, wideItem[S]{v, int32(i), parent})
		if batch++; batch == claimBatch {
			batch = 0
			if b.o.MaxStates > 0 && base+claimed.Add(claimBatch) > int64(b.o.MaxStates) {
				full.Store(true)
				return false
			}
		}
		return !st.flagged()
	}
	for {
		lo, hi, ok := work.take()
		if !ok {
			return out
		}
		for p := begin + int32(lo); p < begin+int32(hi); p++ {
			if full.Load() || st.stopped() {
				return out
			}
			parent = p
			nb.Neighbors(t.order[p], push)
		}
	}
}
