package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/search"
)

func init() { register(10, "search: knight's moves on a chessboard", knightSection) }

// square is a chessboard square, file a..h as 0..7 and rank 1..8 as 0..7.
type square struct{ file, rank int8 }

func (s square) String() string { return fmt.Sprintf("%c%d", 'a'+s.file, s.rank+1) }

// knight is the implicit graph of knight's moves on an 8×8 board.
type knight struct{}

var jumps = [8][2]int8{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

func (knight) Neighbors(s square, yield func(square) bool) {
	for _, j := range jumps {
		t := square{s.file + j[0], s.rank + j[1]}
		if t.file >= 0 && t.file < 8 && t.rank >= 0 && t.rank < 8 && !yield(t) {
			return
		}
	}
}

func knightSection(w io.Writer) error {
	a1, h8 := square{0, 0}, square{7, 7}
	var sizes []string
	total := 0
	for d, layer := range search.Layers(knight{}, a1) {
		sizes = append(sizes, fmt.Sprintf("%d:%d", d, len(layer)))
		total += len(layer)
	}
	fmt.Fprintf(w, "layers from a1 (depth:states): %s; %d squares reached\n", strings.Join(sizes, " "), total)
	path, ok := search.BFS(knight{}, func(s square) bool { return s == h8 }, a1)
	if !ok || len(path) != 7 {
		// Corner to opposite corner is 6 knight moves on 8×8, the largest
		// entry of the standard knight-distance table.
		return fmt.Errorf("a1→h8: got %v, want 6 moves", path)
	}
	fmt.Fprintf(w, "a1 → h8 in %d moves: %v\n", len(path)-1, path)
	return nil
}
