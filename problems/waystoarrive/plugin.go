package waystoarrive

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
)

// leetcode1976 are LeetCode 1976's published examples and answers
// (https://leetcode.com/problems/number-of-ways-to-arrive-at-destination/,
// as mirrored by doocs/leetcode and copied to testdata/leetcode-1976.json).
var leetcode1976 = []struct {
	input string
	want  int
}{
	{`{"n":7,"roads":[[0,6,7],[0,1,2],[1,2,3],[1,3,3],[6,3,3],[3,5,1],[6,5,1],[2,5,1],[0,4,5],[4,6,2]]}`, 4},
	{`{"n":2,"roads":[[1,0,10]]}`, 1},
}

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances are LeetCode's
// examples and a hashed city of 2,000 intersections and 20,000 roads,
// each from intersection 0; their Graph is the *City itself, so programs
// that look for a search.WeightedNeighbors[int] find the times too, and
// they are undirected.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    pkg,
		Title:   "LeetCode 1976, Number of Ways to Arrive at Destination (Dijkstra, every fastest way)",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: leetcode1976[0].input,
		BadInputs: []plugin.BadInput{
			{Kind: "short road", Text: `{"n":3,"roads":[[0,1,1],[1,2]]}`, Rule: ErrRoad, Offset: 24, Row: 1, Col: -1},
			{Kind: "intersection out of range", Text: `{"n":3,"roads":[[0,3,1]]}`, Rule: ErrIntersection, Offset: 19, Row: 0, Col: 1},
			{Kind: "road taking no time", Text: `{"n":3,"roads":[[0,1,0]]}`, Rule: ErrTime, Offset: 21, Row: 0, Col: 2},
			{Kind: "no intersection", Text: `{"n":0,"roads":[]}`, Rule: ErrIntersections, Offset: 5, Row: -1, Col: -1},
		},
		Tour: tour,
	}
	for i, ex := range leetcode1976 {
		c, err := Parse(strings.NewReader(ex.input))
		if err != nil {
			panic("waystoarrive: Plugin: " + err.Error())
		}
		p.Instances = append(p.Instances, undirected(plugin.New[int](fmt.Sprintf("leetcode-%d", i+1), c, nil, 0)))
	}
	const n, m = 2000, 20000
	roads := make([][]int, m)
	for i := range roads {
		h := plugin.Hash(1976, uint64(i))
		roads[i] = []int{int(h % n), int(h / n % n), 1 + int(h/(n*n)%100)}
	}
	c, err := New(n, roads)
	if err != nil {
		panic("waystoarrive: Plugin: " + err.Error())
	}
	p.Instances = append(p.Instances, undirected(plugin.New[int]("hashed-2000", c, nil, 0)))
	return p
}

func undirected(in plugin.Instance) plugin.Instance {
	in.Undirected = true
	return in
}

// tour counts the ways of LeetCode's examples and lists them.
func tour(w io.Writer) error {
	for i, ex := range leetcode1976 {
		c, err := Parse(strings.NewReader(ex.input))
		if err != nil {
			return err
		}
		ways, time, err := c.Ways(Modulus)
		if err != nil {
			return err
		}
		if int(ways) != ex.want {
			return fmt.Errorf("example %d: %d ways, LeetCode says %d", i+1, ways, ex.want)
		}
		fmt.Fprintf(w, "example %d (n=%d): %d way(s) to %d in %d minutes (as published: %d):\n", i+1, c.Intersections(), ways, c.Intersections()-1, time, ex.want)
		for route := range c.Routes().AllPathsTo(c.Intersections() - 1) {
			fmt.Fprintf(w, "  %s\n", arrows(route))
		}
	}
	return nil
}

// arrows writes a route as "0 → 4 → 6".
func arrows(route []int) string {
	s := make([]string, len(route))
	for i, v := range route {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, " → ")
}
