package rottingoranges

import (
	"fmt"
	"slices"

	"github.com/ripplebfs/ripple/problems/input"
	"github.com/ripplebfs/ripple/search"
)

// Cell values, as in LeetCode 994.
const (
	Empty  = 0 // no orange
	Fresh  = 1 // a fresh orange
	Rotten = 2 // a rotten orange
)

// MaxCells is the largest grid New and Parse accept: 1<<26 = 67,108,864
// cells, for instance 8192×8192. The bound keeps every index of the
// bordered frame the searches run on ((rows+2)×(cols+1) indices and
// one more, at most 3·2²⁶+4 for a single row), and so every search state, inside the
// engine's dense limit of 1<<31-1, and keeps memory predictable: a Grid
// costs one byte per cell; solving it costs at
// most about 13 more bytes per cell for [Grid.Minutes] (a visited bit per
// frame index and two layer buffers of int32, which double as they grow),
// and for [Grid.Rot] also 4 bytes per frame index and 8 per orange (a
// minute table and the frames), so around 2 GiB at the limit, besides the
// caller's own 8-byte-per-cell [][]int. LeetCode itself bounds grids at
// 10×10.
const MaxCells = 1 << 26

// newError is an error of New: no offset.
func newError(rule error, row, col int, format string, args ...any) *InputError {
	return &InputError{Pkg: "rottingoranges", Err: rule, Field: "grid", At: input.Located, Offset: -1, Row: row, Col: col, Detail: fmt.Sprintf(format, args...)}
}

// Layout of a cell byte: the value in the low two bits, and two flags that
// stand for the wall columns of a bordered grid. A move to the left tests
// the target byte against valueMask|rightEdge, so that a cell in the last
// column, which is left of nothing, never matches Fresh; a move to the right
// tests it against valueMask|leftEdge. Together with the wall rows around
// the cells (Grid.padded), no neighbour test needs an edge check.
const (
	valueMask = 0b0011
	leftEdge  = 0b0100 // the cell is in column 0
	rightEdge = 0b1000 // the cell is in the last column
)

// Grid is a validated, immutable rotting-oranges grid of Rows()×Cols() cells.
//
// Cells are numbered row-major from 0: cell (r, c) is r*Cols() + c. Grid is
// the implicit graph of the rotting process: it implements
// [search.Neighbors][int] over cell indices, the dense [search.Indexer][int]
// (Len = Rows()*Cols(), Index and State the identity) and
// [search.FrontierNeighbors][int], so the engine expands
// a whole frontier per call. [Grid.Rot] and [Grid.Minutes] search the
// same graph laid out in a bordered frame of int32 indices whose border
// and empty cells are [search.Walls], the engine's fastest grid layout. A
// Grid is safe for concurrent use.
type Grid struct {
	rows, cols int
	// padded is a flat grid with a border: a wall row of cols empty bytes,
	// the cells row-major, and another wall row. Cell s is padded[cols+s],
	// so its four neighbours are padded[s], padded[cols+s-1],
	// padded[cols+s+1] and padded[2*cols+s], all inside padded; the side
	// walls are the edge flags (see valueMask).
	padded []byte
	cells  []byte // padded[cols : cols+rows*cols], the cells themselves
	rotten int    // number of rotten cells
	fresh  int    // number of fresh cells
}

// newGrid returns a Grid of rows×cols empty cells, walls around them.
func newGrid(rows, cols int) *Grid {
	n := rows * cols
	padded := make([]byte, n+2*cols)
	return &Grid{rows: rows, cols: cols, padded: padded, cells: padded[cols : cols+n : cols+n]}
}

// New validates grid and returns it as a Grid. It copies the values: the
// caller's slices are neither retained nor modified.
//
// Errors are [*InputError] values with Offset -1 and the row and column
// (from 0, as in grid[1][2]) at fault: [ErrEmpty] when grid has no rows or
// grid[r] has no cells; [ErrRagged] when len(grid[r]) != len(grid[0]);
// [ErrBadCell] when grid[r][c] is not 0, 1 or 2; [ErrTooBig] when the grid
// has more than [MaxCells] cells. Time and memory are O(cells).
func New(grid [][]int) (*Grid, error) {
	if len(grid) == 0 {
		return nil, newError(ErrEmpty, -1, -1, "no rows")
	}
	cols := len(grid[0])
	if cols == 0 {
		return nil, newError(ErrEmpty, 0, -1, "row has no cells")
	}
	if len(grid) > MaxCells/cols {
		return nil, newError(ErrTooBig, -1, -1, "%d rows × %d columns", len(grid), cols)
	}
	g := newGrid(len(grid), cols)
	// Locals, not g's fields, so that the loop keeps them in registers.
	var fresh, rotten uint
	for r, row := range grid {
		if len(row) != cols {
			return nil, newError(ErrRagged, r, -1, "row has %d cells, row 0 has %d", len(row), cols)
		}
		out := g.cells[r*cols : (r+1)*cols]
		f, k, bad := copyRow(out, row)
		if bad > Rotten|Fresh {
			c := slices.IndexFunc(row, func(v int) bool { return uint(v) > Rotten })
			return nil, newError(ErrBadCell, r, c, "cell is %d", row[c])
		}
		fresh, rotten = fresh+f, rotten+k
		out[0] |= leftEdge
		out[cols-1] |= rightEdge
	}
	g.fresh, g.rotten = int(fresh), int(rotten)
	return g, nil
}

// copyRow copies row into out, of the same length, as bytes, and returns
// its numbers of fresh (1) and rotten (2) values, and the OR of x|(x+1)
// over its values x as uints: at most 3 exactly when every value is 0, 1
// or 2 (3 and larger values set bit 2 or above, and so does a negative
// value), so that one test per row finds a bad cell. No branch per cell:
// empty, fresh and rotten cells come in any order. A function of its own
// (not inlined: one call per row) keeps New's error paths from taking the
// loop's registers.
//
//go:noinline
func copyRow(out []byte, row []int) (fresh, rotten, bad uint) {
	out = out[:len(row)]
	for c, v := range row {
		x := uint(v)
		bad |= x | (x + 1)
		fresh += x & Fresh
		rotten += x >> 1
		out[c] = byte(x)
	}
	return fresh, rotten, bad
}

// Rows returns the number of rows, at least 1.
func (g *Grid) Rows() int { return g.rows }

// Cols returns the number of columns, at least 1.
func (g *Grid) Cols() int { return g.cols }

// Cell returns the index of the cell in row r, column c: r*Cols() + c.
// It panics if (r, c) is outside the grid.
func (g *Grid) Cell(r, c int) int {
	if uint(r) >= uint(g.rows) || uint(c) >= uint(g.cols) {
		panic(fmt.Sprintf("rottingoranges: Cell(%d, %d) outside a %d×%d grid", r, c, g.rows, g.cols))
	}
	return r*g.cols + c
}

// RowCol returns the row and column of cell s, the inverse of [Grid.Cell].
// It panics if s is not a cell of the grid.
func (g *Grid) RowCol(s int) (r, c int) {
	g.mustCell(s, "RowCol")
	return s / g.cols, s % g.cols
}

// Value returns the initial value of cell s: [Empty], [Fresh] or [Rotten].
// It panics if s is not a cell of the grid.
func (g *Grid) Value(s int) int {
	g.mustCell(s, "Value")
	return int(g.cells[s] & valueMask)
}

// Rotten returns the initially rotten cells in ascending order, the starts
// (layer 0) of the search. The slice is a fresh copy.
func (g *Grid) Rotten() []int {
	out := make([]int, 0, g.rotten)
	for s, v := range g.cells {
		if v&valueMask == Rotten {
			out = append(out, s)
		}
	}
	return out
}

// Fresh returns the number of initially fresh oranges.
func (g *Grid) Fresh() int { return g.fresh }

// Ints returns the grid as a new [][]int, the form New accepts.
func (g *Grid) Ints() [][]int {
	out := make([][]int, g.rows)
	for r := range out {
		out[r] = make([]int, g.cols)
		for c := range out[r] {
			out[r][c] = int(g.cells[r*g.cols+c] & valueMask)
		}
	}
	return out
}

// Neighbors yields the fresh oranges 4-adjacent to cell s, in ascending cell
// order: up (s-Cols()), left (s-1), right (s+1), down (s+Cols()). It stops
// when yield returns false. Any cell may be expanded, whatever its value: the
// graph is the initial grid, and the search's visited set, not the grid,
// records what has rotted. It panics if s is not a cell of the grid.
// O(1), no allocation.
func (g *Grid) Neighbors(s int, yield func(int) bool) {
	if uint(s) >= uint(len(g.cells)) {
		g.mustCell(s, "Neighbors")
	}
	p, cols := g.padded, g.cols
	if p[s]&valueMask == Fresh && !yield(s-cols) {
		return
	}
	if p[cols+s-1]&(valueMask|rightEdge) == Fresh && !yield(s-1) {
		return
	}
	if p[cols+s+1]&(valueMask|leftEdge) == Fresh && !yield(s+1) {
		return
	}
	if p[2*cols+s]&valueMask == Fresh {
		yield(s + cols)
	}
}

// AppendNeighbors implements [search.FrontierNeighbors]: for each cell of
// frontier in order, and each fresh orange Neighbors would yield for it in
// its order, it appends the orange to dst if seen.Mark reports it new, and
// returns dst. The four tests read the bordered grid with no edge checks
// and the engine's visited set inline. It panics if a frontier entry is not
// a cell of the grid. O(len(frontier)), no allocation beyond dst's growth
// (it grows dst by 4*len(frontier) up front).
func (g *Grid) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	for _, s := range frontier { // a pass of its own keeps the loop below tight
		if uint(s) >= uint(len(g.cells)) {
			panic(g.notCell(s, "AppendNeighbors"))
		}
	}
	// Room for every successor up front, so that the loop makes no call
	// that returns and the compiler keeps its live values in registers.
	dst = slices.Grow(dst, 4*len(frontier))
	out := dst[len(dst) : len(dst)+4*len(frontier)]
	k := 0
	p, cols := g.padded, g.cols
	for _, s := range frontier {
		if p[s]&valueMask == Fresh && seen.Mark(s-cols) {
			out[k] = s - cols
			k++
		}
		if p[cols+s-1]&(valueMask|rightEdge) == Fresh && seen.Mark(s-1) {
			out[k] = s - 1
			k++
		}
		if p[cols+s+1]&(valueMask|leftEdge) == Fresh && seen.Mark(s+1) {
			out[k] = s + 1
			k++
		}
		if p[2*cols+s]&valueMask == Fresh && seen.Mark(s+cols) {
			out[k] = s + cols
			k++
		}
	}
	return dst[:len(dst)+k]
}

// Len returns the number of cells, Rows()*Cols() (the dense index range).
func (g *Grid) Len() int { return len(g.cells) }

// Index returns s: cells are their own dense index.
func (g *Grid) Index(s int) int { return s }

// State returns i: cells are their own dense index.
func (g *Grid) State(i int) int { return i }

func (g *Grid) mustCell(s int, fn string) {
	if uint(s) >= uint(len(g.cells)) {
		panic(g.notCell(s, fn))
	}
}

// notCell is the panic message of fn called with s, not a cell of g.
func (g *Grid) notCell(s int, fn string) string {
	return fmt.Sprintf("rottingoranges: %s(%d): not a cell of a %d×%d grid", fn, s, g.rows, g.cols)
}
