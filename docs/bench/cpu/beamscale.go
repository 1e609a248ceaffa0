package main

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/ripplebfs/ripple/docs/bench/internal/cpu"
)

// beamScale is what the four-peg Towers of Hanoi of beam/examples/hanoi
// costs with each number of discs, as whole processes, in memory
// (docs/bench/hanoisweep: Sweep over a set of keys, and over a bitset
// with -index) and on Apache Beam's Prism runner (the example itself):
// the tables of docs/distributed.md.
func beamScale(discs ...int) section {
	var rows []row
	for _, n := range discs {
		d := strconv.Itoa(n)
		label := fmt.Sprintf("4%s = %s", superscript(d), thousands(1<<(2*n)))
		dir := "{tmp}/hanoi-" + d
		rows = append(rows,
			row{Label: label, Ripple: prog("`hanoisweep -discs "+d+"`: `Sweep`, set of keys", "{tmp}/hanoisweep", "-discs", d)},
			row{Label: label, Ripple: prog("`hanoisweep -discs "+d+" -index`: `Sweep`, bitset", "{tmp}/hanoisweep", "-discs", d, "-index")},
			row{Label: label, Ripple: prog("`hanoi -discs "+d+"`: Beam, Prism", "sh", "-c", "rm -rf "+dir+
				" && exec {tmp}/hanoi -discs "+d+" -max-states 300000000 -progress=false -out "+dir)},
		)
	}
	return section{
		Build: [][]string{
			{"go", "-C", "docs/bench", "build", "-o", "{tmp}/hanoisweep", "./hanoisweep"},
			{"go", "-C", "beam", "build", "-o", "{tmp}/hanoi", "./examples/hanoi"},
		},
		Rows:  rows,
		Table: scaleTable,
	}
}

// superscript writes the digits of d as superscripts.
func superscript(d string) string {
	return strings.Map(func(r rune) rune { return []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[r-'0'] }, d)
}

// thousands writes n with commas between groups of three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// scaleTable prints one line per run: the median CPU time (user + system)
// and wall time over the rounds, the largest peak RSS, and the median of
// the per-round ratio of its CPU time to that of the first run of its
// label. It fails unless every run of a label printed the same layers.
func scaleTable(out io.Writer, rows []row, res map[string][]cpu.Result) error {
	fmt.Fprintln(out, "| positions | run | CPU (user + sys), median | range | CPU / first row's | wall, median | peak RSS |")
	fmt.Fprintln(out, "|---|---|---:|---:|---:|---:|---:|")
	var ref []cpu.Result
	for i, r := range rows {
		rs := res[r.Ripple.Name]
		if i == 0 || rows[i-1].Label != r.Label {
			ref = rs
		}
		var c, w, q []float64
		var rss int64
		for k, x := range rs {
			if !bytes.Equal(x.Out, ref[0].Out) {
				return fmt.Errorf("%s: round %d prints other layers than %s", r.Ripple.Name, k+1, rows[i].Label)
			}
			c, w = append(c, x.CPU.Seconds()), append(w, x.Wall.Seconds())
			q = append(q, x.CPU.Seconds()/ref[k].CPU.Seconds())
			rss = max(rss, x.MaxRSS)
		}
		fmt.Fprintf(out, "| %s | %s | %s | %s–%s | %.1f× | %s | %s |\n", r.Label, r.Ripple.Desc,
			dur(cpu.Median(c)), dur(slices.Min(c)), dur(slices.Max(c)), cpu.Median(q), dur(cpu.Median(w)), mib(rss))
	}
	return nil
}
