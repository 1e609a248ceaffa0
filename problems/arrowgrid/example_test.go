package arrowgrid_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/arrowgrid"
)

func ExampleMinCost() {
	// LeetCode 1368, examples 1 to 3.
	fmt.Println(arrowgrid.MinCost([][]int{{1, 1, 1, 1}, {2, 2, 2, 2}, {1, 1, 1, 1}, {2, 2, 2, 2}}))
	fmt.Println(arrowgrid.MinCost([][]int{{1, 1, 3}, {3, 2, 2}, {1, 1, 4}}))
	fmt.Println(arrowgrid.MinCost([][]int{{1, 2}, {4, 3}}))
	// An invalid grid gives -1; New says why.
	fmt.Println(arrowgrid.MinCost([][]int{{1, 5}}))
	// Output:
	// 3
	// 0
	// 1
	// -1
}

func ExampleNew() {
	_, err := arrowgrid.New([][]int{{1, 2}, {3, 5}})
	fmt.Println(err)
	// Output: arrowgrid: grid[1][1]: a cell is an arrow: 1 right, 2 left, 3 down, 4 up: cell is 5
}

func ExampleParse() {
	g, err := arrowgrid.Parse(strings.NewReader(`[[1,2],[4,3]]`))
	fmt.Println(g.Rows(), g.Cols(), err)
	_, err = arrowgrid.Parse(strings.NewReader(`[[1,2],[4]]`))
	fmt.Println(err)
	// Output:
	// 2 2 <nil>
	// arrowgrid: offset 7, grid[1]: rows must all have the length of row 0: row has 1 cells, row 0 has 2
}

func ExampleGrid_Cheapest() {
	g, _ := arrowgrid.New([][]int{{1, 1, 1, 1}, {2, 2, 2, 2}, {1, 1, 1, 1}, {2, 2, 2, 2}})
	cost, path := g.Cheapest()
	fmt.Println(cost, path)
	// Output: 3 [0 1 2 3 7 11 15]
}

func ExampleGrid_Render() {
	g, _ := arrowgrid.New([][]int{{1, 2}, {4, 3}})
	_, path := g.Cheapest()
	fmt.Print(g.Render(path))
	// Output:
	// (→)[↓]
	//  ↑  *
}

func ExampleGrid_Edges() {
	g, _ := arrowgrid.New([][]int{{1, 2}, {4, 3}})
	g.Edges(0, func(v, cost int) bool {
		fmt.Printf("0→%d costs %d\n", v, cost)
		return true
	})
	// Output:
	// 0→1 costs 0
	// 0→2 costs 1
}

func ExampleGrid_Neighbors() {
	g, _ := arrowgrid.New([][]int{{1, 2, 3}, {4, 3, 1}})
	g.Neighbors(g.Cell(0, 1), func(v int) bool { fmt.Print(v, " "); return true })
	fmt.Println()
	// Output: 2 0 4
}

func ExampleGrid_Arrow() {
	g, _ := arrowgrid.New([][]int{{1, 2}, {4, 3}})
	fmt.Println(g.Arrow(g.Cell(1, 0)) == arrowgrid.Up)
	// Output: true
}

func ExampleGrid_Cell() {
	g, _ := arrowgrid.New([][]int{{1, 2, 3}, {4, 3, 1}})
	fmt.Println(g.Cell(1, 2))
	// Output: 5
}

func ExampleGrid_RowCol() {
	g, _ := arrowgrid.New([][]int{{1, 2, 3}, {4, 3, 1}})
	fmt.Println(g.RowCol(4))
	// Output: 1 1
}

func ExampleGrid_Rows() {
	g, _ := arrowgrid.New([][]int{{1, 2, 3}, {4, 3, 1}})
	fmt.Println(g.Rows(), g.Cols())
	// Output: 2 3
}

func ExampleGrid_Cols() {
	g, _ := arrowgrid.New([][]int{{1, 2, 3}})
	fmt.Println(g.Cols())
	// Output: 3
}

func ExampleGrid_Len() {
	// Cells are their own indices.
	g, _ := arrowgrid.New([][]int{{1, 2, 3}, {4, 3, 1}})
	fmt.Println(g.Len(), g.Index(5), g.State(5))
	// Output: 6 5 5
}

func ExampleGrid_Index() {
	g, _ := arrowgrid.New([][]int{{1, 2}})
	fmt.Println(g.Index(1))
	// Output: 1
}

func ExampleGrid_State() {
	g, _ := arrowgrid.New([][]int{{1, 2}})
	fmt.Println(g.State(0))
	// Output: 0
}

func ExampleInputError_Error() {
	_, err := arrowgrid.Parse(strings.NewReader(`[[1,2],[3,0]]`))
	fmt.Println(err)
	var e *arrowgrid.InputError
	if errors.As(err, &e) {
		fmt.Println(e.Row, e.Col, e.Offset)
	}
	// Output:
	// arrowgrid: offset 10, grid[1][1]: a cell is an arrow: 1 right, 2 left, 3 down, 4 up: cell is 0
	// 1 1 10
}

func ExamplePlugin() {
	p := arrowgrid.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// arrowgrid: LeetCode 1368, Minimum Cost to Make at Least One Valid Path in a Grid (0-1 BFS)
	// <nil>
	// leetcode-1 leetcode-2 leetcode-3 hashed-200×200
}
