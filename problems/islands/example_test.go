package islands_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/ripplebfs/ripple/problems/islands"
	"github.com/ripplebfs/ripple/search"
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
	// Output: islands: grid[1][1]: a cell is "0" (water) or "1" (land): cell is 'O'
}

func ExampleParse() {
	g, err := islands.Parse(strings.NewReader(`[["1","1","0"],["0","0","1"]]`))
	fmt.Println(g.Rows(), g.Cols(), g.Count(), err)
	_, err = islands.Parse(strings.NewReader(`[["1","1","0"],["0","1"]]`))
	fmt.Println(err)
	// Output:
	// 2 3 2 <nil>
	// islands: offset 15, grid[1]: rows must all have the length of row 0: row has 2 cells, row 0 has 3
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

func ExampleGrid_AppendNeighbors() {
	// One call expands a whole frontier: the land next to (0,1) and to
	// (1,1), each new cell once, in the order Neighbors yields them.
	g, _ := islands.New([][]byte{[]byte("111"), []byte("010"), []byte("011")})
	seen := search.NewVisited(g.Len())
	frontier := []int{g.Cell(0, 1), g.Cell(1, 1)}
	for _, c := range frontier {
		seen.Mark(c)
	}
	fmt.Println(g.AppendNeighbors(nil, frontier, seen))
	// Output: [0 2 7]
}

func ExampleGrid_Rows() {
	g, _ := islands.New([][]byte{[]byte("110"), []byte("001")})
	fmt.Println(g.Rows(), "rows ×", g.Cols(), "columns")
	// Output:
	// 2 rows × 3 columns
}

func ExampleGrid_Cols() {
	empty, _ := islands.New(nil)
	g, _ := islands.New([][]byte{[]byte("1101")})
	fmt.Println(empty.Cols(), g.Cols())
	// Output:
	// 0 4
}

func ExampleGrid_Cell() {
	// Cells are numbered row-major: (row, col) is row*Cols() + col.
	g, _ := islands.New([][]byte{[]byte("110"), []byte("001")})
	fmt.Println(g.Cell(0, 1), g.Cell(1, 2))
	// Output:
	// 1 5
}

func ExampleGrid_RowCol() {
	g, _ := islands.New([][]byte{[]byte("110"), []byte("001")})
	fmt.Println(g.RowCol(5))
	// Output:
	// 1 2
}

func ExampleGrid_Land() {
	g, _ := islands.New([][]byte{[]byte("110"), []byte("001")})
	fmt.Println(g.Land(g.Cell(0, 1)), g.Land(g.Cell(1, 0)))
	// Output:
	// true false
}

func ExampleGrid_Len() {
	g, _ := islands.New([][]byte{[]byte("110"), []byte("001")})
	fmt.Println(g.Len())
	// Output:
	// 6
}

func ExampleGrid_Index() {
	// Cells are their own dense indices, so the engine's visited set is a
	// bitset of Len() bits.
	g, _ := islands.New([][]byte{[]byte("110"), []byte("001")})
	fmt.Println(g.Index(5), g.State(5))
	// Output:
	// 5 5
}

func ExampleGrid_State() {
	g, _ := islands.New([][]byte{[]byte("110"), []byte("001")})
	fmt.Println(g.RowCol(g.State(3)))
	// Output:
	// 1 0
}

func ExampleInputError_Error() {
	_, err := islands.Parse(strings.NewReader(`[["1","0"],["0",1]]`))
	fmt.Println(err)
	var ie *islands.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Row, ie.Col, ie.Offset)
	}
	// Output:
	// islands: offset 16, grid[1][1]: a cell is "0" (water) or "1" (land): cell is 1
	// 1 1 16
}

func ExamplePlugin() {
	p := islands.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// islands: LeetCode 200, Number of Islands (connected components)
	// <nil>
	// leetcode-1 leetcode-2 hashed-300×300
}
