package main

import (
	"bufio"
	"fmt"
	"html"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"strconv"
	"strings"
)

// This file draws the distribution of game lengths as a bar chart, in SVG
// or PNG, with the standard library only: the core module must not depend
// on gonum.org/v1/plot (docs/design.md says why). The chart is laid out
// once as rectangles and texts, then written as SVG elements or
// rasterized, with a built-in 5×7 font for the few characters PNG labels
// use.

// Chart geometry, in pixels.
const (
	chartW, chartH           = 760, 380
	marginL, marginR         = 96, 20
	marginT, marginB         = 34, 52
	plotW, plotH             = chartW - marginL - marginR, chartH - marginT - marginB
	tickLen                  = 5
	fontScale                = 2 // PNG glyph pixels per font dot
	glyphW, glyphH, glyphGap = 5, 7, 1
)

// shape is one element of the laid-out chart: a filled rectangle, or a
// text anchored at (x, y) ('l', 'm' or 'r': left, middle or right).
type shape struct {
	text       string
	x, y, w, h float64
	anchor     byte
	fill       color.RGBA
	rotate     bool // text read bottom to top (the y axis label)
}

var (
	barColor  = color.RGBA{0x4c, 0x72, 0xb0, 0xff}
	axisColor = color.RGBA{0x22, 0x22, 0x22, 0xff}
	gridColor = color.RGBA{0xdd, 0xdd, 0xdd, 0xff}
)

// layout draws pmf[t] for t = 0..len(pmf)-1 as bars, with ticks on both
// axes at 1-2-5 steps, a title and axis labels.
func layout(pmf []float64, title string) []shape {
	var out []shape
	ymax := 0.0
	for _, p := range pmf {
		ymax = math.Max(ymax, p)
	}
	ystep := niceStep(ymax, 5)
	ytop := math.Ceil(ymax/ystep-1e-9) * ystep
	if ytop <= 0 {
		ytop, ystep = 1, 0.2
	}
	y := func(v float64) float64 { return marginT + plotH*(1-v/ytop) }
	decimals := max(0, -int(math.Floor(math.Log10(ystep)+1e-9)))
	for k := 0; float64(k)*ystep <= ytop*(1+1e-9); k++ {
		v := float64(k) * ystep
		out = append(out,
			shape{x: marginL, y: y(v), w: plotW, h: 1, fill: gridColor},
			shape{x: marginL - tickLen, y: y(v), w: tickLen, h: 1, fill: axisColor},
			shape{text: strconv.FormatFloat(v, 'f', decimals, 64), x: marginL - tickLen - 4, y: y(v), anchor: 'r', fill: axisColor})
	}
	n := len(pmf)
	bw := float64(plotW) / float64(n)
	for t, p := range pmf {
		if p > 0 {
			out = append(out, shape{x: marginL + float64(t)*bw + bw*0.1, y: y(p), w: math.Max(bw*0.8, 1), h: y(0) - y(p), fill: barColor})
		}
	}
	xstep := int(math.Max(1, niceStep(float64(n), 10)))
	for t := 0; t < n; t += xstep {
		x := marginL + (float64(t)+0.5)*bw
		out = append(out,
			shape{x: x, y: marginT + plotH, w: 1, h: tickLen, fill: axisColor},
			shape{text: strconv.Itoa(t), x: x, y: marginT + plotH + tickLen + 10, anchor: 'm', fill: axisColor})
	}
	out = append(out,
		shape{x: marginL, y: marginT, w: 1, h: plotH + 1, fill: axisColor},
		shape{x: marginL, y: marginT + plotH, w: plotW, h: 1, fill: axisColor},
		shape{text: "turns t", x: marginL + plotW/2, y: chartH - 12, anchor: 'm', fill: axisColor},
		shape{text: "P(T = t)", x: 16, y: marginT + plotH/2, anchor: 'm', fill: axisColor, rotate: true},
		shape{text: title, x: marginL + plotW/2, y: 16, anchor: 'm', fill: axisColor})
	return out
}

// niceStep returns a 1-2-5 step that cuts span into about k intervals.
func niceStep(span float64, k int) float64 {
	if span <= 0 {
		return 1
	}
	raw := span / float64(k)
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return m * p
		}
	}
	return 10 * p
}

// writeSVG writes the chart as an SVG document.
func writeSVG(w io.Writer, shapes []shape) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", chartW, chartH, chartW, chartH)
	fmt.Fprintf(bw, `<rect width="%d" height="%d" fill="white"/>`+"\n", chartW, chartH)
	for _, s := range shapes {
		col := fmt.Sprintf("#%02x%02x%02x", s.fill.R, s.fill.G, s.fill.B)
		if s.text == "" {
			fmt.Fprintf(bw, `<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="%s"/>`+"\n", s.x, s.y, s.w, s.h, col)
			continue
		}
		anchor := map[byte]string{'l': "start", 'm': "middle", 'r': "end"}[s.anchor]
		rot := ""
		if s.rotate {
			rot = fmt.Sprintf(` transform="rotate(-90 %.2f %.2f)"`, s.x, s.y)
		}
		fmt.Fprintf(bw, `<text x="%.2f" y="%.2f" text-anchor="%s" dominant-baseline="middle" fill="%s"%s>%s</text>`+"\n", s.x, s.y, anchor, col, rot, html.EscapeString(s.text))
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// writePNG rasterizes the chart. Text uses the built-in font; a text with
// a character the font lacks (the title) is left out.
func writePNG(w io.Writer, shapes []shape) error {
	img := image.NewRGBA(image.Rect(0, 0, chartW, chartH))
	fillRect(img, 0, 0, chartW, chartH, color.RGBA{0xff, 0xff, 0xff, 0xff})
	for _, s := range shapes {
		if !inFont(s.text) {
			continue
		}
		if s.text == "" {
			fillRect(img, int(math.Round(s.x)), int(math.Round(s.y)), int(math.Round(s.x+s.w)), int(math.Round(s.y+s.h)), s.fill)
			continue
		}
		drawText(img, s)
	}
	return png.Encode(w, img)
}

func fillRect(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	if x1 == x0 {
		x1++
	}
	if y1 == y0 {
		y1++
	}
	for y := max(y0, 0); y < min(y1, chartH); y++ {
		for x := max(x0, 0); x < min(x1, chartW); x++ {
			img.SetRGBA(x, y, c)
		}
	}
}

// drawText draws s.text with the 5×7 font scaled by fontScale.
func drawText(img *image.RGBA, s shape) {
	adv := (glyphW + glyphGap) * fontScale
	width := len(s.text)*adv - glyphGap*fontScale
	off := map[byte]int{'l': 0, 'm': width / 2, 'r': width}[s.anchor]
	x0, y0 := int(s.x)-off, int(s.y)-glyphH*fontScale/2
	for i := 0; i < len(s.text); i++ {
		g := font[s.text[i]]
		for row, line := range g {
			for col := 0; col < len(line); col++ {
				if line[col] != '#' {
					continue
				}
				px, py := x0+i*adv+col*fontScale, y0+row*fontScale
				if s.rotate {
					// Rotate a quarter turn counterclockwise about (s.x, s.y).
					dx, dy := px-int(s.x), py-int(s.y)
					px, py = int(s.x)+dy, int(s.y)-dx
				}
				fillRect(img, px, py, px+fontScale, py+fontScale, s.fill)
			}
		}
	}
}

// font is a 5×7 bitmap font for the characters the chart's PNG labels
// use: digits, '.', and those of "turns t" and "P(T = t)".
var font = parseFont(`
0 .###. #...# #..## #.#.# ##..# #...# .###.
1 ..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.
2 .###. #...# ....# ...#. ..#.. .#... #####
3 ####. ....# ....# .###. ....# ....# ####.
4 ...#. ..##. .#.#. #..#. ##### ...#. ...#.
5 ##### #.... ####. ....# ....# #...# .###.
6 .###. #.... #.... ####. #...# #...# .###.
7 ##### ....# ...#. ..#.. .#... .#... .#...
8 .###. #...# #...# .###. #...# #...# .###.
9 .###. #...# #...# .#### ....# ....# .###.
. ..... ..... ..... ..... ..... .##.. .##..
( ...#. ..#.. .#... .#... .#... ..#.. ...#.
) .#... ..#.. ...#. ...#. ...#. ..#.. .#...
= ..... ..... ##### ..... ##### ..... .....
P ####. #...# #...# ####. #.... #.... #....
T ##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..
t .#... .#... ###.. .#... .#... .#..# ..##.
u ..... ..... #...# #...# #...# #..## .##.#
r ..... ..... #.##. ##..# #.... #.... #....
n ..... ..... #.##. ##..# #...# #...# #...#
s ..... ..... .###. #.... .###. ....# ####.
`)

// inFont reports whether the font has every character of text.
func inFont(text string) bool {
	for i := 0; i < len(text); i++ {
		if _, ok := font[text[i]]; !ok && text[i] != ' ' {
			return false
		}
	}
	return true
}

func parseFont(src string) map[byte][]string {
	m := map[byte][]string{}
	for _, line := range strings.Split(strings.TrimSpace(src), "\n") {
		f := strings.Fields(line)
		m[f[0][0]] = f[1:]
	}
	return m
}
