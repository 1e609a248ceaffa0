package cheapestflights_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

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
		if x, y := best, 0; !(x >= y) {
			t.Fatalf("leg %d→%d of %v: %v is not >= %v", route[i-1], route[i], route, x, y)
		}
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
		if want, got := want, cheapestflights.FindCheapestPrice(n, flights, src, dst, k); !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: got %#v, want %#v", fmt.Sprintf(msg[0].(string), msg[1:]...), got, want)
		}
		route, price, ok := cheapestflights.FindCheapestRoute(n, flights, src, dst, k)
		if want, got := want >= 0, ok; !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: got %#v, want %#v", fmt.Sprintf(msg[0].(string), msg[1:]...), got, want)
		}
		if ok {
			if want, got := want, price; !reflect.DeepEqual(want, got) {
				t.Fatalf("%s: got %#v, want %#v", fmt.Sprintf(msg[0].(string), msg[1:]...), got, want)
			}
			if want, got := src, route[0]; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			if want, got := dst, route[len(route)-1]; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			if x, y := len(route)-2, k; !(x <= y) {
				t.Fatalf("stops of %v: %v is not <= %v", route, x, y)
			}
			if want, got := price, routePrice(t, flights, route); !reflect.DeepEqual(want, got) {
				t.Fatalf("%s: got %#v, want %#v", fmt.Sprintf(msg[0].(string), msg[1:]...), got, want)
			}
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

// TestHugeK: any k of n−1 or more, math.MaxInt included, answers as
// k = n−1 (a cheapest route repeats no city), without panicking.
func TestHugeK(t *testing.T) {
	rng := rand.New(rand.NewPCG(787, 5))
	for c := range testsize.Pick(500, 50) {
		n, flights, src, dst, _ := randomFlights(rng, 12)
		want := bellmanFord(n, flights, src, dst, n-1)
		for _, k := range []int{n - 1, n, 1 << 31, math.MaxInt - 1, math.MaxInt} {
			if got := cheapestflights.FindCheapestPrice(n, flights, src, dst, k); got != want {
				t.Fatalf("case %d: n=%d src=%d dst=%d k=%d flights=%v: got %d, want %d", c, n, src, dst, k, flights, got, want)
			}
		}
	}
}

// TestFewerStopsDearer is the case a single label per city gets wrong:
// the cheap way to city 2 takes both flights allowed.
func TestFewerStopsDearer(t *testing.T) {
	flights := [][]int{{0, 1, 1}, {1, 2, 1}, {0, 2, 10}, {2, 3, 1}}
	if want, got := 11, cheapestflights.FindCheapestPrice(4, flights, 0, 3, 1); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	route, price, ok := cheapestflights.FindCheapestRoute(4, flights, 0, 3, 1)
	if !ok {
		t.Errorf("ok is false")
	}
	if want, got := 11, price; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := ([]int{0, 2, 3}), route; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := 3, cheapestflights.FindCheapestPrice(4, flights, 0, 3, 2); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := -1, cheapestflights.FindCheapestPrice(4, flights, 0, 3, 0); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

func TestLeetCodeExamples(t *testing.T) {
	raw, err := os.ReadFile("testdata/leetcode-787.json")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
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
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := file.Examples; len(v) != 3 {
		t.Fatalf("length %d, want %d: %v", len(v), 3, v)
	}
	for i, ex := range file.Examples {
		if want, got := ex.Output, cheapestflights.FindCheapestPrice(ex.N, ex.Flights, ex.Src, ex.Dst, ex.K); !reflect.DeepEqual(want, got) {
			t.Errorf("example %d: got %#v, want %#v", i+1, got, want)
		}
		if want, got := ex.Output, bellmanFord(ex.N, ex.Flights, ex.Src, ex.Dst, ex.K); !reflect.DeepEqual(want, got) {
			t.Errorf("reference, example %d: got %#v, want %#v", i+1, got, want)
		}
		text, err := json.Marshal(map[string]any{"n": ex.N, "flights": ex.Flights, "src": ex.Src, "dst": ex.Dst, "k": ex.K})
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		p, err := cheapestflights.Parse(strings.NewReader(string(text)))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		_, price, ok := p.Cheapest()
		if !ok {
			t.Fatalf("ok is false")
		}
		if want, got := ex.Output, price; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
}

func TestContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(787, 9))
	for range 50 {
		n, flights, src, _, _ := randomFlights(rng, 20)
		f, err := cheapestflights.New(n, flights)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if err := searchtest.CheckWeighted[int](f, src); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
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
		if !errors.Is(err, c.rule) {
			t.Fatalf("error %v, want %v", err, c.rule)
		}
		var e *cheapestflights.InputError
		if !errors.As(err, &e) {
			t.Fatalf("errors.As(err, &e) is false")
		}
		if want, got := ([3]int64{-1, int64(c.row), int64(c.col)}), ([3]int64{e.Offset, int64(e.Row), int64(e.Col)}); !reflect.DeepEqual(want, got) {
			t.Errorf("%v: got %#v, want %#v", err, got, want)
		}
		if want, got := -1, cheapestflights.FindCheapestPrice(c.n, c.flights, 0, 0, 1); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
	flights := [][]int{{0, 1, 5}}
	if want, got := -1, cheapestflights.FindCheapestPrice(2, flights, 0, 2, 1); !reflect.DeepEqual(want, got) {
		t.Errorf("dst outside: got %#v, want %#v", got, want)
	}
	if want, got := -1, cheapestflights.FindCheapestPrice(2, flights, -1, 1, 1); !reflect.DeepEqual(want, got) {
		t.Errorf("src outside: got %#v, want %#v", got, want)
	}
	if want, got := -1, cheapestflights.FindCheapestPrice(2, flights, 0, 1, -1); !reflect.DeepEqual(want, got) {
		t.Errorf("negative k: got %#v, want %#v", got, want)
	}
	if want, got := 0, cheapestflights.FindCheapestPrice(2, flights, 1, 1, 0); !reflect.DeepEqual(want, got) {
		t.Errorf("src == dst: got %#v, want %#v", got, want)
	}
	if want, got := 0, cheapestflights.FindCheapestPrice(1, nil, 0, 0, 5); !reflect.DeepEqual(want, got) {
		t.Errorf("one city: got %#v, want %#v", got, want)
	}
	if want, got := 5, cheapestflights.FindCheapestPrice(2, flights, 0, 1, 1_000_000_000); !reflect.DeepEqual(want, got) {
		t.Errorf("huge k: got %#v, want %#v", got, want)
	}
	// k+1 overflows: the bound on flights must not.
	if want, got := 5, cheapestflights.FindCheapestPrice(2, flights, 0, 1, math.MaxInt); !reflect.DeepEqual(want, got) {
		t.Errorf("k = MaxInt: got %#v, want %#v", got, want)
	}
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
		{`{"n":2,"flights":[[0,1,5]],"src":0,"dst":1,"k":-10000000000000}`, cheapestflights.ErrStops, 47, -1, -1},
		{`{"n":2,"flights":[[0,1,5]],"src":0,"dst":1,"k":9223372036854775808}`, cheapestflights.ErrStops, 47, -1, -1},
		{`{"n":2,"flights":[[0,1,5]],"src":0,"dst":1,"k":1e3}`, cheapestflights.ErrStops, 47, -1, -1},
		{`{"n":2,"flights":[[0,1,10000000000000]],"src":0,"dst":1,"k":0}`, cheapestflights.ErrPrice, 23, 0, 2},
		{`{"n":2,"flights":[[0,10000000000000,5]],"src":0,"dst":1,"k":0}`, cheapestflights.ErrCity, 21, 0, 1},
		{`{"n":10000000000000,"flights":[],"src":0,"dst":1,"k":0}`, cheapestflights.ErrCities, 5, -1, -1},
		{`{"n":2,"flights":[],"src":10000000000000,"dst":1,"k":0}`, cheapestflights.ErrCity, 26, -1, -1},
		{`{"flights":[[0,1,5],[0,2,5]],"n":2,"src":0,"dst":1,"k":0}`, cheapestflights.ErrCity, 23, 1, 1},
		{`{"n":2,"flights":[[0,1,-5]],"src":0,"dst":1,"k":0}`, cheapestflights.ErrPrice, 23, 0, 2},
		{`{"n":2,"flights":[[0,1]],"src":0,"dst":1,"k":0}`, cheapestflights.ErrFlight, 18, 0, -1},
		{`{"n":0,"flights":[],"src":0,"dst":1,"k":0}`, cheapestflights.ErrCities, 5, -1, -1},
		{`{"n":2,"flights":[],"src":0,"dst":1,"k":0,"x":1}`, cheapestflights.ErrSyntax, 42, -1, -1},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			_, err := cheapestflights.Parse(strings.NewReader(c.text))
			if !errors.Is(err, c.rule) {
				t.Fatalf("error %v, want %v", err, c.rule)
			}
			var e *cheapestflights.InputError
			if !errors.As(err, &e) {
				t.Fatalf("errors.As(err, &e) is false")
			}
			if want, got := ([3]int64{c.offset, int64(c.row), int64(c.col)}), ([3]int64{e.Offset, int64(e.Row), int64(e.Col)}); !reflect.DeepEqual(want, got) {
				t.Errorf("%v: got %#v, want %#v", err, got, want)
			}
			if !strings.HasPrefix(err.Error(), "cheapestflights: offset ") {
				t.Errorf("%v: want true", err.Error())
			}
		})
	}
}

// TestParseAnyStops checks that Parse accepts every k from 0 to 2^63-1,
// the largest included, and that a k beyond n-2 stops gives the answer of
// n-1 rounds of the Bellman-Ford reference: more stops never help once
// every city can be visited. A k beyond 2^63-1 is ErrStops, named as
// such.
func TestParseAnyStops(t *testing.T) {
	const flights = `[[0,1,100],[1,2,100],[2,0,100],[1,3,600],[2,3,200]]`
	want := bellmanFord(4, [][]int{{0, 1, 100}, {1, 2, 100}, {2, 0, 100}, {1, 3, 600}, {2, 3, 200}}, 0, 3, 3)
	for _, k := range []string{"2", "3", "4", "9999999999999", "10000000000000", "1000000000000000000", "9223372036854775807"} {
		p, err := cheapestflights.Parse(strings.NewReader(`{"n":4,"flights":` + flights + `,"src":0,"dst":3,"k":` + k + `}`))
		if err != nil {
			t.Fatalf("k = %s: %v", k, err)
		}
		if fmt.Sprint(p.Stops) != k {
			t.Errorf("k = %s read as %d", k, p.Stops)
		}
		if _, price, ok := p.Cheapest(); !ok || price != want {
			t.Errorf("k = %s: price %d (found %v), want %d", k, price, ok, want)
		}
	}
	_, err := cheapestflights.Parse(strings.NewReader(`{"n":4,"flights":` + flights + `,"src":0,"dst":3,"k":9223372036854775808}`))
	if want := "k: k, the most stops, is an integer from 0 to 2^63-1: k is 9223372036854775808, beyond the range of int"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want one containing %q", err, want)
	}
}
