package slidingpuzzle

// FifteenHeuristic is the 4×4 pattern-database heuristic, for tests.
func FifteenHeuristic(s State) int { return fifteenTables().h(s) }
