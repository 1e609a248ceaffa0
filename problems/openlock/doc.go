// Package openlock solves LeetCode 752, Open the Lock, on ripple's search
// engine.
//
// A lock has four wheels, each showing a digit 0-9. One move turns one wheel
// one slot up or down, and the wheels wrap around (9 → 0, 0 → 9). The lock
// starts at "0000". Some combinations are dead ends: when the wheels show
// one, the lock jams and turns no further. The question is the fewest moves
// from "0000" to a target combination, or -1 if the target cannot be reached.
//
// The 10,000 combinations are the integers 0..9999 (the first wheel is the
// thousands digit). [Lock] is the puzzle as a [search.Neighbors][int] with
// the dense [search.Indexer], so searches over it use a 10,000-bit visited
// set. The moves are reversible, so the graph is
// undirected and [Lock.Path] runs [search.Bidirectional] with the lock as
// both its successor and its predecessor function.
//
// Two APIs share the solver:
//
//   - [OpenLock] has LeetCode's signature and never panics: any invalid
//     input gives -1.
//   - [Parse] (LeetCode's input as JSON, {"deadends":[...],"target":"..."}),
//     [New], [Lock.Open] and [ParseCombination] validate their input and
//     report an [*InputError] naming the rule, the offending combination,
//     its position in the deadends list, the offending byte and, for text,
//     its byte offset.
package openlock
