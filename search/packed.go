package search

// u64set is a set of uint64 keys: open addressing with linear probing in a
// power-of-two table, slot 0 meaning empty (the key 0 is kept in a flag),
// Fibonacci hashing (multiply, keep the top bits), grown by doubling at a
// load factor of 5/8. Insert and lookup cost one multiply and, at that
// load, under two probes on average for a hit and about three for a miss.
type u64set struct {
	slots   []uint64
	shift   uint // 64 - log2(len(slots))
	n       int  // keys held, the zero key included
	hasZero bool
}

const fibMul = 0x9E3779B97F4A7C15

func newU64Set(capHint int) *u64set {
	size := 16
	for size*5/8 < capHint {
		size <<= 1
	}
	s := &u64set{}
	s.alloc(size)
	return s
}

func (s *u64set) alloc(size int) {
	s.slots = make([]uint64, size)
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

// insert adds k and reports whether it was absent.
func (s *u64set) insert(k uint64) bool {
	if k == 0 {
		if s.hasZero {
			return false
		}
		s.hasZero = true
		s.n++
		return true
	}
	mask := uint64(len(s.slots) - 1)
	for i := (k * fibMul) >> s.shift; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case k:
			return false
		case 0:
			s.slots[i] = k
			s.n++
			if s.n*8 > len(s.slots)*5 {
				s.grow()
			}
			return true
		}
	}
}

func (s *u64set) grow() {
	old := s.slots
	s.alloc(2 * len(old))
	mask := uint64(len(s.slots) - 1)
	for _, k := range old {
		if k == 0 {
			continue
		}
		i := (k * fibMul) >> s.shift
		for s.slots[i] != 0 {
			i = (i + 1) & mask
		}
		s.slots[i] = k
	}
}
