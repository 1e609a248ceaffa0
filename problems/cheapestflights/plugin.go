package cheapestflights

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
)

// leetcode787 are LeetCode 787's published examples and answers
// (https://leetcode.com/problems/cheapest-flights-within-k-stops/, as
// mirrored by doocs/leetcode and copied to testdata/leetcode-787.json).
var leetcode787 = []struct {
	input string
	want  int
}{
	{`{"n":4,"flights":[[0,1,100],[1,2,100],[2,0,100],[1,3,600],[2,3,200]],"src":0,"dst":3,"k":1}`, 700},
	{`{"n":3,"flights":[[0,1,100],[1,2,100],[0,2,500]],"src":0,"dst":2,"k":1}`, 200},
	{`{"n":3,"flights":[[0,1,100],[1,2,100],[0,2,500]],"src":0,"dst":2,"k":0}`, 500},
}

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances are LeetCode's
// examples from src and a hashed network of 1,000 cities and 20,000
// flights from city 0; their Graph is the *Flights itself, so programs
// that look for a search.WeightedNeighbors[int] find the prices too.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    pkg,
		Title:   "LeetCode 787, Cheapest Flights Within K Stops (Dijkstra under a bound on flights)",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: leetcode787[0].input,
		BadInputs: []plugin.BadInput{
			{Kind: "short flight", Text: `{"n":3,"flights":[[0,1,100],[1,2]],"src":0,"dst":2,"k":1}`, Rule: ErrFlight, Offset: 28, Row: 1, Col: -1},
			{Kind: "city out of range", Text: `{"n":3,"flights":[[0,5,100]],"src":0,"dst":2,"k":1}`, Rule: ErrCity, Offset: 21, Row: 0, Col: 1},
			{Kind: "negative price", Text: `{"n":3,"flights":[[0,1,-100]],"src":0,"dst":2,"k":1}`, Rule: ErrPrice, Offset: 23, Row: 0, Col: 2},
			{Kind: "negative stops", Text: `{"n":3,"flights":[[0,1,100]],"src":0,"dst":2,"k":-1}`, Rule: ErrStops, Offset: 49, Row: -1, Col: -1},
		},
		Tour: tour,
	}
	for i, ex := range leetcode787 {
		pr, err := Parse(strings.NewReader(ex.input))
		if err != nil {
			panic("cheapestflights: Plugin: " + err.Error())
		}
		p.Instances = append(p.Instances, plugin.New[int](fmt.Sprintf("leetcode-%d", i+1), pr.Flights, nil, pr.Src))
	}
	const n, m = 1000, 20000
	flights := make([][]int, m)
	for i := range flights {
		h := plugin.Hash(787, uint64(i))
		flights[i] = []int{int(h % n), int(h / n % n), 1 + int(h/(n*n)%10000)}
	}
	f, err := New(n, flights)
	if err != nil {
		panic("cheapestflights: Plugin: " + err.Error())
	}
	p.Instances = append(p.Instances, plugin.New[int]("hashed-1000", f, nil, 0))
	return p
}

// tour solves LeetCode's examples and shows each cheapest route.
func tour(w io.Writer) error {
	for i, ex := range leetcode787 {
		pr, err := Parse(strings.NewReader(ex.input))
		if err != nil {
			return err
		}
		route, price, ok := pr.Cheapest()
		if !ok {
			price = -1
		}
		if price != ex.want {
			return fmt.Errorf("example %d: %d, LeetCode says %d", i+1, price, ex.want)
		}
		fmt.Fprintf(w, "example %d (%d→%d, at most %d stop(s)): %d via %v (as published: %d)\n",
			i+1, pr.Src, pr.Dst, pr.Stops, price, route, ex.want)
	}
	return nil
}
