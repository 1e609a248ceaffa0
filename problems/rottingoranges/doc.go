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
// [search.FrontierNeighbors], so
// [search.Layers] runs on it in the engine's fastest mode: a bitset visited
// set, and one call per chunk of the frontier that tests the neighbours on
// a flat byte grid with a border, with no edge checks.
//
// Entry points: [New] validates a [][]int, [Parse] reads the LeetCode literal,
// [ParsePicture] a plain text picture, [Grid.Rot] returns the minutes with the frames of
// the process, and [OrangesRotting] is the LeetCode signature.
package rottingoranges
