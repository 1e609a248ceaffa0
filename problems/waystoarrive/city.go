package waystoarrive

import (
	"fmt"

	"github.com/ripplebfs/ripple/problems/input"
	"github.com/ripplebfs/ripple/search"
)

// Bounds beyond LeetCode's, chosen so that positions and the two
// directions of every road fit an int32 and every route's time an int64.
const (
	MaxIntersections = 1 << 24 // intersections in a city
	MaxRoads         = 1 << 27 // roads in a city
	MaxTime          = 1 << 30 // time of one road
)

// City is a city's roads, both ways, over the intersections 0..n-1 in
// compressed adjacency form: the roads from u lead to to[off[u]:off[u+1]]
// with times w[off[u]:off[u+1]], in the order given to [New] (each road
// appears at both its ends).
type City struct {
	n   int
	off []int32
	to  []int32
	w   []int32
}

// New returns the city of n intersections with roads roads[i] = [u, v,
// time] (between u and v, taking time either way), validated: 1 ≤ n ≤
// [MaxIntersections], at most [MaxRoads] roads, each of exactly three
// integers with 0 ≤ u, v < n and 1 ≤ time ≤ [MaxTime]. An error is an
// [*InputError] with Offset -1 and Field "roads" (Row the road, Col the
// value in it) or "n". It runs in O(n + len(roads)).
func New(n int, roads [][]int) (*City, error) {
	if n < 1 || n > MaxIntersections {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrIntersections, Offset: -1, Row: -1, Col: -1, Field: "n", Detail: fmt.Sprintf("n is %d", n)}
	}
	if len(roads) > MaxRoads {
		return nil, &InputError{Pkg: pkg, At: input.Located, Err: ErrTooBig, Offset: -1, Row: -1, Col: -1, Field: "roads", Detail: fmt.Sprintf("%d roads", len(roads))}
	}
	for i, r := range roads {
		if len(r) != 3 || uint(r[0]) >= uint(n) || uint(r[1]) >= uint(n) || r[2] < 1 || r[2] > MaxTime {
			err := checkRoad(r, n)
			err.Row = i
			return nil, err
		}
	}
	return newCity(n, len(roads), func(i int) (u, v, w int32) {
		r := roads[i]
		return int32(r[0]), int32(r[1]), int32(r[2])
	}), nil
}

// newCity builds the adjacency arrays of n intersections from m valid
// roads, road(i) being the i-th: a counting sort by end, stable, in
// O(n + m).
func newCity(n, m int, road func(i int) (u, v, w int32)) *City {
	c := &City{n: n, off: make([]int32, n+1), to: make([]int32, 2*m), w: make([]int32, 2*m)}
	for i := range m {
		u, v, _ := road(i)
		c.off[u]++
		c.off[v]++
	}
	sum := int32(0)
	for u, k := range c.off[:n] {
		c.off[u] = sum
		sum += k
	}
	c.off[n] = sum
	next := append([]int32(nil), c.off[:n]...)
	for i := range m {
		u, v, w := road(i)
		c.to[next[u]], c.w[next[u]] = v, w
		next[u]++
		c.to[next[v]], c.w[next[v]] = u, w
		next[v]++
	}
	return c
}

// checkRoad checks the road r against n; the error has Offset -1, Col set
// to the value at fault (-1 for the road's length) and no row.
func checkRoad(r []int, n int) *InputError {
	fail := func(rule error, col int, format string, args ...any) *InputError {
		return &InputError{Pkg: pkg, At: input.Located, Offset: -1, Err: rule, Row: -1, Col: col, Field: "roads", Detail: fmt.Sprintf(format, args...)}
	}
	if len(r) != 3 {
		return fail(ErrRoad, -1, "road has %d values", len(r))
	}
	for c := range 2 {
		if r[c] < 0 || r[c] >= n {
			return fail(ErrIntersection, c, "intersection %d, n is %d", r[c], n)
		}
	}
	return fail(ErrTime, 2, "time %d", r[2])
}

// Intersections returns n, the number of intersections; they are
// numbered 0..n-1, the destination being n-1.
func (c *City) Intersections() int { return c.n }

// Edges yields the roads from intersection u, each with the intersection
// it leads to and its time, and stops as soon as yield returns false. It
// panics if u is not an intersection.
func (c *City) Edges(u int, yield func(v, time int) bool) {
	c.must(u, "Edges")
	to, w := c.to[c.off[u]:c.off[u+1]], c.w[c.off[u]:c.off[u+1]]
	for i, v := range to {
		if !yield(int(v), int(w[i])) {
			return
		}
	}
}

// Neighbors yields the intersections one road away from u, as Edges does,
// each counting one road: breadth-first searches over a City count roads.
func (c *City) Neighbors(u int, yield func(int) bool) {
	c.must(u, "Neighbors")
	for _, v := range c.to[c.off[u]:c.off[u+1]] {
		if !yield(int(v)) {
			return
		}
	}
}

// Len returns n: intersections are their own indices ([search.Indexer]).
func (c *City) Len() int { return c.n }

// Index returns u.
func (c *City) Index(u int) int { return u }

// State returns i.
func (c *City) State(i int) int { return i }

// IndexEdges returns the roads from intersection i as slices of the
// city's own adjacency arrays, ends and times ([search.IndexEdger]): the
// search expands an intersection with one call. The buffers are not used;
// the slices must not be modified.
func (c *City) IndexEdges(i int, _, _ []int32) (to, time []int32) {
	c.must(i, "IndexEdges")
	return c.to[c.off[i]:c.off[i+1]], c.w[c.off[i]:c.off[i+1]]
}

func (c *City) must(u int, fn string) {
	if u < 0 || u >= c.n {
		panic(fmt.Sprintf("waystoarrive: %s(%d): intersection outside [0, %d]", fn, u, c.n-1))
	}
}

var (
	_ search.WeightedNeighbors[int] = (*City)(nil)
	_ search.Neighbors[int]         = (*City)(nil)
	_ search.Indexer[int]           = (*City)(nil)
	_ search.IndexEdger             = (*City)(nil)
)
