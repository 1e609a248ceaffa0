package search_test

import (
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
)

// The layouts of a visited set weighed for FrontierNeighbors, in the
// loop of searchtest.ImplicitGrid's AppendNeighbors over the bordered
// 1000×1000 grid (docs/design.md, "Walls"): a byte per index, a bit per
// index (the layout of search.Visited), and one value holding either,
// chosen by a branch in Mark.

type byteMarks struct{ b []uint8 }

func (v byteMarks) Mark(i int) bool {
	if uint(i) >= uint(len(v.b)) {
		panic("index out of range")
	}
	if v.b[i] != 0 {
		return false
	}
	v.b[i] = 1
	return true
}

type bitMarks struct {
	bits []uint64
	n    int
}

func (v bitMarks) Mark(i int) bool {
	if uint(i) >= uint(v.n) {
		panic("index out of range")
	}
	w, m := uint(i)>>6, uint64(1)<<(uint(i)&63)
	if v.bits[w]&m != 0 {
		return false
	}
	v.bits[w] |= m
	return true
}

type eitherMarks struct {
	bits  []uint64
	bytes []uint8
	n     int
}

func (v eitherMarks) Mark(i int) bool {
	if uint(i) >= uint(v.n) {
		panic("index out of range")
	}
	if v.bytes != nil {
		if v.bytes[i] != 0 {
			return false
		}
		v.bytes[i] = 1
		return true
	}
	w, m := uint(i)>>6, uint64(1)<<(uint(i)&63)
	if v.bits[w]&m != 0 {
		return false
	}
	v.bits[w] |= m
	return true
}

// appendBytes, appendBits and appendEither are ImplicitGrid's
// AppendNeighbors over each layout, written out so that Mark inlines.
func appendBytes(w int, dst, frontier []int, seen byteMarks) []int {
	for _, s := range frontier {
		if seen.Mark(s - w) {
			dst = append(dst, s-w)
		}
		if seen.Mark(s - 1) {
			dst = append(dst, s-1)
		}
		if seen.Mark(s + 1) {
			dst = append(dst, s+1)
		}
		if seen.Mark(s + w) {
			dst = append(dst, s+w)
		}
	}
	return dst
}

func appendBits(w int, dst, frontier []int, seen bitMarks) []int {
	for _, s := range frontier {
		if seen.Mark(s - w) {
			dst = append(dst, s-w)
		}
		if seen.Mark(s - 1) {
			dst = append(dst, s-1)
		}
		if seen.Mark(s + 1) {
			dst = append(dst, s+1)
		}
		if seen.Mark(s + w) {
			dst = append(dst, s+w)
		}
	}
	return dst
}

func appendEither(w int, dst, frontier []int, seen eitherMarks) []int {
	for _, s := range frontier {
		if seen.Mark(s - w) {
			dst = append(dst, s-w)
		}
		if seen.Mark(s - 1) {
			dst = append(dst, s-1)
		}
		if seen.Mark(s + 1) {
			dst = append(dst, s+1)
		}
		if seen.Mark(s + w) {
			dst = append(dst, s+w)
		}
	}
	return dst
}

// layersMarked runs the layers of the bordered side×side grid from its
// first cell, marking with mark and expanding with expand in chunks of
// 256 states, and returns the cells reached.
func layersMarked(side int, mark func(int) bool, expand func(w int, dst, frontier []int) []int) int {
	fw := side + 2
	for x := range fw {
		mark(x)
		mark((fw-1)*fw + x)
	}
	for y := 1; y < fw-1; y++ {
		mark(y * fw)
		mark(y*fw + fw - 1)
	}
	mark(fw + 1)
	cur, next := []int{}, []int{fw + 1}
	reached := 0
	for len(next) > 0 {
		reached += len(next)
		cur, next = next, cur[:0]
		for lo := 0; lo < len(cur); lo += 256 {
			next = expand(fw, next, cur[lo:min(lo+256, len(cur))])
		}
	}
	return reached
}

func BenchmarkGridMarks(b *testing.B) {
	n := (gridSide + 2) * (gridSide + 2)
	for _, m := range []struct {
		name string
		run  func() int
	}{
		{"byte", func() int {
			v := byteMarks{make([]uint8, n)}
			return layersMarked(gridSide, v.Mark, func(w int, dst, f []int) []int { return appendBytes(w, dst, f, v) })
		}},
		{"bit", func() int {
			v := bitMarks{make([]uint64, (n+63)/64), n}
			return layersMarked(gridSide, v.Mark, func(w int, dst, f []int) []int { return appendBits(w, dst, f, v) })
		}},
		{"either-bytes", func() int {
			v := eitherMarks{nil, make([]uint8, n), n}
			return layersMarked(gridSide, v.Mark, func(w int, dst, f []int) []int { return appendEither(w, dst, f, v) })
		}},
		{"either-bits", func() int {
			v := eitherMarks{make([]uint64, (n+63)/64), nil, n}
			return layersMarked(gridSide, v.Mark, func(w int, dst, f []int) []int { return appendEither(w, dst, f, v) })
		}},
	} {
		b.Run(m.name, func(b *testing.B) {
			cputime.Measure(b, func() {
				if r := m.run(); r != gridSide*gridSide {
					b.Fatalf("reached %d", r)
				}
			})
		})
	}
}
