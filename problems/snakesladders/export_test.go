package snakesladders

import "github.com/ripplebfs/ripple/search"

// ShortcutGraph is MinRolls's graph as a search.Neighbors (see
// shortcut_internal_test.go), for the benchmarks.
func ShortcutGraph(b *Board) search.Neighbors[int] { return shortcut{b} }

// FullLoopMinRolls is MinRolls without the shortcut graph: the loop of
// Board.Layers, stopped at the layer holding n². For the benchmarks.
func FullLoopMinRolls(b *Board) (int, bool) {
	w := newLayerWalk(b)
	for d := 1; len(w.cur) > 0; d++ {
		if w.step() {
			return d, true
		}
	}
	return 0, false
}
