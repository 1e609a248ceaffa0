package arrowgrid

import (
	"fmt"
	"github.com/ripplebfs/ripple/problems/input"

	"github.com/ripplebfs/ripple/search"
)

// MaxCells bounds the cells of a grid, so that cell numbers and the
// search's positions fit an int32.
const MaxCells = 1 << 30

// The arrows, as LeetCode numbers them.
const (
	Right = 1
	Left  = 2
	Down  = 3
	Up    = 4
)

// Grid is an m×n grid of arrows; cell (r, c) is number r*cols + c.
type Grid struct {
	rows, cols int
	cells      []byte // arrows, row-major
}

// New returns the grid, validated: at least one row, every row of the
// length of row 0 and at least one cell long, every cell an arrow 1..4,
// at most [MaxCells] cells. An error is an [*InputError] with Offset -1
// and the cell (or row) at fault. O(cells).
func New(grid [][]int) (*Grid, error) {
	fail := func(rule error, r, c int, format string, args ...any) error {
		return &InputError{Pkg: pkg, At: input.Located, Err: rule, Offset: -1, Row: r, Col: c, Field: "grid", Detail: fmt.Sprintf(format, args...)}
	}
	if len(grid) == 0 {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrEmpty, Offset: -1, Row: -1, Col: -1, Field: "grid", Detail: "no rows"}
	}
	cols := len(grid[0])
	if cols == 0 {
		return nil, fail(ErrEmpty, 0, -1, "row 0 has no cells")
	}
	if len(grid) > MaxCells/cols {
		return nil, fail(ErrTooBig, -1, -1, "%d×%d cells", len(grid), cols)
	}
	g := &Grid{rows: len(grid), cols: cols, cells: make([]byte, 0, len(grid)*cols)}
	for r, row := range grid {
		if len(row) != cols {
			return nil, fail(ErrRagged, r, -1, "row has %d cells, row 0 has %d", len(row), cols)
		}
		for c, v := range row {
			if v < Right || v > Up {
				return nil, fail(ErrBadCell, r, c, "cell is %d", v)
			}
			g.cells = append(g.cells, byte(v))
		}
	}
	return g, nil
}

// Rows returns the number of rows.
func (g *Grid) Rows() int { return g.rows }

// Cols returns the number of columns.
func (g *Grid) Cols() int { return g.cols }

// Cell returns the number of cell (r, c), r*Cols() + c. It panics outside
// the grid.
func (g *Grid) Cell(r, c int) int {
	if r < 0 || r >= g.rows || c < 0 || c >= g.cols {
		panic(fmt.Sprintf("arrowgrid: Cell(%d, %d) outside the %d×%d grid", r, c, g.rows, g.cols))
	}
	return r*g.cols + c
}

// RowCol returns the row and column of cell s.
func (g *Grid) RowCol(s int) (r, c int) {
	mustCell(g, s, "RowCol")
	return s / g.cols, s % g.cols
}

// Arrow returns the arrow of cell s, Right, Left, Down or Up.
func (g *Grid) Arrow(s int) int {
	mustCell(g, s, "Arrow")
	return int(g.cells[s])
}

// Edges yields the cells adjacent to s, in the order right, left, down,
// up (LeetCode's arrow numbers), each with its cost: 0 for the cell the
// arrow of s points to, 1 for the others. It stops as soon as yield
// returns false and panics if s is not a cell.
func (g *Grid) Edges(s int, yield func(v, cost int) bool) {
	mustCell(g, s, "Edges")
	r, c, a := s/g.cols, s%g.cols, int(g.cells[s])
	cost := func(arrow int) int {
		if a == arrow {
			return 0
		}
		return 1
	}
	if c+1 < g.cols && !yield(s+1, cost(Right)) {
		return
	}
	if c > 0 && !yield(s-1, cost(Left)) {
		return
	}
	if r+1 < g.rows && !yield(s+g.cols, cost(Down)) {
		return
	}
	if r > 0 {
		yield(s-g.cols, cost(Up))
	}
}

// Neighbors yields the cells adjacent to s, as Edges does, each move
// counting one.
func (g *Grid) Neighbors(s int, yield func(int) bool) {
	g.Edges(s, func(v, _ int) bool { return yield(v) })
}

// Len returns the number of cells: cells are their own indices
// ([search.Indexer]).
func (g *Grid) Len() int { return len(g.cells) }

// Index returns s.
func (g *Grid) Index(s int) int { return s }

// State returns i.
func (g *Grid) State(i int) int { return i }

func mustCell(g *Grid, s int, fn string) {
	if s < 0 || s >= len(g.cells) {
		panic(fmt.Sprintf("arrowgrid: %s(%d): cell outside [0, %d)", fn, s, len(g.cells)))
	}
}

// Cheapest returns the least cost of a path from the top-left cell to the
// bottom-right one and such a path, as cell numbers from 0 to Len()-1:
// each step that does not follow its cell's arrow is one change. The
// search is [search.Dijkstra], a 0-1 BFS on these costs: O(cells).
func (g *Grid) Cheapest() (cost int, path []int) {
	goal := len(g.cells) - 1
	path, cost, ok := search.Dijkstra[int](g, func(s int) bool { return s == goal }, 0)
	if !ok {
		panic("arrowgrid: Cheapest: the bottom-right cell is unreachable") // every cell is reachable
	}
	return cost, path
}

var _ search.WeightedNeighbors[int] = (*Grid)(nil)

// IndexEdges appends the moves from cell i to to and cost, in the order
// of Edges ([search.IndexEdger]): the search expands a cell with one call
// instead of one per move.
func (g *Grid) IndexEdges(i int, to, cost []int32) ([]int32, []int32) {
	a := g.cells[i] // panics outside the grid
	r, c := i/g.cols, i%g.cols
	s := int32(i)
	if c+1 < g.cols {
		to, cost = append(to, s+1), append(cost, b2i(a != Right))
	}
	if c > 0 {
		to, cost = append(to, s-1), append(cost, b2i(a != Left))
	}
	if r+1 < g.rows {
		to, cost = append(to, s+int32(g.cols)), append(cost, b2i(a != Down))
	}
	if r > 0 {
		to, cost = append(to, s-int32(g.cols)), append(cost, b2i(a != Up))
	}
	return to, cost
}

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}
