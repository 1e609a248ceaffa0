// Command plot draws charts for docs/benchmarks.md. By default it draws a
// states-per-second bar chart from `go test -bench` output. Each benchmark line that reports a
// Mstates/s metric and whose name matches -prefix becomes a bar: the part
// of the name after the prefix, up to "/workers=", names the mode (the
// x-axis category); the workers count picks the bar series (1 when
// absent). Repeated runs (-count) are averaged (arithmetic mean).
//
//	go test -run '^$' -bench Enumerate -benchtime 3x -count 6 ./problems/slidingpuzzle > enumerate.txt
//	go -C docs/plot run . -in "$PWD/enumerate.txt" -prefix BenchmarkEnumerate/2x5/ \
//	    -title "2×5 sliding puzzle, complete BFS (1,814,400 states)" -out "$PWD/sweep-2x5.png"
//
// With -korf it draws instead a scatter plot of the CPU time per instance
// against the solution length from the per-instance lines of the Korf
// benchmarks (problems/slidingpuzzle/korf100_test.go); -in then takes
// comma-separated files and -labels their legends:
//
//	go -C docs/plot run . -korf -in "$PWD/korf100.txt,$PWD/korf100-manhattan.txt" \
//	    -labels "pattern databases,Manhattan" -title "..." -out "$PWD/korf100.png"
//
// With -ratios FILE instead, it draws the frontier ratio chart
// (docs/frontier-ratios.png) from the summary docs/bench/frontier.sh
// writes: one row per workload, ripple/anchor on a log scale, with the
// targets (ratios.go).
//
//	go -C docs/plot run . -ratios ../bench/frontier.txt -out ../frontier-ratios.svg
//
// The output format follows -out's extension (png, svg, pdf, ...).
//
// It is a documentation tool in a module of its own (go.mod beside this
// file), so that gonum.org/v1/plot and the modules it pulls in are not
// requirements of the ripple library; `go -C docs/plot` runs it from the
// repository root, with paths relative to docs/plot.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"image/color"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

var line = regexp.MustCompile(`^(Benchmark\S+?)(-\d+)?\s+\d+\s.*?([\d.]+) Mstates/s`)

func main() {
	in := flag.String("in", "", "benchmark output file")
	prefix := flag.String("prefix", "Benchmark", "benchmark name prefix to plot (stripped from labels)")
	title := flag.String("title", "", "chart title")
	out := flag.String("out", "", "image file to write (.png, .svg, ...)")
	korf := flag.Bool("korf", false, "scatter plot of CPU time per instance against solution length from Korf benchmark lines")
	labels := flag.String("labels", "", "with -korf: comma-separated legend labels, one per -in file")
	ratios := flag.String("ratios", "", "draw the ratio chart from this docs/bench/frontier.sh summary instead")
	flag.Parse()
	var err error
	if *ratios != "" {
		err = plotRatios(*ratios, *title, *out)
	} else if *korf {
		ins, ls := strings.Split(*in, ","), strings.Split(*labels, ",")
		if len(ls) != len(ins) {
			err = fmt.Errorf("-labels names %d series, -in %d", len(ls), len(ins))
		} else {
			err = scatter(ins, ls, *title, *out)
		}
	} else {
		err = run(*in, *prefix, *title, *out)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "plot:", err)
		os.Exit(2)
	}
}

type key struct {
	mode    string
	workers int
}

func run(in, prefix, title, out string) error {
	if in == "" || out == "" {
		return fmt.Errorf("-in and -out are required")
	}
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	sum := map[key]float64{}
	n := map[key]int{}
	var modes []string
	var workers []int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		m := line.FindStringSubmatch(sc.Text())
		if m == nil || !strings.HasPrefix(m[1], prefix) {
			continue
		}
		name := strings.TrimPrefix(m[1], prefix)
		k := key{mode: name, workers: 1}
		if mode, w, ok := strings.Cut(name, "/workers="); ok {
			k.mode = mode
			if k.workers, err = strconv.Atoi(w); err != nil {
				return fmt.Errorf("%q: bad workers count", m[1])
			}
		}
		v, err := strconv.ParseFloat(m[3], 64)
		if err != nil {
			return err
		}
		if !slices.Contains(modes, k.mode) {
			modes = append(modes, k.mode)
		}
		if !slices.Contains(workers, k.workers) {
			workers = append(workers, k.workers)
		}
		sum[k] += v
		n[k]++
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if len(modes) == 0 {
		return fmt.Errorf("no benchmark with a Mstates/s metric under %q in %s", prefix, in)
	}
	slices.Sort(workers)
	p := plot.New()
	p.Title.Text = title
	p.Y.Label.Text = "million states per second"
	p.Y.Min = 0
	width := vg.Points(60 / float64(len(workers)))
	top := 0.0
	palette := []color.Color{color.RGBA{60, 110, 180, 255}, color.RGBA{230, 140, 40, 255}, color.RGBA{90, 170, 90, 255}, color.RGBA{170, 80, 160, 255}}
	for i, w := range workers {
		vals := make(plotter.Values, len(modes))
		for j, mode := range modes {
			if c := n[key{mode, w}]; c > 0 {
				vals[j] = sum[key{mode, w}] / float64(c)
				top = max(top, vals[j])
			}
		}
		bars, err := plotter.NewBarChart(vals, width)
		if err != nil {
			return err
		}
		bars.LineStyle.Width = 0
		bars.Color = palette[i%len(palette)]
		bars.Offset = vg.Length(float64(i)-float64(len(workers)-1)/2) * width
		p.Add(bars)
		p.Legend.Add(fmt.Sprintf("%d worker(s)", w), bars)
	}
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.XOffs = vg.Points(60)
	p.Y.Max = top * 1.2 // room for the legend
	p.NominalX(modes...)
	return p.Save(vg.Length(110*len(modes)+120), 4*vg.Inch, out)
}
