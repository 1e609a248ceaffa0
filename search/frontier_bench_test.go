package search_test

import (
	"context"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// The workloads of docs/benchmarks.md, "Frontier at a time": an implicit
// 1000×1000 grid searched from a corner, by ripple with each capability
// set and by the loops a user writes by hand.

const gridSide = 1000

// handGridLayers is the hand-written anchor: a layered BFS with a []bool
// visited set and two reused int32 frontiers, the grid rule inlined. It
// returns the deepest layer and the number of cells reached.
func handGridLayers(w, h int) (depth, reached int) {
	n := w * h
	seen := make([]bool, n)
	cur, next := []int32{}, []int32{0}
	seen[0] = true
	depth = -1
	for len(next) > 0 {
		depth++
		reached += len(next)
		cur, next = next, cur[:0]
		for _, s32 := range cur {
			s := int(s32)
			x := s % w
			if s >= w && !seen[s-w] {
				seen[s-w] = true
				next = append(next, int32(s-w))
			}
			if x > 0 && !seen[s-1] {
				seen[s-1] = true
				next = append(next, int32(s-1))
			}
			if x+1 < w && !seen[s+1] {
				seen[s+1] = true
				next = append(next, int32(s+1))
			}
			if s+w < n && !seen[s+w] {
				seen[s+w] = true
				next = append(next, int32(s+w))
			}
		}
	}
	return depth, reached
}

// handGridBordered is the anchor the engine aims at: a layered BFS over
// the grid laid out in a frame one cell wider on every side, whose border
// is marked visited beforehand, so that one byte per cell answers both
// "wall?" and "seen?" and no move tests an edge; two reused int32
// frontiers. It returns the deepest layer and the number of cells
// reached.
func handGridBordered(w, h int) (depth, reached int) {
	fw, fh := w+2, h+2
	seen := make([]uint8, fw*fh)
	for x := range fw {
		seen[x], seen[(fh-1)*fw+x] = 1, 1
	}
	for y := 1; y < fh-1; y++ {
		seen[y*fw], seen[y*fw+fw-1] = 1, 1
	}
	start := int32(fw + 1)
	seen[start] = 1
	cur, next := []int32{}, []int32{start}
	depth = -1
	for len(next) > 0 {
		depth++
		reached += len(next)
		cur, next = next, cur[:0]
		for _, s := range cur {
			if seen[s-int32(fw)] == 0 {
				seen[s-int32(fw)] = 1
				next = append(next, s-int32(fw))
			}
			if seen[s-1] == 0 {
				seen[s-1] = 1
				next = append(next, s-1)
			}
			if seen[s+1] == 0 {
				seen[s+1] = 1
				next = append(next, s+1)
			}
			if seen[s+int32(fw)] == 0 {
				seen[s+int32(fw)] = 1
				next = append(next, s+int32(fw))
			}
		}
	}
	return depth, reached
}

// handGridTree is the hand-written anchor for a search tree, the best
// loop we know: the grid laid out in a frame one cell wider on every side,
// whose border is marked visited beforehand, so that one byte per cell
// answers both "wall?" and "seen?"; an int32 parent per cell and an int32
// FIFO queue, both allocated once for every cell; the grid rule inlined.
// It returns the queue, in discovery order, and the parents (frame
// indices; the start is its own parent).
func handGridTree(w, h int) (queue, parent []int32) {
	fw, fh := w+2, h+2
	seen := make([]uint8, fw*fh)
	for x := range fw {
		seen[x], seen[(fh-1)*fw+x] = 1, 1
	}
	for y := 1; y < fh-1; y++ {
		seen[y*fw], seen[y*fw+fw-1] = 1, 1
	}
	parent = make([]int32, fw*fh)
	queue = make([]int32, 0, w*h)
	start := int32(fw + 1)
	seen[start], parent[start] = 1, start
	queue = append(queue, start)
	d := int32(fw)
	for head := 0; head < len(queue); head++ {
		s := queue[head]
		if seen[s-d] == 0 {
			seen[s-d], parent[s-d] = 1, s
			queue = append(queue, s-d)
		}
		if seen[s-1] == 0 {
			seen[s-1], parent[s-1] = 1, s
			queue = append(queue, s-1)
		}
		if seen[s+1] == 0 {
			seen[s+1], parent[s+1] = 1, s
			queue = append(queue, s+1)
		}
		if seen[s+d] == 0 {
			seen[s+d], parent[s+d] = 1, s
			queue = append(queue, s+d)
		}
	}
	return queue, parent
}

// gridIndexOnly has Neighbors and an Indexer: Index is called per edge.
type gridIndexOnly struct{ g searchtest.ImplicitGrid }

func (x gridIndexOnly) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x gridIndexOnly) Len() int                              { return x.g.Len() }
func (x gridIndexOnly) Index(s int) int                       { return s }
func (x gridIndexOnly) State(i int) int                       { return i }

// cell is a struct state of the grid, with an Indexer.
type cell struct{ x, y int32 }

type cellGrid struct{ w, h int32 }

func (g cellGrid) Neighbors(c cell, yield func(cell) bool) {
	if c.y > 0 && !yield(cell{c.x, c.y - 1}) {
		return
	}
	if c.x > 0 && !yield(cell{c.x - 1, c.y}) {
		return
	}
	if c.x+1 < g.w && !yield(cell{c.x + 1, c.y}) {
		return
	}
	if c.y+1 < g.h {
		yield(cell{c.x, c.y + 1})
	}
}
func (g cellGrid) Len() int         { return int(g.w) * int(g.h) }
func (g cellGrid) Index(c cell) int { return int(c.y)*int(g.w) + int(c.x) }
func (g cellGrid) State(i int) cell { return cell{int32(i % int(g.w)), int32(i / int(g.w))} }

// cellGridFrontier adds FrontierNeighbors to cellGrid.
type cellGridFrontier struct{ cellGrid }

func (g cellGridFrontier) AppendNeighbors(dst, frontier []cell, seen search.Visited) []cell {
	w := int(g.w)
	for _, c := range frontier {
		i := int(c.y)*w + int(c.x)
		if c.y > 0 && seen.Mark(i-w) {
			dst = append(dst, cell{c.x, c.y - 1})
		}
		if c.x > 0 && seen.Mark(i-1) {
			dst = append(dst, cell{c.x - 1, c.y})
		}
		if c.x+1 < g.w && seen.Mark(i+1) {
			dst = append(dst, cell{c.x + 1, c.y})
		}
		if c.y+1 < g.h && seen.Mark(i+w) {
			dst = append(dst, cell{c.x, c.y + 1})
		}
	}
	return dst
}

func countGrid[S comparable](nb search.Neighbors[S], start S) (depth, reached int) {
	depth = -1
	for d, layer := range search.Layers(nb, start) {
		depth = d
		reached += len(layer)
	}
	return depth, reached
}

func BenchmarkGridLayers(b *testing.B) {
	g := searchtest.ImplicitGrid{W: gridSide, H: gridSide}
	wantD, wantR := 2*gridSide-2, gridSide*gridSide
	check := func(b *testing.B, d, r int) {
		if d != wantD || r != wantR {
			b.Fatalf("depth %d reached %d, want %d %d", d, r, wantD, wantR)
		}
	}
	run := func(name string, f func() (int, int)) {
		b.Run(name, func(b *testing.B) {
			cputime.Measure(b, func() {
				d, r := f()
				check(b, d, r)
			})
		})
	}
	start := g.Cell(0, 0)
	run("hand-bordered", func() (int, int) { return handGridBordered(gridSide, gridSide) })
	run("hand", func() (int, int) { return handGridLayers(gridSide, gridSide) })
	run("frontier", func() (int, int) { return countGrid[int](g, start) })
	run("index", func() (int, int) { return countGrid[int](gridIndexOnly{g}, start) })
	run("struct-index", func() (int, int) { return countGrid(cellGrid{gridSide, gridSide}, cell{}) })
	run("struct-frontier", func() (int, int) {
		return countGrid[cell](cellGridFrontier{cellGrid{gridSide, gridSide}}, cell{})
	})
}

func BenchmarkGridTree(b *testing.B) {
	g := searchtest.ImplicitGrid{W: gridSide, H: gridSide}
	b.Run("hand", func(b *testing.B) {
		cputime.Measure(b, func() {
			q, _ := handGridTree(gridSide, gridSide)
			if len(q) != gridSide*gridSide {
				b.Fatalf("reached %d", len(q))
			}
		})
	})
	for _, m := range []struct {
		name string
		nb   search.Neighbors[int]
	}{{"frontier", g}, {"index", gridIndexOnly{g}}} {
		b.Run(m.name, func(b *testing.B) {
			cputime.Measure(b, func() {
				t, err := search.BFSTreeContext(context.Background(), m.nb, nil, search.Options{}, g.Cell(0, 0))
				if err != nil || t.Len() != gridSide*gridSide {
					b.Fatalf("BFS: %v, %d states", err, t.Len())
				}
			})
		})
	}
	// One path to the far corner, the last cell reached: the hand loop
	// walks its parents; the tree finds the corner among the states its
	// call appended, and PathTo and BFS derive each parent from its chunk.
	far := g.Cell(gridSide-1, gridSide-1)
	b.Run("hand-path", func(b *testing.B) {
		cputime.Measure(b, func() {
			_, parent := handGridTree(gridSide, gridSide)
			steps := 0
			for s := int32(far); parent[s] != s; s = parent[s] {
				steps++
			}
			if steps != 2*gridSide-2 {
				b.Fatalf("path of %d steps", steps)
			}
		})
	})
	b.Run("frontier-pathto", func(b *testing.B) {
		cputime.Measure(b, func() {
			t, err := search.BFSTreeContext[int](context.Background(), g, nil, search.Options{}, g.Cell(0, 0))
			if err != nil {
				b.Fatal(err)
			}
			if p, ok := t.PathTo(far); !ok || len(p) != 2*gridSide-1 {
				b.Fatalf("PathTo: %v, %d states", ok, len(p))
			}
		})
	})
	b.Run("frontier-path", func(b *testing.B) {
		cputime.Measure(b, func() {
			p, ok, err := search.BFSContext(context.Background(), g, func(s int) bool { return s == far }, search.Options{}, g.Cell(0, 0))
			if err != nil || !ok || len(p) != 2*gridSide-1 {
				b.Fatalf("ShortestPath: %v, %v, %d states", err, ok, len(p))
			}
		})
	})
}

// handGridBits is handGridLayers with a bitset for the visited set.
func handGridBits(w, h int) (depth, reached int) {
	n := w * h
	seen := make([]uint64, (n+63)/64)
	cur, next := []int32{}, []int32{0}
	seen[0] = 1
	depth = -1
	mark := func(v int) bool {
		word, m := uint(v)>>6, uint64(1)<<(uint(v)&63)
		if seen[word]&m != 0 {
			return false
		}
		seen[word] |= m
		return true
	}
	for len(next) > 0 {
		depth++
		reached += len(next)
		cur, next = next, cur[:0]
		for _, s32 := range cur {
			s := int(s32)
			x := s % w
			if s >= w && mark(s-w) {
				next = append(next, int32(s-w))
			}
			if x > 0 && mark(s-1) {
				next = append(next, int32(s-1))
			}
			if x+1 < w && mark(s+1) {
				next = append(next, int32(s+1))
			}
			if s+w < n && mark(s+w) {
				next = append(next, int32(s+w))
			}
		}
	}
	return depth, reached
}

func BenchmarkGridHandBits(b *testing.B) {
	for b.Loop() {
		handGridBits(gridSide, gridSide)
	}
}
