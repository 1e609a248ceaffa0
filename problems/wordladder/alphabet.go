package wordladder

import "slices"

// alphabet lists, for each position of the words, the letters found there
// in some word, ascending: the only letters worth trying there. It takes
// 4 bytes per position and one per letter found (at most one per word and
// position), whatever the letters, so that words of millions of letters
// cost a few bytes per letter, not a table per position.
type alphabet struct {
	start   []int32 // position p's letters are letters[start[p]:start[p+1]]
	letters []byte
}

// newAlphabet lists the letters of words, all of width bytes, whose
// letters number at most MaxInt32 in all. O(L·N·log A) for N words of L
// letters over an alphabet of A.
func newAlphabet(words []string, width int) alphabet {
	a := alphabet{start: make([]int32, width+1)}
	var seen [256]bool
	for p := range width {
		from := len(a.letters)
		for _, w := range words {
			if c := w[p]; !seen[c] {
				seen[c] = true
				a.letters = append(a.letters, c)
			}
		}
		found := a.letters[from:]
		for _, c := range found {
			seen[c] = false
		}
		slices.Sort(found)
		a.start[p+1] = int32(len(a.letters))
	}
	return a
}

// width is the number of positions.
func (a alphabet) width() int { return len(a.start) - 1 }

// at returns the letters found at position p, ascending.
func (a alphabet) at(p int) []byte { return a.letters[a.start[p]:a.start[p+1]] }
