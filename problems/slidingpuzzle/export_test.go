package slidingpuzzle

import "reflect"

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

// ForgeTableCache writes to path a table cache file holding the genuine
// distances (built once per test process) with each entry of stored
// pattern j (0: tiles 1,2,5,6,9,10; 1: tiles 13,14,15) set to
// change(entry, value), its checksum computed over the result, as a
// forger with write access to the file would. It returns the number of
// entries changed.
func ForgeTableCache(path string, j int, change func(e int, v uint8) uint8) (int, error) {
	d := genuineDistances()
	var changed int
	d[j], changed = forge(d[j], change)
	return changed, saveTables(path, d[0], d[1])
}

// CheckTableCache returns the error of the checks the file at path must
// pass before its tables are used.
func CheckTableCache(path string) error {
	t, err := loadTables(path, newDistLayout(6).size, newDistLayout(3).size)
	if err != nil {
		return err
	}
	return distances{t[0], t[1]}.check()
}

// FreshTables drops the process's 4×4 tables, so that the next 4×4 call
// obtains them as SetTableOptions says, and returns a function that puts
// the genuine ones back.
func FreshTables() (restore func()) {
	genuineDistances()
	old := fifteenShared.Swap(nil)
	return func() { fifteenShared.Store(old) }
}

// TablesAreGenuine reports whether the process's 4×4 tables are those the
// genuine distances give.
func TablesAreGenuine() bool {
	f := fifteenShared.Load()
	return f != nil && reflect.DeepEqual(f.tables, genuineDistances().tables().tables)
}
