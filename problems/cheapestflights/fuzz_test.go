package cheapestflights_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/cheapestflights"
)

// FuzzParse checks the parser on any input: it never panics, every error
// is an InputError with an offset inside the input, and an accepted input
// with at most 60 cities has the answer of the Bellman-Ford reference.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"n":4,"flights":[[0,1,100],[1,2,100],[2,0,100],[1,3,600],[2,3,200]],"src":0,"dst":3,"k":1}`,
		`{"n":3,"flights":[[0,1,100],[1,2,100],[0,2,500]],"src":0,"dst":2,"k":0}`,
		`{"n":1,"flights":[],"src":0,"dst":0,"k":0}`, `{"n":2,"flights":[[0,1]],"src":0,"dst":1,"k":0}`,
		``, `{}`, `{"n":02}`, `[[0,1,2]]`, `{"k":5,"dst":1,"src":0,"flights":[[1,0,0],[0,1,0]],"n":2}`,
		`{"k":9223372036854775807,"dst":1,"src":0,"flights":[[1,0,0],[0,1,0]],"n":2}`,
		`{"k":99999999999999999999,"dst":1,"src":0,"flights":[[1,0,10000000000000]],"n":2}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := cheapestflights.Parse(strings.NewReader(text))
		if err != nil {
			if p != nil {
				t.Fatalf("a problem with the error %v", err)
			}
			var e *cheapestflights.InputError
			if !errors.As(err, &e) {
				t.Fatalf("%T %v", err, err)
			}
			if e.Offset < 0 || e.Offset > int64(len(text)) {
				t.Errorf("offset %d outside the input [0, %d]", e.Offset, len(text))
			}
			if !strings.HasPrefix(err.Error(), "cheapestflights: offset ") {
				t.Errorf("error %q does not start with %q", err, "cheapestflights: offset ")
			}
			return
		}
		n := p.Flights.Cities()
		if n > 60 {
			return
		}
		var flights [][]int
		for u := range n {
			p.Flights.Edges(u, func(v, price int) bool {
				flights = append(flights, []int{u, v, price})
				return true
			})
		}
		k := min(p.Stops, n)
		want := bellmanFord(n, flights, p.Src, p.Dst, k)
		if want, got := want, cheapestflights.FindCheapestPrice(n, flights, p.Src, p.Dst, p.Stops); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		_, price, ok := p.Cheapest()
		if want, got := want >= 0, ok; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if ok {
			if want, got := want, price; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		}
	})
}
