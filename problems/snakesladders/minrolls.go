package snakesladders

import (
	"iter"

	"github.com/ripplebfs/ripple/search"
)

// Layers returns the breadth-first layers of the game from square 1:
// search.Layers(b, 1). Layer d holds the squares first reached after d
// rolls, in FIFO discovery order (rolls 1..6 of each square of layer d-1,
// in turn). Layer 0 is [1]; the last layer is the last non-empty one,
// whether or not it holds n². The slice is reused between steps: clone it
// to keep it. Each range runs a fresh search, and breaking out of the loop
// stops it. Time O(n²); memory n²/8 bytes plus two layers, no allocation
// per layer once they have grown to the widest one.
func (b *Board) Layers() iter.Seq2[int, []int] { return search.Layers[int](b, 1) }

// MinRolls returns the fewest rolls that take a token from square 1 to
// square n², and false if n² cannot be reached (the result is then 0).
//
// It runs search.Layers on a smaller graph than [Board.Neighbors], with
// the same distances to n²: from each square it follows every roll that
// lands on a jump (to the jump's destination) but, of the rolls that end
// where they land, only the farthest, so the squares reached drop by up to
// six times (on a board without jumps each layer holds one square instead
// of six). That graph expands whole frontiers straight from the jump
// table ([search.FrontierNeighbors]), and the search stops at the layer in
// which n² is first reached. The tests check the graph with
// searchtest.Check and against the Board's distances from every square,
// and the answer against an independent reference.
//
// Its layers are therefore not those of [Board.Layers]. Time O(n²) in the
// worst case; memory n²/8 bytes plus two layers, on top of the board's 4
// bytes per square; no allocation per layer.
func (b *Board) MinRolls() (int, bool) {
	if d := rollsTo(shortcut{b.jump}, int32(len(b.jump)), nil); d >= 0 {
		return d, true
	}
	return 0, false
}
