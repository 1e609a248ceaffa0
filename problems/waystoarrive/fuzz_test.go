package waystoarrive_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/waystoarrive"
)

// FuzzParse checks the parser on any input: it never panics, every error
// is an InputError with an offset inside the input, and an accepted input
// with at most 60 intersections has the answer of the independent
// solution, from the roads the city yields.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"n":7,"roads":[[0,6,7],[0,1,2],[1,2,3],[1,3,3],[6,3,3],[3,5,1],[6,5,1],[2,5,1],[0,4,5],[4,6,2]]}`,
		`{"n":2,"roads":[[1,0,10]]}`, `{"roads":[],"n":1}`, `{"n":3,"roads":[[0,1,1],[1,2]]}`,
		`{"n":3,"roads":[[0,1,0]]}`, `{"n":3,"roads":[[0,1,1],[0,1,1],[1,2,1],[2,2,1]]}`, ``, `{}`,
		`{"n":2,"roads":[[0,1,01]]}`, `[1]`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		city, err := waystoarrive.Parse(strings.NewReader(text))
		if err != nil {
			if city != nil {
				t.Fatalf("a city with the error %v", err)
			}
			var e *waystoarrive.InputError
			if !errors.As(err, &e) {
				t.Fatalf("%T %v", err, err)
			}
			if e.Offset < 0 || e.Offset > int64(len(text)) {
				t.Errorf("offset %d outside the input [0, %d]", e.Offset, len(text))
			}
			if !strings.HasPrefix(err.Error(), "waystoarrive: offset ") {
				t.Errorf("error %q does not start with %q", err, "waystoarrive: offset ")
			}
			return
		}
		n := city.Intersections()
		if n > 60 {
			return
		}
		var roads [][]int
		for u := range n {
			city.Edges(u, func(v, time int) bool {
				roads = append(roads, []int{u, v, time})
				return true
			})
		}
		want, _, _ := reference(n, roads, false)
		if got := waystoarrive.CountPaths(n, roads); got != int(want) {
			t.Fatalf("%d ways, want %d", got, want)
		}
		if got, _, err := city.Ways(waystoarrive.Modulus); err != nil || got != want {
			t.Fatalf("Ways: %d, %v; want %d", got, err, want)
		}
	})
}
