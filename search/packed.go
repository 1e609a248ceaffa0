package search

// u64set is a set of uint64 keys, with an int32 position per key if made
// to keep them: open addressing with linear probing in a power-of-two
// table, slot 0 meaning empty (the key 0 is kept in a flag), Fibonacci
// hashing (multiply, keep the top bits), grown by doubling at a load
// factor of 5/8. Insert and lookup cost one multiply and, at that load,
// under two probes on average for a hit and about three for a miss.
type u64set struct {
	slots   []uint64
	pos     []int32 // pos[i] is the position of slots[i]; nil unless kept
	shift   uint    // 64 - log2(len(slots))
	n       int     // keys held, the zero key included
	hasZero bool
	zeroPos int32
}

const fibMul = 0x9E3779B97F4A7C15

func newU64Set(capHint int, keep bool) *u64set {
	size := 16
	for size*5/8 < capHint {
		size <<= 1
	}
	s := &u64set{}
	s.alloc(size, keep)
	return s
}

func (s *u64set) alloc(size int, keep bool) {
	s.slots = make([]uint64, size)
	if keep {
		s.pos = make([]int32, size)
	}
	s.shift = 64
	for 1<<(64-s.shift) < size {
		s.shift--
	}
}

// touch loads the home slot of each key and returns their xor. Called on a
// batch of keys before the batch is inserted, it issues the batch's cache
// misses back to back, so that they overlap; the result only keeps the
// loads from being optimised away.
func (s *u64set) touch(keys []uint64) (x uint64) {
	for _, k := range keys {
		x ^= s.slots[(k*fibMul)>>s.shift]
	}
	return x
}

// insert adds k, with no position, and reports whether it was absent.
func (s *u64set) insert(k uint64) bool {
	_, ok := s.put(k, -1)
	return ok
}

// put adds k with position p unless it is present; it returns k's
// position (p if it was absent, -1 if the set keeps none) and whether it
// was absent.
func (s *u64set) put(k uint64, p int32) (int32, bool) {
	if k == 0 {
		if s.hasZero {
			return s.zeroPos, false
		}
		s.hasZero, s.zeroPos = true, p
		s.n++
		return p, true
	}
	i, ok := s.find(k)
	if ok {
		if s.pos == nil {
			return -1, false
		}
		return s.pos[i], false
	}
	s.slots[i] = k
	if s.pos != nil {
		s.pos[i] = p
	}
	if s.n++; s.n*8 > len(s.slots)*5 {
		s.grow()
	}
	return p, true
}

// get returns the position of k (-1 if the set keeps none) and whether k
// is present.
func (s *u64set) get(k uint64) (int32, bool) {
	if k == 0 {
		return s.zeroPos, s.hasZero
	}
	i, ok := s.find(k)
	if !ok || s.pos == nil {
		return -1, ok
	}
	return s.pos[i], true
}

// find returns the slot of k ≠ 0 and true, or the empty slot where it
// belongs and false.
func (s *u64set) find(k uint64) (int, bool) {
	m := uint64(len(s.slots) - 1)
	for i := (k * fibMul) >> s.shift; ; i = (i + 1) & m {
		switch s.slots[i] {
		case k:
			return int(i), true
		case 0:
			return int(i), false
		}
	}
}

func (s *u64set) grow() {
	old, oldPos := s.slots, s.pos
	s.alloc(2*len(old), oldPos != nil)
	for j, k := range old {
		if k == 0 {
			continue
		}
		i, _ := s.find(k)
		s.slots[i] = k
		if oldPos != nil {
			s.pos[i] = oldPos[j]
		}
	}
}
