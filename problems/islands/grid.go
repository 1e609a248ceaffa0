package islands

import "fmt"

// Grid is a validated rectangular grid of land and water. Cell (row, col)
// is numbered row*Cols() + col. A Grid is a [search.Neighbors][int] over
// those numbers with the dense [search.Indexer] (Len() == Rows()*Cols(),
// Index(c) == c) and [search.Offsetter] (offset 0). It is never modified
// after construction, so it is safe for concurrent searches.
type Grid struct {
	rows, cols int
	land       []bool // row-major
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
			return nil, &InputError{Pkg: "islands", Err: ErrRagged, Field: "grid", Row: r, Col: -1, Offset: -1,
				Detail: fmt.Sprintf("row has %d cells, row 0 has %d", len(row), g.cols)}
		}
	}
	if g.cols > 0 && g.rows > maxCells/g.cols {
		return nil, &InputError{Pkg: "islands", Err: ErrTooBig, Row: -1, Col: -1, Offset: -1,
			Detail: fmt.Sprintf("%d×%d grid", g.rows, g.cols)}
	}
	g.land = make([]bool, 0, g.rows*g.cols)
	for r, row := range grid {
		for c, b := range row {
			switch b {
			case '1':
				g.land = append(g.land, true)
			case '0':
				g.land = append(g.land, false)
			default:
				return nil, &InputError{Pkg: "islands", Err: ErrBadCell, Field: "grid", Row: r, Col: c, Offset: -1,
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
	return g.land[c]
}

func (g *Grid) mustCell(c int, fn string) {
	if c < 0 || c >= len(g.land) {
		panic(fmt.Sprintf("islands: %s(%d): cell outside [0, %d)", fn, c, len(g.land)))
	}
}

// Neighbors yields the land cells next to land cell c, in the order up,
// left, right, down. A water cell has no neighbours, so the graph is
// symmetric and water is isolated. At most 4 successors, no allocation. It
// panics if c is not a cell of the grid.
func (g *Grid) Neighbors(c int, yield func(int) bool) {
	if uint(c) >= uint(len(g.land)) {
		g.mustCell(c, "Neighbors")
	}
	if !g.land[c] {
		return
	}
	n := g.cols
	col := c % n
	if c >= n && g.land[c-n] && !yield(c-n) {
		return
	}
	if col > 0 && g.land[c-1] && !yield(c-1) {
		return
	}
	if col+1 < n && g.land[c+1] && !yield(c+1) {
		return
	}
	if c+n < len(g.land) && g.land[c+n] {
		yield(c + n)
	}
}

// Len returns the number of cells, Rows()*Cols() ([search.Indexer]).
func (g *Grid) Len() int { return len(g.land) }

// Index returns c: cells are their own dense indices.
func (*Grid) Index(c int) int { return c }

// State returns i: the cell with index i.
func (*Grid) State(i int) int { return i }

// IndexOffset returns 0: Index(c) == c - 0 ([search.Offsetter]).
func (*Grid) IndexOffset() int { return 0 }
