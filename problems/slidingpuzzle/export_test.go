package slidingpuzzle

// FifteenHeuristic is the 4×4 pattern-database heuristic, for tests.
func FifteenHeuristic(s State) int { return fifteenTables().h(s) }

// PatternNeighbors is the pattern-and-blank abstraction on k tiles, for
// tests.
func PatternNeighbors(k int) interface {
	Neighbors(i int, yield func(int) bool)
	Len() int
} {
	return newPattern(MustNew(4, 4), k)
}

// FifteenIDA is Solve's specialised IDA* on 4×4, with its expansions.
func FifteenIDA(s State) ([]State, int) { return fifteenTables().solve(s) }
