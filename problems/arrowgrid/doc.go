// Package arrowgrid solves LeetCode 1368, Minimum Cost to Make at Least
// One Valid Path in a Grid, on ripple's weighted search, which is a 0-1
// BFS while every cost is 0 or 1.
//
// Each cell of an m×n grid holds an arrow: 1 right, 2 left, 3 down, 4 up.
// Starting at the top-left cell and following the arrows, one may change
// the arrow of a cell at a cost of 1, once per cell. The question is the
// least cost that makes a path from the top-left to the bottom-right cell.
//
// [Grid] is the grid as a [search.WeightedNeighbors][int] over cell
// numbers row*cols + col: a move to each of the up to four adjacent cells,
// costing 0 along the cell's arrow and 1 otherwise (changing the arrow),
// with the dense [search.Indexer] (a cell is its own index) and, as
// [search.Neighbors], the same moves each counting one. [Grid.Cheapest] is
// [search.Dijkstra], which keeps a double-ended queue instead of a heap
// while every cost is 0 or 1, as here (0-1 BFS): O(cells).
//
// [MinCost] answers on the plugin's specialised solver instead: a 0-1 BFS
// by cost layers over a bordered copy of the grid (one byte per arrow, a
// border of sentinel cells so that no move tests the grid's edges, int32
// cell numbers and costs, two int32 lists for the layer being expanded
// and the next). A cell's arrow is its only 0-cost move, so a layer is
// expanded by walking along arrows from each of its cells, while every
// move against an arrow lands in the next layer. It is O(cells), like
// Cheapest, and returns the same costs (the tests check every cell of
// thousands of random grids against a heap Dijkstra). It is there for
// speed: docs/benchmarks.md ("Weighted search") measures it against
// Cheapest on a built Grid and a textbook C++ 0-1 BFS with a std::deque
// on a 2000×2000 grid of random arrows. Cheapest stays on the generic
// search, which is what the [search.Neighbors] and
// [search.WeightedNeighbors] methods serve.
//
// Two APIs share the plugin:
//
//   - [MinCost] has LeetCode's signature and never panics: an invalid grid
//     gives -1. A grid too large for the specialised solver's int32
//     indices (bordered, more than 2³¹−1 cells) goes to Cheapest.
//   - [New] and [Parse] (LeetCode's matrix literal, such as
//     [[1,1,3],[3,2,2],[1,1,4]]) validate their input and report an
//     [*InputError] naming the row and column, or the byte offset, at fault.
//
// Beyond LeetCode's bound (100×100), grids of up to [MaxCells] cells are
// accepted.
package arrowgrid
