package search_test

import (
	"context"
	"fmt"
	"iter"
	"math/rand/v2"
	"testing"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// snakes is a snakes-and-ladders-style board over squares 0..n-1: a move
// rolls 1..6 without passing the last square and takes at most one jump.
// It implements Neighbors and the dense Indexer.
type snakes struct{ jump []int32 }

func newSnakes(n int, jumpFrac float64, seed uint64) *snakes {
	r := rand.New(rand.NewPCG(seed, 1))
	b := &snakes{jump: make([]int32, n)}
	for i := range b.jump {
		b.jump[i] = -1
		if i > 0 && i < n-1 && r.Float64() < jumpFrac {
			b.jump[i] = int32(r.IntN(n))
		}
	}
	return b
}

func (b *snakes) Neighbors(s int, yield func(int) bool) {
	for t := s + 1; t <= s+6 && t < len(b.jump); t++ {
		v := t
		if j := b.jump[t]; j >= 0 {
			v = int(j)
		}
		if !yield(v) {
			return
		}
	}
}
func (b *snakes) Len() int        { return len(b.jump) }
func (b *snakes) Index(s int) int { return s }
func (b *snakes) State(i int) int { return i }

// plainIndex is snakes behind a wrapper: Neighbors and the Indexer.
type plainIndex struct{ *snakes }

// textbook is the hand-written baseline: the textbook FIFO-queue BFS with a
// []bool visited set, the board's rule inlined, returning the deepest layer
// and the number of states reached.
func textbook(b *snakes) (depth, reached int) {
	n := len(b.jump)
	seen := make([]bool, n)
	queue := []int{0}
	seen[0] = true
	depth = -1
	for head := 0; head < len(queue); depth++ {
		for end := len(queue); head < end; head++ {
			s := queue[head]
			for t := s + 1; t <= s+6 && t < n; t++ {
				v := t
				if j := b.jump[t]; j >= 0 {
					v = int(j)
				}
				if !seen[v] {
					seen[v] = true
					queue = append(queue, v)
				}
			}
		}
	}
	return depth, len(queue)
}

// handLayers is a tuned hand-written loop: a textbook layered BFS with a
// []bool visited set and two int32 frontiers, the board's rule inlined.
func handLayers(b *snakes) (depth, reached int) {
	n := len(b.jump)
	seen := make([]bool, n)
	cur, next := []int32{}, []int32{0}
	seen[0] = true
	depth = -1
	for len(next) > 0 {
		depth++
		reached += len(next)
		cur, next = next, cur[:0]
		for _, s := range cur {
			for t := s + 1; t <= s+6 && int(t) < n; t++ {
				v := t
				if j := b.jump[t]; j >= 0 {
					v = j
				}
				if !seen[v] {
					seen[v] = true
					next = append(next, v)
				}
			}
		}
	}
	return depth, reached
}

func countLayers(nb search.Neighbors[int]) (depth, reached int) {
	depth = -1
	for d, layer := range search.Layers(nb, 0) {
		depth = d
		reached += len(layer)
	}
	return depth, reached
}

var sink int

func BenchmarkLayers(b *testing.B) {
	for _, n := range []int{10_000, 1_000_000} {
		board := newSnakes(n, 0.01, 42)
		wantDepth, wantReached := textbook(board)
		if d, r := handLayers(board); d != wantDepth || r != wantReached {
			b.Fatalf("handLayers: depth %d reached %d, textbook %d %d", d, r, wantDepth, wantReached)
		}
		b.Run(fmt.Sprintf("n=%d/textbook", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				d, _ := textbook(board)
				sink += d
			}
		})
		b.Run(fmt.Sprintf("n=%d/hand-int32", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				d, _ := handLayers(board)
				sink += d
			}
		})
		b.Run(fmt.Sprintf("n=%d/dense", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				d, r := countLayers(board)
				if d != wantDepth || r != wantReached {
					b.Fatalf("dense: depth %d reached %d, want %d %d", d, r, wantDepth, wantReached)
				}
			}
		})
		b.Run(fmt.Sprintf("n=%d/dense-index", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				d, r := countLayers(plainIndex{board})
				if d != wantDepth || r != wantReached {
					b.Fatalf("dense-index: depth %d reached %d, want %d %d", d, r, wantDepth, wantReached)
				}
			}
		})
		b.Run(fmt.Sprintf("n=%d/map", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				d, r := countLayers(mapMode[int](board))
				if d != wantDepth || r != wantReached {
					b.Fatalf("map: depth %d reached %d, want %d %d", d, r, wantDepth, wantReached)
				}
			}
		})
	}
}

func BenchmarkBFS(b *testing.B) {
	for _, n := range []int{10_000, 1_000_000} {
		board := newSnakes(n, 0.01, 42)
		for _, mode := range []struct {
			name string
			nb   search.Neighbors[int]
		}{{"dense", board}, {"map", mapMode[int](board)}} {
			b.Run(fmt.Sprintf("n=%d/%s", n, mode.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					t, err := search.BFSTreeContext(context.Background(), mode.nb, nil, search.Options{}, 0)
					if err != nil {
						b.Fatal(err)
					}
					sink += t.Len()
				}
			})
		}
	}
}

// seqBoard offers the alternative interface shape the design rejected: a
// method returning iter.Seq[int], adapted by fromSeq, a NeighborsFunc
// that ranges over it.
func (b *snakes) seq(s int) iter.Seq[int] {
	return func(yield func(int) bool) { b.Neighbors(s, yield) }
}

// BenchmarkInterfaceShape compares the push form Neighbors(s, yield) with a
// method returning iter.Seq[S], both in map mode on a 1000×1000 board, as
// in the measurement behind the interface choice (docs/design.md).
func BenchmarkInterfaceShape(b *testing.B) {
	board := newSnakes(1_000_000, 0.01, 42)
	shapes := []struct {
		name string
		nb   search.Neighbors[int]
	}{
		{"push", mapMode[int](board)},
		{"iter.Seq", fromSeq(board.seq)},
	}
	for _, s := range shapes {
		b.Run(s.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				d, _ := countLayers(s.nb)
				sink += d
			}
		})
	}
}

// BenchmarkBidirectional runs 20 queries on a word-ladder-like random
// undirected graph (2·10^4 states, average degree 5) and reports how many
// states each search expands per query.
func BenchmarkBidirectional(b *testing.B) {
	g := searchtest.RandomUndirected(7, 20000, 50000)
	type query struct{ start, goal int }
	var qs []query
	for q := range 20 {
		qs = append(qs, query{(q * 7919) % 20000, (q*104729 + 13) % 20000})
	}
	b.Run("one-way", func(b *testing.B) {
		b.ReportAllocs()
		c := &counter{nb: mapMode[int](g)}
		for b.Loop() {
			for _, q := range qs {
				search.BFS[int](c, func(s int) bool { return s == q.goal }, q.start)
			}
		}
		b.ReportMetric(float64(c.n)/float64(b.N*len(qs)), "expanded/query")
	})
	b.Run("bidirectional", func(b *testing.B) {
		b.ReportAllocs()
		c := &counter{nb: mapMode[int](g)}
		for b.Loop() {
			for _, q := range qs {
				search.Bidirectional(c, c, []int{q.start}, []int{q.goal})
			}
		}
		b.ReportMetric(float64(c.n)/float64(b.N*len(qs)), "expanded/query")
	})
}

// fromSeq adapts a function returning an iter.Seq of successors: the
// shape the interface's push form was chosen against.
func fromSeq[S comparable](f func(S) iter.Seq[S]) search.Neighbors[S] {
	return search.NeighborsFunc[S](func(s S, yield func(S) bool) {
		for v := range f(s) {
			if !yield(v) {
				return
			}
		}
	})
}
