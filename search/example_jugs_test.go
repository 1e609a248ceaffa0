package search_test

import (
	"fmt"

	"github.com/ripplebfs/ripple/search"
)

// This is the README's custom puzzle: Die Hard's water jugs. Fill, empty or
// pour between a 3-litre and a 5-litre jug until one holds exactly 4 litres.

type jugs struct{ a, b int } // litres in the 3 l and the 5 l jug

type jugPuzzle struct{}

func (jugPuzzle) Neighbors(s jugs, yield func(jugs) bool) {
	pourAB := min(s.a, 5-s.b) // from the 3 l jug into the 5 l jug
	pourBA := min(s.b, 3-s.a)
	for _, t := range []jugs{
		{3, s.b}, {s.a, 5}, // fill one
		{0, s.b}, {s.a, 0}, // empty one
		{s.a - pourAB, s.b + pourAB}, {s.a + pourBA, s.b - pourBA}, // pour
	} {
		if t != s && !yield(t) {
			return
		}
	}
}

func Example_waterJugs() {
	path, ok := search.BFS(jugPuzzle{}, func(s jugs) bool { return s.b == 4 }, jugs{})
	fmt.Println(ok, len(path)-1, "moves:", path)
	// Output: true 6 moves: [{0 0} {0 5} {3 2} {0 2} {2 0} {2 5} {3 4}]
}
