package search

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestQueues drives the radix heap, the 4-ary heap and the deque with the
// key sequences their searches produce (monotone for the radix heap; keys
// d or d+1 after a pop of d for the deque) against a sorted slice: 300
// trials (30 under -short).
func TestQueues(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 8))
	for trial := range testsize.Pick(100, 15) {
		var rh radixHeap
		var dh daryHeap
		var dq deque
		var want []uint64
		last := uint64(0)
		spread := []uint64{1, 2, 100, 1 << 40}[trial%4]
		for step := range 2000 {
			if len(want) == 0 || rng.IntN(3) > 0 {
				k := last + rng.Uint64N(spread)
				rh.push(k, 0, int32(step))
				dh.push(k, int32(step))
				want = append(want, k)
				continue
			}
			slices.Sort(want)
			k, _, _ := rh.pop()
			k2, _ := dh.pop()
			require.Equal(t, want[0], k, "radix, trial %d", trial)
			require.Equal(t, want[0], k2, "dary, trial %d", trial)
			last, want = k, want[1:]
		}
		require.Equal(t, len(want), rh.n)
		// 0-1 BFS order: the deque holds values standing for keys.
		key := map[int32]uint64{0: 0}
		dq.pushFront(0)
		got := []uint64{}
		for step := range 3000 {
			if dq.size == 0 {
				break
			}
			k := key[dq.popFront()]
			got = append(got, k)
			if step < 1500 {
				for range rng.IntN(3) {
					v := int32(len(key))
					if rng.IntN(2) == 0 {
						key[v] = k
						dq.pushFront(v)
					} else {
						key[v] = k + 1
						dq.pushBack(v)
					}
				}
			}
		}
		require.True(t, slices.IsSorted(got), "trial %d", trial)
	}
}
