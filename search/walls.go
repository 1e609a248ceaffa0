package search

import (
	"math"
	"math/bits"
)

// withWalls makes the store pre-mark the walls of nb, if nb implements
// [Walls], as soon as it is dense (at once if it already is). It returns
// s.
func (s *indexStore) withWalls(nb any) *indexStore {
	if w, ok := nb.(Walls); ok {
		s.walls = w
		if s.dense() {
			s.markWalls()
		}
	}
	return s
}

// markWalls marks the walls in the dense store. A wall's position is
// past every position a search publishes, so a tree never reports one as
// reached; walls are not counted, as the count belongs to the sparse
// table.
func (s *indexStore) markWalls() {
	if s.walls == nil {
		return
	}
	if !s.keep {
		s.walls.Walls(s.visited())
		return
	}
	// Mark into a scratch set first, to give the walls their positions.
	v := NewVisited(s.n)
	s.walls.Walls(v)
	for w, word := range v.bits {
		s.bits[w] |= word
		for word != 0 {
			i := w<<6 | bits.TrailingZeros64(word)
			if i >= s.n {
				break // the bits past the last index
			}
			s.pos[i] = math.MaxInt32
			word &= word - 1
		}
	}
}

// newVisitedWalls returns a Visited of n indices with the walls of nb, if
// it implements [Walls], already marked.
func newVisitedWalls(nb any, n int) Visited {
	v := NewVisited(n)
	if w, ok := nb.(Walls); ok {
		w.Walls(v)
	}
	return v
}
