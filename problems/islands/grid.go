package islands

import (
	"fmt"
	"slices"

	"github.com/ripplebfs/ripple/problems/input"
	"github.com/ripplebfs/ripple/search"
)

// Grid is a validated rectangular grid of land and water. Cell (row, col)
// is numbered row*Cols() + col. A Grid is a [search.Neighbors][int] over
// those numbers with the dense [search.Indexer] (Len() == Rows()*Cols(),
// Index(c) == c) and [search.FrontierNeighbors], so the engine expands a whole frontier per
// call. It is never modified after construction, so it is safe for
// concurrent searches.
type Grid struct {
	rows, cols int
	// padded is a flat grid with a border: a row of cols water bytes, the
	// cells row-major, another row of water. Cell c is padded[cols+c], so
	// its four neighbours are padded[c], padded[cols+c-1],
	// padded[cols+c+1] and padded[2*cols+c], all inside padded; the side
	// walls are the edge flags (see landBit).
	padded []byte
	cells  []byte // padded[cols : cols+rows*cols]
}

// Layout of a cell byte: landBit for land, and two flags that stand for
// the water columns of a bordered grid. A move to the left tests the target
// byte against landBit|rightEdge, so that a cell in the last column, which
// is left of nothing, never matches landBit; a move to the right tests it
// against landBit|leftEdge. No neighbour test needs an edge check.
const (
	landBit   = 0b001
	leftEdge  = 0b010 // the cell is in column 0
	rightEdge = 0b100 // the cell is in the last column
)

// setCells gives g the row-major cells vals (0 water, landBit land), copied
// into a bordered grid with the edge flags set; g.rows and g.cols are set.
func (g *Grid) setCells(vals []byte) {
	n, cols := g.rows*g.cols, g.cols
	g.padded = make([]byte, n+2*cols)
	g.cells = g.padded[cols : cols+n : cols+n]
	copy(g.cells, vals)
	for r := range g.rows * min(cols, 1) { // no flags without columns
		g.cells[r*cols] |= leftEdge
		g.cells[r*cols+cols-1] |= rightEdge
	}
}

// maxCells bounds the cells of a grid so that cell numbers fit the engine's
// int32 positions.
const maxCells = 1<<31 - 1

// New validates a LeetCode 200 grid: every byte must be '1' (land) or '0'
// (water) and every row as long as the first. An empty grid, or rows of
// length zero, is valid and has no islands. Row lengths are checked first,
// then the cells in row-major order; the first violation gives an
// [*InputError] ([ErrRagged], [ErrTooBig] or [ErrBadCell]) with its row
// (and, for a cell, its column), counted from 0 as in grid[row][col], and
// Offset -1. New copies the grid: O(rows·cols) time and
// memory; it never panics.
func New(grid [][]byte) (*Grid, error) {
	g := &Grid{rows: len(grid)}
	if g.rows > 0 {
		g.cols = len(grid[0])
	}
	for r, row := range grid {
		if len(row) != g.cols {
			return nil, &InputError{Pkg: "islands", Err: ErrRagged, Field: "grid", Row: r, Col: -1, At: input.Located, Offset: -1,
				Detail: fmt.Sprintf("row has %d cells, row 0 has %d", len(row), g.cols)}
		}
	}
	if g.cols > 0 && g.rows > maxCells/g.cols {
		return nil, &InputError{Pkg: "islands", Err: ErrTooBig, Row: -1, Col: -1, At: input.Located, Offset: -1,
			Detail: fmt.Sprintf("%d×%d grid", g.rows, g.cols)}
	}
	g.setCells(nil)
	for r, row := range grid {
		out := g.cells[r*g.cols : (r+1)*g.cols]
		for c, b := range row {
			switch b {
			case '1':
				out[c] |= landBit
			case '0':
			default:
				return nil, &InputError{Pkg: "islands", Err: ErrBadCell, Field: "grid", Row: r, Col: c, At: input.Located, Offset: -1,
					Detail: fmt.Sprintf("cell is %q", b)}
			}
		}
	}
	return g, nil
}

// Rows returns the number of rows.
func (g *Grid) Rows() int { return g.rows }

// Cols returns the number of columns (0 for an empty grid).
func (g *Grid) Cols() int { return g.cols }

// Cell returns the number of cell (row, col). It panics if the cell is
// outside the grid.
func (g *Grid) Cell(row, col int) int {
	if row < 0 || row >= g.rows || col < 0 || col >= g.cols {
		panic(fmt.Sprintf("islands: Cell(%d, %d) outside the %d×%d grid", row, col, g.rows, g.cols))
	}
	return row*g.cols + col
}

// RowCol returns the row and column of cell number c. It panics if c is
// not a cell of the grid.
func (g *Grid) RowCol(c int) (row, col int) {
	g.mustCell(c, "RowCol")
	return c / g.cols, c % g.cols
}

// Land reports whether cell number c is land. It panics if c is not a cell
// of the grid.
func (g *Grid) Land(c int) bool {
	g.mustCell(c, "Land")
	return g.cells[c]&landBit != 0
}

func (g *Grid) mustCell(c int, fn string) {
	if c < 0 || c >= len(g.cells) {
		panic(fmt.Sprintf("islands: %s(%d): cell outside [0, %d)", fn, c, len(g.cells)))
	}
}

// Neighbors yields the land cells next to land cell c, in the order up,
// left, right, down. A water cell has no neighbours, so the graph is
// symmetric and water is isolated. At most 4 successors, no allocation. It
// panics if c is not a cell of the grid.
func (g *Grid) Neighbors(c int, yield func(int) bool) {
	if uint(c) >= uint(len(g.cells)) {
		g.mustCell(c, "Neighbors")
	}
	p, n := g.padded, g.cols
	if p[n+c]&landBit == 0 {
		return
	}
	if p[c]&landBit != 0 && !yield(c-n) {
		return
	}
	if p[n+c-1]&(landBit|rightEdge) == landBit && !yield(c-1) {
		return
	}
	if p[n+c+1]&(landBit|leftEdge) == landBit && !yield(c+1) {
		return
	}
	if p[2*n+c]&landBit != 0 {
		yield(c + n)
	}
}

// AppendNeighbors implements [search.FrontierNeighbors]: for each cell of
// frontier in order, and each land cell Neighbors would yield for it in its
// order, it appends the cell to dst if seen.Mark reports it new, and
// returns dst. The tests read the bordered grid with no edge checks and the
// engine's visited set inline. It panics if a frontier entry is not a cell
// of the grid. O(len(frontier)), no allocation beyond dst's growth (it
// grows dst by 4*len(frontier) up front).
func (g *Grid) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	for _, c := range frontier { // a pass of its own keeps the loop below tight
		if uint(c) >= uint(len(g.cells)) {
			g.mustCell(c, "AppendNeighbors")
		}
	}
	// Room for every successor up front, so that the loop makes no call
	// that returns and the compiler keeps its live values in registers.
	dst = slices.Grow(dst, 4*len(frontier))
	out := dst[len(dst) : len(dst)+4*len(frontier)]
	k := 0
	p, n := g.padded, g.cols
	for _, c := range frontier {
		if p[n+c]&landBit == 0 {
			continue // water has no neighbours
		}
		if p[c]&landBit != 0 && seen.Mark(c-n) {
			out[k] = c - n
			k++
		}
		if p[n+c-1]&(landBit|rightEdge) == landBit && seen.Mark(c-1) {
			out[k] = c - 1
			k++
		}
		if p[n+c+1]&(landBit|leftEdge) == landBit && seen.Mark(c+1) {
			out[k] = c + 1
			k++
		}
		if p[2*n+c]&landBit != 0 && seen.Mark(c+n) {
			out[k] = c + n
			k++
		}
	}
	return dst[:len(dst)+k]
}

// Len returns the number of cells, Rows()*Cols() ([search.Indexer]).
func (g *Grid) Len() int { return len(g.cells) }

// Index returns c: cells are their own dense indices.
func (*Grid) Index(c int) int { return c }

// State returns i: the cell with index i.
func (*Grid) State(i int) int { return i }
