//go:build !ripple_api_v0

package main

import (
	"context"
	"iter"

	"github.com/ripplebfs/ripple/search"
)

// sweep returns the layer sizes of a whole Sweep of nb from start, through
// version one of package search: SweepContext, whose yield collects them.
func sweep(nb search.Neighbors[int], start int) ([]int, error) {
	var sizes []int
	err := search.SweepContext(context.Background(), nb, search.Options{}, func(st search.LayerStats, _ iter.Seq[int]) bool {
		sizes = append(sizes, st.Size)
		return true
	}, start)
	return sizes, err
}
