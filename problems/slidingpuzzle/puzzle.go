package slidingpuzzle

import (
	"fmt"
	"math/bits"
	"strings"
)

// MaxCells is the largest number of cells a board may have: a [State] keeps
// one 4-bit nibble per cell in a uint64.
const MaxCells = 16

// State is a board position: the tile on cell c (cells numbered row-major
// from 0) is held in bits 4c..4c+3, the blank is 0, and nibbles past the last
// cell are 0. The zero State is not a valid position of any board with more
// than one cell.
type State uint64

// Tile returns the tile on cell c (0 for the blank). c must be in [0, 16).
func (s State) Tile(c int) int { return int(s>>(4*uint(c))) & 15 }

// blank returns the cell of the blank: the lowest zero nibble. Cells past the
// board are zero too but come after every real cell, so the lowest zero
// nibble is the blank whenever the board has one.
func (s State) blank() int {
	x := uint64(s)
	t := (x - 0x1111111111111111) &^ x & 0x8888888888888888
	return bits.TrailingZeros64(t) >> 2
}

// Puzzle is the sliding-tile puzzle on a rows×cols board, as an implicit
// graph over [State]s: it implements [search.Neighbors][State] and the
// engine's packed-key capability (Pack and Unpack). It holds no position;
// create one with [New]. A Puzzle is immutable and safe for concurrent use.
type Puzzle struct {
	rows, cols, cells int
	deg               [MaxCells]uint8
	adj               [MaxCells][4]uint8
	fact              [MaxIndexedCells + 1]uint32 // fact[i] = i!, for Indexed
}

// New returns the puzzle on a rows×cols board. It fails, naming the rule,
// unless rows ≥ 1, cols ≥ 1 and rows·cols ≤ 16.
func New(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 {
		return nil, fmt.Errorf("slidingpuzzle: board is %d×%d: both sides must be at least 1", rows, cols)
	}
	if rows > MaxCells || cols > MaxCells || rows*cols > MaxCells {
		return nil, fmt.Errorf("slidingpuzzle: board is %d×%d: at most %d cells allowed", rows, cols, MaxCells)
	}
	p := &Puzzle{rows: rows, cols: cols, cells: rows * cols}
	p.fact[0] = 1
	for i := 1; i < len(p.fact); i++ {
		p.fact[i] = p.fact[i-1] * uint32(i)
	}
	for c := range p.cells {
		r, k := c/cols, c%cols
		add := func(ok bool, to int) {
			if ok {
				p.adj[c][p.deg[c]] = uint8(to)
				p.deg[c]++
			}
		}
		// The blank moves up, down, left, right: a fixed, documented order.
		add(r > 0, c-cols)
		add(r < rows-1, c+cols)
		add(k > 0, c-1)
		add(k < cols-1, c+1)
	}
	return p, nil
}

// MustNew is [New] for sizes known to be valid; it panics otherwise.
func MustNew(rows, cols int) *Puzzle {
	p, err := New(rows, cols)
	if err != nil {
		panic(err.Error())
	}
	return p
}

// Rows returns the number of rows.
func (p *Puzzle) Rows() int { return p.rows }

// Cols returns the number of columns.
func (p *Puzzle) Cols() int { return p.cols }

// Goal returns the goal position: tiles 1..m·n−1 in row-major order, then
// the blank in the bottom-right corner.
func (p *Puzzle) Goal() State {
	var s State
	for c := range p.cells - 1 {
		s |= State(c+1) << (4 * uint(c))
	}
	return s
}

// Neighbors yields the positions one move away from s: the blank swaps with
// the tile above, below, left and right of it, in that order, when that
// cell exists. It yields nothing for a state with no blank on the board.
// O(1) per successor, no allocation.
func (p *Puzzle) Neighbors(s State, yield func(State) bool) {
	b := s.blank()
	if b >= p.cells {
		return
	}
	for _, c := range p.adj[b][:p.deg[b]] {
		sh := 4 * uint(c)
		tile := s >> sh & 15
		if !yield(s&^(15<<sh) | tile<<(4*uint(b))) {
			return
		}
	}
}

// Pack returns s as a uint64 (the identity): the engine's packed-key
// capability, which lets searches keep visited states in an open-addressing
// set of uint64 instead of a Go map.
func (p *Puzzle) Pack(s State) uint64 { return uint64(s) }

// Unpack inverts [Puzzle.Pack].
func (p *Puzzle) Unpack(k uint64) State { return State(k) }

// Board returns s as rows of tiles, 0 for the blank.
func (p *Puzzle) Board(s State) [][]int {
	b := make([][]int, p.rows)
	for r := range b {
		b[r] = make([]int, p.cols)
		for k := range b[r] {
			b[r][k] = s.Tile(r*p.cols + k)
		}
	}
	return b
}

// Format renders s as rows of right-aligned tiles separated by spaces, the
// blank shown as "_", one row per line, with no trailing newline.
func (p *Puzzle) Format(s State) string {
	var sb strings.Builder
	for r := range p.rows {
		if r > 0 {
			sb.WriteByte('\n')
		}
		for k := range p.cols {
			if k > 0 {
				sb.WriteByte(' ')
			}
			t := s.Tile(r*p.cols + k)
			if t == 0 {
				if p.cells > 10 {
					sb.WriteByte(' ')
				}
				sb.WriteByte('_')
				continue
			}
			if p.cells > 10 {
				fmt.Fprintf(&sb, "%2d", t)
			} else {
				fmt.Fprintf(&sb, "%d", t)
			}
		}
	}
	return sb.String()
}
