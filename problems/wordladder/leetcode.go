package wordladder

import "math"

// fromList builds the ladder graph of a LeetCode call: beginWord plus the
// words of wordList that have its length (no other word can be on a ladder
// from it). ok is false, with no graph built, when no ladder can exist:
// endWord is not in wordList or has another length than beginWord. Letters
// are not checked: any bytes are compared as they are.
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
