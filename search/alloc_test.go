package search_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
)

// TestAllocationsPerState checks the zero-allocation promise over 10^5
// states (10^6 in TestHeavyAllocationsPerState): heap allocations come only
// from growing the queues and the visited set (logarithmically many), never
// per expanded state. Below 10^5 the logarithmic growth alone exceeds the
// dense limit of 0.001 per state.
func TestAllocationsPerState(t *testing.T) {
	if testsize.Short() {
		t.Skip("10^5 states six times: the default tier")
	}
	allocationsPerState(t, 100_000)
}

func TestHeavyAllocationsPerState(t *testing.T) {
	testsize.RequireHeavy(t)
	allocationsPerState(t, 1_000_000)
}

func allocationsPerState(t *testing.T, n int) {
	if raceEnabled {
		t.Skip("allocation counts are not meaningful under the race detector")
	}
	board := newSnakes(n, 0.01, 42)
	_, reached := textbook(board)
	require.Greater(t, reached, n*9/10)
	ctx := context.Background()
	runs := []struct {
		name  string
		limit float64 // allocations per reached state
		run   func()
	}{
		{"Layers/dense", 0.001, func() { countLayers(board) }},
		{"Layers/map", 0.01, func() { countLayers(mapMode[int](board)) }},
		{"BFS/dense", 0.001, func() { _, _ = search.BFSTreeContext[int](ctx, board, nil, search.Options{}, 0) }},
		{"BFS/map", 0.01, func() { _, _ = search.BFSTreeContext(ctx, mapMode[int](board), nil, search.Options{}, 0) }},
		{"ShortestPath/dense", 0.001, func() { search.BFS[int](board, func(s int) bool { return s == -1 }, 0) }},
		{"Components/dense", 0.001, func() {
			for range search.Components[int](board, 0) {
			}
		}},
	}
	for _, r := range runs {
		t.Run(r.name, func(t *testing.T) {
			allocs := testing.AllocsPerRun(1, r.run)
			perState := allocs / float64(reached)
			t.Logf("%.0f allocations for %d states: %.5f per state", allocs, reached, perState)
			assert.Less(t, perState, r.limit)
		})
	}
}
