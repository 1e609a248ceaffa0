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
	fmt.Println(errors.Is(err, rottingoranges.ErrBadCell))
	g, _ := rottingoranges.New([][]int{{2, 1}, {1, 0}})
	fmt.Println(g.Rows(), g.Cols(), g.Rotten(), g.Fresh())
	// Output:
	// rottingoranges: grid[1][1]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is 5
	// true
	// 2 2 [0] 2
}

func ExampleParse() {
	g, _ := rottingoranges.Parse(strings.NewReader("[[2,1,1],[1,1,0],[0,1,1]]"))
	fmt.Println(g.Ints())
	_, err := rottingoranges.Parse(strings.NewReader("[[2,1,1],[1,1]]"))
	fmt.Println(err)
	// Output:
	// [[2 1 1] [1 1 0] [0 1 1]]
	// rottingoranges: offset 9, grid[1]: rows must all have the length of row 0: row has 2 cells, row 0 has 3
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
	g, _ := rottingoranges.ParsePicture(strings.NewReader("o.x\nooo"))
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

func ExampleGrid_AppendNeighbors() {
	// One call expands a whole frontier: the fresh oranges next to the
	// two rotten ones, each once, in the order Neighbors yields them.
	g, _ := rottingoranges.New([][]int{{1, 1, 1}, {1, 2, 1}, {1, 1, 2}})
	seen := search.NewVisited(g.Len())
	for _, s := range g.Rotten() {
		seen.Mark(s)
	}
	fmt.Println(g.AppendNeighbors(nil, g.Rotten(), seen))
	// Output: [1 3 5 7]
}

func ExampleGrid_Rows() {
	g, _ := rottingoranges.New([][]int{{2, 1, 0}, {0, 1, 1}})
	fmt.Println(g.Rows(), "rows ×", g.Cols(), "columns")
	// Output:
	// 2 rows × 3 columns
}

func ExampleGrid_Cols() {
	g, _ := rottingoranges.ParsePicture(strings.NewReader("xoo.o"))
	fmt.Println(g.Cols())
	// Output:
	// 5
}

func ExampleGrid_Cell() {
	// Cells are numbered row-major: (r, c) is r*Cols() + c.
	g, _ := rottingoranges.New([][]int{{2, 1, 0}, {0, 1, 1}})
	fmt.Println(g.Cell(0, 0), g.Cell(0, 2), g.Cell(1, 1))
	// Output:
	// 0 2 4
}

func ExampleGrid_RowCol() {
	g, _ := rottingoranges.New([][]int{{2, 1, 0}, {0, 1, 1}})
	fmt.Println(g.RowCol(4))
	// Output:
	// 1 1
}

func ExampleGrid_Value() {
	g, _ := rottingoranges.New([][]int{{2, 1, 0}})
	fmt.Println(g.Value(0) == rottingoranges.Rotten, g.Value(1) == rottingoranges.Fresh, g.Value(2) == rottingoranges.Empty)
	// Output:
	// true true true
}

func ExampleGrid_Rotten() {
	g, _ := rottingoranges.New([][]int{{2, 1, 0}, {1, 1, 2}})
	fmt.Println(g.Rotten())
	// Output:
	// [0 5]
}

func ExampleGrid_Fresh() {
	g, _ := rottingoranges.New([][]int{{2, 1, 0}, {1, 1, 2}})
	fmt.Println(g.Fresh())
	// Output:
	// 3
}

func ExampleGrid_Ints() {
	g, _ := rottingoranges.ParsePicture(strings.NewReader("xo.\n.oo"))
	fmt.Println(g.Ints())
	// Output:
	// [[2 1 0] [0 1 1]]
}

func ExampleGrid_Len() {
	g, _ := rottingoranges.New([][]int{{2, 1, 0}, {0, 1, 1}})
	fmt.Println(g.Len())
	// Output:
	// 6
}

func ExampleGrid_Index() {
	// Cells are their own dense indices, so the engine's visited set is a
	// bitset of Len() bits.
	g, _ := rottingoranges.New([][]int{{2, 1, 0}, {0, 1, 1}})
	fmt.Println(g.Index(4), g.State(4))
	// Output:
	// 4 4
}

func ExampleGrid_State() {
	g, _ := rottingoranges.New([][]int{{2, 1, 0}, {0, 1, 1}})
	fmt.Println(g.RowCol(g.State(5)))
	// Output:
	// 1 2
}

func ExampleParsePicture() {
	g, _ := rottingoranges.ParsePicture(strings.NewReader("xoo\noo.\n.oo\n"))
	fmt.Println(g.Ints())
	_, err := rottingoranges.ParsePicture(strings.NewReader("xoo\noo\n"))
	fmt.Println(err)
	// Output:
	// [[2 1 1] [1 1 0] [0 1 1]]
	// rottingoranges: offset 4, grid[1]: rows must all have the length of row 0: row has 2 cells, row 0 has 3
}

func ExampleParseAny() {
	for _, text := range []string{"[[2,1,1],[1,1,0],[0,1,1]]", "\nxoo\noo.\n.oo\n", "  [[2,7]]"} {
		g, err := rottingoranges.ParseAny(strings.NewReader(text))
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(g.Ints())
	}
	// Output:
	// [[2 1 1] [1 1 0] [0 1 1]]
	// [[2 1 1] [1 1 0] [0 1 1]]
	// rottingoranges: offset 6, grid[0][1]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is 7
}

func ExampleInputError() {
	_, err := rottingoranges.Parse(strings.NewReader("[[2,1],\n [1,7]]"))
	fmt.Println(err)
	var ie *rottingoranges.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Offset, ie.Row, ie.Col, errors.Is(err, rottingoranges.ErrBadCell))
	}
	// Output:
	// rottingoranges: offset 12, grid[1][1]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is 7
	// 12 1 1 true
}

func ExamplePlugin() {
	p := rottingoranges.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// rottingoranges: LeetCode 994, Rotting Oranges (multi-source BFS on a grid)
	// <nil>
	// leetcode-1 leetcode-2 leetcode-3 hashed-200×200
}
