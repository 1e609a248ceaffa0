package search

import (
	"math"
	"math/bits"
)

// withWalls makes s mark the walls of nb, if any, as soon as it is dense.
func (s *indexStore) withWalls(nb any) {
	if w, ok := nb.(Walls); ok {
		s.walls = w
		if s.bits != nil {
			s.markWalls()
		}
	}
}

// markWalls marks the walls in the dense store, uncounted, at a position
// past every one a search publishes.
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
