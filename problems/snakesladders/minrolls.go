package snakesladders

import (
	"iter"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// Layers returns the breadth-first layers of the game from square 1, as
// search.Layers(b, 1) does: layer d holds the squares first reached after d
// rolls, in FIFO discovery order (rolls 1..6 of each square of layer d-1, in
// turn). Layer 0 is [1]. The slice is reused between steps: clone it to keep
// it. Each range runs a fresh search, with the successor function of
// [Board.MinRolls] (same layers, fewer yields). Memory is n²/8 bytes plus
// two layers; no allocation per layer.
func (b *Board) Layers() iter.Seq2[int, []int] {
	return func(yield func(int, []int) bool) {
		for d, layer := range search.Layers[int](&skipper{b: b, prev: -8}, 1) {
			if !yield(d, layer) {
				return
			}
		}
	}
}

// MinRolls returns the fewest rolls that take a token from square 1 to
// square n², and false if n² cannot be reached (the result is then 0).
//
// It runs [search.Layers] in dense mode (a bitset of n² bits and two
// layers, no allocation per layer) and stops at the first layer that
// contains n². Successors are those of [Board.Neighbors], except that rolls
// landing on squares the previously expanded square could also land on are
// not yielded again: they were yielded then, so the search would drop them
// as already seen. The layers are unchanged, and a run of consecutive
// squares costs one yield per square instead of six.
//
// Time O(n²) in the worst case; memory n²/8 bytes plus two layers, on top of
// the board's 4 bytes per square.
func (b *Board) MinRolls() (int, bool) {
	goal := len(b.jump)
	for d, layer := range search.Layers[int](&skipper{b: b, prev: -8}, 1) {
		if slices.Contains(layer, goal) {
			return d, true
		}
	}
	return 0, false
}

// skipper is the successor function of MinRolls and Route. It is stateful:
// it must be used by a single sequential search that marks every yielded
// square as seen before the next expansion, which search.Layers guarantees
// (never hand it to a search that expands in parallel). It keeps the
// Board's dense index and Offsetter.
type skipper struct {
	b    *Board
	prev int // the square expanded last
}

func (w *skipper) Len() int         { return len(w.b.jump) }
func (w *skipper) Index(s int) int  { return s - 1 }
func (w *skipper) State(i int) int  { return i + 1 }
func (w *skipper) IndexOffset() int { return 1 }
func (w *skipper) Neighbors(s int, yield func(int) bool) {
	jump := w.b.jump
	// Landing squares s+1..s+6 (within the board), minus p+1..p+6 for the
	// previous square p: a prefix or a suffix of the window remains.
	lo, hi := s+1, min(s+6, len(jump))
	if p := w.prev; p < s && p+6 >= lo {
		lo = p + 7
	} else if p > s && p <= s+5 {
		hi = min(hi, p)
	}
	w.prev = s
	if lo > hi {
		return
	}
	for i, j := range jump[lo-1 : hi] {
		t := lo + i
		if j != 0 {
			t = int(j)
		}
		if !yield(t) {
			return
		}
	}
}

// SnakesAndLadders is LeetCode 909's signature: the fewest rolls from square
// 1 to square n² of board (LeetCode's n×n matrix, row 0 at the top), or -1
// when square n² is unreachable.
//
// It also returns -1 when the board is invalid (not square, n < 2, a cell
// outside -1 and 1..n², or a jump on square n² leading elsewhere); call
// [New] to get the error. Time O(n²).
func SnakesAndLadders(board [][]int) int {
	b, err := New(board)
	if err != nil {
		return -1
	}
	d, ok := b.MinRolls()
	if !ok {
		return -1
	}
	return d
}
