// Package snakesladders solves Snakes and Ladders (LeetCode 909, "Snakes and
// Ladders") as a breadth-first search over the board's squares.
//
// A board is an n×n matrix in LeetCode's layout: row 0 is the top row, and
// squares are numbered 1..n² boustrophedon from the bottom-left corner (the
// bottom row runs left to right, the row above it right to left, and so on;
// see [Square] and [Cell]). A cell holds -1, or the square that a snake or
// ladder starting on it leads to.
//
// Play starts on square 1. One move rolls a die (1..6) and lands on one of
// the next six squares, never past n²; if the landing square starts a snake
// or ladder, the move continues to its destination, and stops there even if
// that square starts another one (jumps never chain). A jump on square 1 is
// therefore never taken, and a jump from n² to another square is rejected
// because the game could never end there (one to n² itself changes nothing
// and is accepted).
//
// [Board] is a [search.Neighbors] over squares with the dense [search.Indexer]
// and [search.FrontierNeighbors] capabilities, so the search package keeps
// its visited set as a bitset of n² bits and expands whole frontiers in
// one call. Every answer comes from the search package: [Board.Layers] and
// [Board.Route] from search.Layers over the Board, [Board.MinRolls] from
// search.Layers over a smaller graph with the same distances to n² (of the
// rolls that end where they land, only the farthest; tested on thousands
// of random boards). [SnakesAndLadders], LeetCode's signature, searches
// that smaller graph read from the [][]int matrix itself, without building
// a Board: it checks the shape and square n² up front and each other cell
// when the search reads it, and leaves the cells it never reads unchecked
// (LeetCode guarantees a valid board; [New] checks every cell and says
// what is wrong). A Board stores one int32 per square and nothing else: n
// = 5000 (25 million squares) takes 100 MB, and [Board.MinRolls] adds
// about n²/8 bytes plus two layers.
//
// # A game of chance
//
// Package [github.com/ripplebfs/ripple/problems/snakesladders/chance] plays
// a Board with a die instead of chosen rolls: the exact expected number of
// turns, the moments and the distribution of game lengths (see
// docs/chance.md). It is a package of its own so that this one, the
// LeetCode plugin, does not pull its numerical dependencies (gonum) into
// every user's build.
package snakesladders
