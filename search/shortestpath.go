package search

import "context"

// ShortestPath returns one shortest path from a start to the first goal
// state reached, both ends included, or (nil, false) if no goal state is
// reachable.
//
// Starts are tested first, in the order given, so a start that satisfies
// goal yields a one-state path. Otherwise states are tested as they are
// discovered, in the order of [Layers], and the search stops at the first
// goal state, before the rest of its layer is generated. The path follows,
// from the goal backwards, the first state that reached each state.
//
// goal must not be nil. Time and memory are those of [BFS] over the states
// discovered before the goal.
func ShortestPath[S comparable](nb Neighbors[S], goal func(S) bool, starts ...S) ([]S, bool) {
	mustNeighbors(nb, "ShortestPath")
	if goal == nil {
		panic("search: ShortestPath called with nil goal")
	}
	st := newStopper(context.Background(), "ShortestPath")
	t, err := grow(st, nb, Options{}, 1, goal, true, starts)
	if err != nil {
		panic("search: ShortestPath: " + err.Error()) // only past 2³¹−1 states
	}
	if len(t.goals) == 0 {
		return nil, false
	}
	return t.pathFrom(t.goals[0]), true
}
