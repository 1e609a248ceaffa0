package waystoarrive_test

import (
	"sync"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/waystoarrive"
	"github.com/ripplebfs/ripple/search"
)

// large is the benchmark instance: 100,000 intersections, 1,000,000 roads
// with times 1..100, every intersection reachable (see gen.Roads).
var large = sync.OnceValue(func() [][]int { return gen.Roads(100_000, 1_000_000, 100, 1) })

// BenchmarkLarge times CountPaths on the large instance (building the city
// included, as LeetCode's signature asks), the solve alone on a built City
// (Ways), its parts (Dijkstra to the destination without AllPaths, then
// with it: Routes), and the hand loop below.
func BenchmarkLarge(b *testing.B) {
	roads, n := large(), 100_000
	want := handWays(n, roads, false)
	b.Run("CountPaths", func(b *testing.B) {
		cputime.Measure(b, func() {
			if waystoarrive.CountPaths(n, roads) != want {
				b.Fatal()
			}
		})
	})
	city, _ := waystoarrive.New(n, roads)
	b.Run("Ways", func(b *testing.B) {
		cputime.Measure(b, func() {
			if got, _, _ := city.Ways(waystoarrive.Modulus); int(got) != want {
				b.Fatal()
			}
		})
	})
	dest := func(u int) bool { return u == n-1 }
	b.Run("Dijkstra", func(b *testing.B) {
		cputime.Measure(b, func() { search.DijkstraTree[int](city, dest, 0) })
	})
	b.Run("Routes", func(b *testing.B) {
		cputime.Measure(b, func() { city.Routes() })
	})
	for _, early := range []bool{false, true} {
		name := map[bool]string{false: "hand", true: "hand-early"}[early]
		b.Run(name, func(b *testing.B) {
			cputime.Measure(b, func() {
				if handWays(n, roads, early) != want {
					b.Fatal()
				}
			})
		})
	}
}

// handWays is the hand loop: int32 compressed adjacency of both
// directions, int64 times, the ways modulo 10^9+7 counted as intersections
// are settled, and a binary heap of (time, intersection) packed in a
// uint64 (times below 2^32: enough for this instance), with lazy
// deletion, all preallocated, no calls through interfaces; with early, it
// stops once n-1 is settled.
func handWays(n int, roads [][]int, early bool) int {
	off := make([]int32, n+1)
	for _, r := range roads {
		off[r[0]]++
		off[r[1]]++
	}
	sum := int32(0)
	for u, k := range off[:n] {
		off[u] = sum
		sum += k
	}
	off[n] = sum
	to, w := make([]int32, 2*len(roads)), make([]int32, 2*len(roads))
	next := append([]int32(nil), off[:n]...)
	for _, r := range roads {
		u, v := r[0], r[1]
		to[next[u]], w[next[u]] = int32(v), int32(r[2])
		next[u]++
		to[next[v]], w[next[v]] = int32(u), int32(r[2])
		next[v]++
	}
	const inf = int64(1<<63 - 1)
	dist, ways := make([]int64, n), make([]int64, n)
	for i := range dist {
		dist[i] = inf
	}
	heap := make([]uint64, 0, n)
	push := func(x uint64) {
		heap = append(heap, x)
		i := len(heap) - 1
		for i > 0 && heap[(i-1)/2] > x {
			heap[i] = heap[(i-1)/2]
			i = (i - 1) / 2
		}
		heap[i] = x
	}
	dist[0], ways[0] = 0, 1
	push(0)
	for len(heap) > 0 {
		top, last := heap[0], heap[len(heap)-1]
		heap = heap[:len(heap)-1]
		if len(heap) > 0 {
			i := 0
			for {
				c := 2*i + 1
				if c >= len(heap) {
					break
				}
				if c+1 < len(heap) && heap[c+1] < heap[c] {
					c++
				}
				if heap[c] >= last {
					break
				}
				heap[i] = heap[c]
				i = c
			}
			heap[i] = last
		}
		d, u := int64(top>>32), int32(top)
		if d > dist[u] {
			continue
		}
		if early && u == int32(n-1) {
			break
		}
		for j := off[u]; j < off[u+1]; j++ {
			v, nd := to[j], d+int64(w[j])
			switch {
			case nd < dist[v]:
				dist[v], ways[v] = nd, ways[u]
				push(uint64(nd)<<32 | uint64(v))
			case nd == dist[v]:
				ways[v] = (ways[v] + ways[u]) % mod
			}
		}
	}
	return int(ways[n-1])
}
