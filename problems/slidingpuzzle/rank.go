package slidingpuzzle

import (
	"fmt"
	"math/bits"
	"sync"
)

// MaxIndexedCells is the largest board [Puzzle.Indexed] accepts: 12! =
// 479,001,600 ranks fit the engine's int32 positions; 13! does not.
const MaxIndexedCells = 12

// Indexed is a [Puzzle] with a dense [search.Indexer]. The index of a state
// with the blank on cell b is b·(m·n−1)! plus the lexicographic rank of its
// tiles read in cell order, the blank skipped, among the (m·n−1)!
// permutations of 1..m·n−1. Only half of the (m·n)! indices are reachable
// from the goal (see [Solvable]); the other half costs one bit each in a
// bitset and nothing else.
//
// Putting the blank first gives the index locality: a horizontal move
// leaves the tile sequence unchanged, so the successor's index differs by
// exactly ±(m·n−1)!, and a vertical move changes only the last digits of
// the rank when it happens near the bottom of the board. A breadth-first
// sweep that visits a layer in index order therefore touches its successors
// in a few sequential streams rather than at random.
//
// Obtain one with [Puzzle.Indexed].
type Indexed struct {
	*Puzzle // one pointer: cheap to copy into interfaces and method calls
}

// Indexed returns p with a dense index, or an error if the board has more
// than 12 cells.
func (p *Puzzle) Indexed() (Indexed, error) {
	if p.cells > MaxIndexedCells {
		return Indexed{}, fmt.Errorf("slidingpuzzle: a %d×%d board has %d cells: a dense index needs at most %d", p.rows, p.cols, p.cells, MaxIndexedCells)
	}
	return Indexed{p}, nil
}

// Len returns (m·n)!, the number of tile permutations.
func (x Indexed) Len() int {
	return int(x.fact[x.cells-1]) * x.cells
}

// Index returns the index of s in [0, Len()): the blank's cell, found with
// a bit trick, then the tiles squeezed together by two shifts, ranked digit
// by digit (a tile's digit is its value minus the number of smaller tiles
// already seen, a popcount over a 16-bit mask) in Horner form. O(m·n), no
// branches on the board's contents, no allocation. s must be a position of
// the board.
func (x Indexed) Index(s State) int {
	m := x.cells - 1
	b := uint(s.blank())
	v := uint64(s)
	v = v&(1<<(4*b)-1) | v>>(4*b+4)<<(4*b)
	var used uint32
	r := uint32(0)
	for i := 0; i < m-1; i++ {
		t := uint32(v&15) - 1
		v >>= 4
		d := t - uint32(bits.OnesCount32(used&(1<<t-1)))
		used |= 1 << t
		r = r*uint32(m-i) + d
	}
	return int(uint32(b)*x.fact[m] + r)
}

// State returns the state whose index is i, which must be in [0, Len()).
// The factorial-base digits of the tiles' rank come from two lookup tables
// (the last min(m·n−1, 8) digits from the rank mod 8!, the others from the
// rank div 8!), and each digit picks, cell by cell, the d-th smallest tile
// not yet placed from a nibble list (O(1) removal by shifts); two shifts
// then open the blank's cell. O(m·n), no allocation; the tables (160 KB
// and at most 5 KB) are built once per size.
func (x Indexed) State(i int) State {
	if uint(i) >= uint(x.Len()) {
		panic(fmt.Sprintf("slidingpuzzle: Indexed.State(%d) outside [0, %d)", i, x.Len()))
	}
	b, _, _, s := x.decode(i)
	sh := 4 * uint(b)
	return State(s&(1<<sh-1) | s>>sh<<(sh+4))
}

// decode splits index i into the blank's cell b, the rank r of the tile
// sequence, r's factorial-base digits (one nibble each, the first cell's
// lowest) and the tile sequence itself (one tile per nibble, in cell order
// with the blank's cell left out).
func (x Indexed) decode(i int) (b, r uint32, digits, seq uint64) {
	m := x.cells - 1
	f := x.fact[m]
	b = uint32(i) / f
	r = uint32(i) - b*f
	t := digitTables(m)
	lo := uint64(t.lo[r%t.loF])
	digits = lo
	if t.hiK > 0 {
		digits = uint64(t.hi[r/t.loF]) | lo<<(4*uint(t.hiK))
	}
	avail := uint64(0xFEDCBA987654321)
	d := digits
	for c := 0; c < m; c++ {
		sh := 4 * uint(d&15)
		d >>= 4
		tile := avail >> sh & 15
		avail = avail&(1<<sh-1) | avail>>(sh+4)<<sh
		seq |= tile << (4 * uint(c))
	}
	return b, r, digits, seq
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

// IndexNeighbors yields the index of each position one move away from the
// state whose index is i, in the order of [Puzzle.Neighbors], computed from
// i without building the successor states: it is the capability
// [search.IndexNeighbors], which lets [search.Sweep] skip State, Neighbors
// and Index calls in dense mode.
//
// The parent's rank digits come from the lookup tables of [Indexed.State].
// A horizontal move keeps the tile sequence, so the successor's index
// differs by ±(m·n−1)!. A vertical move carries one tile t across the
// cols−1 tiles between its cell and the blank's: only the digits of those
// positions change, each crossed tile's digit by one if t is smaller than
// it, and t's own by the number of crossed tiles smaller than t. O(cols)
// per move, no allocation.
func (x Indexed) IndexNeighbors(i int, yield func(j int) bool) {
	m := x.cells - 1
	if uint(i) >= uint(x.Len()) {
		panic(fmt.Sprintf("slidingpuzzle: Indexed.IndexNeighbors(%d) outside [0, %d)", i, x.Len()))
	}
	f := x.fact[m]
	b, r, digits, q := x.decode(i) // q: the tiles in sequence order
	digit := func(k int) int { return int(digits>>(4*uint(k))) & 15 }
	tile := func(k int) uint64 { return q >> (4 * uint(k)) & 15 }
	weight := func(k int) int { return int(x.fact[m-1-k]) }
	cols := x.cols
	for _, c8 := range x.adj[b][:x.deg[b]] {
		c := int(c8)
		rr := int(r)
		switch {
		case c == int(b)-cols:
			// Up: the tile at sequence position lo moves to hi = b-1,
			// crossing positions lo+1..hi, which shift left.
			lo, hi := c, int(b)-1
			tv := tile(lo)
			crossedBelow := 0
			rr -= digit(lo) * weight(lo)
			for k := lo + 1; k <= hi; k++ {
				e := tile(k)
				dk := digit(k)
				rr -= dk * weight(k)
				if tv < e {
					dk++
				} else {
					crossedBelow++
				}
				rr += dk * weight(k-1)
			}
			rr += (digit(lo) - crossedBelow) * weight(hi)
		case c == int(b)+cols:
			// Down: the tile at sequence position hi = c-1 moves to lo = b,
			// crossing positions lo..hi-1, which shift right.
			lo, hi := int(b), c-1
			tv := tile(hi)
			crossedBelow := 0
			rr -= digit(hi) * weight(hi)
			for k := lo; k < hi; k++ {
				e := tile(k)
				dk := digit(k)
				rr -= dk * weight(k)
				if tv < e {
					dk--
				} else {
					crossedBelow++
				}
				rr += dk * weight(k+1)
			}
			rr += (digit(hi) + crossedBelow) * weight(lo)
		}
		if !yield(c*int(f) + rr) {
			return
		}
	}
}
