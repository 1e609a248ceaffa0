package islands_test

import (
	"math/rand/v2"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/problems/islands"
	"github.com/ripplebfs/ripple/search"
)

// BenchmarkCount counts the islands of a 300×300 grid with 55% land (close
// to the site-percolation threshold, so islands of every size) four ways:
// the package's dense search.Components, the same in map mode, the same
// over the grid's Neighbors and Indexer alone (a bitset instead of a map,
// nothing else), and the hand-written flood fill below.
func BenchmarkCount(b *testing.B) {
	grid := randomGrid(rand.New(rand.NewPCG(3, 300)), 300, 300, 0.55)
	g, err := islands.New(grid)
	if err != nil {
		b.Fatal(err)
	}
	want := textbookIslands(grid)
	var seeds []int
	for c := range g.Len() {
		if g.Land(c) {
			seeds = append(seeds, c)
		}
	}
	b.Run("dense", func(b *testing.B) {
		cputime.Measure(b, func() {
			if g.Count() != want {
				b.Fatal()
			}
		})
	})
	b.Run("map", func(b *testing.B) {
		nb := search.NeighborsFunc[int](func(c int, yield func(int) bool) { g.Neighbors(c, yield) })
		cputime.Measure(b, func() {
			n := 0
			for range search.Components[int](nb, seeds...) {
				n++
			}
			if n != want {
				b.Fatal()
			}
		})
	})
	b.Run("indexed", func(b *testing.B) {
		nb := search.With(search.NeighborsFunc[int](func(c int, yield func(int) bool) { g.Neighbors(c, yield) }), g)
		cputime.Measure(b, func() {
			n := 0
			for range search.Components[int](nb, seeds...) {
				n++
			}
			if n != want {
				b.Fatal()
			}
		})
	})
	b.Run("textbook", func(b *testing.B) {
		cputime.Measure(b, func() {
			if textbookIslands(grid) != want {
				b.Fatal()
			}
		})
	})
	b.Run("NumIslands", func(b *testing.B) { // validation and copy included
		cputime.Measure(b, func() {
			if islands.NumIslands(grid) != want {
				b.Fatal()
			}
		})
	})
}

// textbookIslands is the hand-written baseline: the textbook flood fill,
// a FIFO queue of cell numbers and a []bool visited set over the raw grid.
func textbookIslands(grid [][]byte) int {
	rows, cols := len(grid), len(grid[0])
	seen := make([]bool, rows*cols)
	queue := make([]int, 0, rows*cols)
	n := 0
	for r := range rows {
		for c := range cols {
			if grid[r][c] != '1' || seen[r*cols+c] {
				continue
			}
			n++
			seen[r*cols+c] = true
			queue = append(queue[:0], r*cols+c)
			for head := 0; head < len(queue); head++ {
				u := queue[head]
				ur, uc := u/cols, u%cols
				for _, d := range [4][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
					vr, vc := ur+d[0], uc+d[1]
					if vr >= 0 && vr < rows && vc >= 0 && vc < cols && grid[vr][vc] == '1' && !seen[vr*cols+vc] {
						seen[vr*cols+vc] = true
						queue = append(queue, vr*cols+vc)
					}
				}
			}
		}
	}
	return n
}
