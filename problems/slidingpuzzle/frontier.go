package slidingpuzzle

import (
	"math/bits"

	"github.com/ripplebfs/ripple/search"
)

// AppendNeighbors is the frontier-at-a-time capability
// [search.FrontierNeighbors], which [search.Layers], [search.BFS],
// [search.BFSTree] and [search.Components] use in dense mode: for each
// state s of frontier, in order, it takes the successors in the order of
// [Puzzle.Neighbors], marks each one's index in seen and appends it to dst
// if seen reports it new. It returns the extended dst. A state with no
// blank on the board has no successors.
//
// The parent's rank and its factorial-base digits are computed once per
// state, as [Indexed.Index] does; each successor's index then follows as
// in [Indexed.IndexNeighbors]: ±(m·n−1)! for a horizontal move, O(cols)
// digit updates for a vertical one. Per state that is one ranking instead
// of one per successor, and no indirect call per edge. O(m·n) per state,
// no allocation beyond dst's growth.
func (x Indexed) AppendNeighbors(dst, frontier []State, seen search.Visited) []State {
	m := x.cells - 1
	f := int(x.fact[m])
	cols := x.cols
	for _, s := range frontier {
		b := s.blank()
		if b >= x.cells {
			continue
		}
		v := uint64(s)
		bsh := 4 * uint(b)
		q := v&(1<<bsh-1) | v>>(bsh+4)<<bsh // the tiles in sequence order
		r, digits := x.rankDigitsOf(q, m)
		base := b*f + r
		for _, c8 := range x.adj[b][:x.deg[b]] {
			c := int(c8)
			var j int
			switch c {
			case b - 1:
				j = base - f // left (or up on one column): same tiles
			case b + 1:
				j = base + f // right (or down on one column)
			case b - cols:
				j = c*f + x.rankUp(r, digits, q, c, b-1)
			default:
				j = c*f + x.rankDown(r, digits, q, b, c-1)
			}
			if seen.Mark(j) {
				csh := 4 * uint(c)
				dst = append(dst, State(v&^(15<<csh)|(v>>csh&15)<<bsh))
			}
		}
	}
	return dst
}

// rankDigitsOf returns the lexicographic rank of the m tiles q holds (one
// per nibble, 1..m, the first lowest) and its factorial-base digits, one
// per nibble, the first tile's lowest; the last digit is always 0.
func (x Indexed) rankDigitsOf(q uint64, m int) (r int, digits uint64) {
	w := x.fact[:m]
	var used uint32
	for k := 0; k < m-1; k++ {
		t := uint32(q&15) - 1
		q >>= 4
		d := t - uint32(bits.OnesCount32(used&(1<<t-1)))
		used |= 1 << t
		digits |= uint64(d) << (4 * uint(k))
		r += int(d) * int(w[m-1-k]) // independent products, not a Horner chain
	}
	return r, digits
}

// rankUp returns the rank after the tile at sequence position lo moves to
// position hi, the tiles at lo+1..hi shifting left by one (the blank moves
// up): each crossed tile's digit grows by one if the moved tile is smaller,
// and the moved tile's digit loses the number of crossed tiles smaller
// than it. r and digits are the rank and digits of q before the move.
func (x Indexed) rankUp(r int, digits, q uint64, lo, hi int) int {
	w := x.fact[:x.cells-1]
	last := len(w) - 1
	tv := q >> (4 * uint(lo)) & 15
	dlo := int(digits>>(4*uint(lo))) & 15
	below := 0
	r -= dlo * int(w[last-lo])
	for k := lo + 1; k <= hi; k++ {
		dk := int(digits>>(4*uint(k))) & 15
		lt := int((tv - q>>(4*uint(k))&15) >> 63) // 1 if tv is smaller, without a branch
		below += 1 - lt
		r += (dk+lt)*int(w[last-k+1]) - dk*int(w[last-k])
	}
	return r + (dlo-below)*int(w[last-hi])
}

// rankDown is rankUp for the other direction: the tile at sequence
// position hi moves to position lo, the tiles at lo..hi−1 shifting right
// by one (the blank moves down).
func (x Indexed) rankDown(r int, digits, q uint64, lo, hi int) int {
	w := x.fact[:x.cells-1]
	last := len(w) - 1
	tv := q >> (4 * uint(hi)) & 15
	dhi := int(digits>>(4*uint(hi))) & 15
	below := 0
	r -= dhi * int(w[last-hi])
	for k := lo; k < hi; k++ {
		dk := int(digits>>(4*uint(k))) & 15
		lt := int((tv - q>>(4*uint(k))&15) >> 63)
		below += 1 - lt
		r += (dk-lt)*int(w[last-k-1]) - dk*int(w[last-k])
	}
	return r + (dhi+below)*int(w[last-lo])
}
