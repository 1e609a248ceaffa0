package networkdelay_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/networkdelay"
)

func ExampleNetworkDelayTime() {
	// LeetCode 743, examples 1 to 3.
	fmt.Println(networkdelay.NetworkDelayTime([][]int{{2, 1, 1}, {2, 3, 1}, {3, 4, 1}}, 4, 2))
	fmt.Println(networkdelay.NetworkDelayTime([][]int{{1, 2, 1}}, 2, 1))
	fmt.Println(networkdelay.NetworkDelayTime([][]int{{1, 2, 1}}, 2, 2))
	// Output:
	// 2
	// 1
	// -1
}

func ExampleNew() {
	_, err := networkdelay.New([][]int{{1, 2, 1}, {2, 5, 1}}, 3)
	fmt.Println(err)
	// Output: networkdelay: times[1][1]: nodes are labelled 1 to n: node 5, n is 3
}

func ExampleParse() {
	p, err := networkdelay.Parse(strings.NewReader(`{"times":[[2,1,1],[2,3,1],[3,4,1]],"n":4,"k":2}`))
	fmt.Println(p.Network.Nodes(), p.K, err)
	_, err = networkdelay.Parse(strings.NewReader(`{"times":[[2,1,1]],"n":4,"k":7}`))
	fmt.Println(err)
	// Output:
	// 4 2 <nil>
	// networkdelay: offset 29, k: k is a node, 1 to n: k is 7, n is 4
}

func ExampleProblem_DelayTime() {
	p, _ := networkdelay.Parse(strings.NewReader(`{"times":[[2,1,1],[2,3,1],[3,4,1]],"n":4,"k":2}`))
	fmt.Println(p.DelayTime())
	// Output: 2 4 true
}

func ExampleNetwork_DelayTime() {
	nw, _ := networkdelay.New([][]int{{1, 2, 4}, {1, 3, 1}, {3, 2, 1}}, 3)
	fmt.Println(nw.DelayTime(1))
	fmt.Println(nw.DelayTime(2)) // nothing leaves node 2
	// Output:
	// 2 2 true
	// -1 0 false
}

func ExampleNetwork_Delays() {
	nw, _ := networkdelay.New([][]int{{1, 2, 4}, {1, 3, 1}, {3, 2, 1}}, 3)
	delays := nw.Delays(1)
	for v := 1; v <= 3; v++ {
		t, _ := delays.Cost(v)
		route, _ := delays.PathTo(v)
		fmt.Println(v, t, route)
	}
	// Output:
	// 1 0 [1]
	// 2 2 [1 3 2]
	// 3 1 [1 3]
}

func ExampleNetwork_Edges() {
	nw, _ := networkdelay.New([][]int{{1, 2, 4}, {1, 3, 1}, {3, 2, 1}}, 3)
	nw.Edges(1, func(v, time int) bool {
		fmt.Printf("1→%d takes %d\n", v, time)
		return true
	})
	// Output:
	// 1→2 takes 4
	// 1→3 takes 1
}

func ExampleNetwork_Neighbors() {
	nw, _ := networkdelay.New([][]int{{1, 2, 4}, {1, 3, 1}}, 3)
	nw.Neighbors(1, func(v int) bool { fmt.Print(v, " "); return true })
	fmt.Println()
	// Output: 2 3
}

func ExampleNetwork_Nodes() {
	nw, _ := networkdelay.New(nil, 5)
	fmt.Println(nw.Nodes())
	// Output: 5
}

func ExampleNetwork_Len() {
	// Nodes are their own indices; index 0 is unused.
	nw, _ := networkdelay.New(nil, 5)
	fmt.Println(nw.Len(), nw.Index(3), nw.State(3))
	// Output: 6 3 3
}

func ExampleNetwork_Index() {
	nw, _ := networkdelay.New(nil, 5)
	fmt.Println(nw.Index(5))
	// Output: 5
}

func ExampleNetwork_State() {
	nw, _ := networkdelay.New(nil, 5)
	fmt.Println(nw.State(2))
	// Output: 2
}

func ExampleInputError_Error() {
	_, err := networkdelay.Parse(strings.NewReader(`{"times":[[1,2,-3]],"n":2,"k":1}`))
	fmt.Println(err)
	var e *networkdelay.InputError
	if errors.As(err, &e) {
		fmt.Println(e.Row, e.Col, e.Offset, errors.Is(err, networkdelay.ErrTime))
	}
	// Output:
	// networkdelay: offset 15, times[0][2]: a travel time is an integer from 0 to 2^30: time -3
	// 0 2 15 true
}

func ExamplePlugin() {
	p := networkdelay.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// networkdelay: LeetCode 743, Network Delay Time (Dijkstra)
	// <nil>
	// leetcode-1 leetcode-2 leetcode-3 hashed-2000
}
