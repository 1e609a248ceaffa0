package slidingpuzzle_test

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

// manhattan is the textbook heuristic, written here from the board: the sum
// over tiles of the row and column distance to the tile's goal cell.
func manhattan(p *sp.Puzzle) func(sp.State) int {
	cols := p.Cols()
	return func(s sp.State) int {
		h := 0
		for c := range p.Rows() * cols {
			if t := s.Tile(c); t != 0 {
				g := t - 1
				h += abs(c/cols-g/cols) + abs(c%cols-g%cols)
			}
		}
		return h
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// replays asserts that path is a walk of moves of p from start to p's goal.
func replays(t *testing.T, p *sp.Puzzle, path []sp.State, start sp.State) {
	t.Helper()
	if len(path) == 0 {
		t.Fatal("empty path")
	}
	if want, got := start, path[0]; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := p.Goal(), path[len(path)-1]; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	for i := 1; i < len(path); i++ {
		if s, sub := bruteMoves(p.Board(path[i-1])), p.Board(path[i]); !containsDeep(s, sub) {
			t.Fatalf("move %d of %v: %q does not contain %q", i, path, s, sub)
		}
	}
}

// TestHeuristicSearchEightPuzzle solves every 24th 3×3 position (in BFS
// order, so every depth is sampled) with AStar and Manhattan distance, and
// every 192nd with IDAStar, against the distances of a complete BFS from the
// goal, whose layer sizes are checked against Distances. That is
// TestHeavyHeuristicSearchEightPuzzle; the default run samples 100 times
// fewer positions, -short 200 times fewer.
func TestHeuristicSearchEightPuzzle(t *testing.T) {
	heuristicSearchEightPuzzle(t, testsize.Pick(2400, 4800))
}

func TestHeavyHeuristicSearchEightPuzzle(t *testing.T) {
	testsize.RequireHeavy(t)
	heuristicSearchEightPuzzle(t, 24)
}

func heuristicSearchEightPuzzle(t *testing.T, every int) {
	p := sp.MustNew(3, 3)
	x, err := p.Indexed()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	tree, err := search.BFSTreeContext[sp.State](context.Background(), x, nil, search.Options{}, p.Goal())
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	sizes, err := sp.Distances(3, 3)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := sizes, treeSizes(tree); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	h := manhattan(p)
	goal := func(s sp.State) bool { return s == p.Goal() }
	n := 0
	for d, layer := range tree.Layers() {
		for _, s := range layer {
			n++
			if n%every != 0 {
				continue
			}
			// Packed mode (Puzzle is a Packer); dense mode, whose visited
			// set costs O(Len()) per search, on every 13th sampled.
			var nb search.Neighbors[sp.State] = p
			if n%(every*13) == 0 {
				nb = x
			}
			path, cost, ok := search.AStar(search.UnitCost(nb), h, goal, s)
			if !ok {
				t.Fatalf("ok is false")
			}
			if len(path) != d+1 || cost != d {
				t.Fatalf("AStar from\n%s: length %d, cost %d, want %d moves: %v", p.Format(s), len(path), cost, d, path)
			}
			if n%(every*13) == 0 {
				replays(t, p, path, s)
			}
			if n%(every*8) == 0 {
				path, ok := search.IDAStar[sp.State](p, h, goal, s)
				if !ok {
					t.Fatalf("ok is false")
				}
				if len(path) != d+1 {
					t.Fatalf("IDAStar from\n%s: length %d, want %d: %v", p.Format(s), len(path), d+1, path)
				}
				replays(t, p, path, s)
			}
		}
	}
	if want, got := 181440, n; !reflect.DeepEqual(want, got) {
		t.Errorf("every position was visited: got %#v, want %#v", got, want)
	}
}

// containsDeep reports whether s holds an element deeply equal to x.
func containsDeep[T any](s []T, x T) bool {
	return slices.ContainsFunc(s, func(y T) bool { return reflect.DeepEqual(y, x) })
}
