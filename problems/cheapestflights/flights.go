package cheapestflights

import (
	"context"
	"fmt"
	"github.com/ripplebfs/ripple/problems/input"

	"github.com/ripplebfs/ripple/search"
)

// Bounds beyond LeetCode's, chosen so that positions and flight offsets
// fit an int32 and every route's price an int64.
const (
	MaxCities  = 1 << 24 // cities in a network
	MaxFlights = 1 << 28 // flights in a network
	MaxPrice   = 1 << 30 // price of one flight
)

// Flights is a flight network over the cities 0..n-1, in compressed
// adjacency form: the flights from city u are to[off[u]:off[u+1]] with
// prices price[off[u]:off[u+1]], in the order given to [New].
type Flights struct {
	n     int
	off   []int32
	to    []int32
	price []int32
}

// New returns the network of n cities with flights[i] = [from, to, price],
// validated: 1 ≤ n ≤ [MaxCities], at most [MaxFlights] flights, each of
// exactly three integers with 0 ≤ from, to < n and 0 ≤ price ≤
// [MaxPrice]. An error is an [*InputError] with Offset -1 and Field
// "flights" (Row the flight, Col the value) or "n". O(n + len(flights)).
func New(n int, flights [][]int) (*Flights, error) {
	if n < 1 || n > MaxCities {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrCities, Offset: -1, Row: -1, Col: -1, Field: "n", Detail: fmt.Sprintf("n is %d", n)}
	}
	if len(flights) > MaxFlights {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrTooBig, Offset: -1, Row: -1, Col: -1, Field: "flights", Detail: fmt.Sprintf("%d flights", len(flights))}
	}
	// One pass checks the flights and counts them by origin, a second
	// places them: each flight's slice is read twice, not three times.
	f := &Flights{n: n, off: make([]int32, n+1), to: make([]int32, len(flights)), price: make([]int32, len(flights))}
	for i, fl := range flights {
		if len(fl) != 3 || uint(fl[0]) >= uint(n) || uint(fl[1]) >= uint(n) || uint(fl[2]) > MaxPrice {
			err := checkFlight(fl, n)
			err.Offset, err.Row = -1, i
			return nil, err
		}
		f.off[fl[0]+1]++
	}
	f.place(func(i int) (u, v, w int32) {
		fl := flights[i]
		return int32(fl[0]), int32(fl[1]), int32(fl[2])
	})
	return f, nil
}

// newFlights builds the adjacency arrays of n cities from m valid
// flights, flight(i) being the i-th: a stable counting sort by origin.
func newFlights(n, m int, flight func(i int) (u, v, w int32)) *Flights {
	f := &Flights{n: n, off: make([]int32, n+1), to: make([]int32, m), price: make([]int32, m)}
	for i := range m {
		u, _, _ := flight(i)
		f.off[u+1]++
	}
	f.place(flight)
	return f
}

// place turns the counts in off[u+1] into offsets and places every
// flight at its origin's next free slot.
func (f *Flights) place(flight func(i int) (u, v, w int32)) {
	n := f.n
	for u := 1; u <= n; u++ {
		f.off[u] += f.off[u-1]
	}
	next := append([]int32(nil), f.off[:n]...)
	for i := range f.to {
		u, v, w := flight(i)
		j := next[u]
		next[u]++
		f.to[j], f.price[j] = v, w
	}
}

// checkFlight checks flights[i] = f against n; the error has Col set to
// the value at fault (-1 for the flight's length), no offset and no row.
func checkFlight(f []int, n int) *InputError {
	fail := func(rule error, col int, format string, args ...any) *InputError {
		return &InputError{Pkg: pkg, At: input.Located, Offset: -1, Err: rule, Row: -1, Col: col, Field: "flights", Detail: fmt.Sprintf(format, args...)}
	}
	if len(f) != 3 {
		return fail(ErrFlight, -1, "flight has %d values", len(f))
	}
	for c := range 2 {
		if f[c] < 0 || f[c] >= n {
			return fail(ErrCity, c, "city %d, n is %d", f[c], n)
		}
	}
	if f[2] < 0 || f[2] > MaxPrice {
		return fail(ErrPrice, 2, "price %d", f[2])
	}
	return nil
}

// Cities returns n; the cities are 0..n-1.
func (f *Flights) Cities() int { return f.n }

// Edges yields the flights from city u with their prices, in the order
// given to New, and stops as soon as yield returns false. It panics if u
// is not a city.
func (f *Flights) Edges(u int, yield func(v, price int) bool) {
	mustCity(f, u, "Edges")
	to, w := f.to[f.off[u]:f.off[u+1]], f.price[f.off[u]:f.off[u+1]]
	for i, v := range to {
		if !yield(int(v), int(w[i])) {
			return
		}
	}
}

// Neighbors yields the destinations of the flights from u, as Edges does,
// each counting one flight.
func (f *Flights) Neighbors(u int, yield func(int) bool) {
	mustCity(f, u, "Neighbors")
	for _, v := range f.to[f.off[u]:f.off[u+1]] {
		if !yield(int(v)) {
			return
		}
	}
}

// Len returns n: cities are their own indices ([search.Indexer]).
func (f *Flights) Len() int { return f.n }

// Index returns u.
func (f *Flights) Index(u int) int { return u }

// State returns i.
func (f *Flights) State(i int) int { return i }

func mustCity(f *Flights, u int, fn string) {
	if u < 0 || u >= f.n {
		panic(fmt.Sprintf("cheapestflights: %s(%d): city outside [0, %d]", fn, u, f.n-1))
	}
}

// Cheapest returns a cheapest route from src to dst with at most k stops
// (k+1 flights), both cities included, its price, and whether there is
// one. Among the cheapest routes it returns one with the fewest flights.
// It panics if src or dst is not a city or k is negative. Time
// O(E + V log P) for V cities, E flights and route prices up to P while no
// route the search keeps takes more than k+1 flights; otherwise at most
// O((k+1)·E) more for the rounds of Bellman-Ford, in O((k+1)·V) memory.
func (f *Flights) Cheapest(src, dst, k int) (route []int, price int, ok bool) {
	mustCity(f, src, "Cheapest")
	mustCity(f, dst, "Cheapest")
	if k < 0 {
		panic(fmt.Sprintf("cheapestflights: Cheapest: k = %d is negative", k))
	}
	// A cheapest route never repeats a city (prices are ≥ 0), so more than
	// n-1 flights never help.
	depth := min(k, max(f.n-2, 0)) + 1
	route, price, ok, err := search.DijkstraContext[int](context.Background(), f, func(c int) bool { return c == dst }, search.Options{MaxDepth: depth}, src)
	if err != nil {
		panic("cheapestflights: Cheapest: " + err.Error()) // unreachable: no limits, no cancellation
	}
	return route, price, ok
}

var _ search.WeightedNeighbors[int] = (*Flights)(nil)

// IndexEdges returns the flights from city i as slices of the network's
// own adjacency arrays, destinations and prices ([search.IndexEdger]):
// the search expands a city with one call. The buffers are not used; the
// slices must not be modified.
func (f *Flights) IndexEdges(i int, _, _ []int32) (to, price []int32) {
	mustCity(f, i, "IndexEdges")
	return f.to[f.off[i]:f.off[i+1]], f.price[f.off[i]:f.off[i+1]]
}
