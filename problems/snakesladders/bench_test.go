package snakesladders_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// benchBoards are the boards of docs/benchmarks.md, also written by
// docs/bench/snakes/gen for the C++ baseline: Random(n, rate, 1).
var benchBoards = []struct {
	name string
	n    int
	rate float64
}{
	{name: "n=20/jumps=5%", n: 20, rate: 0.05},
	{name: "n=1000/jumps=1%", n: 1000, rate: 0.01},
	{name: "n=1000/jumps=0", n: 1000, rate: 0},
	{name: "n=3000/jumps=1%", n: 3000, rate: 0.01},
}

func BenchmarkMinRolls(b *testing.B) {
	for _, bb := range benchBoards {
		board := snakesladders.Random(bb.n, bb.rate, 1)
		want := baselineMinRolls(board)
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				d, ok := board.MinRolls()
				if !ok || d != want {
					b.Fatalf("MinRolls = %d, %v; baseline %d", d, ok, want)
				}
			}
		})
	}
}

// BenchmarkBaseline is a hand-written layered BFS on a flat jump table (the
// textbook algorithm, no search package): the yardstick for MinRolls.
func BenchmarkBaseline(b *testing.B) {
	for _, bb := range benchBoards {
		dest := destTable(snakesladders.Random(bb.n, bb.rate, 1))
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				baselineBFS(dest)
			}
		})
	}
}

func BenchmarkRoute(b *testing.B) {
	for _, bb := range benchBoards[:3] {
		board := snakesladders.Random(bb.n, bb.rate, 1)
		b.Run(bb.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, ok := board.Route(); !ok {
					b.Fatal("no route")
				}
			}
		})
	}
}

func baselineMinRolls(board *snakesladders.Board) int { return baselineBFS(destTable(board)) }

// destTable: dest[s] = where landing on s ends. Built once per board, like
// the Board's own table, and not timed.
func destTable(board *snakesladders.Board) []int32 {
	last := board.Len()
	dest := make([]int32, last+1)
	for s := 1; s <= last; s++ {
		dest[s] = int32(s)
		if to, ok := board.Jump(s); ok {
			dest[s] = int32(to)
		}
	}
	return dest
}

// baselineBFS: the textbook layered BFS, hand-written: []bool visited, one
// queue walked layer by layer, goal tested when dequeued.
func baselineBFS(dest []int32) int {
	last := len(dest) - 1
	seen := make([]bool, last+1)
	queue := make([]int32, 0, 1024)
	queue = append(queue, 1)
	seen[1] = true
	for depth, head := 0, 0; head < len(queue); depth++ {
		end := len(queue)
		for ; head < end; head++ {
			s := int(queue[head])
			if s == last {
				return depth
			}
			for t := s + 1; t <= s+6 && t <= last; t++ {
				if v := dest[t]; !seen[v] {
					seen[v] = true
					queue = append(queue, v)
				}
			}
		}
	}
	return -1
}

func TestBaseline(t *testing.T) {
	for i := range 50 {
		board := snakesladders.Random(2+i, 0.2, uint64(i))
		want := refMinRolls(board.Rows())
		require.Equal(t, want, baselineMinRolls(board), "board %d", i)
	}
}
