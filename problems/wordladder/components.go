package wordladder

import (
	"cmp"
	"math"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// Components returns the connected components of the ladder graph, each
// as its words in ascending order, largest component first; components of
// equal size come in ascending order of their smallest word. Isolated words
// are components of one word. It uses [search.Components] over every word,
// O(N·L + E).
func (d *Dictionary) Components() [][]string {
	comps := d.components()
	sortComponents(comps)
	return comps
}

func (d *Dictionary) components() [][]string {
	g := positions{d}
	seeds := make([]int, len(d.words))
	for i := range seeds {
		seeds[i] = i
	}
	var comps [][]string
	for c := range search.Components[int](g, seeds...) {
		c = slices.Clone(c)
		slices.Sort(c)
		comps = append(comps, d.wordsOf(c))
	}
	return comps
}

// sortComponents orders components largest first, then by smallest word.
func sortComponents(comps [][]string) {
	slices.SortFunc(comps, func(a, b []string) int {
		if c := cmp.Compare(len(b), len(a)); c != 0 {
			return c
		}
		return cmp.Compare(a[0], b[0])
	})
}

// Components returns the connected components of the ladder graph over
// words, in the order of [Dictionary.Components]: each component's words
// ascending, largest component first, ties broken by smallest word.
//
// Duplicates are ignored. Any strings are accepted and never cause a panic:
// words of different lengths are never adjacent, so each length is its own
// graph, and bytes are compared as they are. No words gives nil. (A
// length group of more than 2^31-1 letters in all cannot be indexed and is
// left out.)
func Components(words []string) [][]string {
	byLen := make(map[int][]string)
	for _, w := range words {
		byLen[len(w)] = append(byLen[len(w)], w)
	}
	var comps [][]string
	for width, group := range byLen {
		if len(group) > math.MaxInt32/max(1, width) {
			continue // over 2 GiB of letters: not representable
		}
		comps = append(comps, build(group).components()...)
	}
	sortComponents(comps)
	return comps
}
