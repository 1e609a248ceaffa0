package wordladder

import (
	"math"

	"github.com/ripplebfs/ripple/search"
)

// ladderGraph is what the LeetCode functions search: a ladder graph over
// word indices, with the words they stand for.
type ladderGraph interface {
	search.Neighbors[int]
	search.Indexer[int]
	wordsOf(p []int) []string
	// release ends the graph's use: a call's last step.
	release()
}

// fromCall builds the ladder graph of a LeetCode call for a
// bidirectional search, and returns the indices of beginWord and endWord
// in it. ok is false, with no graph, when no ladder can exist: endWord is
// not in wordList or has another length than beginWord. Words of a–z go
// into a [wordSet], built at the speed of reading the list; other words
// into a [Dictionary] (dictionaryCall).
func fromCall(beginWord, endWord string, wordList []string) (g ladderGraph, from, to int, ok bool) {
	if len(beginWord) != len(endWord) {
		return nil, 0, 0, false
	}
	if len(wordList) < math.MaxInt32/4 {
		if s, packed := newWordSet(beginWord, wordList); packed {
			if to = s.index(endWord); to < 0 {
				s.release()
				return nil, 0, 0, false
			}
			return s, 0, to, true
		}
	}
	return dictionaryCall(beginWord, endWord, wordList)
}

// dictionaryCall is fromCall with a [Dictionary], whose wildcard index
// pays for its build when the search expands much of the list, as the
// breadth-first tree of every shortest ladder does: a word's neighbours
// then cost a few loads, where a wordSet looks up 25 candidates per
// letter.
func dictionaryCall(beginWord, endWord string, wordList []string) (g ladderGraph, from, to int, ok bool) {
	d, ok := fromList(beginWord, endWord, wordList)
	if !ok {
		return nil, 0, 0, false
	}
	return positions{d}, d.Index(beginWord), d.Index(endWord), true
}

// fromList builds the ladder graph of a LeetCode call as a Dictionary:
// beginWord plus the words of wordList that have its length (no other word
// can be on a ladder from it). ok is false, with no graph built, when no
// ladder can exist: endWord is not in wordList or has another length than
// beginWord. Letters are not checked: any bytes are compared as they are.
func fromList(beginWord, endWord string, wordList []string) (d *Dictionary, ok bool) {
	if len(beginWord) != len(endWord) {
		return nil, false
	}
	words := make([]string, 1, len(wordList)+1)
	words[0] = beginWord
	found := false
	for _, w := range wordList {
		if len(w) == len(beginWord) {
			found = found || w == endWord
			words = append(words, w)
		}
	}
	if !found || len(words) > math.MaxInt32/max(1, len(beginWord)) {
		return nil, false
	}
	return build(words), true
}
