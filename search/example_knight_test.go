package search_test

import (
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/search"
)

// This is the worked example of docs/plugins.md, "Write a plugin in 30
// lines": a knight's moves on a chessboard as a ripple plugin. Its checks
// (the contract checker and a brute-force reference) are in knight_test.go,
// the gonum cross-check in internal/integration.

// knight is a knight on an empty 8×8 chessboard. Squares are numbered
// 8*rank + file from 0 (a1) to 63 (h8).
type knight struct{}

// jumps are the eight (file, rank) offsets of a knight's move.
var jumps = [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

// Neighbors yields the squares one knight's move from s, and stops as soon
// as yield returns false.
func (knight) Neighbors(s int, yield func(int) bool) {
	file, rank := s%8, s/8
	for _, j := range jumps {
		f, r := file+j[0], rank+j[1]
		if f >= 0 && f < 8 && r >= 0 && r < 8 && !yield(8*r+f) {
			return
		}
	}
}

// Dense mode: squares are their own indices 0..63 (search.Indexer).
func (knight) Len() int        { return 64 }
func (knight) Index(s int) int { return s }
func (knight) State(i int) int { return i }

// name is the square's algebraic name, such as "a1".
func name(s int) string { return fmt.Sprintf("%c%d", 'a'+s%8, s/8+1) }

func Example_knight() {
	a1, h8 := 0, 63
	path, ok := search.BFS(knight{}, func(s int) bool { return s == h8 }, a1)
	names := make([]string, len(path))
	for i, s := range path {
		names[i] = name(s)
	}
	fmt.Println(ok, len(path)-1, "moves:", strings.Join(names, " "))

	for d, layer := range search.Layers(knight{}, a1) {
		fmt.Printf("%d moves: %d squares\n", d, len(layer))
	}
	// Output:
	// true 6 moves: a1 b3 c5 d7 f8 g6 h8
	// 0 moves: 1 squares
	// 1 moves: 2 squares
	// 2 moves: 9 squares
	// 3 moves: 20 squares
	// 4 moves: 21 squares
	// 5 moves: 10 squares
	// 6 moves: 1 squares
}
