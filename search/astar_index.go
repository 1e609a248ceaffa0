package search

// indexTable maps indices of an [Indexer] to int32 positions while AStar
// has reached few of them: open addressing with linear probing over a
// power-of-two array of slots, each (index+1)<<32 | position, 0 when
// empty, at most half full. At 16 to 32 bytes per entry it costs what the
// search reaches, and a lookup touches one cache line as a rule; AStar
// replaces it with a position per index once that is cheaper (see
// astar.record).
type indexTable struct {
	slots []uint64
	shift uint // 64 − log₂ len(slots)
	n     int  // entries
	at    int  // the slot where find stopped, for insert
}

// indexTableMin is the number of slots of a new table (8 KiB).
const indexTableMin = 1 << 10

func newIndexTable() *indexTable {
	return &indexTable{slots: make([]uint64, indexTableMin), shift: 64 - 10}
}

// home is the first slot probed for index i: Fibonacci hashing of i/8
// picks a group of 8 slots, one cache line, and i mod 8 the slot in it, so
// that indices close together (as a move often makes them) share a line.
func (t *indexTable) home(i int) int {
	return int(uint64(i>>3+1)*0x9E3779B97F4A7C15>>(t.shift+3))<<3 | i&7
}

// find returns the position of index i, if it is in the table; if not,
// it leaves in t.at the slot where insert puts it.
func (t *indexTable) find(i int) (int32, bool) {
	key, mask := uint64(i+1)<<32, len(t.slots)-1
	for s := t.home(i); ; s = (s + 1) & mask {
		e := t.slots[s]
		if e == 0 {
			t.at = s
			return -1, false
		}
		if e&^0xFFFFFFFF == key {
			return int32(uint32(e)), true
		}
	}
}

// insert enters index i at position p ≥ 0; find(i) must have just
// reported it absent. It reports false, entering nothing, if the table is
// half full and would have to grow to more than limit slots.
func (t *indexTable) insert(i int, p int32, limit int) bool {
	if 2*(t.n+1) > len(t.slots) {
		if 2*len(t.slots) > limit {
			return false
		}
		t.grow()
		t.find(i)
	}
	t.slots[t.at] = uint64(i+1)<<32 | uint64(uint32(p))
	t.n++
	return true
}

// grow doubles the slots and enters every entry again.
func (t *indexTable) grow() {
	old := t.slots
	t.slots, t.shift = make([]uint64, 2*len(old)), t.shift-1
	mask := len(t.slots) - 1
	for _, e := range old {
		if e == 0 {
			continue
		}
		s := t.home(int(e>>32) - 1)
		for t.slots[s] != 0 {
			s = (s + 1) & mask
		}
		t.slots[s] = e
	}
}

// each calls f for every entry.
func (t *indexTable) each(f func(i int, p int32)) {
	for _, e := range t.slots {
		if e != 0 {
			f(int(e>>32)-1, int32(uint32(e)))
		}
	}
}
