package main

import (
	"bufio"
	"fmt"
	"image/color"
	"math"
	"os"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// ratioRow is one workload of the data file docs/bench/frontier.sh writes.
type ratioRow struct {
	label              string
	after              float64
	beforeLo, beforeHi float64 // 0 when no figure was measured before
	target             float64 // 0 when there is none
}

// readRatios reads the tab-separated summary of docs/bench/frontier.sh:
// lines "key ripple_ms anchor_ms ratio rounds before target label ...",
// where before is "-", a ratio or a range "lo-hi" and target "-" or a
// ratio; further columns are ignored, lines starting with # are comments.
func readRatios(in string) ([]ratioRow, error) {
	f, err := os.Open(in)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rows []ratioRow
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		col := strings.Split(line, "\t")
		if len(col) < 8 {
			return nil, fmt.Errorf("%s:%d: %d tab-separated columns, want at least 8", in, n, len(col))
		}
		r := ratioRow{label: col[7]}
		var ok bool
		if r.after, ok = positive(col[3]); !ok {
			return nil, fmt.Errorf("%s:%d: ratio %q is not a positive number", in, n, col[3])
		}
		if col[5] != "-" {
			lo, hi, isRange := strings.Cut(col[5], "-")
			if !isRange {
				hi = lo
			}
			var okHi bool
			r.beforeLo, ok = positive(lo)
			r.beforeHi, okHi = positive(hi)
			if !ok || !okHi || r.beforeHi < r.beforeLo {
				return nil, fmt.Errorf("%s:%d: before %q is not a ratio or a range lo-hi", in, n, col[5])
			}
		}
		if col[6] != "-" {
			if r.target, ok = positive(col[6]); !ok {
				return nil, fmt.Errorf("%s:%d: target %q is not a positive number", in, n, col[6])
			}
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s: no workloads", in)
	}
	return rows, nil
}

// positive parses s as a finite number above 0.
func positive(s string) (float64, bool) {
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil && v > 0 && !math.IsInf(v, 1)
}

// bar is a glyph: a vertical line as tall as the glyph, marking a target.
type bar struct{}

func (bar) DrawGlyph(c *draw.Canvas, sty draw.GlyphStyle, pt vg.Point) {
	c.StrokeLine2(draw.LineStyle{Color: sty.Color, Width: vg.Points(2)}, pt.X, pt.Y-sty.Radius, pt.X, pt.Y+sty.Radius)
}

// plotRatios draws one row per workload, first at the top, on a log scale
// of ripple/anchor: the figure measured before (a grey ring, or a grey
// segment for a range), the measured ratio (a dot: green when it meets
// the target, red when it misses it, blue without a target), the target (a
// black bar) and the line of parity at 1.
func plotRatios(in, title, out string) error {
	rows, err := readRatios(in)
	if err != nil {
		return err
	}
	n := len(rows)
	y := func(i int) float64 { return float64(n - 1 - i) }
	grey, black := color.Gray{150}, color.Black
	lo, hi := 1.0, 1.0
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "ripple / anchor, CPU time per call (below 1: ripple is faster)"
	p.X.Scale = plot.LogScale{}
	var before, met, missed, free, targets plotter.XYs
	for i, r := range rows {
		lo, hi = math.Min(lo, r.after), math.Max(hi, r.after)
		if r.beforeLo > 0 {
			lo, hi = math.Min(lo, r.beforeLo), math.Max(hi, r.beforeHi)
			before = append(before, plotter.XY{X: r.beforeLo, Y: y(i)}, plotter.XY{X: r.beforeHi, Y: y(i)})
			seg, err := plotter.NewLine(plotter.XYs{{X: r.beforeLo, Y: y(i)}, {X: r.beforeHi, Y: y(i)}})
			if err != nil {
				return err
			}
			seg.Color, seg.Width = grey, vg.Points(3)
			p.Add(seg)
		}
		pt := plotter.XY{X: r.after, Y: y(i)}
		switch {
		case r.target == 0:
			free = append(free, pt)
		case r.after <= r.target:
			met = append(met, pt)
		default:
			missed = append(missed, pt)
		}
		if r.target > 0 {
			lo, hi = math.Min(lo, r.target), math.Max(hi, r.target)
			targets = append(targets, plotter.XY{X: r.target, Y: y(i)})
		}
	}
	parity, err := plotter.NewLine(plotter.XYs{{X: 1, Y: -0.5}, {X: 1, Y: float64(n) - 0.5}})
	if err != nil {
		return err
	}
	parity.Color, parity.Dashes = black, []vg.Length{vg.Points(3), vg.Points(3)}
	p.Add(parity)
	series := []struct {
		pts    plotter.XYs
		legend string
		shape  draw.GlyphDrawer
		color  color.Color
	}{
		{before, "an earlier ratio", draw.RingGlyph{}, grey},
		{targets, "target", bar{}, black},
		{met, "meets the target", draw.CircleGlyph{}, color.RGBA{40, 150, 60, 255}},
		{missed, "misses the target", draw.CircleGlyph{}, color.RGBA{210, 50, 40, 255}},
		{free, "no target", draw.CircleGlyph{}, color.RGBA{60, 110, 180, 255}},
	}
	for _, s := range series {
		if len(s.pts) == 0 {
			continue
		}
		sc, err := plotter.NewScatter(s.pts)
		if err != nil {
			return err
		}
		sc.Shape, sc.Color, sc.Radius = s.shape, s.color, vg.Points(4)
		p.Add(sc)
		p.Legend.Add(s.legend, sc)
	}
	labels := make([]string, n)
	for i, r := range rows {
		labels[n-1-i] = r.label
	}
	p.NominalY(labels...)
	p.Y.Tick.Label.Font.Size = vg.Points(9)
	p.X.Tick.Label.Font.Size = vg.Points(9)
	p.X.Min, p.X.Max = lo/1.3, hi*6 // room on the right for the legend
	var ticks plot.ConstantTicks
	for _, v := range []float64{1.0 / 32, 1.0 / 16, 0.125, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64} {
		if v >= p.X.Min && v <= p.X.Max {
			ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'g', -1, 64) + "×"})
		}
	}
	p.X.Tick.Marker = ticks
	p.Legend.Top = true
	p.Legend.TextStyle.Font.Size = vg.Points(9)
	return p.Save(9*vg.Inch, vg.Length(n)*vg.Points(18)+vg.Inch*1.6, out)
}
