package snakesladders

import "iter"

// Layers returns the breadth-first layers of the game from square 1, equal
// to those of search.Layers(b, 1): layer d holds the squares first reached
// after d rolls, in FIFO discovery order (rolls 1..6 of each square of layer
// d-1, in turn). Layer 0 is [1]; the last layer is the last non-empty one,
// whether or not it holds n². The slice is reused between steps: clone it
// to keep it. Each range runs a fresh search, and breaking out of the loop
// stops it.
//
// It runs the package's breadth-first loop specialised to this game (not
// search.Layers) on the full graph of [Board.Neighbors], as [Board.Route]
// does ([Board.MinRolls] runs it on a smaller graph), and copies each layer
// into a reused []int. Time O(n²); memory n²/8 bytes plus three layers, no
// allocation per layer.
func (b *Board) Layers() iter.Seq2[int, []int] {
	return func(yield func(int, []int) bool) {
		w := newLayerWalk(b)
		out := []int{1}
		for d := 0; yield(d, out); d++ {
			w.step()
			if len(w.cur) == 0 {
				return
			}
			out = out[:0]
			for _, s := range w.cur {
				out = append(out, int(s))
			}
		}
	}
}

// MinRolls returns the fewest rolls that take a token from square 1 to
// square n², and false if n² cannot be reached (the result is then 0).
//
// It is a breadth-first search specialised to this game, not a call to the
// search package, and it runs on a smaller graph than [Board.Neighbors]:
// from each square it follows every roll that lands on a jump (to the
// jump's destination) but, of the rolls that end where they land, only the
// farthest. Every square keeps its distance to n² in that graph (a dropped
// square t is never needed: each square one roll from t is one roll from
// the square expanded, or from the farthest landing), so the answer is the
// same, while the squares reached drop by up to six times (on a board
// without jumps each layer holds one square instead of six). The loop
// expands whole layers straight from the jump table, with a bitset of n²
// bits and two int32 layers, and stops at the layer in which n² is first
// reached. The tests check the graph with searchtest.Check and against the
// Board's distances from every square, the loop against search.Layers over
// that graph, and the answer against an independent reference.
//
// Its internal layers are therefore not those of [Board.Layers]. Time
// O(n²) in the worst case; memory n²/8 bytes plus two layers, on top of the
// board's 4 bytes per square; no allocation per layer.
func (b *Board) MinRolls() (int, bool) {
	w := newLayerWalk(b)
	for d := 1; len(w.cur) > 0; d++ {
		if w.stepShortcut() {
			return d, true
		}
	}
	return 0, false
}
