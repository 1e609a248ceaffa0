package pdb_test

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/pdb"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func ExampleBuild() {
	// The distances on a 4×4 grid to its corner cell 15.
	g := searchtest.Grid(4, 4)
	t, err := pdb.Build[int](context.Background(), g, pdb.Options{}, 15)
	if err != nil {
		fmt.Println(err)
		return
	}
	for r := range 4 {
		fmt.Println(t.At(4*r), t.At(4*r+1), t.At(4*r+2), t.At(4*r+3))
	}
	// Output:
	// 6 5 4 3
	// 5 4 3 2
	// 4 3 2 1
	// 3 2 1 0
}

func ExampleLookup() {
	// A table over the columns of an 8×8 board (an abstraction that
	// forgets the row) is an admissible heuristic for the board itself.
	columns := searchtest.Path(8)
	for i := range 7 {
		columns[i+1] = append(columns[i+1], i) // moves both ways
	}
	t, _ := pdb.Build[int](context.Background(), columns, pdb.Options{}, 7)
	h := pdb.Lookup(t, func(cell int) int { return cell % 8 })
	board := searchtest.Grid(8, 8)
	expanded := 0 // cumulative: the last report has the total
	opts := search.Options{OnLayer: func(st search.LayerStats) { expanded = st.Expanded }}
	path, moves, _, _ := search.AStarContext(context.Background(), search.UnitCost[int](board), h, func(c int) bool { return c == 63 }, opts, 0)
	fmt.Println(len(path)-1, "=", moves, "moves,", expanded, "expansions; h(0) =", h(0))
	// Output: 14 = 14 moves, 56 expansions; h(0) = 7
}

func ExampleMax() {
	rows := func(c int) int { return 7 - c/8 }
	cols := func(c int) int { return 7 - c%8 }
	fmt.Println(pdb.Max(rows, cols)(0), pdb.Sum(rows, cols)(0))
	// Output: 7 14
}

func ExampleSum() {
	// Rows and columns are disjoint parts of a grid move: each move changes
	// one of them, so their sum (the Manhattan distance) is admissible.
	h := pdb.Sum(func(c int) int { return 7 - c/8 }, func(c int) int { return 7 - c%8 })
	fmt.Println(h(0), h(9), h(63))
	// Output: 14 12 0
}

func ExampleTable_At() {
	// A 6×1 grid: a row of six cells, distances from cell 0.
	t, _ := pdb.Build[int](context.Background(), searchtest.Grid(6, 1), pdb.Options{}, 0)
	fmt.Println(t.At(0), t.At(1), t.At(5))
	// Output: 0 1 5
}

func ExampleTable_Len() {
	t, _ := pdb.Build[int](context.Background(), searchtest.Grid(3, 3), pdb.Options{Nibbles: true}, 0)
	fmt.Println(t.Len(), t.Bytes(), t.Max())
	// Output: 9 5 15
}

func ExampleTable_Max() {
	t, _ := pdb.Build[int](context.Background(), searchtest.Grid(3, 3), pdb.Options{}, 0)
	fmt.Println(t.Max())
	// Output: 255
}

func ExampleTable_Bytes() {
	t, _ := pdb.Build[int](context.Background(), searchtest.Grid(100, 100), pdb.Options{Nibbles: true}, 0)
	fmt.Println(t.Bytes())
	// Output: 5000
}
