package search

// frontierSweep is Sweep's mode for a [FrontierNeighbors] with one worker:
// the visited set is one bit per index, the current and next layers are
// lists of states, and each layer is expanded in chunks of FrontierChunk
// states, one AppendNeighbors call per chunk.
type frontierSweep[S comparable] struct {
	r         *sweepRun
	fn        FrontierNeighbors[S]
	ix        Indexer[S]
	seen      Visited
	chk       indexCheck[S]
	cur, next []S
}

func (f *frontierSweep[S]) start(starts []S) {
	for _, s := range starts {
		i := checkIndex(f.ix, s, f.seen.n)
		f.chk.verify(s, i)
		if f.seen.Mark(i) {
			f.cur = append(f.cur, s)
		}
	}
	f.r.count(len(f.cur))
}

func (f *frontierSweep[S]) size() int { return len(f.cur) }

func (f *frontierSweep[S]) states(yield func(S) bool) {
	for _, s := range f.cur {
		if !yield(s) {
			return
		}
	}
}

// expand builds the next layer serially, whatever wide says; it stops
// between chunks once the run is halted or the context is done.
func (f *frontierSweep[S]) expand(bool) {
	for lo := 0; lo < len(f.cur); lo += FrontierChunk {
		if f.r.halted() || f.r.stop.stopped() {
			return
		}
		before := len(f.next)
		f.next = f.fn.AppendNeighbors(f.next, f.cur[lo:min(lo+FrontierChunk, len(f.cur))], f.seen)
		if f.chk.due() {
			f.chk.verifyAppended(f.next[before:])
		}
		if !f.r.count(len(f.next) - before) {
			return
		}
	}
}

func (f *frontierSweep[S]) advance() {
	clear(f.cur)
	f.cur, f.next = f.next, f.cur[:0]
}
