package networkdelay_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/networkdelay"
	"github.com/ripplebfs/ripple/search/searchtest"
)

const inf = 1 << 60

// floydWarshall is the independent reference: all-pairs shortest times
// over an adjacency matrix, then the largest time from k, or -1.
func floydWarshall(times [][]int, n, k int) int {
	d := allPairs(times, n)
	worst := 0
	for v := 1; v <= n; v++ {
		if d[k][v] >= inf {
			return -1
		}
		worst = max(worst, d[k][v])
	}
	return worst
}

// allPairs is Floyd-Warshall: d[u][v] is the shortest time from u to v,
// inf if none.
func allPairs(times [][]int, n int) [][]int {
	d := make([][]int, n+1)
	for u := range d {
		d[u] = make([]int, n+1)
		for v := range d[u] {
			if u != v {
				d[u][v] = inf
			}
		}
	}
	for _, e := range times {
		d[e[0]][e[1]] = min(d[e[0]][e[1]], e[2])
	}
	for m := 1; m <= n; m++ {
		for u := 1; u <= n; u++ {
			for v := 1; v <= n; v++ {
				d[u][v] = min(d[u][v], d[u][m]+d[m][v])
			}
		}
	}
	return d
}

// randomTimes draws a LeetCode 743 input: 1 ≤ n ≤ maxN, distinct pairs
// u ≠ v, times 0..100 (zero often), so that unreachable nodes occur.
func randomTimes(rng *rand.Rand, maxN int) ([][]int, int, int) {
	n := 1 + rng.IntN(maxN)
	density := rng.Float64() * rng.Float64()
	var times [][]int
	for u := 1; u <= n; u++ {
		for v := 1; v <= n; v++ {
			if u != v && rng.Float64() < density {
				w := rng.IntN(101)
				if rng.IntN(4) == 0 {
					w = 0
				}
				times = append(times, []int{u, v, w})
			}
		}
	}
	rng.Shuffle(len(times), func(i, j int) { times[i], times[j] = times[j], times[i] })
	return times, n, 1 + rng.IntN(n)
}

func checkRandom(t *testing.T, seed uint64, cases, maxN int) {
	rng := rand.New(rand.NewPCG(743, seed))
	for c := range cases {
		times, n, k := randomTimes(rng, maxN)
		want := floydWarshall(times, n, k)
		if want, got := want, networkdelay.NetworkDelayTime(times, n, k); !reflect.DeepEqual(want, got) {
			t.Fatalf("case %d: n=%d k=%d times=%v: got %#v, want %#v", c, n, k, times, got, want)
		}
		nw, err := networkdelay.New(times, n)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		tree := nw.Delays(k)
		// Every node's time and route, not only the largest, on one case in
		// ten.
		if c%10 != 0 {
			continue
		}
		d := allPairs(times, n)
		for v := 1; v <= n; v++ {
			got, ok := tree.Cost(v)
			if want, got := d[k][v] < inf, ok; !reflect.DeepEqual(want, got) {
				t.Fatalf("node %d: got %#v, want %#v", v, got, want)
			}
			if !ok {
				continue
			}
			if want, got := d[k][v], got; !reflect.DeepEqual(want, got) {
				t.Fatalf("node %d: got %#v, want %#v", v, got, want)
			}
			path, _ := tree.PathTo(v)
			if want, got := k, path[0]; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			sum := 0
			for i := 1; i < len(path); i++ {
				best := -1
				for _, e := range times {
					if e[0] == path[i-1] && e[1] == path[i] && (best < 0 || e[2] < best) {
						best = e[2]
					}
				}
				if x, y := best, 0; !(x >= y) {
					t.Fatalf("route %v: %v is not >= %v", path, x, y)
				}
				sum += best
			}
			if want, got := got, sum; !reflect.DeepEqual(want, got) {
				t.Fatalf("route %v: got %#v, want %#v", path, got, want)
			}
		}
	}
}

func TestAgainstFloydWarshall(t *testing.T) {
	checkRandom(t, 1, testsize.Pick(1500, 150), 30)
	checkRandom(t, 2, testsize.Pick(100, 10), 100)
}

func TestHeavyAgainstFloydWarshall(t *testing.T) {
	testsize.RequireHeavy(t)
	checkRandom(t, 3, 10000, 30)
	checkRandom(t, 4, 2000, 100)
}

func TestLeetCodeExamples(t *testing.T) {
	raw, err := os.ReadFile("testdata/leetcode-743.json")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var file struct {
		Examples []struct {
			Times  [][]int `json:"times"`
			N      int     `json:"n"`
			K      int     `json:"k"`
			Output int     `json:"output"`
		} `json:"examples"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := file.Examples; len(v) != 3 {
		t.Fatalf("length %d, want %d: %v", len(v), 3, v)
	}
	for i, ex := range file.Examples {
		if want, got := ex.Output, networkdelay.NetworkDelayTime(ex.Times, ex.N, ex.K); !reflect.DeepEqual(want, got) {
			t.Errorf("example %d: got %#v, want %#v", i+1, got, want)
		}
		if want, got := ex.Output, floydWarshall(ex.Times, ex.N, ex.K); !reflect.DeepEqual(want, got) {
			t.Errorf("reference, example %d: got %#v, want %#v", i+1, got, want)
		}
		text, err := json.Marshal(map[string]any{"times": ex.Times, "n": ex.N, "k": ex.K})
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		p, err := networkdelay.Parse(strings.NewReader(string(text)))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		time, _, ok := p.DelayTime()
		if !ok {
			time = -1
		}
		if want, got := ex.Output, time; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
}

func TestContract(t *testing.T) {
	rng := rand.New(rand.NewPCG(743, 9))
	for range 50 {
		times, n, k := randomTimes(rng, 20)
		nw, err := networkdelay.New(times, n)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if err := searchtest.CheckWeighted[int](nw, k); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
	}
}

func TestInvalid(t *testing.T) {
	cases := []struct {
		times [][]int
		n     int
		rule  error
		row   int
		col   int
	}{
		{nil, 0, networkdelay.ErrNodes, -1, -1},
		{nil, networkdelay.MaxNodes + 1, networkdelay.ErrNodes, -1, -1},
		{[][]int{{1, 2}}, 2, networkdelay.ErrEdge, 0, -1},
		{[][]int{{1, 2, 1}, {3, 1, 1}}, 2, networkdelay.ErrNode, 1, 0},
		{[][]int{{1, 0, 1}}, 2, networkdelay.ErrNode, 0, 1},
		{[][]int{{1, 2, -1}}, 2, networkdelay.ErrTime, 0, 2},
		{[][]int{{1, 2, networkdelay.MaxTime + 1}}, 2, networkdelay.ErrTime, 0, 2},
	}
	for _, c := range cases {
		_, err := networkdelay.New(c.times, c.n)
		if !errors.Is(err, c.rule) {
			t.Fatalf("error %v, want %v", err, c.rule)
		}
		var e *networkdelay.InputError
		if !errors.As(err, &e) {
			t.Fatalf("errors.As(err, &e) is false")
		}
		if want, got := ([3]int64{-1, int64(c.row), int64(c.col)}), ([3]int64{e.Offset, int64(e.Row), int64(e.Col)}); !reflect.DeepEqual(want, got) {
			t.Errorf("%v: got %#v, want %#v", err, got, want)
		}
		if want, got := -1, networkdelay.NetworkDelayTime(c.times, c.n, 1); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
	if want, got := -1, (networkdelay.NetworkDelayTime([][]int{{1, 2, 1}}, 2, 3)); !reflect.DeepEqual(want, got) {
		t.Errorf("k outside 1..n: got %#v, want %#v", got, want)
	}
	if want, got := -1, (networkdelay.NetworkDelayTime([][]int{{1, 2, 1}}, 2, 0)); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := 0, networkdelay.NetworkDelayTime(nil, 1, 1); !reflect.DeepEqual(want, got) {
		t.Errorf("one node: got %#v, want %#v", got, want)
	}
	if want, got := 0, (networkdelay.NetworkDelayTime([][]int{{1, 2, 0}, {2, 1, 0}}, 2, 2)); !reflect.DeepEqual(want, got) {
		t.Errorf("zero times: got %#v, want %#v", got, want)
	}
	if want, got := 3, (networkdelay.NetworkDelayTime([][]int{{1, 2, 5}, {1, 2, 3}, {1, 1, 0}}, 2, 1)); !reflect.DeepEqual(want, got) {
		t.Errorf("repeats and self-loops: got %#v, want %#v", got, want)
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		text     string
		rule     error
		offset   int64
		row, col int
	}{
		{`{"times":[[1,2,1]],"n":2}`, networkdelay.ErrSyntax, 24, -1, -1},
		{`{"times":[[1,2,1]],"n":2,"k":2,"n":2}`, networkdelay.ErrSyntax, 31, -1, -1},
		{`{"times":[[1,2,1]],"n":2,"k":3}`, networkdelay.ErrStart, 29, -1, -1},
		{`{"times":[[1,2,1]],"n":0,"k":1}`, networkdelay.ErrNodes, 23, -1, -1},
		{`{"times":[[1,2,1],[1,3,1]],"n":2,"k":1}`, networkdelay.ErrNode, 21, 1, 1},
		{`{"n":2,"times":[[1,2,1],[2,3,1]],"k":1}`, networkdelay.ErrNode, 27, 1, 1},
		{`{"times":[[1,2,1],[1,2]],"n":2,"k":1}`, networkdelay.ErrEdge, 18, 1, -1},
		{`{"times":[[1,2,1,4]],"n":2,"k":1}`, networkdelay.ErrEdge, 17, 0, 3},
		{`{"times":[[1,2,1.5]],"n":2,"k":1}`, networkdelay.ErrEdge, 15, 0, 2},
		{`{"times":[[1,2,"1"]],"n":2,"k":1}`, networkdelay.ErrEdge, 15, 0, 2},
		{`{"times":[[1,2,101]],"n":2,"k":1}`, errNone, 0, 0, 0},
		{`{"times":[[1,2,-1]],"n":2,"k":1}`, networkdelay.ErrTime, 15, 0, 2},
		// Integers of 14 digits or more break the range rules, not the
		// rule that values are integers.
		{`{"times":[[1,2,10000000000000]],"n":2,"k":1}`, networkdelay.ErrTime, 15, 0, 2},
		{`{"times":[[1,99999999999999999999999,1]],"n":2,"k":1}`, networkdelay.ErrNode, 13, 0, 1},
		{`{"times":[[-10000000000000,2,1]],"n":2,"k":1}`, networkdelay.ErrNode, 11, 0, 0},
		{`{"times":[[1,2,1]],"n":10000000000000,"k":1}`, networkdelay.ErrNodes, 23, -1, -1},
		{`{"times":[[1,2,1]],"n":99999999999999999999,"k":1}`, networkdelay.ErrNodes, 23, -1, -1},
		{`{"times":[[1,2,1]],"n":2,"k":10000000000000}`, networkdelay.ErrStart, 29, -1, -1},
		{`{"times":[[1,2,1]],"n":2,"k":2.0}`, networkdelay.ErrStart, 29, -1, -1},
		{`{"times":[1],"n":2,"k":1}`, networkdelay.ErrEdge, 10, 0, -1},
		{`{"times":1,"n":2,"k":1}`, networkdelay.ErrSyntax, 9, -1, -1},
		{`{"times":[],"n":"2","k":1}`, networkdelay.ErrSyntax, 16, -1, -1},
		{`{"time":[],"n":2,"k":1}`, networkdelay.ErrSyntax, 1, -1, -1},
		{`[[1,2,1]]`, networkdelay.ErrSyntax, 0, -1, -1},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			p, err := networkdelay.Parse(strings.NewReader(c.text))
			if c.rule == errNone {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if p == nil {
					t.Fatal("no problem and no error")
				}
				return
			}
			if !errors.Is(err, c.rule) {
				t.Fatalf("error %v, want %v", err, c.rule)
			}
			var e *networkdelay.InputError
			if !errors.As(err, &e) {
				t.Fatalf("errors.As(err, &e) is false")
			}
			if want, got := ([3]int64{c.offset, int64(c.row), int64(c.col)}), ([3]int64{e.Offset, int64(e.Row), int64(e.Col)}); !reflect.DeepEqual(want, got) {
				t.Errorf("%v: got %#v, want %#v", err, got, want)
			}
			if !strings.HasPrefix(err.Error(), "networkdelay: offset ") {
				t.Errorf("%v: want true", err.Error())
			}
		})
	}
}

// errNone marks a case that must parse.
var errNone = errors.New("no error")
