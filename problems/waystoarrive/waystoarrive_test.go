package waystoarrive_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/waystoarrive"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

const mod = 1_000_000_007

// reference is the independent solution: the roads in an adjacency matrix
// (the fastest of repeated roads, none from an intersection to itself),
// the least time from 0 to every intersection by Dijkstra's algorithm
// with a linear scan for the nearest unsettled one, then the
// intersections in order of that time, each adding its ways to every
// neighbour it reaches in the neighbour's least time (times ≥ 1, so the
// order is topological). It returns the ways to n-1 modulo 10^9+7 and,
// if exact is set, exactly, and the least time, -1 if n-1 is out of
// reach.
func reference(n int, roads [][]int, exact bool) (uint64, *big.Int, int) {
	const inf = math.MaxInt64
	t := make([][]int, n)
	for u := range t {
		t[u] = slices.Repeat([]int{inf}, n)
	}
	for _, r := range roads {
		if u, v := r[0], r[1]; u != v {
			t[u][v], t[v][u] = min(t[u][v], r[2]), min(t[v][u], r[2])
		}
	}
	dist := slices.Repeat([]int{inf}, n)
	dist[0] = 0
	done := make([]bool, n)
	for range n {
		u := -1
		for v := range n {
			if !done[v] && dist[v] < inf && (u < 0 || dist[v] < dist[u]) {
				u = v
			}
		}
		if u < 0 {
			break
		}
		done[u] = true
		for v := range n {
			if t[u][v] < inf {
				dist[v] = min(dist[v], dist[u]+t[u][v])
			}
		}
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return dist[order[i]] < dist[order[j]] })
	ways, exactWays := make([]uint64, n), make([]*big.Int, n)
	ways[0] = 1
	if exact {
		for i := range exactWays {
			exactWays[i] = new(big.Int)
		}
		exactWays[0].SetInt64(1)
	}
	for _, u := range order {
		if dist[u] == inf {
			break
		}
		for v := range n {
			if t[u][v] < inf && dist[u]+t[u][v] == dist[v] {
				ways[v] = (ways[v] + ways[u]) % mod
				if exact {
					exactWays[v].Add(exactWays[v], exactWays[u])
				}
			}
		}
	}
	if dist[n-1] == inf {
		return ways[n-1], exactWays[n-1], -1
	}
	return ways[n-1], exactWays[n-1], dist[n-1]
}

// randomCity draws a LeetCode 1976 input within its limits: 1 ≤ n ≤ maxN,
// a random spanning tree then further roads between distinct pairs, at
// most n(n-1)/2 in all, the pairs and their directions shuffled, times
// 1..maxTime with maxTime from 1 (every road ties) to 10^9.
func randomCity(rng *rand.Rand, maxN int) (int, [][]int) {
	n := 1 + rng.IntN(maxN)
	maxTime := []int{1, 2, 3, 10, 1000, 1_000_000_000}[rng.IntN(6)]
	pairs := n * (n - 1) / 2
	m := n - 1 + rng.IntN(pairs-(n-1)+1)
	if rng.IntN(2) == 0 { // sparse cities too
		m = n - 1 + rng.IntN(min(2*n, pairs-(n-1))+1)
	}
	seen := map[[2]int]bool{}
	var roads [][]int
	add := func(u, v int) {
		if u == v || seen[[2]int{min(u, v), max(u, v)}] {
			return
		}
		seen[[2]int{min(u, v), max(u, v)}] = true
		if rng.IntN(2) == 0 {
			u, v = v, u
		}
		roads = append(roads, []int{u, v, 1 + rng.IntN(maxTime)})
	}
	perm := rng.Perm(n)
	for i := 1; i < n; i++ {
		add(perm[rng.IntN(i)], perm[i])
	}
	for len(roads) < m {
		add(rng.IntN(n), rng.IntN(n))
	}
	rng.Shuffle(len(roads), func(i, j int) { roads[i], roads[j] = roads[j], roads[i] })
	return n, roads
}

func checkRandom(t *testing.T, seed uint64, cases, maxN int) {
	rng := rand.New(rand.NewPCG(1976, seed))
	limit := new(big.Int).SetUint64(math.MaxUint64)
	for c := range cases {
		n, roads := randomCity(rng, maxN)
		exact := c%10 == 0
		wantMod, want, time := reference(n, roads, exact)
		require.Equal(t, int(wantMod), waystoarrive.CountPaths(n, roads), "case %d: n=%d roads=%v", c, n, roads)
		if !exact {
			continue
		}
		// One case in ten: the exact count, the time, and the ways listed.
		city, err := waystoarrive.New(n, roads)
		require.NoError(t, err)
		ways, gotTime, err := city.Ways(0)
		require.Equal(t, time, gotTime, "case %d", c)
		if want.Cmp(limit) > 0 {
			require.ErrorIs(t, err, search.ErrOverflow, "case %d", c)
			continue
		}
		require.NoError(t, err)
		require.Equal(t, want.Uint64(), ways, "case %d", c)
		if ways <= 200 {
			checkRoutes(t, city, roads, time, int(ways))
		}
	}
}

// checkRoutes checks that the routes listed are count distinct ways from
// 0 to n-1 over the roads, each taking the least time.
func checkRoutes(t *testing.T, city *waystoarrive.City, roads [][]int, time, count int) {
	t.Helper()
	fastest := map[[2]int]int{}
	for _, r := range roads {
		for _, p := range [][2]int{{r[0], r[1]}, {r[1], r[0]}} {
			if old, ok := fastest[p]; !ok || r[2] < old {
				fastest[p] = r[2]
			}
		}
	}
	seen := map[string]bool{}
	for route := range city.Routes().AllPathsTo(city.Intersections() - 1) {
		require.Equal(t, 0, route[0])
		require.Equal(t, city.Intersections()-1, route[len(route)-1])
		sum := 0
		for i := 1; i < len(route); i++ {
			w, ok := fastest[[2]int{route[i-1], route[i]}]
			require.True(t, ok, "route %v: no road %d-%d", route, route[i-1], route[i])
			sum += w
		}
		require.Equal(t, time, sum, "route %v", route)
		key := fmt.Sprint(route)
		require.False(t, seen[key], "route %v twice", route)
		seen[key] = true
	}
	require.Len(t, seen, count)
}

// TestAgainstReference compares CountPaths with the independent solution
// on random cases up to LeetCode's limits (n ≤ 200, up to n(n-1)/2 roads,
// times up to 10^9).
func TestAgainstReference(t *testing.T) {
	checkRandom(t, 1, testsize.Pick(1000, 100), 200)
	checkRandom(t, 2, testsize.Pick(1000, 100), 12)
}

func TestHeavyAgainstReference(t *testing.T) {
	testsize.RequireHeavy(t)
	checkRandom(t, 3, 10000, 200)
	checkRandom(t, 4, 10000, 12)
}

func TestLeetCodeExamples(t *testing.T) {
	raw, err := os.ReadFile("testdata/leetcode-1976.json")
	require.NoError(t, err)
	var file struct {
		Examples []struct {
			N      int     `json:"n"`
			Roads  [][]int `json:"roads"`
			Output int     `json:"output"`
		} `json:"examples"`
	}
	require.NoError(t, json.Unmarshal(raw, &file))
	require.Len(t, file.Examples, 2)
	for i, ex := range file.Examples {
		assert.Equal(t, ex.Output, waystoarrive.CountPaths(ex.N, ex.Roads), "example %d", i+1)
		want, _, _ := reference(ex.N, ex.Roads, false)
		assert.Equal(t, uint64(ex.Output), want, "reference, example %d", i+1)
		text, err := json.Marshal(map[string]any{"n": ex.N, "roads": ex.Roads})
		require.NoError(t, err)
		city, err := waystoarrive.Parse(strings.NewReader(string(text)))
		require.NoError(t, err)
		ways, _, err := city.Ways(waystoarrive.Modulus)
		require.NoError(t, err)
		assert.Equal(t, uint64(ex.Output), ways)
	}
}

func TestContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(1976, 9))
	for range 50 {
		n, roads := randomCity(rng, 20)
		city, err := waystoarrive.New(n, roads)
		require.NoError(t, err)
		require.NoError(t, searchtest.CheckWeighted[int](city, 0))
		require.NoError(t, searchtest.Check[int](city, 0))
	}
}

// TestOutOfReachAndRepeats: a destination out of reach has 0 ways, one
// intersection has one way, a repeated road of the same time is one way,
// and a road to itself changes nothing.
func TestOutOfReachAndRepeats(t *testing.T) {
	assert.Equal(t, 0, waystoarrive.CountPaths(3, [][]int{{0, 1, 1}}))
	assert.Equal(t, 1, waystoarrive.CountPaths(1, nil))
	assert.Equal(t, 2, waystoarrive.CountPaths(3, [][]int{{0, 1, 1}, {1, 2, 1}, {0, 2, 2}, {2, 0, 2}, {1, 1, 1}, {0, 2, 5}}))
	city, err := waystoarrive.New(3, [][]int{{0, 1, 1}})
	require.NoError(t, err)
	ways, time, err := city.Ways(0)
	assert.Equal(t, []any{uint64(0), -1, nil}, []any{ways, time, err})
}

func TestInvalid(t *testing.T) {
	cases := []struct {
		n     int
		roads [][]int
		rule  error
		row   int
		col   int
	}{
		{0, nil, waystoarrive.ErrIntersections, -1, -1},
		{waystoarrive.MaxIntersections + 1, nil, waystoarrive.ErrIntersections, -1, -1},
		{2, [][]int{{1, 0}}, waystoarrive.ErrRoad, 0, -1},
		{2, [][]int{{1, 0, 1}, {2, 0, 1}}, waystoarrive.ErrIntersection, 1, 0},
		{2, [][]int{{1, -1, 1}}, waystoarrive.ErrIntersection, 0, 1},
		{2, [][]int{{1, 0, 0}}, waystoarrive.ErrTime, 0, 2},
		{2, [][]int{{1, 0, waystoarrive.MaxTime + 1}}, waystoarrive.ErrTime, 0, 2},
	}
	for _, c := range cases {
		_, err := waystoarrive.New(c.n, c.roads)
		require.ErrorIs(t, err, c.rule)
		var e *waystoarrive.InputError
		require.True(t, errors.As(err, &e))
		assert.Equal(t, [3]int64{-1, int64(c.row), int64(c.col)}, [3]int64{e.Offset, int64(e.Row), int64(e.Col)}, "%v", err)
		assert.Equal(t, -1, waystoarrive.CountPaths(c.n, c.roads))
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		text     string
		rule     error
		offset   int64
		row, col int
	}{
		{`{"n":2}`, waystoarrive.ErrSyntax, 6, -1, -1},
		{`{"n":2,"roads":[],"n":2}`, waystoarrive.ErrSyntax, 18, -1, -1},
		{`{"n":0,"roads":[]}`, waystoarrive.ErrIntersections, 5, -1, -1},
		{`{"n":16777217,"roads":[]}`, waystoarrive.ErrIntersections, 5, -1, -1},
		{`{"n":2,"roads":[[0,1,1],[0,2,1]]}`, waystoarrive.ErrIntersection, 27, 1, 1},
		{`{"roads":[[0,1,1],[0,2,1]],"n":2}`, waystoarrive.ErrIntersection, 21, 1, 1},
		{`{"n":2,"roads":[[0,-1,1]]}`, waystoarrive.ErrIntersection, 19, 0, 1},
		{`{"n":2,"roads":[[0,1,1],[0,1]]}`, waystoarrive.ErrRoad, 24, 1, -1},
		{`{"n":2,"roads":[[0,1,1,4]]}`, waystoarrive.ErrRoad, 23, 0, 3},
		{`{"n":2,"roads":[[0,1,1.5]]}`, waystoarrive.ErrRoad, 21, 0, 2},
		{`{"n":2,"roads":[[0,1,"1"]]}`, waystoarrive.ErrRoad, 21, 0, 2},
		{`{"n":2,"roads":[[0,1,0]]}`, waystoarrive.ErrTime, 21, 0, 2},
		{`{"n":2,"roads":[[0,1,1073741825]]}`, waystoarrive.ErrTime, 21, 0, 2},
		{`{"n":2,"roads":[[0,1,1000000000]]}`, errNone, 0, 0, 0},
		{`{"n":2,"roads":[[0,1,10000000000000]]}`, waystoarrive.ErrTime, 21, 0, 2},
		{`{"n":99999999999999999999,"roads":[]}`, waystoarrive.ErrIntersections, 5, -1, -1},
		{`{"n":2.0,"roads":[]}`, waystoarrive.ErrIntersections, 5, -1, -1},
		{`{"n":2,"roads":[1]}`, waystoarrive.ErrRoad, 16, 0, -1},
		{`{"n":2,"roads":1}`, waystoarrive.ErrSyntax, 15, -1, -1},
		{`{"n":"2","roads":[]}`, waystoarrive.ErrSyntax, 5, -1, -1},
		{`{"road":[],"n":2}`, waystoarrive.ErrSyntax, 1, -1, -1},
		{`[[0,1,1]]`, waystoarrive.ErrSyntax, 0, -1, -1},
		{`n = 2, roads = [[1,0,10]]`, waystoarrive.ErrSyntax, 0, -1, -1},
		{``, waystoarrive.ErrEmpty, 0, -1, -1},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			city, err := waystoarrive.Parse(strings.NewReader(c.text))
			if c.rule == errNone {
				require.NoError(t, err)
				require.NotNil(t, city)
				return
			}
			require.ErrorIs(t, err, c.rule)
			var e *waystoarrive.InputError
			require.True(t, errors.As(err, &e))
			assert.Equal(t, [3]int64{c.offset, int64(c.row), int64(c.col)}, [3]int64{e.Offset, int64(e.Row), int64(e.Col)}, "%v", err)
			assert.True(t, strings.HasPrefix(err.Error(), "waystoarrive: offset "), err.Error())
		})
	}
}

// errNone marks a case that must parse.
var errNone = errors.New("no error")
