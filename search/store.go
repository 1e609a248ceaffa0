package search

// indexStore is the visited set of a search over an [Indexer] of Len() at
// most 2³¹−1: the indices marked so far and, for the searches that number
// their states, the position of each one's state. It starts sparse, as an
// open-addressing table of the marked indices, and turns dense (a bitset
// of Len() bits and, with positions, an int32 per index) once the table
// would cost a sixteenth of the bitset (a quarter with positions); an
// index space of at most denseAtOnce indices (denseAtOnceKept for the
// searches that typically reach a small part of it) is dense from the
// start. Memory is therefore within a constant factor of min(reached
// states, Len()/32) bytes for membership and of min(reached states, Len())
// int32s for positions.
//
// The table holds one word per slot, (index+1)<<32 | position, 0 when
// empty, at most half full, with linear probing from a home slot that
// Fibonacci hashing of index/8 picks within a group of 8 slots (one cache
// line) by index mod 8 (docs/design.md says why).
type indexStore struct {
	n     int
	bits  bitset  // dense: one bit per index; nil while sparse
	pos   []int32 // dense with positions: the position of each marked index
	keep  bool    // positions are kept
	count int     // indices marked while sparse

	slots    []uint64 // sparse: (index+1)<<32 | position, 0 when empty
	shift    uint     // 64 − log₂ len(slots)
	switchAt int      // count at which the store turns dense

	walls Walls     // marks its walls when the store turns dense; nil: none
	lent  numbering // the size visited lends, without positions
}

// denseAtOnce is the largest Len() for which a store is dense from the
// start: its bitset then takes at most 512 KiB (and its positions 16
// MiB), and a search that reaches most of a grid or a small puzzle never
// pays for the table.
const denseAtOnce = 1 << 22

// denseAtOnceKept is denseAtOnce for the stores with positions of the
// searches that typically reach a small part of the index space (A*,
// Bidirectional): 4 MiB of positions, so that a short search over a grid
// of a few million cells costs what it reaches.
const denseAtOnceKept = 1 << 20

// newIndexStoreAt makes the visited set of the indices [0, n), dense from
// the start if n ≤ denseAt; keep says whether it records positions.
func newIndexStoreAt(n int, keep bool, denseAt int) *indexStore {
	s := &indexStore{n: n, keep: keep, lent: numbering{n: n}}
	if n <= denseAt {
		s.toDense()
		return s
	}
	// A sparse state costs 16 to 32 bytes; dense costs n/8 bytes (4.125·n
	// with positions); docs/design.md says why the switch comes at a
	// sixteenth of that (a quarter with positions).
	dense, part := n/8, 16
	if keep {
		dense, part = n/8+4*n, 4
	}
	s.switchAt = max(1024, dense/(part*24))
	s.alloc(1 << 10)
	return s
}

func (s *indexStore) alloc(size int) {
	s.slots = make([]uint64, size)
	s.shift = 64
	for 1<<(64-s.shift) < size {
		s.shift--
	}
}

// mark marks index i, in [0, n), and reports whether it was unmarked.
func (s *indexStore) mark(i int) bool {
	if s.bits == nil {
		_, ok := s.putSparse(i, -1)
		return ok
	}
	return s.markDense(i)
}

// put marks index i with position p unless it is marked; it returns i's
// position (p if it was unmarked) and whether it was unmarked.
func (s *indexStore) put(i int, p int32) (int32, bool) {
	if s.pos == nil { // sparse, or no positions
		return s.putSparse(i, p)
	}
	return s.putDense(i, p)
}

// dense reports whether the store is a bitset. The searches' per-edge
// functions then call markDense and putDense, which inline, where mark
// and put, with their sparse case, are calls.
func (s *indexStore) dense() bool { return s.bits != nil }

// markDense is mark on a dense store.
func (s *indexStore) markDense(i int) bool { return s.bits.testAndSet(i) }

// putDense is put on a dense store with positions.
func (s *indexStore) putDense(i int, p int32) (int32, bool) {
	if s.bits.testAndSet(i) {
		s.pos[i] = p
		return p, true
	}
	return s.pos[i], false
}

// markShared is mark on a dense store that other goroutines mark at the
// same time: of several callers for one index, exactly one sees true.
func (s *indexStore) markShared(i int) bool { return s.bits.testAndSetShared(i) }

// setPos gives the marked index i of a dense store position p, for the
// searches that mark first and number later.
func (s *indexStore) setPos(i int, p int32) { s.pos[i] = p }

// putSparse is put on the sparse table, and on a dense store without
// positions.
func (s *indexStore) putSparse(i int, p int32) (int32, bool) {
	if s.bits != nil {
		return -1, s.bits.testAndSet(i)
	}
	h, ok := s.slot(i)
	if !ok {
		s.slots[h] = uint64(i+1)<<32 | uint64(uint32(p))
		if s.count++; s.count >= s.switchAt {
			s.toDense()
		} else if 2*s.count > len(s.slots) {
			s.grow()
		}
		return p, true
	}
	if !s.keep {
		return -1, false
	}
	return int32(uint32(s.slots[h])), false
}

// home is the first slot probed for index i.
func (s *indexStore) home(i int) int {
	return int(uint64(i>>3+1)*fibMul>>(s.shift+3))<<3 | i&7
}

// slot returns the slot of index i in the sparse table and whether it
// holds i (else it is the empty slot where i belongs).
func (s *indexStore) slot(i int) (int, bool) {
	key, m := uint64(i+1)<<32, len(s.slots)-1
	for h := s.home(i); ; h = (h + 1) & m {
		switch e := s.slots[h]; {
		case e == 0:
			return h, false
		case e&^0xFFFFFFFF == key:
			return h, true
		}
	}
}

// get returns the position of index i (-1 if the store keeps none) and
// whether i is marked.
func (s *indexStore) get(i int) (int32, bool) {
	if s.bits != nil {
		if !s.bits.has(i) {
			return 0, false
		}
		if !s.keep {
			return -1, true
		}
		return s.pos[i], true
	}
	h, ok := s.slot(i)
	if !ok {
		return 0, false
	}
	if !s.keep {
		return -1, true
	}
	return int32(uint32(s.slots[h])), true
}

// unmark clears index i.
func (s *indexStore) unmark(i int) {
	if s.bits != nil {
		s.bits.clear(i)
		return
	}
	h, ok := s.slot(i)
	if !ok {
		return
	}
	s.count--
	// Backward-shift deletion: move up every later entry of the probe run
	// whose home slot does not lie between the hole and the entry.
	m := len(s.slots) - 1
	for j := (h + 1) & m; s.slots[j] != 0; j = (j + 1) & m {
		if home := s.home(int(s.slots[j]>>32) - 1); (j-home)&m >= (j-h)&m {
			s.slots[h] = s.slots[j]
			h = j
		}
	}
	s.slots[h] = 0
}

func (s *indexStore) grow() {
	old := s.slots
	s.alloc(2 * len(old))
	m := len(s.slots) - 1
	for _, e := range old {
		if e == 0 {
			continue
		}
		h := s.home(int(e>>32) - 1)
		for s.slots[h] != 0 {
			h = (h + 1) & m
		}
		s.slots[h] = e
	}
}

// toDense moves the sparse table, if any, into a bitset (and positions).
func (s *indexStore) toDense() {
	bits := newVisitedBits(s.n)
	var pos []int32
	if s.keep {
		pos = make([]int32, s.n)
	}
	for _, e := range s.slots {
		if e != 0 {
			i := int(e>>32) - 1
			bits.set(i)
			if pos != nil {
				pos[i] = int32(uint32(e))
			}
		}
	}
	s.bits, s.pos, s.slots = bits, pos, nil
	s.markWalls()
}

// visited lends the dense store to a [FrontierNeighbors]. A sparse store
// is never lent: Visited.Mark must stay one inlined bit test, so the
// searches expand per edge until the store is dense.
func (s *indexStore) visited() Visited { return Visited{s.bits, &s.lent} }

// states is the visited set of a search, chosen once per search from what
// the graph implements: an [indexStore] over an [Indexer] of Len() at most
// 2³¹−1, else keyed by Pack over a [Packer] (an open-addressing table),
// else by the state in a Go map. It numbers each state with the int32
// position its search gives it, or keeps none (keep false); the searches
// see only these methods, never the mode.
type states[S comparable] struct {
	ix    Indexer[S]
	n     int
	store *indexStore // Indexer mode
	chk   indexCheck[S]
	pk    Packer[S]
	pset  *u64set        // Packer mode
	ids   map[S]int32    // map mode with positions
	set   map[S]struct{} // map mode without positions
	keys  []uint64       // markBatch's packed keys
	sink  uint64
}

// newStates returns the visited set for a search over g; keep says
// whether it records positions, and an Indexer of Len() at most denseAt
// gets a dense store from the start. Over an Indexer it marks g's [Walls]
// when it turns dense.
func newStates[S comparable](g any, keep bool, denseAt int) *states[S] {
	mustNotHide[S](g)
	if ix, n, ok := denseIndexer[S](g); ok {
		s := &states[S]{ix: ix, n: n, store: newIndexStoreAt(n, keep, denseAt), chk: indexCheck[S]{ix: ix, n: n}}
		if w, ok := g.(Walls); ok {
			s.store.walls = w
			if s.store.bits != nil {
				s.store.markWalls()
			}
		}
		return s
	}
	pk, ok := g.(Packer[S])
	switch {
	case ok:
		return &states[S]{pk: pk, pset: newU64Set(1024, keep)}
	case keep:
		return &states[S]{ids: make(map[S]int32)}
	}
	return &states[S]{set: make(map[S]struct{})}
}

// dense reports whether the store is a bitset over an Indexer, which a
// [FrontierNeighbors] may then be lent.
func (s *states[S]) dense() bool { return s.store != nil && s.store.bits != nil }

// appendFrontier appends to dst the new successors of frontier, at most
// frontierChunk states, in one AppendNeighbors call over the dense store,
// checking the index of each on a sampled call.
func (s *states[S]) appendFrontier(fn FrontierNeighbors[S], dst, frontier []S) []S {
	before := len(dst)
	dst = fn.AppendNeighbors(dst, frontier, s.store.visited())
	if s.chk.due() {
		s.chk.verifyAppended(dst[before:])
	}
	return dst
}

// index returns Index(v), panicking if it is outside [0, Len()).
func (s *states[S]) index(v S) int { return checkIndex(s.ix, v, s.n) }

// put records v at position p unless it is known; it returns v's position
// (p if v is new) and whether v was new.
func (s *states[S]) put(v S, p int32) (int32, bool) {
	switch {
	case s.store != nil:
		return s.store.put(s.index(v), p)
	case s.pset != nil:
		return s.pset.put(s.pk.Pack(v), p)
	case s.ids != nil:
		if q, ok := s.ids[v]; ok {
			return q, false
		}
		s.ids[v] = p
		return p, true
	}
	return -1, s.mark(v)
}

// mark marks v and reports whether v was new.
func (s *states[S]) mark(v S) bool {
	switch {
	case s.store != nil:
		return s.store.mark(s.index(v))
	case s.set != nil:
		if _, ok := s.set[v]; ok {
			return false
		}
		s.set[v] = struct{}{}
		return true
	}
	_, ok := s.put(v, -1)
	return ok
}

// markBatch marks the states of batch, as mark does, and appends the new
// ones to fresh. A packed set first loads the home slot of every key, so
// that the cache misses of the batch overlap.
func (s *states[S]) markBatch(batch, fresh []S) []S {
	if s.set != nil { // the map inline: no call per state
		for _, v := range batch {
			if _, ok := s.set[v]; !ok {
				s.set[v] = struct{}{}
				fresh = append(fresh, v)
			}
		}
		return fresh
	}
	if s.pset == nil {
		for _, v := range batch {
			if s.mark(v) {
				fresh = append(fresh, v)
			}
		}
		return fresh
	}
	keys := s.keys[:0]
	for _, v := range batch {
		keys = append(keys, s.pk.Pack(v))
	}
	s.sink ^= s.pset.touch(keys)
	for k, key := range keys {
		if s.pset.insert(key) {
			fresh = append(fresh, batch[k])
		}
	}
	s.keys = keys
	return fresh
}

// get returns the position of v and whether v is known; over an Indexer,
// a state whose index is outside [0, Len()) is unknown.
func (s *states[S]) get(v S) (int32, bool) {
	switch {
	case s.store != nil:
		i := s.ix.Index(v)
		if uint(i) >= uint(s.n) {
			return 0, false
		}
		return s.store.get(i)
	case s.pset != nil:
		return s.pset.get(s.pk.Pack(v))
	case s.ids != nil:
		q, ok := s.ids[v]
		return q, ok
	}
	_, ok := s.set[v]
	return -1, ok
}

// verify checks State(Index(v)) == v in Indexer mode: for the starts and
// for the successors of the sampled expansions (see [indexCheck]).
func (s *states[S]) verify(v S) {
	if s.store != nil {
		s.chk.verify(v, s.index(v))
	}
}
