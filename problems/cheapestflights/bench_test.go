package cheapestflights_test

import (
	"sync"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/cheapestflights"
)

// large is the benchmark instance: 5,000 cities and 400,000 flights with
// prices 1..10^4 (see gen.Flights), from city 0 to city 4999 with at most
// 30 stops; large2k is 2,000 cities and 200,000 flights, and binds the
// same with prices that grow with the distance (gen.FlightsByDistance),
// so that the bound on stops binds; both from city 0 to 1999, k = 30.
var (
	large   = sync.OnceValue(func() [][]int { return gen.Flights(5000, 400_000, 10_000, 1) })
	large2k = sync.OnceValue(func() [][]int { return gen.Flights(2000, 200_000, 10_000, 2) })
	binds   = sync.OnceValue(func() [][]int { return gen.FlightsByDistance(2000, 200_000, 1) })
)

// BenchmarkLarge times FindCheapestPrice on the large instances (building
// the network included, as LeetCode's signature asks), the solve alone on
// built Flights, and the hand loop below, which docs/bench/weighted.sh
// sets against textbook C++.
func BenchmarkLarge(b *testing.B) {
	for _, inst := range []struct {
		name      string
		flights   func() [][]int
		n, dst, k int
	}{{"", large, 5000, 4999, 30}, {"2k/", large2k, 2000, 1999, 30}, {"binds/", binds, 2000, 1999, 30}} {
		n, src, dst, k := inst.n, 0, inst.dst, inst.k
		flights := inst.flights()
		want := handRounds(n, flights, src, dst, k)
		b.Run(inst.name+"FindCheapestPrice", func(b *testing.B) {
			cputime.Measure(b, func() {
				if cheapestflights.FindCheapestPrice(n, flights, src, dst, k) != want {
					b.Fatal()
				}
			})
		})
		f, _ := cheapestflights.New(n, flights)
		b.Run(inst.name+"Cheapest", func(b *testing.B) {
			cputime.Measure(b, func() {
				if _, got, _ := f.Cheapest(src, dst, k); got != want {
					b.Fatal()
				}
			})
		})
		b.Run(inst.name+"hand", func(b *testing.B) {
			cputime.Measure(b, func() {
				if handRounds(n, flights, src, dst, k) != want {
					b.Fatal()
				}
			})
		})
	}
}

// handRounds is the hand loop: Bellman-Ford by k+1 rounds over a flat
// int32 copy of the flights, two preallocated int32 price arrays swapped
// between rounds, and an early exit when a round changes nothing.
func handRounds(n int, flights [][]int, src, dst, k int) int {
	const inf = int32(1<<31 - 1)
	flat := make([]int32, 3*len(flights))
	for i, f := range flights {
		flat[3*i], flat[3*i+1], flat[3*i+2] = int32(f[0]), int32(f[1]), int32(f[2])
	}
	cur, next := make([]int32, n), make([]int32, n)
	for i := range cur {
		cur[i] = inf
	}
	cur[src] = 0
	for range k + 1 {
		copy(next, cur)
		changed := false
		for i := 0; i < len(flat); i += 3 {
			if p := cur[flat[i]]; p != inf && p+flat[i+2] < next[flat[i+1]] {
				next[flat[i+1]] = p + flat[i+2]
				changed = true
			}
		}
		cur, next = next, cur
		if !changed {
			break
		}
	}
	if cur[dst] == inf {
		return -1
	}
	return int(cur[dst])
}
