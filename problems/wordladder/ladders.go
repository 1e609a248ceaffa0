package wordladder

import (
	"iter"
	"slices"
)

// Ladders returns every shortest ladder from from to to, both words
// included, lazily: the same set as [Dictionary.AllLadders], one ladder at a
// time, so that a caller can print them as they come and stop at any
// number. The sequence is empty if there is no ladder or either word is not
// in the dictionary; Ladders(w, w) yields [w] for a dictionary word w. Each
// ladder is a fresh slice the caller may keep.
//
// The order is fixed by the dictionary and the two words: ladders that
// share their first i words are consecutive, and their (i+1)-th words come
// in the order in which a breadth-first search from to discovers them (the
// order of [search.Tree.AllPathsTo] on a tree grown from to, read
// backwards). It is not lexicographic; sort the ladders, or use
// [Dictionary.AllLadders], for that.
//
// Nothing is computed until the sequence is ranged over. Then one
// breadth-first search ([search.BFSTreeContext] with a goal and
// [search.Options].AllPaths) grows from to, recording every shortest-path
// parent, up to the layer that holds from: O(V + E) time and memory for the words within that
// distance of to. Each ladder then costs O(k) for k moves: every partial
// ladder ends at from, so there is no backtracking. Breaking out of the loop stops the
// enumeration at once, which matters because the number of shortest
// ladders can be exponential (L! for all words over {a, b} of length L,
// between opposite corners).
func (d *Dictionary) Ladders(from, to string) iter.Seq[[]string] {
	return func(yield func([]string) bool) {
		i, ok1 := d.index[from]
		j, ok2 := d.index[to]
		if !ok1 || !ok2 {
			return
		}
		d.ladders(int(i), int(j), yield)
	}
}

func (d *Dictionary) ladders(from, to int, yield func([]string) bool) {
	ladders(positions{d}, from, to, yield)
}

// ladders yields every shortest ladder of g from from to to.
func ladders(g ladderGraph, from, to int, yield func([]string) bool) {
	// The tree grows from to, so that the enumeration, which fixes a
	// path's states from its far end, fixes ladders from their first word.
	for l := range ladderTree(g, to, from).AllPathsTo(from) {
		slices.Reverse(l)
		if !yield(g.wordsOf(l)) {
			return
		}
	}
}

// FindLaddersSeq is [FindLadders] (LeetCode 126, "Word Ladder II"), lazily:
// it yields every shortest sequence beginWord → … → endWord, in the order
// of [Dictionary.Ladders], and yields nothing where FindLadders returns []
// (the rules and edge cases are those of [LadderLength]). It builds the
// graph when the sequence is ranged over and stops as soon as the loop
// does. It never panics.
func FindLaddersSeq(beginWord, endWord string, wordList []string) iter.Seq[[]string] {
	return func(yield func([]string) bool) {
		if g, from, to, ok := dictionaryCall(beginWord, endWord, wordList); ok {
			ladders(g, from, to, yield)
		}
	}
}
