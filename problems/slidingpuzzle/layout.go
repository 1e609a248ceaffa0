package slidingpuzzle

import (
	"cmp"
	"math/bits"
	"slices"
	"sync"

	"github.com/ripplebfs/ripple/search/pdb"
	"github.com/ripplebfs/ripple/search/rank"
)

// distLayout is the order in which the table cache stores the distances
// of a k-tile pattern: one byte per state of the pattern-and-blank
// abstraction (see pattern), grouped by the set of cells the pattern's
// tiles occupy (sets as 16-bit masks, in increasing order), then by the
// blank's region (the set's free regions, in order of their lowest cell),
// then by which tile holds which cell (a permutation: for the set's cells
// in increasing order, the position in the pattern of the tile there; in
// lexicographic order). Each region of a set owns a block of k!
// consecutive entries, one per permutation, and a move of the tile on the
// set's i-th cell into the blank's region leads from every entry of a
// block to the entry of one other block, with the permutation changed
// only by moving its i-th element to another position, the same for the
// whole block: checkDistances compares blocks, not states. Every entry is
// a state: 11,816,640 for 6 tiles, against the build's 92,252,160
// indices (a rank over 16 cells times 16 region names).
type distLayout struct {
	k     int
	perms int // k!
	size  int // the number of entries
	// sets: the sets of k cells, in increasing order.
	sets []uint32
	// first[set]: the entry of the set's first region and permutation, or
	// -1 for a set of another size than k.
	first []int32
	// slot[set]: nibble c holds the number of the region of free cell c.
	slot []uint64
	// regions[set]: the number of the set's free regions.
	regions []uint8
	// perm[π]: the tile (its position in the pattern) on each of a set's
	// cells, for permutation rank π.
	perm [][6]uint8
	// moved[i][j][π]: the rank of π with its i-th element moved to
	// position j, the others keeping their order.
	moved [6][6][]uint16
}

// gridNbrs[c] is the set of the cells adjacent to cell c on the 4×4 board.
var gridNbrs = func() (n [16]uint32) {
	for c := range 16 {
		if c >= 4 {
			n[c] |= 1 << (c - 4)
		}
		if c < 12 {
			n[c] |= 1 << (c + 4)
		}
		if c%4 > 0 {
			n[c] |= 1 << (c - 1)
		}
		if c%4 < 3 {
			n[c] |= 1 << (c + 1)
		}
	}
	return n
}()

// distLayouts[k] returns the layout of a pattern of k tiles, made on
// first use (about 15 ms of CPU and 0.9 MB for 6 tiles) and then shared.
var distLayouts = func() (f [7]func() *distLayout) {
	for k := 1; k < len(f); k++ {
		f[k] = sync.OnceValue(func() *distLayout { return newDistLayout(k) })
	}
	return f
}()

// newDistLayout returns the layout of a pattern of k tiles, 1 ≤ k ≤ 6.
func newDistLayout(k int) *distLayout {
	l := &distLayout{k: k, perms: rank.Factorial(k), first: make([]int32, 1<<16), slot: make([]uint64, 1<<16), regions: make([]uint8, 1<<16)}
	for set := range 1 << 16 {
		if bits.OnesCount(uint(set)) != k {
			l.first[set] = -1
			continue
		}
		l.first[set] = int32(l.size)
		l.sets = append(l.sets, uint32(set))
		free := ^uint32(set) & 0xffff
		s := 0
		for m := free; m != 0; s++ {
			r := region(bits.TrailingZeros32(m), free)
			m &^= r
			for c := r; c != 0; c &= c - 1 {
				l.slot[set] |= uint64(s) << (4 * bits.TrailingZeros32(c))
			}
		}
		l.regions[set] = uint8(s)
		l.size += s * l.perms
	}
	l.perm = make([][6]uint8, l.perms)
	p := make([]int, k)
	for π := range l.perm {
		rank.UnrankPermutation(π, p)
		for i, t := range p {
			l.perm[π][i] = uint8(t)
		}
	}
	for i := range k {
		for j := range k {
			l.moved[i][j] = make([]uint16, l.perms)
			for π := range l.perm {
				q := p[:0]
				for x := range k {
					if x != i {
						q = append(q, int(l.perm[π][x]))
					}
				}
				q = slices.Insert(q, j, int(l.perm[π][i]))
				l.moved[i][j][π] = uint16(rank.Permutation(q))
			}
		}
	}
	return l
}

// slotOf returns the number of the region of free cell c in set's
// placements.
func (l *distLayout) slotOf(set uint32, c int) int {
	return int(l.slot[set]>>(4*c)) & 15
}

// entry returns the entry of the state whose pattern tile i is on cell
// cells[i] and whose blank is on cell blank (a free cell).
func (l *distLayout) entry(cells []uint8, blank int) int {
	var set uint32
	for _, c := range cells[:l.k] {
		set |= 1 << c
	}
	var p [6]int
	for i, c := range cells[:l.k] {
		p[bits.OnesCount32(set&(1<<c-1))] = i
	}
	return int(l.first[set]) + l.slotOf(set, blank)*l.perms + rank.Permutation(p[:l.k])
}

// state returns the cells of the pattern's tiles and the blank region's
// lowest cell for entry e: the inverse of entry.
func (l *distLayout) state(e int) (cells [6]uint8, blank int) {
	i, _ := slices.BinarySearchFunc(l.sets, e, func(set uint32, e int) int {
		return cmp.Compare(int(l.first[set]), e)
	})
	if i == len(l.sets) || int(l.first[l.sets[i]]) > e {
		i--
	}
	set := l.sets[i]
	e -= int(l.first[set])
	slot, π := e/l.perms, e%l.perms
	cells = l.cells(set, π)
	blank = 16
	for c := 15; c >= 0; c-- {
		if set&(1<<c) == 0 && l.slotOf(set, c) == slot {
			blank = c
		}
	}
	return cells, blank
}

// fromTable returns the distances of t, a table of pattern a built by
// [pdb.Build] (index: the tiles' rank.Partial over 16 cells times 16 plus
// the lowest cell of the blank's region), in l's order.
func (l *distLayout) fromTable(a pattern, t *pdb.Table) []uint8 {
	out := make([]uint8, l.size)
	for _, set := range l.sets {
		e := int(l.first[set])
		free := ^set & 0xffff
		for m := free; m != 0; {
			low := bits.TrailingZeros32(m)
			m &^= region(low, free)
			for π := range l.perms {
				cells := l.cells(set, π)
				out[e] = uint8(t.At(a.rank(&cells)<<4 | low))
				e++
			}
		}
	}
	return out
}

// cells returns the cells of the pattern's tiles for set and permutation π.
func (l *distLayout) cells(set uint32, π int) (cells [6]uint8) {
	for pos := 0; set != 0; pos++ {
		cells[l.perm[π][pos]] = uint8(bits.TrailingZeros32(set))
		set &= set - 1
	}
	return cells
}

// lookup returns the table the heuristic reads, from distances dist in
// l's order: indexed by the tiles' cells as base-16 digits (tile i
// weighs 16^(k−1−i)), each entry the least distance over the blank's
// regions; entries for repeated cells are never read and hold 0. If
// mirror is not nil, the same pass also returns the table of the pattern
// reflected left to right: mirror[i] is the position in that pattern of
// the reflection of tile i, and each cell c is read as c XOR 3 (its
// column reversed). The reflection maps the abstraction onto the
// reflected pattern's move for move, and the goal onto its goal when
// both goals leave every free cell in the blank's region.
func (l *distLayout) lookup(dist []uint8, mirror []int) (table, mirrored []uint8) {
	k := l.k
	table = make([]uint8, 1<<(4*k))
	if mirror != nil {
		mirrored = make([]uint8, 1<<(4*k))
	}
	// shift[π][pos]: the bit offset, in each table's index, of the digit of
	// the tile on a set's pos-th cell.
	shift := make([][2][6]uint8, l.perms)
	for π, p := range l.perm {
		for pos, i := range p[:k] {
			shift[π][0][pos] = uint8(4 * (k - 1 - int(i)))
			if mirror != nil {
				shift[π][1][pos] = uint8(4 * (k - 1 - mirror[i]))
			}
		}
	}
	for _, set := range l.sets {
		e := int(l.first[set])
		var cells [6]int
		pos := 0
		for cs := set; cs != 0; cs &= cs - 1 {
			cells[pos] = bits.TrailingZeros32(cs)
			pos++
		}
		regions := int(l.regions[set])
		for π := range l.perms {
			m := dist[e+π]
			for s := 1; s < regions; s++ {
				m = min(m, dist[e+s*l.perms+π])
			}
			x, y := 0, 0
			for pos, c := range cells[:k] {
				x |= c << shift[π][0][pos]
				y |= (c ^ 3) << shift[π][1][pos]
			}
			table[x] = m
			if mirrored != nil {
				mirrored[y] = m
			}
		}
	}
	return table, mirrored
}

// mirrorPositions returns, for each tile of src, the position in dst of
// its reflection left to right (tile t, on goal cell t−1, maps to the
// tile whose goal cell is t−1 with its column reversed). It panics if dst
// is not src's reflection.
func mirrorPositions(src, dst []int) []int {
	pos := make([]int, len(src))
	for i, t := range src {
		pos[i] = slices.Index(dst, (t-1)^3+1)
		if pos[i] < 0 || len(dst) != len(src) {
			panic("slidingpuzzle: mirrorPositions: the patterns are not reflections")
		}
	}
	return pos
}
