package slidingpuzzle

import (
	"fmt"
	"math/bits"
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

// State returns the state whose index is i, which must be in [0, Len()):
// the factorial-base digits of i pick, cell by cell, the d-th smallest tile
// not yet placed from a nibble list (O(1) removal by shifts). O(m·n).
func (x Indexed) State(i int) State {
	n := x.cells
	if uint(i) >= uint(x.Len()) {
		panic(fmt.Sprintf("slidingpuzzle: Indexed.State(%d) outside [0, %d)", i, x.Len()))
	}
	avail := uint64(0xFEDCBA9876543210)
	r := uint32(i)
	var s uint64
	for c := 0; c < n; c++ {
		f := x.fact[n-1-c]
		d := r / f
		r -= d * f
		sh := 4 * uint(d)
		t := avail >> sh & 15
		avail = avail&(1<<sh-1) | avail>>(sh+4)<<sh
		s |= t << (4 * uint(c))
	}
	return State(s)
}
