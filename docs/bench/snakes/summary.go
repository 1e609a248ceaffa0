package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// columns are the ratios of the summary table: solver time over anchor
// time, each computed within one round, then the median over rounds.
var columns = []struct{ num, den, head string }{
	{"ripple", "textbook", "MinRolls / textbook"},
	{"ripple/route", "textbook", "Route / textbook"},
	{"ripple", "go-hand-layered", "MinRolls / go-hand-layered"},
	{"ripple/route", "go-hand-layered", "Route / go-hand-layered"},
	{"ripple/leetcode", "textbook", "SnakesAndLadders / textbook"},
	{"ripple/leetcode", "go-hand-leetcode", "SnakesAndLadders / hand-leetcode"},
}

// summary reads lines "ROUND<TAB>BOARD<TAB>NAME answer A  min X ms  median
// Y ms" (snakes_run.sh's log) and prints, per board in order of first
// appearance, each solver's median time over rounds and the median of the
// per-round ratios. It fails if two solvers disagree on a board's answer.
func summary(r io.Reader, w io.Writer) error {
	type key struct{ round, board string }
	times := map[key]map[string]float64{}
	answers := map[string]int{}
	var boards, rounds []string
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		f := strings.SplitN(sc.Text(), "\t", 3)
		if len(f) != 3 {
			continue
		}
		var name string
		var ans int
		var lo, med float64
		if _, err := fmt.Sscanf(f[2], "%s answer %d min %f ms median %f ms", &name, &ans, &lo, &med); err != nil {
			return fmt.Errorf("line %q: %v", sc.Text(), err)
		}
		k := key{f[0], f[1]}
		if times[k] == nil {
			times[k] = map[string]float64{}
		}
		times[k][name] = med
		if a, ok := answers[f[1]]; ok && a != ans && name != "editorial" {
			return fmt.Errorf("board %s: %s answers %d, others %d", f[1], name, ans, a)
		}
		if _, ok := answers[f[1]]; !ok {
			answers[f[1]] = ans
			boards = append(boards, f[1])
		}
		if !slices.Contains(rounds, f[0]) {
			rounds = append(rounds, f[0])
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%d rounds; median over rounds of each round's median, ms\n", len(rounds))
	fmt.Fprint(w, "| board (n, jump rate, seed) | answer |")
	for _, c := range columns {
		fmt.Fprintf(w, " %s |", c.head)
	}
	fmt.Fprint(w, " textbook ms |\n|---|---:|")
	for range columns {
		fmt.Fprint(w, "---:|")
	}
	fmt.Fprintln(w, "---:|")
	for _, b := range boards {
		fmt.Fprintf(w, "| %s | %d |", b, answers[b])
		for _, c := range columns {
			var xs []float64
			for _, rd := range rounds {
				m := times[key{rd, b}]
				num, ok1 := m[c.num]
				den, ok2 := m[c.den]
				if ok1 && ok2 && den > 0 {
					xs = append(xs, num/den)
				}
			}
			if len(xs) == 0 {
				fmt.Fprint(w, " — |")
				continue
			}
			fmt.Fprintf(w, " %.2f× (%.2f–%.2f) |", median(xs), slices.Min(xs), slices.Max(xs))
		}
		var tb []float64
		for _, rd := range rounds {
			if t, ok := times[key{rd, b}]["textbook"]; ok {
				tb = append(tb, t)
			}
		}
		if len(tb) > 0 {
			fmt.Fprintf(w, " %.3f |\n", median(tb))
		} else {
			fmt.Fprint(w, " — |\n")
		}
		var names []string
		for _, rd := range rounds {
			for name := range times[key{rd, b}] {
				if !slices.Contains(names, name) {
					names = append(names, name)
				}
			}
		}
		slices.Sort(names)
		for _, name := range names {
			var xs []float64
			for _, rd := range rounds {
				if t, ok := times[key{rd, b}][name]; ok {
					xs = append(xs, t)
				}
			}
			fmt.Fprintf(os.Stderr, "%s  %-22s %9.3f ms\n", b, name, median(xs))
		}
	}
	return nil
}

func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
