package search

import "math"

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
	v.bits.each(0, len(v.bits), func(i int) bool {
		if i < s.n && !s.bits.has(i) { // not the bits past the last index, nor a state placed already
			s.bits.set(i)
			s.pos[i] = math.MaxInt32
		}
		return true
	})
}
