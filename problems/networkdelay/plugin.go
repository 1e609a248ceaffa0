package networkdelay

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
)

// leetcode743 are LeetCode 743's published examples and answers
// (https://leetcode.com/problems/network-delay-time/, as mirrored by
// doocs/leetcode and copied to testdata/leetcode-743.json).
var leetcode743 = []struct {
	input string
	want  int
}{
	{`{"times":[[2,1,1],[2,3,1],[3,4,1]],"n":4,"k":2}`, 2},
	{`{"times":[[1,2,1]],"n":2,"k":1}`, 1},
	{`{"times":[[1,2,1]],"n":2,"k":2}`, -1},
}

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances are LeetCode's
// examples and a hashed network of 2,000 nodes and 20,000 edges; their
// Graph is the *Network itself, so programs that look for a
// search.WeightedNeighbors[int] find the travel times too.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    pkg,
		Title:   "LeetCode 743, Network Delay Time (Dijkstra)",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: leetcode743[0].input,
		BadInputs: []plugin.BadInput{
			{Kind: "short edge", Text: `{"times":[[2,1,1],[2,3]],"n":4,"k":2}`, Rule: ErrEdge, Offset: 18, Row: 1, Col: -1},
			{Kind: "node out of range", Text: `{"times":[[2,1,1],[2,9,1]],"n":4,"k":2}`, Rule: ErrNode, Offset: 21, Row: 1, Col: 1},
			{Kind: "negative time", Text: `{"times":[[2,1,-1]],"n":4,"k":2}`, Rule: ErrTime, Offset: 15, Row: 0, Col: 2},
			{Kind: "start out of range", Text: `{"times":[[2,1,1]],"n":4,"k":7}`, Rule: ErrStart, Offset: 29, Row: -1, Col: -1},
		},
		Tour: tour,
	}
	for i, ex := range leetcode743 {
		pr, err := Parse(strings.NewReader(ex.input))
		if err != nil {
			panic("networkdelay: Plugin: " + err.Error())
		}
		p.Instances = append(p.Instances, plugin.New[int](fmt.Sprintf("leetcode-%d", i+1), pr.Network, nil, pr.K))
	}
	const n, m = 2000, 20000
	times := make([][]int, m)
	for i := range times {
		h := plugin.Hash(743, uint64(i))
		times[i] = []int{1 + int(h%n), 1 + int(h/n%n), int(h / (n * n) % 101)}
	}
	nw, err := New(times, n)
	if err != nil {
		panic("networkdelay: Plugin: " + err.Error())
	}
	p.Instances = append(p.Instances, plugin.New[int]("hashed-2000", nw, nil, 1))
	return p
}

// tour solves LeetCode's examples and shows the route to the node reached
// last.
func tour(w io.Writer) error {
	for i, ex := range leetcode743 {
		pr, err := Parse(strings.NewReader(ex.input))
		if err != nil {
			return err
		}
		time, last, ok := pr.DelayTime()
		got := time
		if !ok {
			got = -1
		}
		if got != ex.want {
			return fmt.Errorf("example %d: %d, LeetCode says %d", i+1, got, ex.want)
		}
		if !ok {
			fmt.Fprintf(w, "example %d (n=%d, from %d): -1, some node never receives the signal (as published: %d)\n", i+1, pr.Network.Nodes(), pr.K, ex.want)
			continue
		}
		route, _ := pr.Network.Delays(pr.K).PathTo(last)
		fmt.Fprintf(w, "example %d (n=%d, from %d): %d, the last node reached is %d via %v (as published: %d)\n",
			i+1, pr.Network.Nodes(), pr.K, time, last, route, ex.want)
	}
	return nil
}
