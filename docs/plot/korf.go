package main

import (
	"bufio"
	"fmt"
	"image/color"
	"math"
	"os"
	"regexp"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// korfLine matches a per-instance line of BenchmarkKorf100 and
// BenchmarkKorf100Manhattan: the published length, the length found (-1:
// gave up; absent for BenchmarkKorf100, which checks it) and the CPU time.
var korfLine = regexp.MustCompile(`^(korf|manhattan) \d+ len (\d+) (?:got (-?\d+) )?expanded \d+ wall [\d.]+s cpu ([\d.]+)s`)

// scatter draws CPU seconds per instance (log scale) against the optimal
// solution length, one series per file of ins (a label each): the -korf
// mode of the command.
func scatter(ins, labels []string, title, out string) error {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "optimal solution length (moves)"
	p.Y.Label.Text = "CPU seconds per instance (log scale)"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	palette := []color.Color{color.RGBA{60, 110, 180, 255}, color.RGBA{230, 140, 40, 255}}
	shapes := []draw.GlyphDrawer{draw.CircleGlyph{}, draw.TriangleGlyph{}}
	for i, in := range ins {
		pts, err := korfPoints(in)
		if err != nil {
			return err
		}
		s, err := plotter.NewScatter(pts)
		if err != nil {
			return err
		}
		s.GlyphStyle.Color = palette[i%len(palette)]
		s.GlyphStyle.Shape = shapes[i%len(shapes)]
		s.GlyphStyle.Radius = vg.Points(2.5)
		p.Add(s)
		p.Legend.Add(labels[i], s)
	}
	p.Legend.Top = true
	p.Legend.Left = true
	p.Add(plotter.NewGrid())
	return p.Save(7*vg.Inch, 4.5*vg.Inch, out)
}

// korfPoints reads (length, CPU seconds) of every finished instance in
// file in. CPU times under a millisecond are drawn at 1 ms, since the log
// scale has no zero.
func korfPoints(in string) (plotter.XYs, error) {
	f, err := os.Open(in)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var pts plotter.XYs
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		m := korfLine.FindStringSubmatch(sc.Text())
		if m == nil || m[3] == "-1" {
			continue
		}
		length, _ := strconv.Atoi(m[2])
		cpu, err := strconv.ParseFloat(m[4], 64)
		if err != nil {
			return nil, err
		}
		pts = append(pts, plotter.XY{X: float64(length), Y: math.Max(cpu, 0.001)})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(pts) == 0 {
		return nil, fmt.Errorf("no finished Korf instance in %s", in)
	}
	return pts, nil
}
