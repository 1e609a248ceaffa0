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
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "ripple / anchor, CPU time per call (below 1: ripple is faster)"
	p.X.Scale = plot.LogScale{}
	m, err := addRatioRows(p, rows)
	if err != nil {
		return err
	}
	parity, err := plotter.NewLine(plotter.XYs{{X: 1, Y: -0.5}, {X: 1, Y: float64(n) - 0.5}})
	if err != nil {
		return err
	}
	parity.Color, parity.Dashes = color.Black, []vg.Length{vg.Points(3), vg.Points(3)}
	p.Add(parity)
	if err := m.addTo(p); err != nil {
		return err
	}
	layoutRatioAxes(p, rows, m.lo, m.hi)
	return p.Save(9*vg.Inch, vg.Length(n)*vg.Points(18)+vg.Inch*1.6, out)
}

// ratioGrey draws the figures measured before.
var ratioGrey = color.Gray{150}

// ratioMarks are the points of the ratio chart, sorted by the mark each
// gets, and the range of ratios they span (1 included).
type ratioMarks struct {
	before, met, missed, free, targets plotter.XYs
	lo, hi                             float64
}

// addRatioRows places rows top to bottom: it adds to p a grey segment for
// each range measured before and returns the points still to be marked.
func addRatioRows(p *plot.Plot, rows []ratioRow) (ratioMarks, error) {
	n := len(rows)
	y := func(i int) float64 { return float64(n - 1 - i) }
	m := ratioMarks{lo: 1, hi: 1}
	for i, r := range rows {
		m.lo, m.hi = math.Min(m.lo, r.after), math.Max(m.hi, r.after)
		if r.beforeLo > 0 {
			m.lo, m.hi = math.Min(m.lo, r.beforeLo), math.Max(m.hi, r.beforeHi)
			m.before = append(m.before, plotter.XY{X: r.beforeLo, Y: y(i)}, plotter.XY{X: r.beforeHi, Y: y(i)})
			seg, err := plotter.NewLine(plotter.XYs{{X: r.beforeLo, Y: y(i)}, {X: r.beforeHi, Y: y(i)}})
			if err != nil {
				return m, err
			}
			seg.Color, seg.Width = ratioGrey, vg.Points(3)
			p.Add(seg)
		}
		pt := plotter.XY{X: r.after, Y: y(i)}
		switch {
		case r.target == 0:
			m.free = append(m.free, pt)
		case r.after <= r.target:
			m.met = append(m.met, pt)
		default:
			m.missed = append(m.missed, pt)
		}
		if r.target > 0 {
			m.lo, m.hi = math.Min(m.lo, r.target), math.Max(m.hi, r.target)
			m.targets = append(m.targets, plotter.XY{X: r.target, Y: y(i)})
		}
	}
	return m, nil
}

// addTo adds each non-empty kind of mark to p as a scatter with its
// legend entry: earlier ratios, targets, then the ratios by outcome.
func (m ratioMarks) addTo(p *plot.Plot) error {
	series := []struct {
		pts    plotter.XYs
		legend string
		shape  draw.GlyphDrawer
		color  color.Color
	}{
		{m.before, "an earlier ratio", draw.RingGlyph{}, ratioGrey},
		{m.targets, "target", bar{}, color.Black},
		{m.met, "meets the target", draw.CircleGlyph{}, color.RGBA{40, 150, 60, 255}},
		{m.missed, "misses the target", draw.CircleGlyph{}, color.RGBA{210, 50, 40, 255}},
		{m.free, "no target", draw.CircleGlyph{}, color.RGBA{60, 110, 180, 255}},
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
	return nil
}

// layoutRatioAxes labels the rows, first at the top, and fits the log
// axis to the ratios lo..hi with power-of-two ticks and room on the right
// for the legend.
func layoutRatioAxes(p *plot.Plot, rows []ratioRow, lo, hi float64) {
	n := len(rows)
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
}
