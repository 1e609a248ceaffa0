package cheapestflights_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/cheapestflights"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// bellmanFord is the independent reference: k+1 rounds of relaxation,
// each from the previous round's prices only, so that round r holds the
// cheapest prices over at most r flights.
func bellmanFord(n int, flights [][]int, src, dst, k int) int {
	const inf = 1 << 60
	price := make([]int, n)
	for i := range price {
		price[i] = inf
	}
	price[src] = 0
	for range k + 1 {
		next := append([]int(nil), price...)
		for _, f := range flights {
			if price[f[0]] < inf {
				next[f[1]] = min(next[f[1]], price[f[0]]+f[2])
			}
		}
		price = next
	}
	if price[dst] >= inf {
		return -1
	}
	return price[dst]
}

// randomFlights draws a LeetCode 787 input: 1 ≤ n ≤ maxN (n ≥ 2 so that
// src ≠ dst), distinct pairs from ≠ to, prices 1..10^4 or, to force ties,
// 1..5; k from 0 to n-1, small more often.
func randomFlights(rng *rand.Rand, maxN int) (int, [][]int, int, int, int) {
	n := 2 + rng.IntN(maxN-1)
	density := rng.Float64() * rng.Float64()
	maxPrice := []int{10000, 5}[rng.IntN(2)]
	var flights [][]int
	for u := range n {
		for v := range n {
			if u != v && rng.Float64() < density {
				flights = append(flights, []int{u, v, 1 + rng.IntN(maxPrice)})
			}
		}
	}
	rng.Shuffle(len(flights), func(i, j int) { flights[i], flights[j] = flights[j], flights[i] })
	src := rng.IntN(n)
	dst := (src + 1 + rng.IntN(n-1)) % n
	k := []int{0, 1, rng.IntN(n)}[rng.IntN(3)]
	return n, flights, src, dst, k
}

// routePrice is the price of route over flights, each leg its cheapest
// flight; it fails the test if a leg has no flight.
func routePrice(t *testing.T, flights [][]int, route []int) int {
	total := 0
	for i := 1; i < len(route); i++ {
		best := -1
		for _, f := range flights {
			if f[0] == route[i-1] && f[1] == route[i] && (best < 0 || f[2] < best) {
				best = f[2]
			}
		}
		require.GreaterOrEqual(t, best, 0, "leg %d→%d of %v", route[i-1], route[i], route)
		total += best
	}
	return total
}

func checkRandom(t *testing.T, seed uint64, cases, maxN int) {
	rng := rand.New(rand.NewPCG(787, seed))
	for c := range cases {
		n, flights, src, dst, k := randomFlights(rng, maxN)
		want := bellmanFord(n, flights, src, dst, k)
		msg := []any{"case %d: n=%d src=%d dst=%d k=%d flights=%v", c, n, src, dst, k, flights}
		require.Equal(t, want, cheapestflights.FindCheapestPrice(n, flights, src, dst, k), msg...)
		route, price, ok := cheapestflights.FindCheapestRoute(n, flights, src, dst, k)
		require.Equal(t, want >= 0, ok, msg...)
		if ok {
			require.Equal(t, want, price, msg...)
			require.Equal(t, src, route[0])
			require.Equal(t, dst, route[len(route)-1])
			require.LessOrEqual(t, len(route)-2, k, "stops of %v", route)
			require.Equal(t, price, routePrice(t, flights, route), msg...)
		}
	}
}

func TestAgainstBellmanFord(t *testing.T) {
	checkRandom(t, 1, testsize.Pick(3000, 300), 12)
	checkRandom(t, 2, testsize.Pick(300, 30), 100)
}

func TestHeavyAgainstBellmanFord(t *testing.T) {
	testsize.RequireHeavy(t)
	checkRandom(t, 3, 30000, 12)
	checkRandom(t, 4, 5000, 100)
}

// TestFewerStopsDearer is the case a single label per city gets wrong:
// the cheap way to city 2 takes both flights allowed.
func TestFewerStopsDearer(t *testing.T) {
	flights := [][]int{{0, 1, 1}, {1, 2, 1}, {0, 2, 10}, {2, 3, 1}}
	assert.Equal(t, 11, cheapestflights.FindCheapestPrice(4, flights, 0, 3, 1))
	route, price, ok := cheapestflights.FindCheapestRoute(4, flights, 0, 3, 1)
	assert.True(t, ok)
	assert.Equal(t, 11, price)
	assert.Equal(t, []int{0, 2, 3}, route)
	assert.Equal(t, 3, cheapestflights.FindCheapestPrice(4, flights, 0, 3, 2))
	assert.Equal(t, -1, cheapestflights.FindCheapestPrice(4, flights, 0, 3, 0))
}

func TestLeetCodeExamples(t *testing.T) {
	raw, err := os.ReadFile("testdata/leetcode-787.json")
	require.NoError(t, err)
	var file struct {
		Examples []struct {
			N       int     `json:"n"`
			Flights [][]int `json:"flights"`
			Src     int     `json:"src"`
			Dst     int     `json:"dst"`
			K       int     `json:"k"`
			Output  int     `json:"output"`
		} `json:"examples"`
	}
	require.NoError(t, json.Unmarshal(raw, &file))
	require.Len(t, file.Examples, 3)
	for i, ex := range file.Examples {
		assert.Equal(t, ex.Output, cheapestflights.FindCheapestPrice(ex.N, ex.Flights, ex.Src, ex.Dst, ex.K), "example %d", i+1)
		assert.Equal(t, ex.Output, bellmanFord(ex.N, ex.Flights, ex.Src, ex.Dst, ex.K), "reference, example %d", i+1)
		text, err := json.Marshal(map[string]any{"n": ex.N, "flights": ex.Flights, "src": ex.Src, "dst": ex.Dst, "k": ex.K})
		require.NoError(t, err)
		p, err := cheapestflights.Parse(strings.NewReader(string(text)))
		require.NoError(t, err)
		_, price, ok := p.Cheapest()
		require.True(t, ok)
		assert.Equal(t, ex.Output, price)
	}
}

func TestContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(787, 9))
	for range 50 {
		n, flights, src, _, _ := randomFlights(rng, 20)
		f, err := cheapestflights.New(n, flights)
		require.NoError(t, err)
		require.NoError(t, searchtest.CheckWeighted[int](f, src))
	}
}

func TestInvalid(t *testing.T) {
	cases := []struct {
		n       int
		flights [][]int
		rule    error
		row     int
		col     int
	}{
		{0, nil, cheapestflights.ErrCities, -1, -1},
		{2, [][]int{{0, 1}}, cheapestflights.ErrFlight, 0, -1},
		{2, [][]int{{0, 1, 5}, {2, 0, 5}}, cheapestflights.ErrCity, 1, 0},
		{2, [][]int{{0, -1, 5}}, cheapestflights.ErrCity, 0, 1},
		{2, [][]int{{0, 1, -5}}, cheapestflights.ErrPrice, 0, 2},
	}
	for _, c := range cases {
		_, err := cheapestflights.New(c.n, c.flights)
		require.ErrorIs(t, err, c.rule)
		var e *cheapestflights.InputError
		require.True(t, errors.As(err, &e))
		assert.Equal(t, [3]int64{-1, int64(c.row), int64(c.col)}, [3]int64{e.Offset, int64(e.Row), int64(e.Col)}, "%v", err)
		assert.Equal(t, -1, cheapestflights.FindCheapestPrice(c.n, c.flights, 0, 0, 1))
	}
	flights := [][]int{{0, 1, 5}}
	assert.Equal(t, -1, cheapestflights.FindCheapestPrice(2, flights, 0, 2, 1), "dst outside")
	assert.Equal(t, -1, cheapestflights.FindCheapestPrice(2, flights, -1, 1, 1), "src outside")
	assert.Equal(t, -1, cheapestflights.FindCheapestPrice(2, flights, 0, 1, -1), "negative k")
	assert.Equal(t, 0, cheapestflights.FindCheapestPrice(2, flights, 1, 1, 0), "src == dst")
	assert.Equal(t, 0, cheapestflights.FindCheapestPrice(1, nil, 0, 0, 5), "one city")
	assert.Equal(t, 5, cheapestflights.FindCheapestPrice(2, flights, 0, 1, 1_000_000_000), "huge k")
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		text     string
		rule     error
		offset   int64
		row, col int
	}{
		{`{"n":2,"flights":[[0,1,5]],"src":0,"dst":1}`, cheapestflights.ErrSyntax, 42, -1, -1},
		{`{"n":2,"flights":[[0,1,5]],"src":0,"dst":2,"k":0}`, cheapestflights.ErrCity, 41, -1, -1},
		{`{"n":2,"flights":[[0,1,5]],"src":0,"dst":1,"k":-1}`, cheapestflights.ErrStops, 47, -1, -1},
		{`{"flights":[[0,1,5],[0,2,5]],"n":2,"src":0,"dst":1,"k":0}`, cheapestflights.ErrCity, 23, 1, 1},
		{`{"n":2,"flights":[[0,1,-5]],"src":0,"dst":1,"k":0}`, cheapestflights.ErrPrice, 23, 0, 2},
		{`{"n":2,"flights":[[0,1]],"src":0,"dst":1,"k":0}`, cheapestflights.ErrFlight, 18, 0, -1},
		{`{"n":0,"flights":[],"src":0,"dst":1,"k":0}`, cheapestflights.ErrCities, 5, -1, -1},
		{`{"n":2,"flights":[],"src":0,"dst":1,"k":0,"x":1}`, cheapestflights.ErrSyntax, 42, -1, -1},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			_, err := cheapestflights.Parse(strings.NewReader(c.text))
			require.ErrorIs(t, err, c.rule)
			var e *cheapestflights.InputError
			require.True(t, errors.As(err, &e))
			assert.Equal(t, [3]int64{c.offset, int64(c.row), int64(c.col)}, [3]int64{e.Offset, int64(e.Row), int64(e.Col)}, "%v", err)
			assert.True(t, strings.HasPrefix(err.Error(), "cheapestflights: offset "), err.Error())
		})
	}
}
