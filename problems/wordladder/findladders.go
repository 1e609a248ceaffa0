package wordladder

import (
	"context"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// AllLadders returns every shortest ladder from from to to, both words
// included, in lexicographic order (compared word by word); an empty,
// non-nil slice if there is none or either word is not in the dictionary.
// AllLadders(w, w) is [[w]] for a dictionary word w.
//
// One breadth-first search ([search.BFSTreeContext] with a goal and
// [search.Options].AllPaths) grows from from, recording every shortest-path
// parent, and stops once the layer that holds to is complete; [search.Tree.AllPathsTo] then enumerates
// the ladders. Enumeration is output-sensitive: every partial ladder ends
// at from, so a long unique ladder costs O(V + E) for the tree plus O(k)
// for the ladder, with no exponential backtracking. The number of shortest
// ladders can itself be exponential (for all words over {a, b} of length L
// there are L! between opposite corners), and so is the result:
// [Dictionary.Ladders] yields them lazily instead.
func (d *Dictionary) AllLadders(from, to string) [][]string {
	i, ok1 := d.index[from]
	j, ok2 := d.index[to]
	if !ok1 || !ok2 {
		return [][]string{}
	}
	return d.allLadders(int(i), int(j))
}

func (d *Dictionary) allLadders(from, to int) [][]string {
	t := ladderTree(positions{d}, from, to)
	var ladders [][]int
	for l := range t.AllPathsTo(to) {
		ladders = append(ladders, l)
	}
	// Indices follow ascending word order, so comparing index sequences
	// compares ladders lexicographically.
	slices.SortFunc(ladders, slices.Compare)
	out := make([][]string, len(ladders))
	for k, l := range ladders {
		out[k] = d.wordsOf(l)
	}
	return out
}

// ladderTree grows the breadth-first tree of g from from, with every
// shortest-path parent, up to the layer that holds to (or over everything
// reachable if to is not).
func ladderTree(g ladderGraph, from, to int) *search.Tree[int] {
	// The search stops early only through its context or a limit, and
	// this one has neither: its tree holds at most g.Len() words.
	t, _ := search.BFSTreeContext[int](context.Background(), g, func(w int) bool { return w == to }, search.Options{AllPaths: true}, from)
	return t
}

// FindLadders solves LeetCode 126, "Word Ladder II": every shortest
// sequence beginWord → … → endWord, each word after beginWord from
// wordList, consecutive words differing in exactly one letter. The ladders
// come in lexicographic order (compared word by word); with none, the result
// is an empty, non-nil slice (LeetCode's []).
//
// The rules and edge cases are those of [LadderLength]: beginWord == endWord
// gives [[beginWord]] if it is in wordList; words of other lengths are
// ignored; bytes are compared as they are; it never panics. See
// [Dictionary.AllLadders] for the method and its cost: its search expands
// every word closer to beginWord than endWord is, which the wildcard
// index pays for, where [LadderLength] builds a lighter graph.
func FindLadders(beginWord, endWord string, wordList []string) [][]string {
	d, ok := fromList(beginWord, endWord, wordList)
	if !ok {
		return [][]string{}
	}
	return d.allLadders(d.Index(beginWord), d.Index(endWord))
}
