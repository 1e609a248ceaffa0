package snakesladders

import (
	"iter"

	"github.com/ripplebfs/ripple/search"
)

// SkipLayers exposes the layers of MinRolls's pruned successor function, so
// that tests can compare them with Board.Layers.
func SkipLayers(b *Board) iter.Seq2[int, []int] {
	return search.Layers[int](&skipper{b: b, prev: -8}, 1)
}
