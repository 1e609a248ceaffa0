package rank_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search/rank"
)

// brutePartials lists the sequences of k distinct values of 0..n−1 in
// lexicographic order, by recursion: the reference order.
func brutePartials(n, k int) [][]int {
	var out [][]int
	cur := []int{}
	var rec func()
	rec = func() {
		if len(cur) == k {
			out = append(out, slices.Clone(cur))
			return
		}
		for v := range n {
			if !slices.Contains(cur, v) {
				cur = append(cur, v)
				rec()
				cur = cur[:len(cur)-1]
			}
		}
	}
	rec()
	return out
}

func TestPermutationAgainstEnumeration(t *testing.T) {
	for n := 0; n <= 7; n++ {
		t.Run(fmt.Sprint("n=", n), func(t *testing.T) {
			all := brutePartials(n, n)
			require.Len(t, all, rank.Factorial(n))
			got := make([]int, n)
			for i, p := range all {
				require.Equal(t, i, rank.Permutation(p), "%v", p)
				rank.UnrankPermutation(i, got)
				require.Equal(t, p, got)
			}
		})
	}
}

func TestPartialAgainstEnumeration(t *testing.T) {
	for n := 0; n <= 7; n++ {
		for k := 0; k <= n; k++ {
			t.Run(fmt.Sprintf("n=%d,k=%d", n, k), func(t *testing.T) {
				all := brutePartials(n, k)
				require.Len(t, all, rank.PartialCount(n, k))
				got := make([]int, k)
				for i, p := range all {
					require.Equal(t, i, rank.Partial(p, n), "%v", p)
					rank.UnrankPartial(i, n, got)
					require.Equal(t, p, got)
				}
			})
		}
	}
	t.Run("16 cells, 6 tiles round trip", func(t *testing.T) {
		p := make([]int, 6)
		for r := 0; r < rank.PartialCount(16, 6); r += 9973 {
			rank.UnrankPartial(r, 16, p)
			require.Equal(t, r, rank.Partial(p, 16))
		}
	})
}

func TestOrientationAgainstEnumeration(t *testing.T) {
	for base := 1; base <= 3; base++ {
		for n := 0; n <= 5; n++ {
			t.Run(fmt.Sprintf("base=%d,n=%d", base, n), func(t *testing.T) {
				// Counting in base base, last digit fastest, is the
				// reference order.
				o := make([]int, n)
				got := make([]int, n)
				for i := 0; ; i++ {
					require.Equal(t, i, rank.Orientation(o, base), "%v", o)
					rank.UnrankOrientation(i, base, got)
					require.Equal(t, o, got)
					j := n - 1
					for j >= 0 && o[j] == base-1 {
						o[j] = 0
						j--
					}
					if j < 0 {
						want := 1
						for range n {
							want *= base
						}
						require.Equal(t, want, i+1)
						break
					}
					o[j]++
				}
			})
		}
	}
}

func TestMisusePanics(t *testing.T) {
	assert.PanicsWithValue(t, "rank: element 1 is 0: want distinct values in [0, 2)", func() { rank.Permutation([]int{0, 0}) })
	assert.PanicsWithValue(t, "rank: element 0 is 5: want distinct values in [0, 3)", func() { rank.Partial([]int{5}, 3) })
	assert.Panics(t, func() { rank.Permutation(make([]int, 21)) })
	assert.Panics(t, func() { rank.PartialCount(64, 30) })
	assert.Panics(t, func() { rank.UnrankPartial(6, 3, make([]int, 3)) })
	assert.Panics(t, func() { rank.Orientation([]int{3}, 3) })
	assert.Panics(t, func() { rank.UnrankOrientation(27, 3, make([]int, 3)) })
	assert.Panics(t, func() { rank.Factorial(21) })
}
