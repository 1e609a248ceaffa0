//go:build ripple_api_v0

package main

import (
	"context"
	"iter"

	"github.com/ripplebfs/ripple/search"
)

// sweep returns the layer sizes of a whole Sweep of nb from start, through
// package search before version one, whose Sweep took a context and
// returned them.
func sweep(nb search.Neighbors[int], start int) ([]int, error) {
	return search.Sweep[int](context.Background(), nb, search.Options{}, func(search.LayerStats, iter.Seq[int]) bool { return true }, start)
}
