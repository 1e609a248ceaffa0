package search

import (
	"hash/maphash"
	"sync"
)

// keyMode is what Sweep's packed and map modes differ in: the key a state
// is stored under, the set of keys, and how keys are spread over shards.
type keyMode[S, K comparable] interface {
	// keys returns the keys of batch, appended to buf (map mode returns
	// batch itself).
	keys(batch []S, buf []K) []K
	// state returns the state stored under k.
	state(k K) S
	// route appends each key to boxes[shard], the shard chosen by a hash
	// of the key independent of the set's own hash.
	route(keys []K, boxes [][]K)
	newSet(capHint int) keySet[K]
}

// keySet is one shard of the visited set.
type keySet[K comparable] interface {
	// add inserts keys and appends those that were absent to fresh.
	add(keys []K, fresh []K) []K
	// each yields every key, for resharding.
	each(yield func(K))
	len() int
}

// sharded is the core of Sweep's packed and map modes: a visited set of
// keys split into shards by a hash, and frontiers of keys.
//
// Until the first layer wide enough for the workers, one shard holds
// everything and nothing is hashed twice, so graphs whose layers all stay
// narrow run exactly as with one worker. From then on there are four
// shards per worker. Workers expand chunks of the frontier, gather
// successors in batches and route each batch's keys to one outbox per
// shard; an outbox holding boxCap keys is inserted into its shard under
// the shard's lock, at once if the lock is free, else once it holds four
// times as many. Each key is thus probed once, and the outboxes hold at
// most workers × shards × (4·boxCap + sweepBatch) keys, however wide the
// layer: 37,000 keys with two workers.
type sharded[S, K comparable] struct {
	r      *sweepRun
	nb     Neighbors[S]
	km     keyMode[S, K]
	sets   []keySet[K]
	locks  []paddedMutex
	fresh  [][]K // fresh[shard]: the shard's new states, in parallel layers
	cur    []K
	next   []K
	ws     []shardWorker[S, K]
	boxCap int // an outbox holding this many keys is inserted into its shard
}

type paddedMutex struct {
	sync.Mutex
	_ [56]byte
}

// shardWorker is one worker's state, made once per search.
type shardWorker[S, K comparable] struct {
	batch    []S
	keys     []K
	boxes    [][]K // boxes[shard]: keys not yet inserted
	parallel bool
	gather   func(S) bool
	_        [64]byte // keeps workers' fields, written per successor, off each other's cache lines
}

func newSharded[S, K comparable](r *sweepRun, nb Neighbors[S], km keyMode[S, K]) *sharded[S, K] {
	h := &sharded[S, K]{r: r, nb: nb, km: km,
		sets: []keySet[K]{km.newSet(1024)},
		ws:   make([]shardWorker[S, K], r.workers),
	}
	stop := r.stop
	for p := range h.ws {
		wk := &h.ws[p]
		wk.gather = func(v S) bool {
			wk.batch = append(wk.batch, v)
			return len(wk.batch) < sweepBatch || h.flush(wk) && !stop.stopped()
		}
	}
	return h
}

func (h *sharded[S, K]) start(starts []S) {
	wk := &h.ws[0]
	wk.parallel = false
	wk.batch = append(wk.batch, starts...)
	h.flush(wk)
	h.cur, h.next = h.next, h.cur[:0]
}

func (h *sharded[S, K]) size() int { return len(h.cur) }

func (h *sharded[S, K]) states(yield func(S) bool) {
	for _, k := range h.cur {
		if !yield(h.km.state(k)) {
			return
		}
	}
}

func (h *sharded[S, K]) advance() { h.cur, h.next = h.next, h.cur[:0] }

// flush moves wk's batch into the set (serially) or into wk's outboxes,
// inserting the outboxes that are full; it reports whether the layer stays
// within MaxStates.
func (h *sharded[S, K]) flush(wk *shardWorker[S, K]) bool {
	keys := h.km.keys(wk.batch, wk.keys[:0])
	wk.keys, wk.batch = keys[:0], wk.batch[:0] // keys may alias batch: read it before the next append
	if !wk.parallel {
		before := len(h.next)
		if len(h.sets) == 1 {
			h.next = h.sets[0].add(keys, h.next)
		} else {
			h.km.route(keys, wk.boxes)
			for sh, box := range wk.boxes {
				h.next = h.sets[sh].add(box, h.next)
				wk.boxes[sh] = box[:0]
			}
		}
		return h.r.count(len(h.next) - before)
	}
	h.km.route(keys, wk.boxes)
	ok := true
	for sh, box := range wk.boxes {
		if len(box) < h.boxCap {
			continue
		}
		// A busy shard is left for later, until its box holds four times
		// boxCap: workers seldom wait for each other.
		if h.locks[sh].TryLock() {
			ok = h.insert(wk, sh) && ok
		} else if len(box) >= 4*h.boxCap {
			h.locks[sh].Lock()
			ok = h.insert(wk, sh) && ok
		}
	}
	return ok
}

// insert adds wk's outbox for shard sh to the shard, whose lock the caller
// holds, and releases it, even if add panics (a map of an interface type
// holding an unhashable value does), so that no other worker waits forever.
func (h *sharded[S, K]) insert(wk *shardWorker[S, K], sh int) bool {
	n := func() int {
		defer h.locks[sh].Unlock()
		before := len(h.fresh[sh])
		h.fresh[sh] = h.sets[sh].add(wk.boxes[sh], h.fresh[sh])
		return len(h.fresh[sh]) - before
	}()
	wk.boxes[sh] = wk.boxes[sh][:0]
	return h.r.count(n)
}

// finish flushes what worker p still holds at the end of the layer, or
// drops it if the search is halted.
func (h *sharded[S, K]) finish(p int) {
	wk := &h.ws[p]
	if h.r.halted() {
		wk.batch = wk.batch[:0]
		for sh := range wk.boxes {
			wk.boxes[sh] = wk.boxes[sh][:0]
		}
		return
	}
	h.flush(wk)
	if !wk.parallel {
		return
	}
	for sh, box := range wk.boxes {
		if len(box) > 0 {
			h.locks[sh].Lock()
			h.insert(wk, sh)
		}
	}
}

func (h *sharded[S, K]) expand(parallel bool) {
	if parallel && len(h.sets) == 1 {
		h.reshard()
	}
	for p := range h.ws {
		h.ws[p].parallel = parallel
	}
	for sh := range h.fresh {
		h.fresh[sh] = h.fresh[sh][:0]
	}
	h.r.spread(parallel, len(h.cur), sweepChunk, h)
	if parallel {
		for _, f := range h.fresh {
			h.next = append(h.next, f...)
		}
	}
}

func (h *sharded[S, K]) chunk(p, lo, hi int) {
	for _, k := range h.cur[lo:hi] {
		if h.r.halted() {
			return
		}
		h.nb.Neighbors(h.km.state(k), h.ws[p].gather)
	}
}

// reshard splits the single set into four shards per worker (at most
// 256), so that two workers seldom want the same shard at once.
func (h *sharded[S, K]) reshard() {
	w := min(4*h.r.workers, 256)
	h.boxCap = max(64, 4096/w)
	old := h.sets[0]
	h.sets = make([]keySet[K], w)
	for sh := range h.sets {
		h.sets[sh] = h.km.newSet(old.len() / w)
	}
	h.locks = make([]paddedMutex, w)
	h.fresh = make([][]K, w)
	for p := range h.ws {
		h.ws[p].boxes = make([][]K, w)
	}
	boxes := h.ws[0].boxes
	var buf []K
	move := func() {
		h.km.route(buf, boxes)
		for sh, box := range boxes {
			h.sets[sh].add(box, nil)
			boxes[sh] = box[:0]
		}
		buf = buf[:0]
	}
	old.each(func(k K) {
		if buf = append(buf, k); len(buf) == sweepBatch {
			move()
		}
	})
	move()
}

// packedKeys is packed mode: uint64 keys in u64sets.
type packedKeys[S comparable] struct{ pk Packer[S] }

func (m packedKeys[S]) keys(batch []S, buf []uint64) []uint64 {
	for _, v := range batch {
		buf = append(buf, m.pk.Pack(v))
	}
	return buf
}

func (m packedKeys[S]) state(k uint64) S { return m.pk.Unpack(k) }

func (m packedKeys[S]) route(keys []uint64, boxes [][]uint64) {
	n := uint64(len(boxes))
	for _, k := range keys {
		// Independent of the set's own hash, which uses the top bits of
		// k·fibMul.
		sh := ((k ^ k>>31) * 0xD6E8FEB86659FD93 >> 33) % n
		boxes[sh] = append(boxes[sh], k)
	}
}

func (m packedKeys[S]) newSet(capHint int) keySet[uint64] { return newU64Set(capHint) }

// mapKeys is map mode: the states themselves in Go maps.
type mapKeys[S comparable] struct{ seed maphash.Seed }

func newMapKeys[S comparable]() mapKeys[S] { return mapKeys[S]{maphash.MakeSeed()} }

func (m mapKeys[S]) keys(batch []S, _ []S) []S { return batch }
func (m mapKeys[S]) state(k S) S               { return k }

func (m mapKeys[S]) route(keys []S, boxes [][]S) {
	n := uint64(len(boxes))
	for _, v := range keys {
		sh := maphash.Comparable(m.seed, v) % n
		boxes[sh] = append(boxes[sh], v)
	}
}

func (m mapKeys[S]) newSet(capHint int) keySet[S] { return mapSet[S](make(map[S]struct{}, capHint)) }

type mapSet[S comparable] map[S]struct{}

func (s mapSet[S]) add(keys []S, fresh []S) []S {
	for _, v := range keys {
		if _, dup := s[v]; !dup {
			s[v] = struct{}{}
			fresh = append(fresh, v)
		}
	}
	return fresh
}

func (s mapSet[S]) each(yield func(S)) {
	for v := range s {
		yield(v)
	}
}

func (s mapSet[S]) len() int { return len(s) }
