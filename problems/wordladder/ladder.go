package wordladder

import "github.com/ripplebfs/ripple/search"

// Ladder returns one shortest ladder from from to to, both included, found
// by bidirectional breadth-first search ([search.Bidirectional]), and
// whether one exists. Both words must be in the dictionary; otherwise ok is
// false. Ladder(w, w) is [w] for a dictionary word w.
//
// With branching factor b and distance k it expands about 2·b^(k/2) words
// where one-way search expands b^k; the ladder has the length one-way
// breadth-first search finds, but may be a different one of the shortest.
func (d *Dictionary) Ladder(from, to string) ([]string, bool) {
	i, ok1 := d.index[from]
	j, ok2 := d.index[to]
	if !ok1 || !ok2 {
		return nil, false
	}
	p, ok := d.ladder(int(i), int(j))
	if !ok {
		return nil, false
	}
	return d.wordsOf(p), true
}

// ladder runs the bidirectional search over word indices.
func (d *Dictionary) ladder(from, to int) ([]int, bool) {
	g := positions{d}
	return search.Bidirectional(g, g, []int{from}, []int{to})
}

// wordsOf maps word indices to words.
func (d *Dictionary) wordsOf(p []int) []string {
	out := make([]string, len(p))
	for k, i := range p {
		out[k] = d.words[i]
	}
	return out
}

// Ladder returns one shortest word ladder from beginWord to endWord, both
// included, or nil if there is none, with the rules of [LadderLength]; the
// ladder has LadderLength(beginWord, endWord, wordList) words. It uses
// bidirectional breadth-first search. It never panics.
func Ladder(beginWord, endWord string, wordList []string) []string {
	return ladderOf(fromCall(beginWord, endWord, wordList))
}

// ladderOf is Ladder on a built call (see fromCall).
func ladderOf(g ladderGraph, from, to int, ok bool) []string {
	if !ok {
		return nil
	}
	defer g.release()
	p, ok := search.Bidirectional[int](g, g, []int{from}, []int{to})
	if !ok {
		return nil
	}
	return g.wordsOf(p)
}
