package search_test

import (
	"context"
	"fmt"
	"math"
	"runtime/debug"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
)

// TestIDAStarGoesDeepWithoutRecursion goes 3·10⁵ moves deep under a
// stack limit of 8 MiB, which a recursion of 3·10⁵ frames would exceed as
// surely as 3·10⁶ frames exceed the default limit of 1 GB; the heavy tier
// goes 3·10⁶ moves deep under the default limit.
func TestIDAStarGoesDeepWithoutRecursion(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(8 << 20))
	idaStarGoesDeep(t, 300_000)
}

func TestHeavyIDAStarGoesDeepWithoutRecursion(t *testing.T) {
	testsize.RequireHeavy(t)
	idaStarGoesDeep(t, 3_000_000)
}

func idaStarGoesDeep(t *testing.T, goal int) {
	ctx := context.Background()
	exact := func(s int) int { return dist(s, goal) }
	t.Run(fmt.Sprintf("a solution of %d moves", goal), func(t *testing.T) {
		var path []int
		var ok bool
		var st stats
		var err error
		t0 := time.Now()
		bytes := allocated(func() {
			path, ok, st, err = idastarStats(ctx, hsRay{}, exact, isInt(goal), search.Options{MaxStates: 10_000_000}, 0)
		})
		require.NoError(t, err)
		require.True(t, ok)
		require.Len(t, path, goal+1)
		for i, s := range path {
			if s != i {
				require.Equal(t, i, s, "path[%d]", i)
			}
		}
		assert.Equal(t, 1, st.Iterations)
		assert.Equal(t, goal, st.Expanded)
		assert.Less(t, bytes, uint64(512<<20), "bytes allocated")
		assert.Less(t, time.Since(t0), time.Minute)
		t.Logf("%d MiB allocated in %v", bytes>>20, time.Since(t0))
	})
	t.Run("MaxStates below the solution", func(t *testing.T) {
		_, ok, st, err := idastarStats(ctx, hsRay{}, exact, isInt(goal), search.Options{MaxStates: goal / 3}, 0)
		require.ErrorIs(t, err, search.ErrLimit)
		assert.False(t, ok)
		assert.Equal(t, goal/3+1, st.Generated)
	})
	t.Run("MaxStates bounds the stack of a pass that never prunes", func(t *testing.T) {
		// h = MaxInt everywhere: the first bound is MaxInt, f saturates
		// at it, nothing is pruned and the depth-first search walks the
		// line for ever.
		var err error
		bytes := allocated(func() {
			_, _, _, err = idastarStats(ctx, hsLine{}, func(int) int { return math.MaxInt }, never, search.Options{MaxStates: goal / 3}, 0)
		})
		require.ErrorIs(t, err, search.ErrLimit)
		assert.Less(t, bytes, uint64(128<<20), "bytes allocated")
	})
}

func TestIDAStarBoundNeverCollides(t *testing.T) {
	ctx := context.Background()
	for _, v := range []int{math.MaxInt32, math.MaxInt - 2, math.MaxInt - 1, math.MaxInt} {
		t.Run(fmt.Sprintf("h = %d off the goal", v), func(t *testing.T) {
			h := func(s int) int {
				if s == 5 {
					return 0
				}
				return v
			}
			path, ok, st, err := idastarStats(ctx, hsRay{}, h, isInt(5), search.Options{MaxStates: 1000}, 0)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, []int{0, 1, 2, 3, 4, 5}, path)
			assert.GreaterOrEqual(t, st.Bound, v, "the bound that found it")
		})
	}
	t.Run("a bound of MaxInt still proves a finite graph has no goal", func(t *testing.T) {
		path, ok := search.IDAStar[int](hsGrid{w: 1, h: 6}, func(int) int { return math.MaxInt }, never, 0)
		assert.False(t, ok)
		assert.Nil(t, path)
	})
}
