package snakesladders

import "fmt"

// Square returns the number of the square at (row, col) of an n×n board in
// LeetCode's layout: row 0 is the top row, column 0 the leftmost, and squares
// run 1..n² boustrophedon from the bottom-left corner. The bottom row (row
// n-1) holds 1..n left to right, the row above it n+1..2n right to left, and
// so on.
//
// It panics if n < 1 or (row, col) is off the board: callers validate user
// input first. O(1).
func Square(n, row, col int) int {
	if n < 1 || row < 0 || row >= n || col < 0 || col >= n {
		panic(fmt.Sprintf("snakesladders: Square(%d, %d, %d): cell off the board", n, row, col))
	}
	fromBottom := n - 1 - row
	if fromBottom%2 == 1 {
		col = n - 1 - col
	}
	return fromBottom*n + col + 1
}

// Cell returns the (row, col) position of square s on an n×n board; it is
// the inverse of [Square]. It panics if n < 1 or s is outside 1..n². O(1).
func Cell(n, s int) (row, col int) {
	if n < 1 || s < 1 || s > n*n {
		panic(fmt.Sprintf("snakesladders: Cell(%d, %d): square outside 1..n²", n, s))
	}
	fromBottom, col := (s-1)/n, (s-1)%n
	if fromBottom%2 == 1 {
		col = n - 1 - col
	}
	return n - 1 - fromBottom, col
}
