package arrowgrid_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/arrowgrid"
)

// FuzzParse checks the parser on any input: it never panics, every error
// is an InputError with an offset inside the input, and an accepted grid
// of at most 2,500 cells has the answer of the Dijkstra reference.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`[[1,1,1,1],[2,2,2,2],[1,1,1,1],[2,2,2,2]]`, `[[1,1,3],[3,2,2],[1,1,4]]`, `[[1,2],[4,3]]`,
		`[[4]]`, `[]`, `[[]]`, `[[1],[2,3]]`, `[[5]]`, ``, `[[1,02]]`, ` [ [ 3 ] , [ 4 ] ] `,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := arrowgrid.Parse(strings.NewReader(text))
		if err != nil {
			if g != nil {
				t.Fatalf("a grid with the error %v", err)
			}
			var e *arrowgrid.InputError
			if !errors.As(err, &e) {
				t.Fatalf("%T %v", err, err)
			}
			if e.Offset < 0 || e.Offset > int64(len(text)) {
				t.Errorf("offset %d outside the input [0, %d]", e.Offset, len(text))
			}
			if !strings.HasPrefix(err.Error(), "arrowgrid: offset ") {
				t.Errorf("error %q does not start with %q", err, "arrowgrid: offset ")
			}
			return
		}
		if g.Len() > 2500 {
			return
		}
		grid := make([][]int, g.Rows())
		for r := range grid {
			grid[r] = make([]int, g.Cols())
			for c := range grid[r] {
				grid[r][c] = g.Arrow(g.Cell(r, c))
			}
		}
		d := plainDijkstra(grid)
		want := d[g.Rows()-1][g.Cols()-1]
		if want, got := want, arrowgrid.MinCost(grid); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		cost, _ := g.Cheapest()
		if want, got := want, cost; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
	})
}
