package networkdelay_test

import (
	"sync"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/networkdelay"
)

// large is the benchmark instance: 200,000 nodes, 2,000,000 edges with
// times 1..100, every node reachable from node 1 (see gen.Times).
var large = sync.OnceValue(func() [][]int { return gen.Times(200_000, 2_000_000, 100, 1) })

// BenchmarkLarge times NetworkDelayTime on the large instance (building the
// network included, as LeetCode's signature asks), the solve alone on a
// built Network, and the hand loop below.
func BenchmarkLarge(b *testing.B) {
	times, n := large(), 200_000
	want := handDelay(times, n, 1)
	b.Run("NetworkDelayTime", func(b *testing.B) {
		cputime.Measure(b, func() {
			if networkdelay.NetworkDelayTime(times, n, 1) != want {
				b.Fatal()
			}
		})
	})
	nw, _ := networkdelay.New(times, n)
	b.Run("DelayTime", func(b *testing.B) {
		cputime.Measure(b, func() {
			if got, _, _ := nw.DelayTime(1); got != want {
				b.Fatal()
			}
		})
	})
	b.Run("hand", func(b *testing.B) {
		cputime.Measure(b, func() {
			if handDelay(times, n, 1) != want {
				b.Fatal()
			}
		})
	})
}

// handDelay is the hand loop: int32 compressed adjacency, an int32
// distance array and a binary heap of (time, node) with lazy deletion, all
// preallocated, inlined, no calls through interfaces.
func handDelay(times [][]int, n, k int) int {
	off := make([]int32, n+2)
	for _, e := range times {
		off[e[0]+1]++
	}
	for u := 1; u <= n+1; u++ {
		off[u] += off[u-1]
	}
	to, w := make([]int32, len(times)), make([]int32, len(times))
	next := append([]int32(nil), off[:n+1]...)
	for _, e := range times {
		j := next[e[0]]
		next[e[0]]++
		to[j], w[j] = int32(e[1]), int32(e[2])
	}
	const inf = int32(1<<31 - 1)
	dist := make([]int32, n+1)
	for i := range dist {
		dist[i] = inf
	}
	heap := make([]uint64, 0, n) // time<<32 | node
	push := func(x uint64) {
		heap = append(heap, x)
		i := len(heap) - 1
		for i > 0 && heap[(i-1)/2] > x {
			heap[i] = heap[(i-1)/2]
			i = (i - 1) / 2
		}
		heap[i] = x
	}
	dist[k] = 0
	push(uint64(k))
	seen, worst := 0, int32(0)
	for len(heap) > 0 {
		top := heap[0]
		last := heap[len(heap)-1]
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
		d, u := int32(top>>32), int32(top)
		if d > dist[u] {
			continue
		}
		seen++
		worst = d
		for j := off[u]; j < off[u+1]; j++ {
			v, nd := to[j], d+w[j]
			if nd < dist[v] {
				dist[v] = nd
				push(uint64(nd)<<32 | uint64(v))
			}
		}
	}
	if seen < n {
		return -1
	}
	return int(worst)
}
