package snakesladders_test

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
)

// benchBoards are the boards of docs/benchmarks.md, also written by
// docs/bench/snakes for the C++ baseline: gen.Snakes(n, rate, 1).
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

// BenchmarkMinRolls compares, on each board (benchstat -col /impl):
//   - impl=ripple: Board.MinRolls (search.Layers over the shortcut graph,
//     frontier at a time);
//   - impl=layers: search.Layers over the Board itself (its full graph,
//     frontier at a time), stopping at n²;
//   - impl=baseline: the hand-written textbook layered BFS below;
//   - impl=hand-layered: the tuned hand loop below (two reused int32
//     layers, no queue of every square).
//
// Besides ns/op they report cpu-ns/op, the process CPU time per solve,
// which a shared machine disturbs far less than wall time.
func BenchmarkMinRolls(b *testing.B) {
	for _, bb := range benchBoards {
		board := gen.Snakes(bb.n, bb.rate, 1)
		dest := destTable(board)
		want := baselineBFS(dest)
		goal := board.Len()
		b.Run(bb.name+"/impl=ripple", func(b *testing.B) {
			cputime.Measure(b, func() {
				if d, ok := board.MinRolls(); !ok || d != want {
					b.Fatalf("MinRolls = %d, %v; baseline %d", d, ok, want)
				}
			})
		})
		b.Run(bb.name+"/impl=layers", func(b *testing.B) {
			cputime.Measure(b, func() {
				got := -1
				for d, layer := range search.Layers[int](board, 1) {
					if slices.Contains(layer, goal) {
						got = d
						break
					}
				}
				if got != want {
					b.Fatalf("layers: %d, baseline %d", got, want)
				}
			})
		})
		b.Run(bb.name+"/impl=baseline", func(b *testing.B) {
			cputime.Measure(b, func() { baselineBFS(dest) })
		})
		b.Run(bb.name+"/impl=hand-layered", func(b *testing.B) {
			cputime.Measure(b, func() {
				if d := handLayered(dest); d != want {
					b.Fatalf("hand-layered: %d, baseline %d", d, want)
				}
			})
		})
	}
}

// leetcodeBoards are the four 1000² boards of the LeetCode 909
// benchmarks: 1 %, 0.1 % and 5 % jumps (seed 1), and the early-exit board, on
// which the answer (70) is found after reaching 1.2 % of the squares.
var leetcodeBoards = []struct {
	name string
	n    int
	rate float64
	seed uint64
}{
	{name: "n=1000/jumps=1%", n: 1000, rate: 0.01, seed: 1},
	{name: "n=1000/jumps=0.1%", n: 1000, rate: 0.001, seed: 1},
	{name: "n=1000/jumps=5%", n: 1000, rate: 0.05, seed: 1},
	{name: "n=1000/jumps=1%/early-exit", n: 1000, rate: 0.01, seed: 1453},
}

// BenchmarkLeetCode times LeetCode 909's signature on the [][]int matrix,
// everything included (benchstat -col /impl):
//   - impl=ripple: SnakesAndLadders (checks the shape, then searches the
//     matrix, reading and checking only the cells of the landings);
//   - impl=eager: New, which builds the whole jump table, then MinRolls
//     (SnakesAndLadders before it read only the cells it lands on);
//   - impl=hand-leetcode: the hand Go loop a LeetCode user writes, the C++
//     textbook baseline line for line (no validation);
//   - impl=hand-build: the hand Go loop on a flat table built from the
//     matrix first (the C++ flat+build).
func BenchmarkLeetCode(b *testing.B) {
	for _, bb := range leetcodeBoards {
		rows := gen.Snakes(bb.n, bb.rate, bb.seed).Rows()
		want := refLeetCode(rows)
		check := func(b *testing.B, name string, got int) {
			if got != want {
				b.Fatalf("%s = %d, hand loop %d", name, got, want)
			}
		}
		for _, impl := range []struct {
			name string
			f    func([][]int) int
		}{
			{"ripple", snakesladders.SnakesAndLadders},
			{"eager", eagerLeetCode},
			{"hand-leetcode", refLeetCode},
			{"hand-build", func(rows [][]int) int { return handFlat(buildDest(rows)) }},
		} {
			b.Run(bb.name+"/impl="+impl.name, func(b *testing.B) {
				cputime.Measure(b, func() { check(b, impl.name, impl.f(rows)) })
			})
		}
	}
}

// eagerLeetCode is SnakesAndLadders as it was before it read only the
// cells it lands on: New, then MinRolls.
func eagerLeetCode(rows [][]int) int {
	b, err := snakesladders.New(rows)
	if err != nil {
		return -1
	}
	if d, ok := b.MinRolls(); ok {
		return d
	}
	return -1
}

// refLeetCode is the hand Go loop a LeetCode user writes: the C++
// textbook baseline (docs/bench/snakes_baseline.cpp) line for line, on the
// matrix, with square to (row, column) arithmetic on every landing,
// []bool visited and a FIFO queue walked layer by layer, stopping when n²
// is discovered. It does not validate the board.
func refLeetCode(board [][]int) int {
	n := len(board)
	last := n * n
	visited := make([]bool, last+1)
	queue := make([]int32, 0, 1024)
	queue = append(queue, 1)
	visited[1] = true
	for step, head := 0, 0; head < len(queue); step++ {
		for end := len(queue); head < end; head++ {
			s := int(queue[head])
			for t := s + 1; t <= min(s+6, last); t++ {
				r, c := (t-1)/n, (t-1)%n
				if r%2 == 1 {
					c = n - 1 - c
				}
				next := t
				if v := board[n-1-r][c]; v != -1 {
					next = v
				}
				if next == last {
					return step + 1
				}
				if !visited[next] {
					visited[next] = true
					queue = append(queue, int32(next))
				}
			}
		}
	}
	return -1
}

// buildDest is the C++ flatTable from the matrix: dest[t] = where landing
// on square t ends.
func buildDest(board [][]int) []int32 {
	n := len(board)
	last := n * n
	dest := make([]int32, last+1)
	for t := 1; t <= last; t++ {
		r, c := (t-1)/n, (t-1)%n
		if r%2 == 1 {
			c = n - 1 - c
		}
		dest[t] = int32(t)
		if v := board[n-1-r][c]; v != -1 {
			dest[t] = int32(v)
		}
	}
	return dest
}

// handFlat is the C++ flat baseline in Go: a FIFO queue walked layer by
// layer over a flat table, []bool visited, stop when n² is discovered.
func handFlat(dest []int32) int {
	last := int32(len(dest) - 1)
	visited := make([]bool, last+1)
	queue := make([]int32, 0, 1024)
	queue = append(queue, 1)
	visited[1] = true
	for step, head := 0, 0; head < len(queue); step++ {
		for end := len(queue); head < end; head++ {
			s := queue[head]
			for t := s + 1; t <= min(s+6, last); t++ {
				v := dest[t]
				if v == last {
					return step + 1
				}
				if !visited[v] {
					visited[v] = true
					queue = append(queue, v)
				}
			}
		}
	}
	return -1
}

// BenchmarkParse reads the 1000×1000, 1 % board's LeetCode literal (3.9 MB):
// impl=ripple is Parse; impl=json is the obvious alternative,
// encoding/json into [][]int followed by New.
func BenchmarkParse(b *testing.B) {
	var buf bytes.Buffer
	if _, err := gen.Snakes(1000, 0.01, 1).WriteTo(&buf); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	b.Run("n=1000/jumps=1%/impl=ripple", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := snakesladders.Parse(bytes.NewReader(data)); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("n=1000/jumps=1%/impl=json", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			var rows [][]int
			if err := json.Unmarshal(data, &rows); err != nil {
				b.Fatal(err)
			}
			if _, err := snakesladders.New(rows); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkRoute compares Board.Route (stored layers, walk back) with
// search.BFS over the Board (parents), which finds the same path.
func BenchmarkRoute(b *testing.B) {
	for _, bb := range benchBoards[:3] {
		board := gen.Snakes(bb.n, bb.rate, 1)
		goal := board.Len()
		b.Run(bb.name+"/impl=ripple", func(b *testing.B) {
			cputime.Measure(b, func() {
				if _, ok := board.Route(); !ok {
					b.Fatal("no route")
				}
			})
		})
		b.Run(bb.name+"/impl=bfs", func(b *testing.B) {
			cputime.Measure(b, func() {
				if _, ok := search.BFS[int](board, func(s int) bool { return s == goal }, 1); !ok {
					b.Fatal("no route")
				}
			})
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

// handLayered: the tuned hand loop, []bool visited and two reused int32
// layers, stop when n² is discovered.
func handLayered(dest []int32) int {
	last := int32(len(dest) - 1)
	visited := make([]bool, last+1)
	cur, next := make([]int32, 0, 1024), make([]int32, 0, 1024)
	cur = append(cur, 1)
	visited[1] = true
	for step := 1; len(cur) > 0; step++ {
		next = next[:0]
		for _, s := range cur {
			for t := s + 1; t <= min(s+6, last); t++ {
				v := dest[t]
				if v == last {
					return step
				}
				if !visited[v] {
					visited[v] = true
					next = append(next, v)
				}
			}
		}
		cur, next = next, cur
	}
	return -1
}

func TestBaseline(t *testing.T) {
	for i := range 50 {
		board := gen.Snakes(2+i, 0.2, uint64(i))
		want := refMinRolls(board.Rows())
		if want, got := want, baselineMinRolls(board); !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d: got %#v, want %#v", i, got, want)
		}
		if want, got := want, handLayered(destTable(board)); !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d: got %#v, want %#v", i, got, want)
		}
		if want, got := want, refLeetCode(board.Rows()); !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d: got %#v, want %#v", i, got, want)
		}
		if want, got := want, handFlat(buildDest(board.Rows())); !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d: got %#v, want %#v", i, got, want)
		}
	}
}
