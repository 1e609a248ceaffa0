// Package rottingoranges solves LeetCode 994, Rotting Oranges, as a
// multi-source breadth-first search over the cells of a grid.
//
// A grid holds 0 (empty), 1 (a fresh orange) or 2 (a rotten orange) in each
// cell. Every minute, each fresh orange 4-adjacent (up, down, left, right) to
// a rotten one rots. Seen as a graph, the states are cell indices
// (row*cols + col); a cell's successors are its adjacent fresh oranges; and
// all the initially rotten oranges are starts, together forming layer 0. The
// cells of BFS layer m are exactly the oranges that rot at minute m, and the
// answer is the depth of the last layer.
//
// [Grid] implements [search.Neighbors], the dense [search.Indexer] and
// [search.FrontierNeighbors] over cell indices. [Grid.Rot] and
// [Grid.Minutes] run [search.Layers] in the engine's fastest mode: the
// grid laid out with a border, its states int32 indices, the border and
// the empty cells handed to the engine as [search.Walls] and marked in its
// visited bitset before the search starts, so that expanding a whole
// frontier in one call marks each cell's four neighbours with no edge
// check and no read of the grid. The search starts from one extra index
// whose successors are the rotten oranges, found by reading the cells
// eight bytes at a time, so that a grid of millions of rotten oranges
// costs no start list and no per-start work in the engine.
//
// Entry points: [New] validates a [][]int, [Parse] reads the LeetCode literal,
// [ParsePicture] a plain text picture, [Grid.Rot] returns the minutes with the frames of
// the process, and [OrangesRotting] is the LeetCode signature.
package rottingoranges
