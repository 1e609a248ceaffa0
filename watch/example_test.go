package watch_test

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/watch"
)

// collatz steps from n to n/2 when n is even, else to 3n+1.
type collatz struct{}

func (collatz) Neighbors(n int, yield func(int) bool) {
	if n%2 == 0 {
		yield(n / 2)
	} else if n > 1 {
		yield(3*n + 1)
	}
}

// ring is a cycle of n states: a step forward costs 1, a step back 3.
type ring int

func (n ring) Edges(s int, yield func(int, int) bool) {
	if yield((s+1)%int(n), 1) {
		yield((s+int(n)-1)%int(n), 3)
	}
}

// This is a whole program: the Collatz sequence from a number typed on
// the page, each layer one step. Run natively it serves the page; built
// for GOOS=js GOARCH=wasm it is the page's engine.
func ExampleMain() {
	watch.Main(watch.Puzzle{
		Name:    "collatz",
		Title:   "The Collatz sequence down to 1",
		Example: "27",
		Run: watch.BFS(func(input string) (watch.Problem[int], error) {
			n, err := strconv.Atoi(strings.TrimSpace(input))
			if err == nil && n < 1 {
				err = errors.New("want a number from 1")
			}
			return watch.Problem[int]{Neighbors: collatz{}, Starts: []int{n}, Goal: func(n int) bool { return n == 1 }}, watch.At(0, err)
		}),
	})
}

func ExampleBFS() {
	run := watch.BFS(func(input string) (watch.Problem[int], error) {
		n, err := strconv.Atoi(input)
		return watch.Problem[int]{Neighbors: collatz{}, Starts: []int{n}, Goal: func(n int) bool { return n == 1 }}, watch.At(0, err)
	})
	res, err := run(context.Background(), "6", watch.Env{})
	fmt.Println(err, res.Answer, res.Sizes, res.Path, res.Goal)
	// Output:
	// <nil> 8 [1 1 1 1 1 1 1 1 1] [6 3 10 5 16 8 4 2 1] 1
}

func ExampleDijkstra() {
	run := watch.Dijkstra(func(input string) (watch.WeightedProblem[int], error) {
		return watch.WeightedProblem[int]{Edges: ring(6), Starts: []int{0}, Goal: func(s int) bool { return s == 4 }}, nil
	})
	res, err := run(context.Background(), "", watch.Env{})
	fmt.Println(err, res.Answer, res.Costs, res.Sizes, res.Path, res.PathCost)
	// Output:
	// <nil> 4 [0 1 2 3 4] [1 1 1 2 1] [0 1 2 3 4] 4
}

func ExampleTrace() {
	var res watch.Result
	goal := func(n int) bool { return n == 1 }
	_, err := watch.Trace(context.Background(), watch.Env{MaxStates: 1000}, search.Neighbors[int](collatz{}), goal, nil, 10, func(n int) any { return n }, &res, 6)
	fmt.Println(err, res.Sizes, res.Path)
	// Output:
	// <nil> [1 1 1 1 1 1 1 1 1] [6 3 10 5 16 8 4 2 1]
}

func ExampleTraceCost() {
	var res watch.Result
	target := 4
	_, err := watch.TraceCost(context.Background(), watch.Env{MaxStates: 100}, search.WeightedNeighbors[int](ring(6)), nil, &target, 10, func(s int) any { return s }, &res, 0)
	fmt.Println(err, res.Costs, res.Sizes, res.Layers, res.Path, res.PathCost)
	// Output:
	// <nil> [0 1 2 3 4] [1 1 1 2 1] [[0] [1] [2] [3 5] [4]] [0 1 2 3 4] 4
}

func ExamplePuzzle_Solve() {
	p := watch.Puzzle{Name: "collatz", Run: watch.BFS(func(input string) (watch.Problem[int], error) {
		n, err := strconv.Atoi(input)
		return watch.Problem[int]{Neighbors: collatz{}, Starts: []int{n}}, watch.At(0, err)
	})}
	res, err := p.Solve(context.Background(), "27", watch.Env{})
	fmt.Println(res.Answer, len(res.Sizes), err)
	_, err = p.Solve(context.Background(), "27", watch.Env{MaxStates: 50})
	fmt.Println(err)
	_, err = p.Solve(context.Background(), "x", watch.Env{})
	fmt.Println(err)
	// Output:
	// 112 112 <nil>
	// collatz: search: BFSTree: stopped at depth 49: more than 50 states (the state limit); raise the state limit to search further
	// collatz: offset 0: strconv.Atoi: parsing "x": invalid syntax
}

func ExampleAt() {
	_, err := strconv.Atoi("4x")
	fmt.Println(watch.At(0, err))
	fmt.Println(watch.At(3, nil))
	// Output:
	// offset 0: strconv.Atoi: parsing "4x": invalid syntax
	// <nil>
}

func ExampleInputError() {
	err := fmt.Errorf("the goal: %w", &watch.InputError{Offset: 7, Err: errors.New("want a number")})
	var at *watch.InputError
	fmt.Println(errors.As(err, &at), at.Offset)
	fmt.Println(err)
	// Output:
	// true 7
	// the goal: offset 7: want a number
}
