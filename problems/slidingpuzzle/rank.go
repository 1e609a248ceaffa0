package slidingpuzzle

import (
	"fmt"
	"math/bits"
	"sync"
)

// MaxIndexedCells is the largest board [Puzzle.Indexed] accepts: 12! =
// 479,001,600 ranks fit the engine's int32 positions; 13! does not.
const MaxIndexedCells = 12

// Indexed is a [Puzzle] with a dense [search.Indexer]: the index of a state
// is the lexicographic rank of its tile sequence (cell 0 first) among the
// (m·n)! permutations of 0..m·n−1. Only half of them are reachable from the
// goal (see [Solvable]); the other half costs one bit each in a bitset and
// nothing else. Obtain one with [Puzzle.Indexed].
type Indexed struct {
	*Puzzle
	fact [MaxCells]uint32 // fact[i] = i!
}

// Indexed returns p with a dense index, or an error if the board has more
// than 12 cells.
func (p *Puzzle) Indexed() (Indexed, error) {
	if p.cells > MaxIndexedCells {
		return Indexed{}, fmt.Errorf("slidingpuzzle: a %d×%d board has %d cells: a dense index needs at most %d", p.rows, p.cols, p.cells, MaxIndexedCells)
	}
	x := Indexed{Puzzle: p}
	x.fact[0] = 1
	for i := 1; i <= p.cells && i < MaxCells; i++ {
		x.fact[i] = x.fact[i-1] * uint32(i)
	}
	return x, nil
}

// Len returns (m·n)!, the number of tile permutations.
func (x Indexed) Len() int {
	if x.cells == 0 {
		return 0
	}
	return int(x.fact[x.cells-1]) * x.cells
}

// Index returns the lexicographic rank of s's tile sequence in [0, Len()).
// A tile's digit is its value minus the number of smaller tiles already
// seen (a popcount over a 16-bit mask), accumulated in Horner form: O(m·n)
// with no table lookups and no allocation. s must be a permutation of
// 0..m·n−1 (every State of the board is).
func (x Indexed) Index(s State) int {
	n := x.cells
	var used uint32
	r := uint32(0)
	v := uint64(s)
	for i := 0; i < n-1; i++ {
		t := uint32(v & 15)
		v >>= 4
		d := t - uint32(bits.OnesCount32(used&(1<<t-1)))
		used |= 1 << t
		r = r*uint32(n-i) + d
	}
	return int(r)
}

// State returns the state whose index is i, which must be in [0, Len()).
// The factorial-base digits of i come from two lookup tables (the last
// min(m·n, 8) digits from i mod 8!, the others from i div 8!, one division
// in all), and each digit picks, cell by cell, the d-th smallest tile not
// yet placed from a nibble list (O(1) removal by shifts). O(m·n), no
// allocation; the tables (160 KB and at most 47 KB) are built once per size.
func (x Indexed) State(i int) State {
	n := x.cells
	if uint(i) >= uint(x.Len()) {
		panic(fmt.Sprintf("slidingpuzzle: Indexed.State(%d) outside [0, %d)", i, x.Len()))
	}
	t := digitTables(n)
	r := uint32(i)
	lo := uint64(t.lo[r%t.loF])
	digits := lo
	if t.hiK > 0 {
		digits = uint64(t.hi[r/t.loF]) | lo<<(4*uint(t.hiK))
	}
	avail := uint64(0xFEDCBA9876543210)
	var s uint64
	for c := 0; c < n; c++ {
		sh := 4 * uint(digits&15)
		digits >>= 4
		tile := avail >> sh & 15
		avail = avail&(1<<sh-1) | avail>>(sh+4)<<sh
		s |= tile << (4 * uint(c))
	}
	return State(s)
}

// rankDigits holds, for one board size, the factorial-base digits of every
// rank split in two: lo[r mod loF] packs the digits of the last loK cells
// and hi[r div loF] those of the first hiK cells, 4 bits per digit, the
// first cell's digit lowest.
type rankDigits struct {
	loK, hiK int
	loF      uint32 // loK!
	lo, hi   []uint32
}

var (
	digitOnce [MaxIndexedCells + 1]sync.Once
	digitTab  [MaxIndexedCells + 1]rankDigits
)

func digitTables(n int) *rankDigits {
	digitOnce[n].Do(func() {
		t := &digitTab[n]
		t.loK = min(n, 8)
		t.hiK = n - t.loK
		t.loF = 1
		for i := 2; i <= t.loK; i++ {
			t.loF *= uint32(i)
		}
		// digits returns the packed digits of v in the mixed radix
		// (k, k-1, ..., 1) of k positions, most significant first.
		digits := func(v uint32, k int, radix0 int) uint32 {
			var out uint32
			for c := k - 1; c >= 0; c-- {
				base := uint32(radix0 - c)
				out |= (v % base) << (4 * uint(c))
				v /= base
			}
			return out
		}
		t.lo = make([]uint32, t.loF)
		for v := range t.lo {
			// The last loK cells have radices loK, ..., 1.
			t.lo[v] = digits(uint32(v), t.loK, t.loK)
		}
		hiN := uint32(1)
		for i := t.loK + 1; i <= n; i++ {
			hiN *= uint32(i)
		}
		if t.hiK > 0 {
			t.hi = make([]uint32, hiN)
			for v := range t.hi {
				// The first hiK cells have radices n, ..., loK+1.
				t.hi[v] = digits(uint32(v), t.hiK, n)
			}
		}
	})
	return &digitTab[n]
}
