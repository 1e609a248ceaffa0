package cheapestflights_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := cheapestflights.Parse(strings.NewReader(text))
		if err != nil {
			require.Nil(t, p)
			var e *cheapestflights.InputError
			require.True(t, errors.As(err, &e), "%T %v", err, err)
			assert.GreaterOrEqual(t, e.Offset, int64(0))
			assert.LessOrEqual(t, e.Offset, int64(len(text)))
			assert.True(t, strings.HasPrefix(err.Error(), "cheapestflights: offset "), err.Error())
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
		require.Equal(t, want, cheapestflights.FindCheapestPrice(n, flights, p.Src, p.Dst, p.Stops))
		_, price, ok := p.Cheapest()
		require.Equal(t, want >= 0, ok)
		if ok {
			require.Equal(t, want, price)
		}
	})
}
