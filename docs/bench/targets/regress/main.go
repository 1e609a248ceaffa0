// Command regress is the engine side of the no-regression rows of
// ../targets: it times one workload and prints "answer<TAB>median ms".
// targets builds it twice, against the current engine and against the
// engine at a git ref, and runs the two in interleaved rounds. It uses
// only long-standing public API, except for the one call whose signature
// changed with version one of package search, which sweep makes: in
// sweep.go by default, in sweep_v0.go under the build tag ripple_api_v0,
// which targets passes for a ref that predates that version. Both run the
// same search on the same graph.
//
//	regress -w hanoi|sweep3x4|korf100|wordladder [-reps N] [-warm] [-boards FILE]
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"

	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/search"
)

func main() {
	w := flag.String("w", "", "workload: hanoi, sweep3x4, korf100 or wordladder")
	reps := flag.Int("reps", 1, "timed calls")
	warm := flag.Bool("warm", false, "run once untimed first")
	boards := flag.String("boards", "", "korf100: the file of the 100 boards, one LeetCode literal a line")
	small := flag.Bool("small", false, "smaller instances: a check that the program works")
	flag.Parse()
	c, err := setup(*w, *boards, *small)
	if err != nil {
		fmt.Fprintln(os.Stderr, "regress:", err)
		os.Exit(1)
	}
	want := ""
	if *warm {
		want = c()
	}
	ms := make([]float64, max(*reps, 1))
	for i := range ms {
		t0 := cpuTime()
		a := c()
		ms[i] = float64(cpuTime()-t0) / 1e6
		if want == "" {
			want = a
		}
		if a != want {
			fmt.Fprintf(os.Stderr, "regress: call %d answered %q, an earlier one %q\n", i+1, a, want)
			os.Exit(1)
		}
	}
	slices.Sort(ms)
	fmt.Printf("%s\t%g\n", want, ms[len(ms)/2])
}

// setup returns the timed call of workload w, its input made untimed.
func setup(w, boards string, small bool) (func() string, error) {
	switch w {
	case "hanoi":
		h := hanoi{discs: 12}
		if small {
			h.discs = 8
		}
		return func() string {
			sizes, err := sweep(h, 0)
			return summary(sizes, err)
		}, nil
	case "sweep3x4":
		rows, cols := 3, 4
		if small {
			rows, cols = 3, 3
		}
		return func() string {
			sizes, err := slidingpuzzle.Enumerate(context.Background(), rows, cols, search.Options{})
			return summary(sizes, err)
		}, nil
	case "korf100":
		return korf(boards, small)
	case "wordladder":
		words := wordladder.SGB().Words()
		return func() string {
			n := 0
			for range 100 {
				n += wordladder.LadderLength("chaos", "order", words)
			}
			return fmt.Sprintf("length×100 %d", n)
		}, nil
	}
	return nil, fmt.Errorf("unknown workload %q", w)
}

func summary(sizes []int, err error) string {
	if err != nil {
		return err.Error()
	}
	n := 0
	for _, k := range sizes {
		n += k
	}
	return fmt.Sprintf("layers %d states %d", len(sizes), n)
}

// korf reads the boards and returns the call that solves them all; the
// first board is solved here, untimed, so that the call finds the
// 15-puzzle's tables built.
func korf(file string, small bool) (func() string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var boards [][][]int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var b [][]int
		if err := json.Unmarshal(sc.Bytes(), &b); err != nil {
			return nil, fmt.Errorf("%s: %v", file, err)
		}
		boards = append(boards, b)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if small {
		boards = boards[:min(len(boards), 3)]
	}
	type instance struct {
		p *slidingpuzzle.Puzzle
		s slidingpuzzle.State
	}
	var in []instance
	for _, b := range boards {
		p, s, err := slidingpuzzle.FromBoard(b)
		if err != nil {
			return nil, err
		}
		in = append(in, instance{p, s})
	}
	if len(in) == 0 {
		return nil, fmt.Errorf("%s: no boards", file)
	}
	in[0].p.Solve(in[0].s)
	return func() string {
		moves := 0
		for _, x := range in {
			path, ok := x.p.Solve(x.s)
			if !ok {
				return "unsolved"
			}
			moves += len(path) - 1
		}
		return fmt.Sprintf("boards %d moves %d", len(in), moves)
	}, nil
}

// hanoi is the Towers of Hanoi with 4 pegs: a state gives each disc's peg
// in 2 bits (disc 0, the smallest, in the low bits), so the state is its
// own index in [0, 4^discs). A move takes the top disc of one peg onto a
// peg whose top disc is larger, or that is empty.
type hanoi struct{ discs int }

func (h hanoi) Neighbors(s int, yield func(int) bool) {
	t := [4]int{h.discs, h.discs, h.discs, h.discs}
	for d := h.discs - 1; d >= 0; d-- {
		t[s>>(2*d)&3] = d
	}
	for from := range 4 {
		d := t[from]
		if d == h.discs {
			continue
		}
		for to := range 4 {
			if to != from && t[to] > d && !yield(s&^(3<<(2*d))|to<<(2*d)) {
				return
			}
		}
	}
}

func (h hanoi) Len() int        { return 1 << (2 * h.discs) }
func (h hanoi) Index(s int) int { return s }
func (h hanoi) State(i int) int { return i }
