package slidingpuzzle_test

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"iter"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/rank"
)

//go:embed testdata/korf-fifteen-puzzle-1-10.json
var korfFirstTen []byte

type korfInstance struct {
	N       int   `json:"n"`
	Tiles   []int `json:"tiles"`
	Optimal int   `json:"optimal"`
}

// korfBoard maps a Korf instance (goal with the blank first) onto our goal
// (blank last): reverse the cells and relabel tile t > 0 as 16 − t, which
// maps Korf's goal onto ours and moves onto moves.
func korfBoard(tiles []int) [][]int {
	b := make([][]int, 4)
	for r := range b {
		b[r] = make([]int, 4)
		for c := range b[r] {
			t := tiles[15-(r*4+c)]
			if t > 0 {
				t = 16 - t
			}
			b[r][c] = t
		}
	}
	return b
}

// TestHeavyKorfEasiestThree solves the three easiest of Korf's first ten
// instances (9, 8 and 6: 46, 50 and 52 moves; 7 ties 6) to their published
// lengths. The table build, about 10 s of CPU, is most of its cost, so it
// runs in the heavy tier, beside TestHeavyKorfFirstTen, which solves all ten.
func TestHeavyKorfEasiestThree(t *testing.T) {
	testsize.RequireHeavy(t)
	solveKorf(t, func(n int) bool { return n == 9 || n == 8 || n == 6 })
}

// TestHeavyKorfFirstTen solves Korf's first ten instances to their
// published lengths and replays every path. The table build is about 10 s
// of CPU; the ten searches then take under a second.
func TestHeavyKorfFirstTen(t *testing.T) {
	testsize.RequireHeavy(t)
	solveKorf(t, func(int) bool { return true })
}

// solveKorf solves the instances of the first ten that pick selects.
func solveKorf(t *testing.T, pick func(n int) bool) {
	var data struct {
		Instances []korfInstance `json:"instances"`
	}
	if err := json.Unmarshal(korfFirstTen, &data); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := data.Instances; len(v) != 10 {
		t.Fatalf("length %d, want %d: %v", len(v), 10, v)
	}
	if want, got := (korfBoard([]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})), sp.MustNew(4, 4).Board(sp.MustNew(4, 4).Goal()); !reflect.DeepEqual(want, got) {
		t.Errorf("Korf's goal maps onto ours: got %#v, want %#v", got, want)
	}
	for _, in := range data.Instances {
		if !pick(in.N) {
			continue
		}
		t.Run(fmt.Sprint("instance ", in.N), func(t *testing.T) {
			p, s, err := sp.FromBoard(korfBoard(in.Tiles))
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			path, ok := p.Solve(s)
			if !ok {
				t.Fatalf("ok is false")
			}
			if len(path) != in.Optimal+1 {
				t.Errorf("length %d, want %d: %v", len(path), in.Optimal+1, path)
			}
			replays(t, p, path, s)
		})
	}
}

// TestHeavyFifteenHeuristicAdmissible checks the pattern databases against true
// distances: a breadth-first search from the goal to depth 20 gives every
// position its distance, and the heuristic of a random sample of each
// layer must not exceed it. Building the tables costs about 10 s of CPU, so
// it is in the heavy tier, which CI runs.
func TestHeavyFifteenHeuristicAdmissible(t *testing.T) {
	testsize.RequireHeavy(t)
	depth := 20
	if testsize.Short() {
		depth = 14
	}
	p := sp.MustNew(4, 4)
	r := rand.New(rand.NewPCG(13, 13))
	checked := 0
	err := search.SweepContext[sp.State](context.Background(), p, search.Options{MaxDepth: depth, Workers: 2}, func(st search.LayerStats, layer iter.Seq[sp.State]) bool {
		// Check each position with probability 300/Size: about 300 a
		// layer.
		for s := range layer {
			if r.IntN(st.Size) < 300 {
				if x, y := sp.FifteenHeuristic(s), st.Cost; !(x <= y) {
					t.Fatalf("position\n%s: %v is not <= %v", p.Format(s), x, y)
				}
				checked++
			}
		}
		return true
	}, p.Goal())
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if x, y := checked, 200*(depth-6); !(x > y) {
		t.Errorf("layers from depth 6 on hold more than 300 positions: %v is not > %v", x, y)
	}
}

// TestPatternAbstraction checks the abstraction's moves (pattern tiles
// and the blank, which moves for free through cells no pattern tile holds)
// against rank.UnrankPartial and rank.Partial and a move rule written from
// cells: the blank's region is found by a breadth-first walk over free
// cells, and a pattern tile moves into a row- or column-adjacent cell of
// that region, leaving the blank where the tile was. Every index names
// the blank's region by its lowest cell; indices whose blank cell is not
// the lowest of its region are checked too (their moves are the same).
func TestPatternAbstraction(t *testing.T) {
	patternAbstraction(t, testsize.Pick(600, 200))
}

// TestHeavyPatternAbstraction is TestPatternAbstraction on 20,000 samples
// of each abstraction.
func TestHeavyPatternAbstraction(t *testing.T) {
	testsize.RequireHeavy(t)
	patternAbstraction(t, 20000)
}

// patternAbstraction checks about samples evenly spaced states of each
// abstraction.
func patternAbstraction(t *testing.T, samples int) {
	adjacent := func(c int) []int {
		var out []int
		for _, to := range []int{c - 4, c + 4, c - 1, c + 1} {
			if to >= 0 && to < 16 && (c%4 == to%4 || c/4 == to/4) {
				out = append(out, to)
			}
		}
		return out
	}
	// lowest returns the lowest cell reachable from c through cells not in
	// tiles, and whether c itself is such a cell.
	lowest := func(c int, tiles []int) (int, bool) {
		if slices.Contains(tiles, c) {
			return 0, false
		}
		seen := map[int]bool{c: true}
		queue := []int{c}
		low := c
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			low = min(low, x)
			for _, to := range adjacent(x) {
				if !seen[to] && !slices.Contains(tiles, to) {
					seen[to] = true
					queue = append(queue, to)
				}
			}
		}
		return low, true
	}
	for _, k := range []int{1, 3, 6} {
		t.Run(fmt.Sprint("k=", k), func(t *testing.T) {
			a := sp.PatternNeighbors(k)
			if want, got := rank.PartialCount(16, k)*16, a.Len(); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			cells := make([]int, k)
			sampled, checked := 0, 0
			for i := 0; i < a.Len(); i += 1 + a.Len()/samples {
				sampled++
				rank.UnrankPartial(i/16, 16, cells)
				blank, ok := lowest(i%16, cells)
				if !ok {
					continue
				}
				checked++
				var want []int
				for j, c := range cells {
					for _, to := range adjacent(c) {
						if low, ok := lowest(to, cells); !ok || low != blank {
							continue // a pattern tile's cell, or not the blank's region
						}
						moved := slices.Clone(cells)
						moved[j] = to
						b, _ := lowest(c, moved)
						want = append(want, rank.Partial(moved, 16)*16+b)
					}
				}
				var got []int
				a.Neighbors(i, func(j int) bool { got = append(got, j); return true })
				if !slices.Equal(slices.Sorted(slices.Values(want)), slices.Sorted(slices.Values(got))) {
					t.Errorf("cells %v, blank %d: neighbours %v, want %v in any order", cells, i%16, got, want)
				}
			}
			if x, y := 2*checked, sampled; !(x > y) {
				t.Errorf("most samples put the blank on a free cell: %v is not > %v", x, y)
			}
		})
	}
}

// TestHeavyFifteenIDAMatchesGenericIDAStar checks Solve's specialised IDA*
// against search.IDAStarContext with Puzzle.Heuristic on random positions
// 30 to 45 moves from the goal (random walks): the same length and the
// same number of expansions, since both run the same passes. It needs the
// 4×4 tables (about 10 s of CPU to build), so it is in the heavy tier.
func TestHeavyFifteenIDAMatchesGenericIDAStar(t *testing.T) {
	testsize.RequireHeavy(t)
	p := sp.MustNew(4, 4)
	goal := p.Goal()
	h := p.Heuristic()
	r := rand.New(rand.NewPCG(7, 7))
	n := 40
	if testsize.Short() {
		n = 8
	}
	for i := range n {
		s := goal
		for range 30 + r.IntN(16) {
			var next []sp.State
			p.Neighbors(s, func(v sp.State) bool { next = append(next, v); return true })
			s = next[r.IntN(len(next))]
		}
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			path, expands := sp.FifteenIDA(s)
			want, ok, wantExpands, err := idaStarExpanded(context.Background(), p, h, func(x sp.State) bool { return x == goal }, s)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !ok {
				t.Fatalf("ok is false")
			}
			if len(path) != len(want) {
				t.Errorf("length %d, want %d: %v", len(path), len(want), path)
			}
			replays(t, p, path, s)
			if want, got := wantExpands, expands; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}
