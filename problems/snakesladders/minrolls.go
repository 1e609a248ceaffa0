package snakesladders

import (
	"iter"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// Layers returns the breadth-first layers of the game from square 1, as
// [search.Layers] does: layer d holds the squares first reached after d
// rolls, in FIFO discovery order (rolls 1..6 of each square of layer d-1, in
// turn). Layer 0 is [1]. The slice is reused between steps: clone it to keep
// it. Memory is n²/8 bytes plus two layers; no allocation per layer.
func (b *Board) Layers() iter.Seq2[int, []int] {
	return search.Layers[int](b, 1)
}

// MinRolls returns the fewest rolls that take a token from square 1 to
// square n², and false if n² cannot be reached (the result is then 0).
//
// It runs [search.Layers] in dense mode and stops at the first layer that
// contains n². Time O(n²) in the worst case; memory n²/8 bytes for the
// visited bitset plus two layers, on top of the board's 4 bytes per square.
func (b *Board) MinRolls() (int, bool) {
	goal := len(b.jump)
	for d, layer := range search.Layers[int](b, 1) {
		if slices.Contains(layer, goal) {
			return d, true
		}
	}
	return 0, false
}

// SnakesAndLadders is LeetCode 909's signature: the fewest rolls from square
// 1 to square n² of board (LeetCode's n×n matrix, row 0 at the top), or -1
// when square n² is unreachable.
//
// It also returns -1 when the board is invalid (not square, n < 2, a cell
// outside -1 and 1..n², or a jump on square n²); call [New] to get the
// error. Time O(n²).
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
