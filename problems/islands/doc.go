// Package islands solves LeetCode 200, Number of Islands, on ripple's search
// engine.
//
// A grid holds land ('1') and water ('0'). An island is a maximal group of
// land cells joined horizontally or vertically; the question is how many
// islands there are.
//
// [Grid] is the grid as a [search.Neighbors][int] over cell numbers
// row*cols + col, yielding the land cells next to a land cell, with the dense
// [search.Indexer] (a cell is its own index) and
// [search.FrontierNeighbors]: the engine expands a whole frontier per call
// over a bordered byte grid, with no edge checks. The graph is symmetric,
// so the islands are its connected components: [Grid.Islands] is
// [search.Components] seeded with the land cells that have no land above or
// to their left, with no flood fill of its own. [Grid.Count] (and so
// [NumIslands]) runs the same search over the grid laid out as a bordered
// frame of int32 indices whose border and water are [search.Walls], marked
// in the engine's visited bitset before the search, so that expanding a
// frontier marks each cell's four neighbours with no edge check and no
// read of the grid.
//
// Two APIs share the solver:
//
//   - [NumIslands] has LeetCode's signature and never panics: an invalid grid
//     gives -1.
//   - [New] and [Parse] (LeetCode's JSON literal, such as
//     [["1","0"],["0","1"]]) validate their input and report an
//     [*InputError] naming the row and column, or the byte offset, at fault.
package islands
