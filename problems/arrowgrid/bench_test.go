package arrowgrid_test

import (
	"sync"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/arrowgrid"
)

// large is the benchmark grid: 2000×2000 uniform arrows (see gen.Arrows).
var large = sync.OnceValue(func() [][]int { return gen.Arrows(2000, 2000, 1) })

// BenchmarkLarge times MinCost on the large grid (validation and copy
// included, as LeetCode's signature asks: the specialised solver), the
// same solver run to every cell instead of stopping at the goal's layer
// (full, as the C++ anchor does), the generic search.Dijkstra (a 0-1 BFS
// on these costs) alone on a built Grid (Cheapest), and the hand loop below
// (a deque).
func BenchmarkLarge(b *testing.B) {
	grid := large()
	want := handMinCost(grid)
	b.Run("MinCost", func(b *testing.B) {
		cputime.Measure(b, func() {
			if arrowgrid.MinCost(grid) != want {
				b.Fatal()
			}
		})
	})
	b.Run("full", func(b *testing.B) {
		cputime.Measure(b, func() {
			if arrowgrid.LayeredFull(grid) != want {
				b.Fatal()
			}
		})
	})
	g, _ := arrowgrid.New(grid)
	b.Run("Cheapest", func(b *testing.B) {
		cputime.Measure(b, func() {
			if got, _ := g.Cheapest(); got != want {
				b.Fatal()
			}
		})
	})
	b.Run("hand", func(b *testing.B) {
		cputime.Measure(b, func() {
			if handMinCost(grid) != want {
				b.Fatal()
			}
		})
	})
}

// handMinCost is the hand loop: 0-1 BFS over a flat byte copy of the
// grid, an int32 distance per cell and a preallocated ring buffer of
// int32 cells used as a deque.
func handMinCost(grid [][]int) int {
	m, n := len(grid), len(grid[0])
	cells := make([]byte, 0, m*n)
	for _, row := range grid {
		for _, v := range row {
			cells = append(cells, byte(v))
		}
	}
	const inf = int32(1<<31 - 1)
	dist := make([]int32, m*n)
	for i := range dist {
		dist[i] = inf
	}
	size := 1
	for size < 2*m*n+1 {
		size <<= 1
	}
	ring := make([]int32, size)
	mask := size - 1
	head, tail := 0, 0
	dist[0] = 0
	ring[tail] = 0
	tail = (tail + 1) & mask
	for head != tail {
		s := int(ring[head])
		head = (head + 1) & mask
		d := dist[s]
		r, c, a := s/n, s%n, cells[s]
		relax := func(v int, arrow byte) {
			w := int32(1)
			if a == arrow {
				w = 0
			}
			if d+w < dist[v] {
				dist[v] = d + w
				if w == 0 {
					head = (head - 1) & mask
					ring[head] = int32(v)
				} else {
					ring[tail] = int32(v)
					tail = (tail + 1) & mask
				}
			}
		}
		if c+1 < n {
			relax(s+1, 1)
		}
		if c > 0 {
			relax(s-1, 2)
		}
		if r+1 < m {
			relax(s+n, 3)
		}
		if r > 0 {
			relax(s-n, 4)
		}
	}
	return int(dist[m*n-1])
}
