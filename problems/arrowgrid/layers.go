package arrowgrid

import (
	"math"
	"slices"
)

// layered is the plugin's specialised solver of [MinCost]: a 0-1 BFS by
// cost layers over a bordered copy of the grid.
//
// The grid is stored row-major with a border of sentinel cells, width
// cols+1: row 0 and row rows+1 are border, and column cols of each row is
// the border both right of that row and left of the next one, so cell
// (r, c) is (r+1)*(cols+1) + c and its four neighbours are ±1 and ±width
// with no bounds test. arrows holds each cell's arrow (0 on the border)
// and dist its cost so far as an int32: math.MaxInt32 for a cell not yet
// reached, 0 on the border, which no move can improve.
//
// The search expands cost layer d from a list of cells (cur): each cell
// still at cost d follows its arrow at cost 0 while that reaches a cell
// above d, and every cell so reached is expanded in turn; every move
// against an arrow that improves a cell to d+1 appends it to the next
// list. A cell's arrow is its only 0-cost move, so the 0-cost closure of
// a cell is a walk, not a search. Every cell is appended at most once
// (its cost drops to d+1 once) and expanded once, so the search is
// O(cells) time and its memory the grid, the costs and the two lists.
//
// BenchmarkLarge justifies it: on a 2000×2000 grid it takes a fraction
// of [search.Dijkstra]'s time ([Grid.Cheapest], a 0-1 BFS on these costs)
// and beats the hand loop with a deque (docs/benchmarks.md, "Weighted
// search").
type layered struct {
	width  int32
	arrows []byte
	dist   []int32
}

// maxLayered bounds the cells of the bordered copy, so that its indices
// fit an int32; larger grids take the generic path.
const maxLayered = math.MaxInt32

// newLayered copies grid into a bordered layout, validating it as [New]
// does; ok is false for a grid that New rejects or too large for int32
// indices (big is then true if the grid is otherwise valid).
func newLayered(grid [][]int) (b *layered, ok, big bool) {
	if len(grid) == 0 || len(grid[0]) == 0 {
		return nil, false, false
	}
	rows, cols := len(grid), len(grid[0])
	for _, row := range grid { // row lengths first: allocate nothing for a ragged grid
		if len(row) != cols {
			return nil, false, false
		}
	}
	if rows > MaxCells/cols {
		return nil, false, false
	}
	if !fitsLayered(rows, cols) {
		return nil, false, true
	}
	width := cols + 1
	b = &layered{width: int32(width), arrows: make([]byte, (rows+2)*width), dist: make([]int32, (rows+2)*width)}
	for r, row := range grid {
		base := (r + 1) * width
		arrows, dist := b.arrows[base:base+cols], b.dist[base:base+cols]
		for c, v := range row {
			if uint(v-Right) > Up-Right {
				return nil, false, false
			}
			arrows[c] = byte(v)
			dist[c] = math.MaxInt32
		}
	}
	return b, true, false
}

// fitsLayered reports whether the bordered copy of a rows×cols grid has
// at most maxLayered cells.
func fitsLayered(rows, cols int) bool { return rows+2 <= maxLayered/(cols+1) }

// cell is the bordered index of cell (r, c).
func (b *layered) cell(r, c int) int32 { return int32(r+1)*b.width + int32(c) }

// run searches from cell start by cost layers and returns the cost of
// goal, stopping once that cost is known; with goal < 0 it fills the cost
// of every cell and returns -1.
//
// The four moves of a cell are written without a branch on their outcome,
// as the hand loop of a C++ programmer would not: each lowers its cell's
// cost to d+1 by min and stores the cell in the next list at a count that
// only grows when the cost was above d+1. On random arrows those outcomes
// are a coin toss, and the branches they replace were mispredicted.
func (b *layered) run(start, goal int32) int32 {
	arrows, dist, w := b.arrows, b.dist, b.width
	step := [8]int32{0, 1, -1, w, -w} // by arrow; the others are never read
	dist[start] = 0
	cur, next := []int32{start}, make([]int32, 1024)
	for d := int32(0); len(cur) > 0; d++ {
		if goal >= 0 && dist[goal] <= d {
			return dist[goal]
		}
		d1, n := d+1, 0
		for _, x := range cur {
			if dist[x] != d {
				continue // lowered to d-1 after it was appended
			}
			for {
				if len(next)-n < 4 {
					next = slices.Grow(next[:n], n+4)
					next = next[:cap(next)]
				}
				t := x + step[arrows[x]&7] // &7: no bounds test
				follow := dist[t] > d
				if follow {
					dist[t] = d // before the moves below, which then skip t
				}
				q := next[n : n+4 : n+4]
				v := x + 1
				k := b2n(dist[v] > d1)
				dist[v] = min(dist[v], d1)
				q[0] = v
				v = x - 1
				c := b2n(dist[v] > d1)
				dist[v] = min(dist[v], d1)
				q[k&3] = v
				k += c
				v = x + w
				c = b2n(dist[v] > d1)
				dist[v] = min(dist[v], d1)
				q[k&3] = v
				k += c
				v = x - w
				c = b2n(dist[v] > d1)
				dist[v] = min(dist[v], d1)
				q[k&3] = v
				n += k + c
				if !follow {
					break
				}
				x = t
			}
		}
		cur, next = next[:n], cur[:cap(cur)]
	}
	if goal >= 0 {
		return dist[goal]
	}
	return -1
}

func b2n(b bool) int {
	if b {
		return 1
	}
	return 0
}

// layeredMinCost is MinCost on the specialised solver; ok is false when
// the grid is too large for it.
func layeredMinCost(grid [][]int) (cost int, ok bool) {
	b, valid, big := newLayered(grid)
	if !valid {
		return -1, !big
	}
	return int(b.run(b.cell(0, 0), b.cell(len(grid)-1, len(grid[0])-1))), true
}

// layeredCosts returns the cost of every cell, by the specialised solver,
// or nil if it does not take the grid.
func layeredCosts(grid [][]int) [][]int {
	b, ok, _ := newLayered(grid)
	if !ok {
		return nil
	}
	b.run(b.cell(0, 0), -1)
	costs := make([][]int, len(grid))
	for r := range costs {
		costs[r] = make([]int, len(grid[0]))
		for c := range costs[r] {
			costs[r][c] = int(b.dist[b.cell(r, c)])
		}
	}
	return costs
}
