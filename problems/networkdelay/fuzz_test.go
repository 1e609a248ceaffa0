package networkdelay_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/networkdelay"
)

// FuzzParse checks the parser on any input: it never panics, every error
// is an InputError with an offset inside the input, and an accepted input
// with at most 60 nodes has the answer of the Floyd-Warshall reference.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"times":[[2,1,1],[2,3,1],[3,4,1]],"n":4,"k":2}`, `{"times":[[1,2,1]],"n":2,"k":1}`,
		`{"times":[[1,2,1]],"n":2,"k":2}`, `{"k":1,"n":1,"times":[]}`, `{"times":[[1,2]],"n":2,"k":1}`,
		`{"times":[[1,2,0],[2,1,0]],"n":2,"k":2}`, ``, `{}`, `{"times":[[1,2,01]],"n":2,"k":1}`, `[1]`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := networkdelay.Parse(strings.NewReader(text))
		if err != nil {
			if p != nil {
				t.Fatalf("a problem with the error %v", err)
			}
			var e *networkdelay.InputError
			if !errors.As(err, &e) {
				t.Fatalf("%T %v", err, err)
			}
			if e.Offset < 0 || e.Offset > int64(len(text)) {
				t.Errorf("offset %d outside the input [0, %d]", e.Offset, len(text))
			}
			if !strings.HasPrefix(err.Error(), "networkdelay: offset ") {
				t.Errorf("error %q does not start with %q", err, "networkdelay: offset ")
			}
			return
		}
		n := p.Network.Nodes()
		if n > 60 {
			return
		}
		var times [][]int
		for u := 1; u <= n; u++ {
			p.Network.Edges(u, func(v, w int) bool {
				times = append(times, []int{u, v, w})
				return true
			})
		}
		want := floydWarshall(times, n, p.K)
		if want, got := want, networkdelay.NetworkDelayTime(times, n, p.K); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		time, _, ok := p.DelayTime()
		if want, got := want >= 0, ok; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if ok {
			if want, got := want, time; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		}
	})
}
