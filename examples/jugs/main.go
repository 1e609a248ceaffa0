// Command jugs puts Die Hard's water jugs on the web page (docs/web.md).
package main

import (
	"strconv"
	"strings"

	"github.com/ripplebfs/ripple/watch"
)

type jugs struct{ a, b int } // litres in the 3 l and the 5 l jug
type jugPuzzle struct{}

func (jugPuzzle) Neighbors(s jugs, yield func(jugs) bool) {
	ab, ba := min(s.a, 5-s.b), min(s.b, 3-s.a) // pour the 3 l jug into the 5 l one, or back
	for _, t := range []jugs{{3, s.b}, {s.a, 5}, {0, s.b}, {s.a, 0}, {s.a - ab, s.b + ab}, {s.a + ba, s.b - ba}} {
		if t != s && !yield(t) { // fill one, empty one, pour
			return
		}
	}
}

var puzzle = watch.Puzzle{Name: "jugs", Title: "Die Hard's water jugs", Example: "4", Help: "Litres to measure in the 5 l jug.",
	Run: watch.BFS(func(in string) (watch.Problem[jugs], error) {
		n, err := strconv.Atoi(strings.TrimSpace(in))
		goal := func(s jugs) bool { return s.b == n }
		return watch.Problem[jugs]{Neighbors: jugPuzzle{}, Starts: []jugs{{}}, Goal: goal}, watch.At(len(in)-len(strings.TrimLeft(in, " \t\r\n")), err)
	})}

func main() { watch.Main(puzzle) }
