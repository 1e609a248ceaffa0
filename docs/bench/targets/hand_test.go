package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// The hand loops are anchors only if they are right: each is checked
// here against an independent program on many small inputs.

func TestHandGrid(t *testing.T) {
	for w := 1; w <= 9; w++ {
		for h := 1; h <= 9; h++ {
			// Breadth-first distances from the corner by the explicit
			// adjacency lists of searchtest.Grid.
			dist := searchtest.Grid(w, h).Distances(0)
			depth, reached := 0, 0
			for _, d := range dist {
				if d >= 0 {
					depth, reached = max(depth, d), reached+1
				}
			}
			if d, r := handLayers(w, h); d != depth || r != reached {
				t.Fatalf("handLayers(%d, %d) = %d, %d; want %d, %d", w, h, d, r, depth, reached)
			}
			d, r, parent := handTree(w, h)
			if d != depth || r != reached {
				t.Fatalf("handTree(%d, %d) = %d, %d; want %d, %d", w, h, d, r, depth, reached)
			}
			d, r, qparent := handQueueTree(w, h)
			if d != depth || r != reached {
				t.Fatalf("handQueueTree(%d, %d) = %d, %d; want %d, %d", w, h, d, r, depth, reached)
			}
			g := searchtest.ImplicitGrid{W: w, H: h}
			for y := range h {
				for x := range w {
					want := dist[y*w+x] + 1
					if got := handPathLen(parent, int32(g.Cell(x, y))); got != want {
						t.Fatalf("%d×%d: handTree's path to (%d, %d) has %d cells, want %d", w, h, x, y, got, want)
					}
					if got := handPathLen(qparent, int32(g.Cell(x, y))); got != want {
						t.Fatalf("%d×%d: handQueueTree's path to (%d, %d) has %d cells, want %d", w, h, x, y, got, want)
					}
				}
			}
		}
	}
}

func TestHandOranges(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 2000 {
		rows, cols := 1+rng.IntN(8), 1+rng.IntN(8)
		grid := orangesGrid(rows, cols, rng.Float64()*0.4, rng.Float64()*0.3, uint64(i), rng.IntN(2) == 0)
		if got, want := handOranges(grid), rottingoranges.OrangesRotting(grid); got != want {
			t.Fatalf("handOranges(%v) = %d, OrangesRotting %d", grid, got, want)
		}
	}
}

func TestHandSnakes(t *testing.T) {
	for seed := range uint64(500) {
		n := 2 + int(seed%11)
		rows := gen.Snakes(n, 0.2, seed).Rows()
		if got, want := handSnakes(rows), snakesladders.SnakesAndLadders(rows); got != want {
			t.Fatalf("handSnakes(%v) = %d, SnakesAndLadders %d", rows, got, want)
		}
	}
}

func TestMemReference(t *testing.T) {
	// The 0-1 BFS of memReference against Dijkstra over the same graph
	// without its Indexer, in map mode: a closure hides the Indexer on
	// purpose (the engine refuses the method value memGraph{}.Edges,
	// which would hide it by accident).
	edges := search.WeightedFunc[int](func(s int, yield func(int, int) bool) { memGraph{}.Edges(s, yield) })
	tree, err := search.DijkstraTreeContext[int](context.Background(), edges, nil, search.Options{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	c, ok := tree.Cost(memGoal)
	if want := memReference("DijkstraTree"); !ok || want != fmt.Sprintf("cost %d true", c) {
		t.Fatalf("Dijkstra: cost %d %v; memReference %q", c, ok, want)
	}
	var g memGraph
	if s := g.State(g.Index(12345)); s != 12345 {
		t.Fatalf("State(Index(12345)) = %d", s)
	}
}

func TestMemSearches(t *testing.T) {
	// Every memory row's search answers as the 0-1 BFS of memReference
	// says, in this process (the rows run each in a child of its own).
	for _, name := range memSearches {
		got, err := runMemSearch(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if want := memReference(name); got != want {
			t.Errorf("%s answered %q, memReference %q", name, got, want)
		}
	}
}
