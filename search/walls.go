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
	// Mark numbers each wall it reports new with a position past every
	// one a search publishes, as it numbers a tree's states.
	s.walls.Walls(Visited{s.bits, &numbering{n: s.n, pos: s.pos, run: math.MaxInt32}})
}
