package engine_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/examples/web/engine"
	"github.com/ripplebfs/ripple/watch"
)

// delaysRef is the least arrival time of every node from k, by relaxing
// every edge until nothing changes (Bellman-Ford, written from LeetCode
// 743's statement), -1 for a node never reached.
func delaysRef(times [][]int, n, k int) []int {
	const inf = 1 << 60
	d := slices.Repeat([]int{inf}, n+1)
	d[k] = 0
	for changed := true; changed; {
		changed = false
		for _, e := range times {
			if d[e[0]] < inf && d[e[0]]+e[2] < d[e[1]] {
				d[e[1]], changed = d[e[0]]+e[2], true
			}
		}
	}
	for u := range d {
		if d[u] == inf {
			d[u] = -1
		}
	}
	return d[1:]
}

// TestNetwork runs LeetCode 743's examples (published answers 2, 1, -1)
// and a network whose costs skip values, so that the layers are the cost
// classes 0, 5, 12: each layer's cost and nodes against delaysRef, and the
// path to the node reached last, its cost as the sum of its edges'.
func TestNetwork(t *testing.T) {
	for name, env := range envs {
		for _, tc := range []struct {
			input  string
			times  [][]int
			n, k   int
			answer int
			costs  []int
		}{
			{engine.Example743, [][]int{{2, 1, 1}, {2, 3, 1}, {3, 4, 1}}, 4, 2, 2, []int{0, 1, 2}},
			{"Input: times = [[1,2,1]], n = 2, k = 1\nOutput: 1", [][]int{{1, 2, 1}}, 2, 1, 1, []int{0, 1}},
			{`{"times":[[1,2,1]],"n":2,"k":2}`, [][]int{{1, 2, 1}}, 2, 2, -1, []int{0}},
			{"times = [[1,2,5],[2,3,7],[1,3,20],[3,4,0]], n = 4, k = 1", [][]int{{1, 2, 5}, {2, 3, 7}, {1, 3, 20}, {3, 4, 0}}, 4, 1, 12, []int{0, 5, 12}},
		} {
			t.Run(fmt.Sprintf("%s/%.30s", name, tc.input), func(t *testing.T) {
				res, err := engine.Run(context.Background(), "networkdelay", tc.input, env)
				if err != nil {
					t.Fatal(err)
				}
				if res.Answer != tc.answer {
					t.Errorf("answer %d, want %d", res.Answer, tc.answer)
				}
				ref := delaysRef(tc.times, tc.n, tc.k)
				if !slices.Equal(res.Costs, tc.costs) {
					t.Errorf("costs %v, want %v", res.Costs, tc.costs)
				}
				for i, layer := range res.Layers {
					if len(layer) != res.Sizes[i] {
						t.Errorf("layer %d: %d nodes shipped of %d", i, len(layer), res.Sizes[i])
					}
					for _, s := range layer {
						var u int
						fmt.Sscanf(s.(string), "node %d", &u)
						if ref[u-1] != res.Costs[i] {
							t.Errorf("%s at cost %d, its least time is %d", s, res.Costs[i], ref[u-1])
						}
					}
				}
				// The path: from k, edge by edge, to a node at the greatest cost.
				if len(res.Path) == 0 || res.Path[0] != fmt.Sprintf("node %d", tc.k) {
					t.Fatalf("path %v", res.Path)
				}
				sum := 0
				for i := 1; i < len(res.Path); i++ {
					var u, v int
					fmt.Sscanf(res.Path[i-1].(string), "node %d", &u)
					fmt.Sscanf(res.Path[i].(string), "node %d", &v)
					w := -1
					for _, e := range tc.times {
						if e[0] == u && e[1] == v && (w < 0 || e[2] < w) {
							w = e[2]
						}
					}
					if w < 0 {
						t.Fatalf("path %v: no edge %d → %d", res.Path, u, v)
					}
					sum += w
				}
				if want := tc.costs[len(tc.costs)-1]; sum != res.PathCost || sum != want {
					t.Errorf("path %v costs %d, PathCost %d, want %d", res.Path, sum, res.PathCost, want)
				}
			})
		}
	}
}

func ExampleRun_weighted() {
	res, err := engine.Run(context.Background(), "networkdelay", "times = [[1,2,5],[2,3,7],[1,3,20],[3,4,0]], n = 4, k = 1", watch.Env{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Answer, res.Costs, res.Sizes, res.Path, res.PathCost)
	// Output:
	// 12 [0 5 12] [1 1 2] [node 1 node 2 node 3 node 4] 12
}
