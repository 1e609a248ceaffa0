package islands_test

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ripplebfs/ripple/problems/islands"
)

func ExampleNumIslands() {
	// LeetCode 200, examples 1 and 2.
	fmt.Println(islands.NumIslands([][]byte{
		[]byte("11110"),
		[]byte("11010"),
		[]byte("11000"),
		[]byte("00000"),
	}))
	fmt.Println(islands.NumIslands([][]byte{
		[]byte("11000"),
		[]byte("11000"),
		[]byte("00100"),
		[]byte("00011"),
	}))
	// An invalid grid gives -1; New says why.
	fmt.Println(islands.NumIslands([][]byte{[]byte("10"), []byte("1")}))
	// Output:
	// 1
	// 3
	// -1
}

func ExampleNew() {
	_, err := islands.New([][]byte{[]byte("110"), []byte("1O1")})
	fmt.Println(err)
	// Output: islands: row 1, column 1: cell is 'O', want '0' (water) or '1' (land)
}

func ExampleParse() {
	g, err := islands.Parse(strings.NewReader(`[["1","1","0"],["0","0","1"]]`))
	fmt.Println(g.Rows(), g.Cols(), g.Count(), err)
	_, err = islands.Parse(strings.NewReader(`[["1","1","0"],["0","1"]]`))
	fmt.Println(err)
	// Output:
	// 2 3 2 <nil>
	// islands: offset 24: row 1: row has 2 cells, want 3 like row 0 (rows must all be the same length)
}

func ExampleGrid_Islands() {
	g, _ := islands.New([][]byte{
		[]byte("11000"),
		[]byte("11000"),
		[]byte("00100"),
		[]byte("00011"),
	})
	for island := range g.Islands() {
		cells := slices.Clone(island)
		fmt.Print(len(cells), " cells:")
		for _, c := range cells {
			r, col := g.RowCol(c)
			fmt.Printf(" (%d,%d)", r, col)
		}
		fmt.Println()
	}
	// Output:
	// 4 cells: (0,0) (0,1) (1,0) (1,1)
	// 1 cells: (2,2)
	// 2 cells: (3,3) (3,4)
}

func ExampleGrid_Count() {
	g, _ := islands.Parse(strings.NewReader(`[["1","0","1"],["0","1","0"]]`))
	fmt.Println(g.Count())
	// Output: 3
}

func ExampleGrid_Neighbors() {
	g, _ := islands.New([][]byte{[]byte("111"), []byte("010")})
	g.Neighbors(g.Cell(0, 1), func(c int) bool {
		r, col := g.RowCol(c)
		fmt.Printf("(%d,%d) ", r, col)
		return true
	})
	fmt.Println(g.Land(g.Cell(1, 0)))
	// Output: (0,0) (0,2) (1,1) false
}
