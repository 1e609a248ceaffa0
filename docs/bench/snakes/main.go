// Command snakes writes a benchmark board of docs/benchmarks.md (section
// "Snakes and ladders") and times ripple's MinRolls on it, for comparison
// with the C++ baselines of ../snakes_baseline.cpp; ../snakes_run.sh drives
// both.
//
//	go run ./docs/bench/snakes -n 1000 -rate 0.01 -seed 1 -out /tmp/b.txt -reps 30
//
// The board is gen.Snakes(n, rate, seed), written as a LeetCode
// literal. Output: the answer and the min and median time of MinRolls, in
// process CPU time (as the C++ baseline measures), which other processes on
// a shared machine disturb far less than wall time. -what route times Route.
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"syscall"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

func main() {
	n := flag.Int("n", 1000, "board side")
	rate := flag.Float64("rate", 0.01, "probability that a square holds a jump")
	seed := flag.Uint64("seed", 1, "generator seed")
	out := flag.String("out", "", "write the board here as a LeetCode literal")
	reps := flag.Int("reps", 30, "timed runs")
	what := flag.String("what", "minrolls", "what to time: minrolls, route, or leetcode (SnakesAndLadders on the [][]int matrix, New included)")
	flag.Parse()
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
	var ms []float64
	d, ok := 0, false
	var rows [][]int
	if *what == "leetcode" {
		rows = b.Rows()
	}
	for range *reps {
		t0 := cpuTime()
		if *what == "leetcode" {
			d = snakesladders.SnakesAndLadders(rows)
			ok = d >= 0
		} else if *what == "route" {
			var route []snakesladders.Move
			route, ok = b.Route()
			d = len(route)
		} else {
			d, ok = b.MinRolls()
		}
		ms = append(ms, float64(cpuTime()-t0)/1e6)
	}
	if !ok {
		d = -1
	}
	slices.Sort(ms)
	name := "ripple"
	if *what != "minrolls" {
		name += "/" + *what
	}
	fmt.Printf("%-10s answer %d  min %.3f ms  median %.3f ms\n", name, d, ms[0], ms[len(ms)/2])
}

// cpuTime returns the process's user+system CPU time in nanoseconds.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
