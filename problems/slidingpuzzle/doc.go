// Package slidingpuzzle is the ripple plugin for the m×n sliding-tile puzzle
// (2×3 is LeetCode 773 "Sliding Puzzle", 3×3 the 8-puzzle, 4×4 the
// 15-puzzle), for any board with m·n ≤ 16 cells.
//
// A board holds the tiles 1..m·n−1 and a blank, written 0. A move slides a
// tile next to the blank (up, down, left or right) into it. The goal is the
// tiles in row-major order followed by the blank in the bottom-right corner:
//
//	1 2 3
//	4 5 0
//
// A position is a [State]: one 4-bit nibble per cell, so every board fits a
// uint64 and states are cheap to copy, compare, hash and pack. [Puzzle] is the
// [search.Neighbors] implementation (with the Pack/Unpack capability for the
// engine's packed-key mode); [Puzzle.Indexed] adds a dense [search.Indexer] by
// lexicographic permutation ranking for boards of at most 12 cells, so that
// whole state spaces (239,500,800 positions for 3×4) fit in bitsets.
// Indexed also computes successor indices incrementally from the parent's
// rank: per index for [search.Sweep] ([Indexed.IndexNeighbors]) and per
// frontier for [search.Layers], [search.BFS], [search.BFSTree] and
// [search.Components] ([Indexed.AppendNeighbors]).
//
// Solvability is decided without search by permutation parity (see
// [Solvable]); unsolvable boards answer -1 at once.
package slidingpuzzle
