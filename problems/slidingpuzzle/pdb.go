package slidingpuzzle

import (
	"cmp"
	"context"
	"io"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/pdb"
	"github.com/ripplebfs/ripple/search/rank"
)

// fifteenPatterns is the 6-6-3 partition of the 15-puzzle's tiles into
// disjoint patterns, in compact blocks of the goal
//
//	 1  2  3  4
//	 5  6  7  8
//	 9 10 11 12
//	13 14 15  _
//
// the upper three rows' two left columns, their two right columns, and the
// bottom row (the shape we recall from Korf & Felner's 2002 figure, their
// top row and two 3×2 blocks rotated onto our goal; not checked against
// the paper). On Korf's first 40 instances it expands 19.0 M states
// against 30.0 M for {1,2,5,6,9,13}, {3,4,7,8,11,12}, {10,14,15}, the two
// left and two right columns and the bottom middle three (mean heuristic
// on all 100: 42.23 against 41.99).
var fifteenPatterns = [3][]int{
	{1, 2, 5, 6, 9, 10},
	{3, 4, 7, 8, 11, 12},
	{13, 14, 15},
}

// pattern is the abstraction of the 4×4 puzzle onto k pattern tiles and
// the blank (Korf & Felner, 2002): the other tiles are indistinguishable,
// and moving them costs nothing, so the blank travels for free through the
// cells no pattern tile holds. A move slides one pattern tile into an
// adjacent cell the blank can reach that way; it costs 1, and the blank
// ends where the tile was. Every real move either moves a pattern tile by
// one cell into the blank's cell (a move of the abstraction) or moves
// another tile (no move): the distances are admissible, and patterns over
// disjoint tiles add up (each real move is counted by at most one of
// them).
//
// An abstract state is the rank of the tiles' cells (rank.Partial over 16
// cells) times 16 plus the blank's region: the connected set of free cells
// holding the blank, named by its lowest cell, since the blank moves
// within it for free. Unlike the blank-free abstraction (a tile may move
// into any free neighbour), a tile walled off from the blank by other
// pattern tiles cannot move. On Korf's 100 instances, with the partition
// used before ({1,2,5,6,9,13}, {3,4,7,8,11,12}, {10,14,15}), this raised
// the mean heuristic from 39.75 to 41.99 and cut the expansions 9.6-fold
// (docs/benchmarks.md).
type pattern struct {
	p     *Puzzle
	k     int
	mult  [6]int    // mult[i]: the weight of tile i's digit, rank.PartialCount(15−i, k−1−i)
	magic [6]uint64 // magic[i]: ⌈2⁴²/mult[i]⌉, so that x/mult[i] = x·magic[i]>>42 for x < 2²³
	nbrs  [16]uint32
}

func newPattern(p *Puzzle, k int) pattern {
	a := pattern{p: p, k: k}
	for i := range k {
		a.mult[i] = rank.PartialCount(15-i, k-1-i)
		a.magic[i] = (1<<42 + uint64(a.mult[i]) - 1) / uint64(a.mult[i])
	}
	for c := range 16 {
		for _, to := range p.adj[c][:p.deg[c]] {
			a.nbrs[c] |= 1 << to
		}
	}
	return a
}

func (a pattern) Len() int        { return rank.PartialCount(16, a.k) * 16 }
func (a pattern) Index(i int) int { return i }
func (a pattern) State(i int) int { return i }
func (a pattern) Neighbors(i int, yield func(int) bool) {
	a.IndexNeighbors(i, yield)
}

// cells returns the cells of the pattern's tiles in the placement of rank
// i, and the set of them: rank.UnrankPartial over 16 cells, written out
// because it runs for every state of the table (division by a multiply
// and a shift, exact for i < 2²³ ≥ 16·15·14·13·12·11, and the d-th free
// cell from a table of the set bits of a byte).
func (a pattern) cells(i int) (cells [6]uint8, occupied uint32) {
	for j := range a.k {
		d := int(uint64(i) * a.magic[j] >> 42)
		i -= d * a.mult[j]
		free := ^occupied & 0xffff
		lo := free & 0xff
		var c uint8
		if n := bits.OnesCount32(lo); d < n {
			c = selectBit[lo][d]
		} else {
			c = 8 + selectBit[free>>8][d-n]
		}
		cells[j] = c
		occupied |= 1 << c
	}
	return cells, occupied
}

// selectBit[b][d] is the position of the d-th set bit of byte b.
var selectBit = func() (t [256][8]uint8) {
	for b := range 256 {
		d := 0
		for i := range 8 {
			if b&(1<<i) != 0 {
				t[b][d] = uint8(i)
				d++
			}
		}
	}
	return t
}()

// rank is rank.Partial(cells[:k], 16), written out for the same reason.
func (a pattern) rank(cells *[6]uint8) int {
	var used uint32
	r := 0
	for j := range a.k {
		c := uint32(cells[j])
		r += (int(c) - bits.OnesCount32(used&(1<<c-1))) * a.mult[j]
		used |= 1 << c
	}
	return r
}

// region returns the cells of free (a set of 4×4 cells) connected to cell
// c through free cells, c included: a flood fill by whole-board shifts.
func region(c int, free uint32) uint32 {
	const notCol0, notCol3 = 0xeeee, 0x7777
	r := uint32(1) << uint(c)
	for {
		n := (r | r<<4 | r>>4 | (r<<1)&notCol0 | (r>>1)&notCol3) & free
		if n == r {
			return r
		}
		r = n
	}
}

// IndexNeighbors yields the indices of the abstract states one move away.
func (a pattern) IndexNeighbors(i int, yield func(int) bool) {
	cells, occupied := a.cells(i >> 4)
	free := ^occupied & 0xffff
	reach := region(i&15, free)
	for j := range a.k {
		c := cells[j]
		for m := a.nbrs[c] & reach; m != 0; m &= m - 1 {
			to := uint8(bits.TrailingZeros32(m))
			cells[j] = to
			r := a.rank(&cells)
			cells[j] = c
			b := bits.TrailingZeros32(region(int(c), free&^(1<<to)|1<<c))
			if !yield(r<<4 | b) {
				return
			}
		}
	}
}

// goal returns the index of the abstract goal of tiles (the blank on the
// last cell).
func (a pattern) goal(tiles []int) int {
	var cells [6]uint8
	var occupied uint32
	for i, t := range tiles {
		cells[i] = uint8(t - 1)
		occupied |= 1 << uint(t-1)
	}
	return a.rank(&cells)<<4 | bits.TrailingZeros32(region(15, ^occupied&0xffff))
}

// fifteen holds the 4×4 pattern databases and what the lookup needs.
//
// Each table is indexed by the pattern's cells as base-16 digits (tile i
// of the pattern, in fifteenPatterns order, weighs 16^(k−1−i)), Korf &
// Felner's "simple mapping": 16 MB for a 6-tile pattern instead of the
// 5.8 MB of a dense rank, but a move changes the index by one addition,
// with no rank to recompute (Felner's slides on compressed databases
// time the same 7-7-1 search 4× faster with it). Entries for repeated
// cells are never read and hold 0.
type fifteen struct {
	tables [3][]uint8 // tables[j][x]: pattern j's distance at index x, least over the blank's regions
	pat    [16]uint8  // pat[t]: the pattern of tile t
	weight [16]int32  // weight[t]: tile t's digit weight in its pattern's index
	patR   [16]uint8  // patR[t]: the pattern of tile t's reflection, mirror[t]
	wR     [16]int32  // wR[t]: the digit weight of mirror[t]
	mirror [16]uint8  // mirror[t]: the tile whose reflection is t (mirror[0] = 0), an involution
	trans  [16]int32  // trans[c]: cell c reflected about the main diagonal
}

// fifteenShared holds the 4×4 tables once built; fifteenMu serialises
// builds, so that the first concurrent callers wait for one.
var (
	fifteenMu     sync.Mutex
	fifteenShared atomic.Pointer[fifteen]
)

// fifteenTables returns the 4×4 tables, obtaining them on first use as
// [SetTableOptions] says: every 4×4 Puzzle shares them (they depend only
// on the board).
func fifteenTables() *fifteen {
	if f := fifteenShared.Load(); f != nil {
		return f
	}
	fifteenMu.Lock()
	defer fifteenMu.Unlock()
	if f := fifteenShared.Load(); f != nil {
		return f
	}
	o := currentTableOptions()
	d, ok := loadDistances(o)
	if !ok {
		d = buildDistances(o)
		if o.CacheFile != "" {
			_ = saveTables(o.CacheFile, d[0], d[1]) // no cache is fine
		}
	}
	f := d.tables()
	fifteenShared.Store(f)
	return f
}

// rebuildFifteen replaces the shared tables by a fresh build that ignores
// the cache file (and rewrites it), after old gave a solution that does
// not replay.
func rebuildFifteen(old *fifteen) *fifteen {
	fifteenMu.Lock()
	defer fifteenMu.Unlock()
	if f := fifteenShared.Load(); f != old {
		return f // another caller rebuilt them already
	}
	o := currentTableOptions()
	o.logf("slidingpuzzle: the 4×4 tables gave a wrong solution; rebuilding them")
	d := buildDistances(o)
	if o.CacheFile != "" {
		_ = saveTables(o.CacheFile, d[0], d[1])
	}
	f := d.tables()
	fifteenShared.Store(f)
	return f
}

// newFifteen returns the tables' index arithmetic, without the tables.
func newFifteen() *fifteen {
	f := &fifteen{}
	for c := range 16 {
		f.trans[c] = int32(c%4*4 + c/4)
	}
	for t := 1; t < 16; t++ {
		f.mirror[f.trans[t-1]+1] = uint8(t)
	}
	for j, tiles := range fifteenPatterns {
		for i, t := range tiles {
			f.pat[t] = uint8(j)
			f.weight[t] = 1 << (4 * (len(tiles) - 1 - i))
		}
	}
	for t := 1; t < 16; t++ {
		f.patR[t], f.wR[t] = f.pat[f.mirror[t]], f.weight[f.mirror[t]]
	}
	return f
}

// distances are what the table cache stores: the distances of pattern 0
// and of pattern 2 over the pattern-and-blank abstraction, each in the
// order of its distLayout. Pattern 1 is pattern 0 mirrored left to right,
// and both goals leave every free cell in the blank's region, so its
// table is pattern 0's read through the mirror (see distLayout.lookup).
type distances [2][]uint8

// distancePatterns are the patterns whose distances [distances] holds.
var distancePatterns = [2][]int{fifteenPatterns[0], fifteenPatterns[2]}

// buildDistances builds the distances by breadth-first search: pattern
// 0's with every processor, pattern 2's (three tiles, milliseconds)
// meanwhile.
func buildDistances(o TableOptions) distances {
	p := MustNew(4, 4)
	var d distances
	var err0, err2 error
	done := make(chan struct{})
	go func() {
		defer close(done)
		d[1], err2 = buildPattern(p, distancePatterns[1], 1, nil)
	}()
	d[0], err0 = buildPattern(p, distancePatterns[0], runtime.GOMAXPROCS(0), o.Progress)
	<-done
	if err := cmp.Or(err0, err2); err != nil {
		panic("slidingpuzzle: building the 4×4 pattern databases: " + err.Error())
	}
	return d
}

// check returns nil exactly when d holds the distances a build writes
// (see [distLayout.checkDistances]).
func (d distances) check() error {
	for i, tiles := range distancePatterns {
		if err := distLayouts[len(tiles)]().checkDistances(d[i], tiles); err != nil {
			return err
		}
	}
	return nil
}

// tables returns the lookup tables of the three patterns, derived from d:
// for each placement of a pattern's tiles, the least distance over the
// blank's regions (Korf & Felner, 2002, store the same minimum): the
// lookup knows where the tiles are, and finding the blank's region would
// cost a flood fill per lookup. Pattern 1's table is pattern 0's read
// through the mirror.
func (d distances) tables() *fifteen {
	f := newFifteen()
	f.tables[0], f.tables[1] = distLayouts[len(distancePatterns[0])]().lookup(d[0], mirrorPositions(fifteenPatterns[0], fifteenPatterns[1]))
	f.tables[2], _ = distLayouts[len(distancePatterns[1])]().lookup(d[1], nil)
	return f
}

// buildPattern returns the distances of one pattern, in the order of its
// distLayout, by breadth-first search from its goal ([pdb.Build] over the
// pattern-and-blank abstraction, one byte per placement and region name;
// names that are no region's lowest cell are never reached and are left
// out of the result). progress, if not nil, gets the build's progress
// lines.
func buildPattern(p *Puzzle, tiles []int, workers int, progress io.Writer) ([]uint8, error) {
	a := newPattern(p, len(tiles))
	t, err := pdb.Build[int](context.Background(), a, pdb.Options{
		Search:   search.Options{Workers: workers},
		Progress: progress,
	}, a.goal(tiles))
	if err != nil {
		return nil, err
	}
	return distLayouts[len(tiles)]().fromTable(a, t), nil
}

// h is the heuristic: the larger of the sum of the three tables for s and
// for s reflected about the main diagonal (the goal is its own reflection,
// so the reflected position is exactly as far from the goal). It costs one
// pass over the cells and six lookups, O(1) and no allocation.
func (f *fifteen) h(s State) int {
	var x, xr [3]int32
	for c := range 16 {
		if t := s.Tile(c); t != 0 {
			x[f.pat[t]] += int32(c) * f.weight[t]
			xr[f.patR[t]] += f.trans[c] * f.wR[t]
		}
	}
	sum, refl := 0, 0
	for j := range x {
		sum += int(f.tables[j][x[j]])
		refl += int(f.tables[j][xr[j]])
	}
	return max(sum, refl)
}

// Heuristic returns an admissible estimate of the moves from a position
// of p to its goal, for [search.AStar] (over [search.UnitCost]) and
// [search.IDAStar]: on the 4×4 board the pattern databases [Puzzle.Solve]
// uses (built on the first call, a few seconds, then shared; see
// [SetTableOptions]), which are not consistent (taking the least entry
// over the blank's regions lets neighbours' estimates differ by up to 3);
// on other boards the Manhattan distance, which is consistent (each
// tile's row and column distance to its goal cell, summed). The function
// is safe for concurrent use, allocates nothing and costs O(m·n).
func (p *Puzzle) Heuristic() func(State) int {
	if p.rows == 4 && p.cols == 4 {
		return fifteenTables().h
	}
	return p.manhattan()
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// manhattan returns the Manhattan distance on p's board: each tile's row
// and column distance to its goal cell, summed.
func (p *Puzzle) manhattan() func(State) int {
	cols := p.cols
	return func(s State) int {
		h := 0
		for c := range p.cells {
			if t := s.Tile(c); t != 0 {
				g := t - 1
				h += absInt(c/cols-g/cols) + absInt(c%cols-g%cols)
			}
		}
		return h
	}
}
