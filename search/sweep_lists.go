package search

// sweepWorker is one worker of a Sweep, made once per search.
type sweepWorker[S comparable] struct {
	states    []S     // over lists of states: successors waiting to be marked
	batch     []int32 // over indices: successors waiting to be marked
	list      []int32 // over indices: the states this worker marked, up to listCap
	cnt       int     // over indices: states this worker marked first in the layer
	counted   int     // of those, the ones already passed to count
	shared    bool    // other workers mark at the same time
	refused   bool    // a gather returned false: the search is halted
	sink      uint64
	gather    func(S) bool   // Neighbors callback over lists of states
	gatherIx  func(S) bool   // Neighbors callback over indices
	gatherChk func(S) bool   // gatherIx, checking each successor's index first
	gatherIdx func(int) bool // the IndexNeighbors callback
	chk       indexCheck[S]
	_         [64]byte // keeps workers' fields, written per successor, off each other's cache lines
}

// refuse returns ok, noting a refusal: once a gather has returned false,
// it ignores whatever the plugin still yields.
func (w *sweepWorker[S]) refuse(ok bool) bool {
	w.refused = !ok
	return ok
}

// expand builds next from cur: a chunk of frontierChunk states per call
// to fn once the store is dense (byIndex has then ruled out workers),
// else per edge, in parallel if wide.
func (s *sweeper[S]) expand(wide bool) {
	if s.idx != nil {
		s.idx.expand(wide)
		return
	}
	if !s.seen.dense() {
		for p := range s.ws {
			s.ws[p].shared = wide
		}
		s.spread(wide, len(s.cur), sweepChunk, s)
		return
	}
	for lo := 0; lo < len(s.cur); lo += frontierChunk {
		if s.halted() || s.stop.stopped() {
			return
		}
		before := len(s.next)
		s.next = s.seen.appendFrontier(s.fn, s.next, s.cur[lo:min(lo+frontierChunk, len(s.cur))])
		if !s.count(len(s.next) - before) {
			return
		}
	}
}

// chunk expands the states cur[lo:hi] as worker p.
func (s *sweeper[S]) chunk(p, lo, hi int) {
	w := &s.ws[p]
	for _, u := range s.cur[lo:hi] {
		if s.halted() {
			return
		}
		s.nb.Neighbors(u, w.gather)
	}
}

// finish marks what worker p still holds, or drops it if the search is
// halted.
func (s *sweeper[S]) finish(p int) {
	if w := &s.ws[p]; s.halted() {
		w.states = w.states[:0]
	} else {
		s.flush(w, true)
	}
}

// flush marks w's batch of successors in the store, appending the new
// ones to next, under the lock if other workers run; it reports whether
// the layer stays within MaxStates. Unless last, a busy store is left
// for later, until the batch is 16 times as large: workers seldom wait
// for each other. The successors of one sampled batch in 1,024 (after the
// first 64) are checked against the Indexer first.
func (s *sweeper[S]) flush(w *sweepWorker[S], last bool) bool {
	if w.shared {
		if !s.mu.TryLock() {
			if !last && len(w.states) < 16*sweepBatch {
				return !s.limited.Load()
			}
			s.mu.Lock()
		}
		defer s.mu.Unlock()
	}
	if s.seen.chk.due() {
		for _, v := range w.states {
			s.seen.verify(v)
		}
	}
	before := len(s.next)
	s.next = s.seen.markBatch(w.states, s.next)
	w.states = w.states[:0]
	return s.count(len(s.next) - before)
}
