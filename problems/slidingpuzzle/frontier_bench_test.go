package slidingpuzzle_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

// noFrontier is an Indexed without the FrontierNeighbors capability (and
// without IndexNeighbors, which Layers and BFS do not use): the same dense
// index, reached per successor through Neighbors and Index.
type noFrontier struct{ x sp.Indexed }

func (n noFrontier) Neighbors(s sp.State, yield func(sp.State) bool) { n.x.Neighbors(s, yield) }
func (n noFrontier) Index(s sp.State) int                            { return n.x.Index(s) }
func (n noFrontier) Len() int                                        { return n.x.Len() }
func (n noFrontier) State(i int) sp.State                            { return n.x.State(i) }

// handIndexedLayers is the hand-written anchor: a layered BFS from the goal
// with a bitset over x's index, two reused frontiers and the move rule
// inlined, calling x.Index once per successor, to depth maxDepth (all of
// it if negative). It returns the number of states reached.
func handIndexedLayers(p *sp.Puzzle, x sp.Indexed, maxDepth int) int {
	rows, cols := p.Rows(), p.Cols()
	seen := make([]uint64, (x.Len()+63)/64)
	goal := p.Goal()
	i := x.Index(goal)
	seen[i>>6] |= 1 << (i & 63)
	cur, next := []sp.State{}, []sp.State{goal}
	reached := 0
	for depth := 0; len(next) > 0; depth++ {
		reached += len(next)
		if depth == maxDepth {
			break
		}
		cur, next = next, cur[:0]
		for _, s := range cur {
			b := 0
			for s.Tile(b) != 0 {
				b++
			}
			r, c := b/cols, b%cols
			for _, d := range [4][3]int{{-1, 0, -cols}, {1, 0, cols}, {0, -1, -1}, {0, 1, 1}} {
				if r+d[0] < 0 || r+d[0] >= rows || c+d[1] < 0 || c+d[1] >= cols {
					continue
				}
				o := uint(4 * (b + d[2]))
				v := s&^(15<<o) | (s>>o&15)<<(4*uint(b))
				j := x.Index(v)
				if seen[j>>6]&(1<<(j&63)) == 0 {
					seen[j>>6] |= 1 << (j & 63)
					next = append(next, v)
				}
			}
		}
	}
	return reached
}

// frontierWorkloads are the boards of BenchmarkFrontier: whole state spaces
// of 2×4 (20,160 states), 3×3 (181,440) and 2×5 (1,814,400), and 3×4 to
// depth 24 (3,385,213 states; 60 MB of visited bits).
var frontierWorkloads = []struct {
	name       string
	rows, cols int
	depth      int // -1: the whole space
}{
	{"2x4", 2, 4, -1},
	{"3x3", 3, 3, -1},
	{"2x5", 2, 5, -1},
	{"3x4-depth24", 3, 4, 24},
}

// BenchmarkFrontier: Layers and BFSTreeContext (the BFS-... runs) over
// Indexed with the FrontierNeighbors capability (frontier) and without it
// (per-edge: noFrontier, so that they call Neighbors, then Index), against
// the hand-written layered loop.
func BenchmarkFrontier(b *testing.B) {
	for _, w := range frontierWorkloads {
		p := sp.MustNew(w.rows, w.cols)
		x, err := p.Indexed()
		if err != nil {
			b.Fatal(err)
		}
		// want is computed by the first sub-benchmark that runs, so that
		// a -bench pattern selecting one workload does not pay for others.
		want := sync.OnceValue(func() int { return handIndexedLayers(p, x, w.depth) })
		b.Run(w.name+"/hand-layers", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if got := handIndexedLayers(p, x, w.depth); got != want() {
					b.Fatal(got, want())
				}
			}
		})
		for _, mode := range []struct {
			name string
			nb   search.Neighbors[sp.State]
		}{{"frontier", x}, {"per-edge", noFrontier{x}}} {
			b.Run(fmt.Sprintf("%s/Layers-%s", w.name, mode.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					n := 0
					for d, layer := range search.Layers(mode.nb, p.Goal()) {
						n += len(layer)
						if d == w.depth {
							break
						}
					}
					if n != want() {
						b.Fatal(n, want())
					}
				}
			})
			b.Run(fmt.Sprintf("%s/BFS-%s", w.name, mode.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					t, err := search.BFSTreeContext(context.Background(), mode.nb, nil, search.Options{MaxDepth: max(w.depth, 0)}, p.Goal())
					if err != nil || t.Len() != want() {
						b.Fatal(err, want())
					}
				}
			})
		}
	}
}

// BenchmarkFrontierShortestPath: BFS (a path, not a tree) over the 3×4
// Indexed to a position 6 moves from the goal, with the frontier
// capability and without: a search that enters a sliver of a large index
// space (Len() = 12!) must not pay for all of it.
func BenchmarkFrontierShortestPath(b *testing.B) {
	p := sp.MustNew(3, 4)
	x, err := p.Indexed()
	if err != nil {
		b.Fatal(err)
	}
	var target sp.State
	for d, layer := range search.Layers[sp.State](x, p.Goal()) {
		if d == 6 {
			target = layer[0]
			break
		}
	}
	isTarget := func(s sp.State) bool { return s == target }
	for _, mode := range []struct {
		name string
		nb   search.Neighbors[sp.State]
	}{{"frontier", x}, {"per-edge", noFrontier{x}}} {
		b.Run(mode.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if path, ok := search.BFS(mode.nb, isTarget, p.Goal()); !ok || len(path) != 7 {
					b.Fatal(ok, len(path))
				}
			}
		})
	}
}
