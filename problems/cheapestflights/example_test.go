package cheapestflights_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/cheapestflights"
)

var example1 = [][]int{{0, 1, 100}, {1, 2, 100}, {2, 0, 100}, {1, 3, 600}, {2, 3, 200}}

func ExampleFindCheapestPrice() {
	// LeetCode 787, examples 1 to 3.
	fmt.Println(cheapestflights.FindCheapestPrice(4, example1, 0, 3, 1))
	three := [][]int{{0, 1, 100}, {1, 2, 100}, {0, 2, 500}}
	fmt.Println(cheapestflights.FindCheapestPrice(3, three, 0, 2, 1))
	fmt.Println(cheapestflights.FindCheapestPrice(3, three, 0, 2, 0))
	// Output:
	// 700
	// 200
	// 500
}

func ExampleFindCheapestRoute() {
	fmt.Println(cheapestflights.FindCheapestRoute(4, example1, 0, 3, 1))
	fmt.Println(cheapestflights.FindCheapestRoute(4, example1, 0, 3, 2)) // 0→1→2→3 is cheaper but has two stops
	fmt.Println(cheapestflights.FindCheapestRoute(4, example1, 3, 0, 5)) // no flight leaves 3
	// Output:
	// [0 1 3] 700 true
	// [0 1 2 3] 400 true
	// [] 0 false
}

func ExampleNew() {
	_, err := cheapestflights.New(3, [][]int{{0, 1, 100}, {1, 3, 100}})
	fmt.Println(err)
	// Output: cheapestflights: flights[1][1]: cities are numbered 0 to n-1: city 3, n is 3
}

func ExampleParse() {
	p, err := cheapestflights.Parse(strings.NewReader(`{"n":3,"flights":[[0,1,100],[1,2,100],[0,2,500]],"src":0,"dst":2,"k":1}`))
	fmt.Println(p.Flights.Cities(), p.Src, p.Dst, p.Stops, err)
	_, err = cheapestflights.Parse(strings.NewReader(`{"n":3,"flights":[],"src":0,"dst":2,"k":-1}`))
	fmt.Println(err)
	// Output:
	// 3 0 2 1 <nil>
	// cheapestflights: offset 40, k: k, the most stops, is an integer from 0 to 2^63-1: k is -1
}

func ExampleProblem_Cheapest() {
	p, _ := cheapestflights.Parse(strings.NewReader(`{"n":3,"flights":[[0,1,100],[1,2,100],[0,2,500]],"src":0,"dst":2,"k":1}`))
	fmt.Println(p.Cheapest())
	// Output: [0 1 2] 200 true
}

func ExampleFlights_Cheapest() {
	f, _ := cheapestflights.New(4, example1)
	for k := range 3 {
		fmt.Println(f.Cheapest(0, 3, k))
	}
	// Output:
	// [] 0 false
	// [0 1 3] 700 true
	// [0 1 2 3] 400 true
}

func ExampleFlights_Edges() {
	f, _ := cheapestflights.New(4, example1)
	f.Edges(1, func(v, price int) bool {
		fmt.Printf("1→%d costs %d\n", v, price)
		return true
	})
	// Output:
	// 1→2 costs 100
	// 1→3 costs 600
}

func ExampleFlights_Neighbors() {
	f, _ := cheapestflights.New(4, example1)
	f.Neighbors(1, func(v int) bool { fmt.Print(v, " "); return true })
	fmt.Println()
	// Output: 2 3
}

func ExampleFlights_Cities() {
	f, _ := cheapestflights.New(4, example1)
	fmt.Println(f.Cities())
	// Output: 4
}

func ExampleFlights_Len() {
	// Cities are their own indices.
	f, _ := cheapestflights.New(4, example1)
	fmt.Println(f.Len())
	// Output: 4
}

func ExampleFlights_Index() {
	f, _ := cheapestflights.New(4, example1)
	fmt.Println(f.Index(3))
	// Output: 3
}

func ExampleFlights_State() {
	f, _ := cheapestflights.New(4, example1)
	fmt.Println(f.State(2))
	// Output: 2
}

func ExampleInputError_Error() {
	_, err := cheapestflights.Parse(strings.NewReader(`{"n":2,"flights":[[0,1,"5"]],"src":0,"dst":1,"k":0}`))
	fmt.Println(err)
	var e *cheapestflights.InputError
	if errors.As(err, &e) {
		fmt.Println(e.Row, e.Col, e.Offset, errors.Is(err, cheapestflights.ErrFlight))
	}
	// Output:
	// cheapestflights: offset 23, flights[0][2]: a flight is [from, to, price], three integers: value is "5"
	// 0 2 23 true
}

func ExamplePlugin() {
	p := cheapestflights.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// cheapestflights: LeetCode 787, Cheapest Flights Within K Stops (Dijkstra under a bound on flights)
	// <nil>
	// leetcode-1 leetcode-2 leetcode-3 hashed-1000
}
