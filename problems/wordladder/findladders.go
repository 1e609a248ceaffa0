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
// It first measures the distance k with a bidirectional search, then grows
// a breadth-first tree from from with every shortest-path parent
// ([search.Options].AllPaths) down to depth k only, and enumerates
// [search.Tree.AllPathsTo]. Enumeration is output-sensitive: every partial
// ladder ends at from, so a long unique ladder costs O(V + E) for the tree
// plus O(k) for the ladder, with no exponential backtracking. The number of
// shortest ladders can itself be exponential (for all words over {a, b} of
// length L there are L! between opposite corners), and so is the result.
func (d *Dictionary) AllLadders(from, to string) [][]string {
	i, ok1 := d.index[from]
	j, ok2 := d.index[to]
	if !ok1 || !ok2 {
		return [][]string{}
	}
	return d.allLadders(int(i), int(j))
}

func (d *Dictionary) allLadders(from, to int) [][]string {
	if from == to {
		return [][]string{{d.words[from]}}
	}
	g := positions{d}
	p, ok := search.Bidirectional(g, g, []int{from}, []int{to})
	if !ok {
		return [][]string{}
	}
	t, err := search.BFS[int](context.Background(), g, search.Options{AllPaths: true, MaxDepth: len(p) - 1}, from)
	if err != nil {
		panic("wordladder: BFS without limits failed: " + err.Error())
	}
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

// FindLadders solves LeetCode 126, "Word Ladder II": every shortest
// sequence beginWord → … → endWord, each word after beginWord from
// wordList, consecutive words differing in exactly one letter. The ladders
// come in lexicographic order (compared word by word); with none, the result
// is an empty, non-nil slice (LeetCode's []).
//
// The rules and edge cases are those of [LadderLength]: beginWord == endWord
// gives [[beginWord]] if it is in wordList; words of other lengths are
// ignored; bytes are compared as they are; it never panics. See
// [Dictionary.AllLadders] for the method and its cost.
func FindLadders(beginWord, endWord string, wordList []string) [][]string {
	d, ok := fromList(beginWord, endWord, wordList)
	if !ok {
		return [][]string{}
	}
	return d.allLadders(d.Index(beginWord), d.Index(endWord))
}
