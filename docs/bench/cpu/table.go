package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/ripplebfs/ripple/docs/bench/internal/cpu"
)

// perOp is the CPU seconds per operation of each round of w: the sum of
// the cpu-ns/op the benchmarks of the process report (the CPU time
// around their loops), or, where they report none, the whole process's
// CPU time divided by its operations.
func perOp(w work, res map[string][]cpu.Result) []float64 {
	var xs []float64
	for _, r := range res[w.Name] {
		if ns, ok := cpuNsPerOp(r.Out); ok {
			xs = append(xs, ns/1e9)
		} else {
			xs = append(xs, r.CPU.Seconds()/float64(w.Ops))
		}
	}
	return xs
}

// cpuNsPerOp sums the cpu-ns/op metrics of the benchmark lines of out.
func cpuNsPerOp(out []byte) (float64, bool) {
	sum, found := 0.0, false
	for _, line := range strings.Split(string(out), "\n") {
		if !strings.HasPrefix(line, "Benchmark") {
			continue
		}
		f := strings.Fields(line)
		for i := 1; i < len(f); i++ {
			if f[i] == "cpu-ns/op" {
				if v, err := strconv.ParseFloat(f[i-1], 64); err == nil {
					sum, found = sum+v, true
				}
			}
		}
	}
	return sum, found
}

func (s section) table(out io.Writer, res map[string][]cpu.Result) {
	var paired, alone []row
	for _, r := range s.Rows {
		if r.Anchor.Argv == nil {
			alone = append(alone, r)
		} else {
			paired = append(paired, r)
		}
	}
	if len(paired) > 0 {
		fmt.Fprintf(out, "| workload | ripple | anchor | ripple / anchor | per-round range | ripple ms CPU | anchor ms CPU |\n")
		fmt.Fprintf(out, "|---|---|---|---:|---:|---:|---:|\n")
		for _, r := range paired {
			a, b := perOp(r.Ripple, res), perOp(r.Anchor, res)
			var q []float64
			for i := range min(len(a), len(b)) {
				q = append(q, a[i]/b[i])
			}
			fmt.Fprintf(out, "| %s | %s | %s | **%.2f×** | %.2f–%.2f | %s | %s |\n", r.Label, r.Ripple.Desc, r.Anchor.Desc,
				cpu.Median(q), slices.Min(q), slices.Max(q), ms(cpu.Median(a)), ms(cpu.Median(b)))
		}
	}
	if len(alone) > 0 {
		if len(paired) > 0 {
			fmt.Fprintln(out)
		}
		fmt.Fprintf(out, "| workload | run | CPU per operation (median) | range | wall per process (median) | peak RSS |\n")
		fmt.Fprintf(out, "|---|---|---:|---:|---:|---:|\n")
		for _, r := range alone {
			c := perOp(r.Ripple, res)
			var w []float64
			var rss int64
			for _, x := range res[r.Ripple.Name] {
				w = append(w, x.Wall.Seconds())
				rss = max(rss, x.MaxRSS)
			}
			fmt.Fprintf(out, "| %s | %s | %s | %s–%s | %s | %s |\n", r.Label, r.Ripple.Desc,
				dur(cpu.Median(c)), dur(slices.Min(c)), dur(slices.Max(c)), dur(cpu.Median(w)), mib(rss))
		}
	}
}

// dur formats seconds as seconds or milliseconds.
func dur(s float64) string {
	if s >= 1 {
		return fmt.Sprintf("%.2f s", s)
	}
	return ms(s) + " ms"
}

func ms(s float64) string {
	switch {
	case s >= 10:
		return fmt.Sprintf("%.0f", s*1e3)
	case s >= 0.01:
		return fmt.Sprintf("%.1f", s*1e3)
	}
	return fmt.Sprintf("%.3f", s*1e3)
}

func mib(kib int64) string {
	if kib == 0 {
		return "—"
	}
	if kib >= 1<<20 {
		return fmt.Sprintf("%.2f GiB", float64(kib)/(1<<20))
	}
	return fmt.Sprintf("%.0f MiB", float64(kib)/1024)
}
