package snakesladders_test

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
)

// LeetCode 909, example 1.
var example6x6 = [][]int{
	{-1, -1, -1, -1, -1, -1},
	{-1, -1, -1, -1, -1, -1},
	{-1, -1, -1, -1, -1, -1},
	{-1, 35, -1, -1, 13, -1},
	{-1, -1, -1, -1, -1, -1},
	{-1, 15, -1, -1, -1, -1},
}

func ExampleSnakesAndLadders() {
	fmt.Println(snakesladders.SnakesAndLadders(example6x6))
	fmt.Println(snakesladders.SnakesAndLadders([][]int{{-1, -1}, {-1, 3}}))
	// Squares 2..7 all snake back to 1: square 9 is unreachable.
	fmt.Println(snakesladders.SnakesAndLadders([][]int{{1, -1, -1}, {1, 1, 1}, {-1, 1, 1}}))
	// Invalid (not square) boards give -1 too; New says why.
	fmt.Println(snakesladders.SnakesAndLadders([][]int{{-1, -1}, {-1}}))
	// Output:
	// 4
	// 1
	// -1
	// -1
}

func ExampleNew() {
	_, err := snakesladders.New([][]int{{-1, -1}, {-1, 5}})
	fmt.Println(err)
	fmt.Println(errors.Is(err, snakesladders.ErrBadCell))
	_, err = snakesladders.New([][]int{{2, -1}, {-1, -1}})
	fmt.Println(err)
	// Output:
	// snakesladders: board[1][1]: a cell holds -1 or a square in 1..n²: square 2 holds 5
	// true
	// snakesladders: board[0][0]: square n² holds a jump away from it: the game could never end there: square 4 holds 2
}

func ExampleParse() {
	b, err := snakesladders.Parse(strings.NewReader("[[-1, -1],\n [-1, 3]]"))
	fmt.Println(b.Rows(), err)
	_, err = snakesladders.Parse(strings.NewReader("[[-1,-1],[-1,3,]]"))
	fmt.Println(err)
	// Output:
	// [[-1 -1] [-1 3]] <nil>
	// snakesladders: offset 15: not the LeetCode literal: found ']' where a cell value (an integer) is expected
}

func ExampleBoard_MinRolls() {
	b, _ := snakesladders.New(example6x6)
	fmt.Println(b.MinRolls())
	// Output: 4 true
}

func ExampleBoard_Route() {
	b, _ := snakesladders.New(example6x6)
	route, _ := b.Route()
	for _, m := range route {
		fmt.Printf("%+v\n", m)
	}
	// Output:
	// {From:1 Roll:1 Landed:2 Jumped:true To:15}
	// {From:15 Roll:2 Landed:17 Jumped:true To:13}
	// {From:13 Roll:1 Landed:14 Jumped:true To:35}
	// {From:35 Roll:1 Landed:36 Jumped:false To:36}
}

func ExampleBoard_Layers() {
	// Rolling 1 lands on 2, whose ladder leads to 8; the ladder on 8 is not
	// taken in the same move.
	b, _ := snakesladders.New([][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}})
	for d, layer := range b.Layers() {
		fmt.Println(d, layer)
	}
	// Output:
	// 0 [1]
	// 1 [8 3 4 5 6 7]
	// 2 [9]
}

func ExampleBoard_Neighbors() {
	b, _ := snakesladders.New([][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}})
	var next []int
	b.Neighbors(5, func(s int) bool { next = append(next, s); return true })
	fmt.Println(next)
	// A Board is a search.Neighbors: any search works on it.
	path, _ := search.BFS[int](b, func(s int) bool { return s == 9 }, 1)
	fmt.Println(path)
	// Output:
	// [6 7 9 9]
	// [1 8 9]
}

// AppendNeighbors expands a whole frontier at once, skipping squares
// already marked: here layer 1 of the 3×3 board of docs/graph.md, then
// layer 2.
func ExampleBoard_AppendNeighbors() {
	b, _ := snakesladders.New([][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}})
	seen := search.NewVisited(b.Len())
	seen.Mark(b.Index(1))
	layer1 := b.AppendNeighbors(nil, []int{1}, seen)
	fmt.Println(layer1)
	fmt.Println(b.AppendNeighbors(nil, layer1, seen))
	// Output:
	// [8 3 4 5 6 7]
	// [9]
}

func ExampleBoard_Jump() {
	b, _ := snakesladders.New(example6x6)
	fmt.Println(b.Jump(2))
	fmt.Println(b.Jump(3))
	// Output:
	// 15 true
	// 0 false
}

func ExampleBoard_Rows() {
	b, _ := snakesladders.Parse(strings.NewReader("[[-1,-1],[-1,3]]"))
	fmt.Println(b.Rows())
	// Output: [[-1 -1] [-1 3]]
}

func ExampleBoard_WriteTo() {
	b, _ := snakesladders.New([][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}})
	b.WriteTo(os.Stdout)
	// Output:
	// [[-1,9,-1],
	//  [-1,-1,-1],
	//  [-1,8,-1]]
}

func ExampleBoard_N() {
	b, _ := snakesladders.New(example6x6)
	fmt.Println(b.N())
	// Output: 6
}

func ExampleBoard_Len() {
	b, _ := snakesladders.New(example6x6)
	fmt.Println(b.Len())
	// Output: 36
}

// The dense index: square s is index s-1.
func ExampleBoard_Index() {
	b, _ := snakesladders.New(example6x6)
	fmt.Println(b.Index(1), b.Index(36))
	// Output: 0 35
}

func ExampleBoard_State() {
	b, _ := snakesladders.New(example6x6)
	fmt.Println(b.State(0), b.State(35))
	// Output: 1 36
}

func ExampleSquare() {
	// On a 6×6 board the bottom row (row 5) holds 1..6 left to right and
	// the row above it 7..12 right to left.
	fmt.Println(snakesladders.Square(6, 5, 0), snakesladders.Square(6, 4, 0), snakesladders.Square(6, 0, 0))
	// Output: 1 12 36
}

func ExampleCell() {
	fmt.Println(snakesladders.Cell(6, 2))
	fmt.Println(snakesladders.Cell(6, 17))
	// Output:
	// 5 1
	// 3 4
}

func ExamplePlugin() {
	p := snakesladders.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// snakesladders: LeetCode 909, Snakes and Ladders
	// <nil>
	// leetcode-1 leetcode-2 3x3 hashed-100×100
}
