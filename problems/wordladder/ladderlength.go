package wordladder

import "github.com/ripplebfs/ripple/search"

// LadderLength solves LeetCode 127, "Word Ladder": the number of words in
// a shortest sequence beginWord → … → endWord in which consecutive words
// differ in exactly one letter and every word after beginWord is in
// wordList; 0 if there is none.
//
// beginWord need not be in wordList; endWord must be (otherwise 0).
// Duplicates in wordList are ignored. Edge cases, beyond LeetCode's
// constraints, never panic:
//   - beginWord == endWord: 1 if endWord is in wordList (the one-word
//     sequence), else 0;
//   - beginWord and endWord of different lengths: 0;
//   - words in wordList of another length than beginWord cannot be on a
//     ladder and are ignored;
//   - letters are compared byte by byte, so uppercase or other characters
//     are simply letters of a larger alphabet (LeetCode's words are
//     lowercase a–z).
//
// It packs the N usable words into a hash table in one pass, O(N·L), and
// runs a bidirectional breadth-first search ([search.Bidirectional]) that
// finds a word's neighbours by changing its letters and looking them up;
// words with bytes outside a–z, or of more than 12 letters, take the
// wildcard index of [Dictionary] instead (O(L·N·log N)).
func LadderLength(beginWord, endWord string, wordList []string) int {
	return ladderLength(fromCall(beginWord, endWord, wordList))
}

// ladderLength is LadderLength on a built call (see fromCall).
func ladderLength(g ladderGraph, from, to int, ok bool) int {
	if !ok {
		return 0
	}
	defer g.release()
	p, ok := search.Bidirectional[int](g, g, []int{from}, []int{to})
	if !ok {
		return 0
	}
	return len(p)
}

// ladderLength is LadderLength on d, which holds both words.
func (d *Dictionary) ladderLength(beginWord, endWord string) int {
	p, ok := d.ladder(d.Index(beginWord), d.Index(endWord))
	if !ok {
		return 0
	}
	return len(p)
}
