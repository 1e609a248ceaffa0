package rottingoranges_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
)

// benchSize is the side of the benchmark grids: 2000×2000.
const benchSize = 2000

// benchGrids are the four benchmark grids, generated
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
	{"rotten45", 0.10, 0.45, 4}, // 10% empty, 45% rotten: 1.8 M starts
}

func makeBenchGrid(name string, walls, rotten float64, seed uint64) [][]int {
	grid := randomGrid(rand.New(rand.NewPCG(seed, 994)), benchSize, benchSize, walls, rotten)
	if name == "corner" {
		grid[0][0] = 2
	}
	return grid
}

// hand is the hand-written Go anchor, the loop a user tunes for
// this one problem: the grid copied into a flat []int8 with a border (a wall
// row above and below, one wall column between rows), so the four neighbour
// tests need no edge checks; rotting in place as the visited set; two
// reused []int32 layers. Like OrangesRotting it leaves grid untouched, but
// it trusts grid to be valid (LeetCode's promise) where OrangesRotting
// validates it.
func hand(grid [][]int) int {
	b, w, starts, fresh := handGrid(grid)
	return handRot(b, w, starts, fresh)
}

// handGrid is hand's setup: the bordered grid (row stride w = cols+1, cell
// (r, c) at (r+1)*w + c + 1), its rotten cells and its fresh count.
func handGrid(grid [][]int) (b []int8, w int, starts []int32, fresh int) {
	rows, cols := len(grid), len(grid[0])
	w = cols + 1
	b = make([]int8, (rows+2)*w+1)
	for r, row := range grid {
		base := (r+1)*w + 1
		out := b[base : base+cols]
		for c, v := range row {
			out[c] = int8(v)
			switch v {
			case 1:
				fresh++
			case 2:
				starts = append(starts, int32(base+c))
			}
		}
	}
	return b, w, starts, fresh
}

// handRot is hand's search, layer by layer; it rots b in place.
func handRot(b []int8, w int, starts []int32, fresh int) int {
	cur := append([]int32(nil), starts...)
	var next []int32
	minutes := 0
	for len(cur) > 0 && fresh > 0 {
		next = next[:0]
		for _, s32 := range cur {
			s := int(s32)
			if b[s-w] == 1 {
				b[s-w] = 2
				next = append(next, int32(s-w))
			}
			if b[s-1] == 1 {
				b[s-1] = 2
				next = append(next, int32(s-1))
			}
			if b[s+1] == 1 {
				b[s+1] = 2
				next = append(next, int32(s+1))
			}
			if b[s+w] == 1 {
				b[s+w] = 2
				next = append(next, int32(s+w))
			}
		}
		if len(next) == 0 {
			break
		}
		fresh -= len(next)
		minutes++
		cur, next = next, cur
	}
	if fresh > 0 {
		return -1
	}
	return minutes
}

// handBitsRot is handRot with the engine's division of labour, a reference
// rather than an anchor: the bordered grid stays read-only and a separate
// []uint64 bitset is the visited set, so every successor costs a byte test
// and a bit test-and-set where handRot's in-place rot costs one byte test.
func handBitsRot(b []int8, w int, starts []int32, fresh int) int {
	seen := make([]uint64, len(b)/64+1)
	mark := func(i int) bool {
		wd, m := uint(i)>>6, uint64(1)<<(uint(i)&63)
		if seen[wd]&m != 0 {
			return false
		}
		seen[wd] |= m
		return true
	}
	cur := append([]int32(nil), starts...)
	for _, s := range starts {
		mark(int(s))
	}
	var next []int32
	minutes := 0
	for len(cur) > 0 && fresh > 0 {
		next = next[:0]
		for _, s32 := range cur {
			s := int(s32)
			if b[s-w] == 1 && mark(s-w) {
				next = append(next, int32(s-w))
			}
			if b[s-1] == 1 && mark(s-1) {
				next = append(next, int32(s-1))
			}
			if b[s+1] == 1 && mark(s+1) {
				next = append(next, int32(s+1))
			}
			if b[s+w] == 1 && mark(s+w) {
				next = append(next, int32(s+w))
			}
		}
		if len(next) == 0 {
			break
		}
		fresh -= len(next)
		minutes++
		cur, next = next, cur
	}
	if fresh > 0 {
		return -1
	}
	return minutes
}

func TestHandBaseline(t *testing.T) {
	// The anchor itself is checked against the simulation, so that the
	// benchmark compares two correct programs.
	rng := rand.New(rand.NewPCG(12, 34))
	for range 500 {
		grid := randomGrid(rng, 1+rng.IntN(9), 1+rng.IntN(9), 0.2, 0.05)
		want := simulate(grid).Minutes
		require.Equal(t, want, hand(grid), "%v", grid)
		b, w, starts, fresh := handGrid(grid)
		require.Equal(t, want, handBitsRot(b, w, starts, fresh), "%v", grid)
		require.Equal(t, want, handWallsRot(b, w, starts, fresh), "%v", grid)
		require.Equal(t, want, handWallBytesRot(b, w, starts, fresh), "%v", grid)
	}
}

// BenchmarkOrangesRotting times, per benchmark grid, the whole LeetCode
// call against the hand loop's whole call (impl=engine, impl=hand: setup
// from [][]int included), and the searches alone (impl=searchonly:
// Grid.Minutes on a Grid built once; impl=handsearch: handRot on a copy of
// a bordered grid built once, the copy a memmove of 4 MB). impl=handbits
// is handBitsRot on that grid, read-only; impl=handwalls and
// impl=handwallbytes are handWallsRot and handWallBytesRot, the engine's
// walled layout by hand over a bitset and over a byte per index. impl=new
// is New alone. Each reports cpu-ns/op, process CPU time per call; the
// oranges section of docs/bench (go -C docs/bench run ./cpu oranges) runs
// it in interleaved rounds and prints median ratios.
func BenchmarkOrangesRotting(b *testing.B) {
	for _, bg := range benchGrids {
		grid := makeBenchGrid(bg.name, bg.walls, bg.rotten, bg.seed)
		want := hand(grid)
		if got := rottingoranges.OrangesRotting(grid); got != want {
			b.Fatalf("%s: OrangesRotting = %d, hand = %d", bg.name, got, want)
		}
		b.Run(bg.name+"/impl=engine", func(b *testing.B) {
			cputime.Measure(b, func() { rottingoranges.OrangesRotting(grid) })
		})
		b.Run(bg.name+"/impl=hand", func(b *testing.B) {
			cputime.Measure(b, func() { hand(grid) })
		})
		g, err := rottingoranges.New(grid)
		require.NoError(b, err)
		b.Run(bg.name+"/impl=searchonly", func(b *testing.B) {
			cputime.Measure(b, func() { g.Minutes() })
		})
		hb, w, starts, fresh := handGrid(grid)
		scratch := make([]int8, len(hb))
		b.Run(bg.name+"/impl=handsearch", func(b *testing.B) {
			cputime.Measure(b, func() {
				copy(scratch, hb)
				handRot(scratch, w, starts, fresh)
			})
		})
		b.Run(bg.name+"/impl=handbits", func(b *testing.B) {
			cputime.Measure(b, func() { handBitsRot(hb, w, starts, fresh) })
		})
		b.Run(bg.name+"/impl=handwalls", func(b *testing.B) {
			cputime.Measure(b, func() { handWallsRot(hb, w, starts, fresh) })
		})
		b.Run(bg.name+"/impl=handwallbytes", func(b *testing.B) {
			cputime.Measure(b, func() { handWallBytesRot(hb, w, starts, fresh) })
		})
		b.Run(bg.name+"/impl=new", func(b *testing.B) {
			cputime.Measure(b, func() { _, _ = rottingoranges.New(grid) })
		})
	}
}

// TestWriteBenchGrids writes the benchmark grids for the C++ baseline when
// ORANGES_GRID_DIR names a directory (docs/bench/frontier.sh sets it): per
// grid, NAME.txt holds "rows cols" and then one line of digits per row, and
// NAME.want the answer both Go solvers agree on.
func TestWriteBenchGrids(t *testing.T) {
	dir := os.Getenv("ORANGES_GRID_DIR")
	if dir == "" {
		t.Skip("ORANGES_GRID_DIR not set")
	}
	for _, bg := range benchGrids {
		grid := makeBenchGrid(bg.name, bg.walls, bg.rotten, bg.seed)
		want := hand(grid)
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

// handWallsRot is the engine's layout by hand, a reference rather than an
// anchor: the border and the empty cells pre-marked in a visited bitset,
// which alone then answers "orange?" and "rotted?".
func handWallsRot(b []int8, w int, starts []int32, fresh int) int {
	seen := make([]uint64, len(b)/64+1)
	for i, v := range b {
		if v == 0 {
			seen[uint(int32(i))>>6] |= 1 << (uint(int32(i)) & 63)
		}
	}
	for _, s := range starts {
		seen[uint(s)>>6] |= 1 << (uint(s) & 63)
	}
	cur := append([]int32(nil), starts...)
	var next []int32
	minutes, w32 := 0, int32(w)
	for len(cur) > 0 && fresh > 0 {
		next = next[:0]
		for _, s := range cur {
			for _, v := range [4]int32{s - w32, s - 1, s + 1, s + w32} {
				if seen[uint(v)>>6]&(1<<(uint(v)&63)) == 0 {
					seen[uint(v)>>6] |= 1 << (uint(v) & 63)
					next = append(next, v)
				}
			}
		}
		if len(next) == 0 {
			break
		}
		fresh -= len(next)
		minutes++
		cur, next = next, cur
	}
	if fresh > 0 {
		return -1
	}
	return minutes
}

// handWallBytesRot is handWallsRot with a byte per index instead of a bit.
func handWallBytesRot(b []int8, w int, starts []int32, fresh int) int {
	seen := make([]uint8, len(b))
	for i, v := range b {
		if v == 0 {
			seen[int32(i)] = 1
		}
	}
	for _, s := range starts {
		seen[s] = 1
	}
	cur := append([]int32(nil), starts...)
	var next []int32
	minutes, w32 := 0, int32(w)
	for len(cur) > 0 && fresh > 0 {
		next = next[:0]
		for _, s := range cur {
			for _, v := range [4]int32{s - w32, s - 1, s + 1, s + w32} {
				if seen[v] == 0 {
					seen[v] = 1
					next = append(next, v)
				}
			}
		}
		if len(next) == 0 {
			break
		}
		fresh -= len(next)
		minutes++
		cur, next = next, cur
	}
	if fresh > 0 {
		return -1
	}
	return minutes
}
