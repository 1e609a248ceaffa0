package rottingoranges_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/search"
)

func ExampleOrangesRotting() {
	// LeetCode 994's three official examples.
	fmt.Println(rottingoranges.OrangesRotting([][]int{{2, 1, 1}, {1, 1, 0}, {0, 1, 1}}))
	fmt.Println(rottingoranges.OrangesRotting([][]int{{2, 1, 1}, {0, 1, 1}, {1, 0, 1}}))
	fmt.Println(rottingoranges.OrangesRotting([][]int{{0, 2}}))
	// Output:
	// 4
	// -1
	// 0
}

func ExampleNew() {
	_, err := rottingoranges.New([][]int{{2, 1}, {1, 5}})
	fmt.Println(err)
	fmt.Println(errors.Is(err, rottingoranges.ErrCell))
	g, _ := rottingoranges.New([][]int{{2, 1}, {1, 0}})
	fmt.Println(g.Rows(), g.Cols(), g.Rotten(), g.Fresh())
	// Output:
	// rottingoranges: grid[1][1] = 5: cell outside {0, 1, 2}
	// true
	// 2 2 [0] 2
}

func ExampleParse() {
	literal, _ := rottingoranges.Parse(strings.NewReader("grid = [[2,1,1],[1,1,0],[0,1,1]]"))
	picture, _ := rottingoranges.Parse(strings.NewReader("xoo\noo.\n.oo\n"))
	fmt.Println(literal.Ints(), picture.Ints())
	_, err := rottingoranges.Parse(strings.NewReader("xoo\noo\n"))
	fmt.Println(err)
	// Output:
	// [[2 1 1] [1 1 0] [0 1 1]] [[2 1 1] [1 1 0] [0 1 1]]
	// rottingoranges: line 2, column 3 (offset 6): grid[1] has 2 cells, but grid[0] has 3: ragged rows
}

func ExampleGrid_Rot() {
	g, _ := rottingoranges.New([][]int{{2, 1, 1}, {0, 1, 1}, {1, 0, 1}})
	res := g.Rot()
	fmt.Println("minutes:", res.Minutes)
	fmt.Println("frames:", res.Frames)
	fmt.Println("never:", res.Never)
	// Output:
	// minutes: -1
	// frames: [[0] [1] [2 4] [5] [8]]
	// never: [6]
}

func ExampleGrid_Render() {
	g, _ := rottingoranges.New([][]int{{2, 1, 1}, {1, 1, 0}, {0, 1, 1}})
	res := g.Rot()
	fmt.Println(g.Render(res, 2))
	// Output:
	// xxx
	// xx.
	// .oo
}

func ExampleGrid_Minutes() {
	g, _ := rottingoranges.Parse(strings.NewReader("o.x\nooo"))
	fmt.Println(g.Minutes()) // (0,2) → (1,2) → (1,1) → (1,0) → (0,0)
	// Output:
	// 4
}

func ExampleGrid_String() {
	g, _ := rottingoranges.New([][]int{{2, 1, 0}, {0, 1, 1}})
	fmt.Println(g)
	// Output:
	// xo.
	// .oo
}

func ExampleGrid_Neighbors() {
	// The engine runs on a Grid directly: layer m is what rots at minute m,
	// in discovery order (Rot sorts each frame).
	g, _ := rottingoranges.New([][]int{{1, 1, 1}, {1, 2, 1}, {1, 1, 2}})
	for m, layer := range search.Layers[int](g, g.Rotten()...) {
		fmt.Println(m, layer)
	}
	// Output:
	// 0 [4 8]
	// 1 [1 3 5 7]
	// 2 [0 2 6]
}
