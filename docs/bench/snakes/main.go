// Command snakes writes a benchmark board of docs/benchmarks.md (section
// "Snakes and ladders") and times ripple on it, for comparison with the C++
// baselines of ../snakes_baseline.cpp; ../snakes_run.sh drives both.
//
//	go -C docs/bench run ./snakes -n 1000 -rate 0.01 -seed 1 -out board.txt -reps 30
//
// The board is gen.Snakes(n, rate, seed), the tests' boards, written as a LeetCode
// literal. Output: the answer and the min and median time of one solve, in
// process CPU time (as the C++ baseline measures), which other processes on
// a shared machine disturb far less than wall time. -what picks the solver:
// minrolls (Board.MinRolls), route (Board.Route), leetcode
// (SnakesAndLadders on the [][]int matrix, everything included),
// leetcode-eager (New then MinRolls on the matrix, SnakesAndLadders before
// it read only the cells it lands on), hand (the hand Go loop below, the same program as the C++
// "flat" baseline), hand-layered (a tuned hand loop with two int32 layers
// instead of a queue), hand-leetcode (the C++ "textbook" baseline in Go, on
// the matrix) or hand+build (hand on a table built from the matrix, timed:
// the C++ "flat+build").
//
// With -summarize, it instead reads the tagged output lines of several
// interleaved rounds of snakes_run.sh on stdin and prints a Markdown
// table: per board, the medians over rounds (and ranges) of the per-round
// ratios of ripple's solvers to the anchors; each solver's median time
// goes to stderr.
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

func main() {
	n := flag.Int("n", 1000, "board side")
	rate := flag.Float64("rate", 0.01, "probability that a square holds a jump")
	seed := flag.Uint64("seed", 1, "generator seed")
	out := flag.String("out", "", "write the board here as a LeetCode literal")
	reps := flag.Int("reps", 30, "timed runs")
	what := flag.String("what", "minrolls", "what to time: minrolls, route, leetcode (SnakesAndLadders on the [][]int matrix), leetcode-eager (New then MinRolls on the matrix), hand (hand-written Go loop on a flat table), hand-layered (the same with two reused int32 layers), hand-leetcode (the C++ textbook in Go, on the matrix) or hand+build (hand on a table built from the matrix, timed)")
	summarize := flag.Bool("summarize", false, "summarize snakes_run.sh's tagged output read on stdin")
	flag.Parse()
	if *summarize {
		if err := summary(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "snakes:", err)
			os.Exit(1)
		}
		return
	}
	b := gen.Snakes(*n, *rate, *seed)
	if *out != "" {
		f, err := os.Create(*out)
		if err == nil {
			_, err = b.WriteTo(f)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "snakes:", err)
			os.Exit(1)
		}
	}
	solve, ok := solver(b, *what)
	if !ok {
		fmt.Fprintln(os.Stderr, "snakes: unknown -what", *what)
		os.Exit(2)
	}
	var ms []float64
	d := 0
	for range *reps {
		t0 := cpuTime()
		d = solve()
		ms = append(ms, float64(cpuTime()-t0)/1e6)
	}
	slices.Sort(ms)
	name := "ripple"
	switch {
	case strings.HasPrefix(*what, "hand"):
		name = "go-" + *what // not ripple: the hand-written loops
	case *what != "minrolls":
		name += "/" + *what
	}
	fmt.Printf("%-10s answer %d  min %.3f ms  median %.3f ms\n", name, d, ms[0], ms[len(ms)/2])
}

// solver returns the solve function that -what names; it answers -1 when
// n² is unreachable. Tables and matrices are built here, untimed.
func solver(b *snakesladders.Board, what string) (func() int, bool) {
	switch what {
	case "minrolls":
		return func() int {
			if d, ok := b.MinRolls(); ok {
				return d
			}
			return -1
		}, true
	case "route":
		return func() int {
			if route, ok := b.Route(); ok {
				return len(route)
			}
			return -1
		}, true
	case "leetcode":
		rows := b.Rows()
		return func() int { return snakesladders.SnakesAndLadders(rows) }, true
	case "leetcode-eager":
		rows := b.Rows()
		return func() int { return eager(rows) }, true
	case "hand":
		dest := flatTable(b)
		return func() int { return hand(dest) }, true
	case "hand-leetcode":
		rows := b.Rows()
		return func() int { return handLeetCode(rows) }, true
	case "hand+build":
		rows := b.Rows()
		return func() int { return hand(buildTable(rows)) }, true
	case "hand-layered":
		dest := flatTable(b)
		return func() int { return handLayered(dest) }, true
	}
	return nil, false
}

// flatTable returns dest: dest[s] is where landing on square s ends.
func flatTable(b *snakesladders.Board) []int32 {
	dest := make([]int32, b.Len()+1)
	for s := 1; s <= b.Len(); s++ {
		dest[s] = int32(s)
		if to, ok := b.Jump(s); ok {
			dest[s] = int32(to)
		}
	}
	return dest
}

// eager is SnakesAndLadders as it was before it read only the cells it lands on: New builds the
// whole jump table, then MinRolls searches it.
func eager(rows [][]int) int {
	b, err := snakesladders.New(rows)
	if err != nil {
		return -1
	}
	if d, ok := b.MinRolls(); ok {
		return d
	}
	return -1
}

// buildTable is flatTable from the [][]int matrix, the C++ flatTable line
// for line: dest[t] = where landing on square t ends.
func buildTable(board [][]int) []int32 {
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

// handLeetCode is what a user writes for LeetCode 909 in Go: the C++
// "textbook" baseline line for line, on the [][]int matrix (square to
// (row, column) arithmetic on every landing, []bool visited, a FIFO queue
// walked layer by layer, stop when n² is discovered). Like the C++, it
// does not validate the board.
func handLeetCode(board [][]int) int {
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

// hand is what a user writes by hand in Go: the C++ "flat" baseline line
// for line (a flat table dest[s] = where landing on s ends, []bool visited,
// a FIFO queue walked layer by layer, stop when n² is discovered), with the
// queue as a slice of int32.
func hand(dest []int32) int {
	last := int32(len(dest) - 1)
	visited := make([]bool, last+1)
	queue := make([]int32, 0, 1024)
	queue = append(queue, 1)
	visited[1] = true
	for step, head := 0, 0; head < len(queue); step++ {
		for end := len(queue); head < end; head++ {
			s := queue[head]
			for t := s + 1; t <= min(s+6, last); t++ {
				next := dest[t]
				if next == last {
					return step + 1
				}
				if !visited[next] {
					visited[next] = true
					queue = append(queue, next)
				}
			}
		}
	}
	return -1
}

// handLayered is the tuned hand loop: []bool visited and two reused int32
// layers instead of a queue of every square, stop when n² is discovered.
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
