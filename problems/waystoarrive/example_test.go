package waystoarrive_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/waystoarrive"
)

// example1 are the roads of LeetCode 1976's example 1.
var example1 = [][]int{{0, 6, 7}, {0, 1, 2}, {1, 2, 3}, {1, 3, 3}, {6, 3, 3}, {3, 5, 1}, {6, 5, 1}, {2, 5, 1}, {0, 4, 5}, {4, 6, 2}}

func ExampleCountPaths() {
	// LeetCode 1976, examples 1 and 2.
	fmt.Println(waystoarrive.CountPaths(7, example1))
	fmt.Println(waystoarrive.CountPaths(2, [][]int{{1, 0, 10}}))
	// Output:
	// 4
	// 1
}

func ExampleNew() {
	_, err := waystoarrive.New(3, [][]int{{0, 1, 1}, {1, 2, 0}})
	fmt.Println(err)
	// Output: waystoarrive: roads[1][2]: a road's time is an integer from 1 to 2^30: time 0
}

func ExampleParse() {
	city, err := waystoarrive.Parse(strings.NewReader(`{"n":2,"roads":[[1,0,10]]}`))
	fmt.Println(city.Intersections(), err)
	_, err = waystoarrive.Parse(strings.NewReader(`{"n":2,"roads":[[1,2,10]]}`))
	fmt.Println(err)
	// Output:
	// 2 <nil>
	// waystoarrive: offset 19, roads[0][1]: intersections are numbered 0 to n-1: intersection 2, n is 2
}

func ExampleCity_Ways() {
	city, _ := waystoarrive.New(7, example1)
	fmt.Println(city.Ways(waystoarrive.Modulus))
	// A chain of 40 diamonds: 2^40 ways, exactly or modulo 10^9+7.
	diamonds, _ := waystoarrive.New(3*40+1, diamondRoads(40))
	fmt.Println(diamonds.Ways(0))
	fmt.Println(diamonds.Ways(waystoarrive.Modulus))
	// Output:
	// 4 7 <nil>
	// 1099511627776 80 <nil>
	// 511620083 80 <nil>
}

// diamondRoads is a chain of k diamonds: 3i leads to 3i+1 and 3i+2, both
// to 3i+3, every road taking 1 minute.
func diamondRoads(k int) [][]int {
	var roads [][]int
	for i := range k {
		s := 3 * i
		roads = append(roads, []int{s, s + 1, 1}, []int{s, s + 2, 1}, []int{s + 1, s + 3, 1}, []int{s + 2, s + 3, 1})
	}
	return roads
}

func ExampleCity_Routes() {
	city, _ := waystoarrive.New(7, example1)
	routes := city.Routes()
	time, _ := routes.Cost(6)
	fmt.Println("fastest:", time, "minutes")
	for route := range routes.AllPathsTo(6) {
		fmt.Println(route)
	}
	// Output:
	// fastest: 7 minutes
	// [0 6]
	// [0 4 6]
	// [0 1 3 5 6]
	// [0 1 2 5 6]
}

func ExampleCity_Edges() {
	city, _ := waystoarrive.New(3, [][]int{{0, 1, 4}, {2, 0, 1}})
	city.Edges(0, func(v, time int) bool {
		fmt.Printf("0–%d takes %d\n", v, time)
		return true
	})
	// Output:
	// 0–1 takes 4
	// 0–2 takes 1
}

func ExampleCity_Neighbors() {
	city, _ := waystoarrive.New(3, [][]int{{0, 1, 4}, {2, 0, 1}})
	city.Neighbors(0, func(v int) bool { fmt.Print(v, " "); return true })
	fmt.Println()
	// Output: 1 2
}

func ExampleCity_IndexEdges() {
	city, _ := waystoarrive.New(3, [][]int{{0, 1, 4}, {2, 0, 1}})
	fmt.Println(city.IndexEdges(0, nil, nil))
	// Output: [1 2] [4 1]
}

func ExampleCity_Intersections() {
	city, _ := waystoarrive.New(5, nil)
	fmt.Println(city.Intersections())
	// Output: 5
}

func ExampleCity_Len() {
	// Intersections are their own indices.
	city, _ := waystoarrive.New(5, nil)
	fmt.Println(city.Len(), city.Index(3), city.State(3))
	// Output: 5 3 3
}

func ExampleCity_Index() {
	city, _ := waystoarrive.New(5, nil)
	fmt.Println(city.Index(4))
	// Output: 4
}

func ExampleCity_State() {
	city, _ := waystoarrive.New(5, nil)
	fmt.Println(city.State(2))
	// Output: 2
}

func ExampleInputError_Error() {
	_, err := waystoarrive.Parse(strings.NewReader(`{"n":2,"roads":[[0,1,-3]]}`))
	fmt.Println(err)
	var e *waystoarrive.InputError
	if errors.As(err, &e) {
		fmt.Println(e.Row, e.Col, e.Offset, errors.Is(err, waystoarrive.ErrTime))
	}
	// Output:
	// waystoarrive: offset 21, roads[0][2]: a road's time is an integer from 1 to 2^30: time -3
	// 0 2 21 true
}

func ExamplePlugin() {
	p := waystoarrive.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// waystoarrive: LeetCode 1976, Number of Ways to Arrive at Destination (Dijkstra, every fastest way)
	// <nil>
	// leetcode-1 leetcode-2 hashed-2000
}
