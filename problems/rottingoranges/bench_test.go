package rottingoranges_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/rottingoranges"
)

// benchSize is the side of the benchmark grids (issue 5: 2000×2000).
const benchSize = 2000

// benchGrids are the three benchmark grids of issue 5, generated
// deterministically (PCG with fixed seeds) so that Go and the C++ baseline
// (docs/bench/oranges.cpp) time the same cells.
var benchGrids = []struct {
	name          string
	walls, rotten float64
	seed          uint64
}{
	{"corner", 0, 0, 1},         // all fresh, one rotten orange at (0, 0)
	{"walls10", 0.10, 0.001, 2}, // 10% empty, 0.1% rotten
	{"walls30", 0.30, 0.01, 3},  // 30% empty, 1% rotten
}

func makeBenchGrid(name string, walls, rotten float64, seed uint64) [][]int {
	grid := randomGrid(rand.New(rand.NewPCG(seed, 994)), benchSize, benchSize, walls, rotten)
	if name == "corner" {
		grid[0][0] = 2
	}
	return grid
}

// textbook is the hand-written baseline: the usual LeetCode FIFO-queue
// solution, on a flat copy of the grid (so the caller's grid is untouched,
// like OrangesRotting's), rotting cells in place as its visited set and
// counting minutes level by level.
func textbook(grid [][]int) int {
	rows, cols := len(grid), len(grid[0])
	g := make([]int8, rows*cols)
	queue := make([]int32, 0, rows*cols)
	fresh := 0
	for r, row := range grid {
		for c, v := range row {
			g[r*cols+c] = int8(v)
			switch v {
			case 1:
				fresh++
			case 2:
				queue = append(queue, int32(r*cols+c))
			}
		}
	}
	minutes := 0
	for head := 0; head < len(queue) && fresh > 0; minutes++ {
		for end := len(queue); head < end; head++ {
			s := int(queue[head])
			r, c := s/cols, s%cols
			if r > 0 && g[s-cols] == 1 {
				g[s-cols] = 2
				fresh--
				queue = append(queue, int32(s-cols))
			}
			if c > 0 && g[s-1] == 1 {
				g[s-1] = 2
				fresh--
				queue = append(queue, int32(s-1))
			}
			if c+1 < cols && g[s+1] == 1 {
				g[s+1] = 2
				fresh--
				queue = append(queue, int32(s+1))
			}
			if r+1 < rows && g[s+cols] == 1 {
				g[s+cols] = 2
				fresh--
				queue = append(queue, int32(s+cols))
			}
		}
	}
	if fresh > 0 {
		return -1
	}
	return minutes
}

func TestTextbookBaseline(t *testing.T) {
	// The baseline itself is checked against the simulation, so that the
	// benchmark compares two correct programs.
	rng := rand.New(rand.NewPCG(12, 34))
	for range 500 {
		grid := randomGrid(rng, 1+rng.IntN(9), 1+rng.IntN(9), 0.2, 0.05)
		require.Equal(t, simulate(grid).Minutes, textbook(grid), "%v", grid)
	}
}

func BenchmarkOrangesRotting(b *testing.B) {
	for _, bg := range benchGrids {
		grid := makeBenchGrid(bg.name, bg.walls, bg.rotten, bg.seed)
		want := textbook(grid)
		if got := rottingoranges.OrangesRotting(grid); got != want {
			b.Fatalf("%s: OrangesRotting = %d, textbook = %d", bg.name, got, want)
		}
		b.Run(bg.name+"/impl=engine", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				rottingoranges.OrangesRotting(grid)
			}
		})
		b.Run(bg.name+"/impl=textbook", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				textbook(grid)
			}
		})
		g, err := rottingoranges.New(grid)
		require.NoError(b, err)
		b.Run(bg.name+"/impl=searchonly", func(b *testing.B) {
			// The search alone, on a Grid built once.
			b.ReportAllocs()
			for b.Loop() {
				g.Minutes()
			}
		})
	}
}

// TestWriteBenchGrids writes the benchmark grids for the C++ baseline when
// ORANGES_GRID_DIR names a directory (docs/bench/oranges.sh sets it): per
// grid, NAME.txt holds "rows cols" and then one line of digits per row, and
// NAME.want the answer both Go solvers agree on.
func TestWriteBenchGrids(t *testing.T) {
	dir := os.Getenv("ORANGES_GRID_DIR")
	if dir == "" {
		t.Skip("ORANGES_GRID_DIR not set")
	}
	for _, bg := range benchGrids {
		grid := makeBenchGrid(bg.name, bg.walls, bg.rotten, bg.seed)
		want := textbook(grid)
		require.Equal(t, want, rottingoranges.OrangesRotting(grid), bg.name)
		var sb strings.Builder
		fmt.Fprintf(&sb, "%d %d\n", len(grid), len(grid[0]))
		for _, row := range grid {
			for _, v := range row {
				sb.WriteByte(byte('0' + v))
			}
			sb.WriteByte('\n')
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, bg.name+".txt"), []byte(sb.String()), 0o644))
		require.NoError(t, os.WriteFile(filepath.Join(dir, bg.name+".want"), fmt.Appendf(nil, "%d\n", want), 0o644))
		t.Logf("%s: %d minutes", bg.name, want)
	}
}

// TestTimeBenchGrids times OrangesRotting and the textbook baseline on the
// benchmark grids when ORANGES_TIME_REPS is a repeat count, reporting the
// median wall time and the median process CPU time per call: on a loaded
// machine CPU time is the steadier figure, and the C++ baseline
// (docs/bench/oranges.cpp) reports the same two. docs/bench/oranges.sh runs
// it interleaved with the C++ runs.
func TestTimeBenchGrids(t *testing.T) {
	reps, _ := strconv.Atoi(os.Getenv("ORANGES_TIME_REPS"))
	if reps <= 0 {
		t.Skip("ORANGES_TIME_REPS not set")
	}
	median := func(d []time.Duration) time.Duration {
		slices.Sort(d)
		return d[len(d)/2]
	}
	for _, bg := range benchGrids {
		grid := makeBenchGrid(bg.name, bg.walls, bg.rotten, bg.seed)
		for _, solver := range []struct {
			name string
			f    func([][]int) int
		}{{"engine", rottingoranges.OrangesRotting}, {"textbook", textbook}} {
			var wall, cpu []time.Duration
			minutes := solver.f(grid) // warm-up
			for range reps {
				runtime.GC()
				w, c := time.Now(), cpuNow()
				solver.f(grid)
				cpu = append(cpu, cpuNow()-c)
				wall = append(wall, time.Since(w))
			}
			fmt.Printf("go %-8s %-8s minutes=%d wall_median_ms=%.1f cpu_median_ms=%.1f\n", bg.name, solver.name, minutes,
				float64(median(wall).Microseconds())/1000, float64(median(cpu).Microseconds())/1000)
		}
	}
}
