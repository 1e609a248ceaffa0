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
	l, err := readLog(r)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%d rounds; median over rounds of each round's median, ms\n", len(l.rounds))
	writeHeader(w)
	for _, b := range l.boards {
		l.writeRow(w, b)
		l.logMedians(b)
	}
	return nil
}

// roundBoard keys the times of one board in one round.
type roundBoard struct{ round, board string }

// timingLog is snakes_run.sh's log, read: each solver's median per round
// and board, each board's answer, boards and rounds in order of first
// appearance.
type timingLog struct {
	times   map[roundBoard]map[string]float64
	answers map[string]int
	boards  []string
	rounds  []string
}

// readLog reads the log's tab-separated lines, skipping any other line.
// It fails on a tagged line it cannot parse and when a solver other than
// "editorial" disagrees with the board's first answer.
func readLog(r io.Reader) (*timingLog, error) {
	l := &timingLog{times: map[roundBoard]map[string]float64{}, answers: map[string]int{}}
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
			return nil, fmt.Errorf("line %q: %v", sc.Text(), err)
		}
		k := roundBoard{f[0], f[1]}
		if l.times[k] == nil {
			l.times[k] = map[string]float64{}
		}
		l.times[k][name] = med
		if a, ok := l.answers[f[1]]; ok && a != ans && name != "editorial" {
			return nil, fmt.Errorf("board %s: %s answers %d, others %d", f[1], name, ans, a)
		}
		if _, ok := l.answers[f[1]]; !ok {
			l.answers[f[1]] = ans
			l.boards = append(l.boards, f[1])
		}
		if !slices.Contains(l.rounds, f[0]) {
			l.rounds = append(l.rounds, f[0])
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return l, nil
}

// writeHeader prints the Markdown table's head: board, answer, one
// column per ratio and the textbook's time.
func writeHeader(w io.Writer) {
	fmt.Fprint(w, "| board (n, jump rate, seed) | answer |")
	for _, c := range columns {
		fmt.Fprintf(w, " %s |", c.head)
	}
	fmt.Fprint(w, " textbook ms |\n|---|---:|")
	for range columns {
		fmt.Fprint(w, "---:|")
	}
	fmt.Fprintln(w, "---:|")
}

// writeRow prints board b's row: its answer, each ratio's median over the
// rounds that timed both sides with its range, and the textbook's median
// time; "—" where no round has the figure.
func (l *timingLog) writeRow(w io.Writer, b string) {
	fmt.Fprintf(w, "| %s | %d |", b, l.answers[b])
	for _, c := range columns {
		var xs []float64
		for _, rd := range l.rounds {
			m := l.times[roundBoard{rd, b}]
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
	if tb := l.solverTimes(b, "textbook"); len(tb) > 0 {
		fmt.Fprintf(w, " %.3f |\n", median(tb))
	} else {
		fmt.Fprint(w, " — |\n")
	}
}

// solverTimes returns the median times of solver name on board b, one per
// round that timed it.
func (l *timingLog) solverTimes(b, name string) []float64 {
	var xs []float64
	for _, rd := range l.rounds {
		if t, ok := l.times[roundBoard{rd, b}][name]; ok {
			xs = append(xs, t)
		}
	}
	return xs
}

// logMedians prints on stderr each solver's median time over rounds on
// board b, solvers in name order.
func (l *timingLog) logMedians(b string) {
	var names []string
	for _, rd := range l.rounds {
		for name := range l.times[roundBoard{rd, b}] {
			if !slices.Contains(names, name) {
				names = append(names, name)
			}
		}
	}
	slices.Sort(names)
	for _, name := range names {
		fmt.Fprintf(os.Stderr, "%s  %-22s %9.3f ms\n", b, name, median(l.solverTimes(b, name)))
	}
}

func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
