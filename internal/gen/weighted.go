package gen

import "math/rand/v2"

// Times returns the edges [u, v, w] of a pseudo-random LeetCode 743
// network of n nodes and m ≥ n-1 edges with times 1..maxTime: first a
// random tree from node 1 (edge i+1 goes from a node drawn among 1..i+1 to
// node i+2, so every node is reachable from node 1), then m-n+1 edges
// between uniform nodes u ≠ v. Repeated pairs may occur. It depends only
// on its arguments (PCG seeded with (seed, 743)). The benchmark instance
// of docs/benchmarks.md is Times(200_000, 2_000_000, 100, 1).
func Times(n, m, maxTime int, seed uint64) [][]int {
	rng := rand.New(rand.NewPCG(seed, 743))
	flat := make([]int, 3*m)
	times := make([][]int, m)
	for i := range times {
		e := flat[3*i : 3*i+3 : 3*i+3]
		if i < n-1 {
			e[0], e[1] = 1+rng.IntN(i+1), i+2
		} else {
			e[0], e[1] = uniformPair(rng, n)
			e[0]++
			e[1]++
		}
		e[2] = 1 + rng.IntN(maxTime)
		times[i] = e
	}
	return times
}

// Roads returns the roads [u, v, time] of a pseudo-random LeetCode 1976
// city of n intersections and n-1 ≤ m ≤ n(n-1)/2 roads with times
// 1..maxTime: first a random tree (road i joins an intersection drawn
// among 0..i to intersection i+1, so every intersection is reachable from
// every other), then roads between uniform pairs u ≠ v, each pair at most
// once, as LeetCode promises. It depends only on its arguments (PCG
// seeded with (seed, 1976)). The benchmark instance of docs/benchmarks.md
// is Roads(100_000, 1_000_000, 100, 1).
func Roads(n, m, maxTime int, seed uint64) [][]int {
	rng := rand.New(rand.NewPCG(seed, 1976))
	flat := make([]int, 3*m)
	roads := make([][]int, m)
	seen := make(map[[2]int]bool, m)
	for i := range roads {
		r := flat[3*i : 3*i+3 : 3*i+3]
		for {
			if i < n-1 {
				r[0], r[1] = rng.IntN(i+1), i+1
			} else {
				r[0], r[1] = uniformPair(rng, n)
			}
			if p := [2]int{min(r[0], r[1]), max(r[0], r[1])}; !seen[p] {
				seen[p] = true
				break
			}
		}
		r[2] = 1 + rng.IntN(maxTime)
		roads[i] = r
	}
	return roads
}

// Flights returns the flights [from, to, price] of a pseudo-random
// LeetCode 787 network: m flights between uniform cities from ≠ to among
// 0..n-1, prices 1..maxPrice. Repeated pairs may occur. It depends only
// on its arguments (PCG seeded with (seed, 787)). The benchmark instance
// of docs/benchmarks.md is Flights(5000, 400_000, 10_000, 1), from city 0
// to city n-1 with k = 30.
func Flights(n, m, maxPrice int, seed uint64) [][]int {
	rng := rand.New(rand.NewPCG(seed, 787))
	flat := make([]int, 3*m)
	flights := make([][]int, m)
	for i := range flights {
		f := flat[3*i : 3*i+3 : 3*i+3]
		f[0], f[1] = uniformPair(rng, n)
		f[2] = 1 + rng.IntN(maxPrice)
		flights[i] = f
	}
	return flights
}

// FlightsByDistance returns m flights between uniform cities from ≠ to
// among 0..n-1 priced (to−from)² + 1: a long flight costs more than short
// ones covering the same distance, so a cheapest route takes many stops
// and a bound on stops binds. It depends only on its arguments (PCG
// seeded with (seed, 7870)). docs/benchmarks.md uses
// FlightsByDistance(2000, 200_000, 1), from city 0 to city n-1 with k = 30.
func FlightsByDistance(n, m int, seed uint64) [][]int {
	rng := rand.New(rand.NewPCG(seed, 7870))
	flat := make([]int, 3*m)
	flights := make([][]int, m)
	for i := range flights {
		f := flat[3*i : 3*i+3 : 3*i+3]
		f[0], f[1] = uniformPair(rng, n)
		f[2] = (f[1]-f[0])*(f[1]-f[0]) + 1
		flights[i] = f
	}
	return flights
}

// uniformPair draws u ≠ v uniformly from 0..n-1 (n ≥ 2).
func uniformPair(rng *rand.Rand, n int) (int, int) {
	u := rng.IntN(n)
	v := rng.IntN(n - 1)
	if v >= u {
		v++
	}
	return u, v
}

// Arrows returns a pseudo-random LeetCode 1368 grid of rows×cols arrows
// 1..4, uniform. It depends only on its arguments (PCG seeded with
// (seed, 1368)). The benchmark grid of docs/benchmarks.md is
// Arrows(2000, 2000, 1).
func Arrows(rows, cols int, seed uint64) [][]int {
	rng := rand.New(rand.NewPCG(seed, 1368))
	grid := make([][]int, rows)
	for r := range grid {
		grid[r] = make([]int, cols)
		for c := range grid[r] {
			grid[r][c] = 1 + rng.IntN(4)
		}
	}
	return grid
}
