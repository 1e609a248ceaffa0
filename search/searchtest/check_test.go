package searchtest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// badIndex is a Graph whose Index is off by one for state 2.
type badIndex struct{ searchtest.Graph }

func (b badIndex) Index(s int) int {
	if s == 2 {
		return 3
	}
	return s
}

// wallInside is a grid whose Walls also marks cell (1, 0), which
// Neighbors reaches.
type wallInside struct{ searchtest.ImplicitGrid }

func (g wallInside) Walls(seen search.Visited) {
	g.ImplicitGrid.Walls(seen)
	seen.Mark(g.Cell(1, 0))
}

// wallsFlicker marks cell (1, 1) at every other call.
type wallsFlicker struct {
	searchtest.ImplicitGrid
	calls *int
}

func (g wallsFlicker) Walls(seen search.Visited) {
	g.ImplicitGrid.Walls(seen)
	if *g.calls++; *g.calls%2 == 0 {
		seen.Mark(g.Cell(1, 1))
	}
}

// noWalls is a grid without its Walls: its AppendNeighbors, which tests no
// edge, then appends the border.
type noWalls struct{ g searchtest.ImplicitGrid }

func (x noWalls) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x noWalls) Len() int                              { return x.g.Len() }
func (x noWalls) Index(s int) int                       { return s }
func (x noWalls) State(i int) int                       { return i }
func (x noWalls) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	return x.g.AppendNeighbors(dst, frontier, seen)
}

func TestCheck(t *testing.T) {
	counter, calls := 0, 0
	grid := searchtest.ImplicitGrid{W: 3, H: 2}
	tests := []struct {
		name    string
		nb      search.Neighbors[int]
		starts  []int
		wantErr string // empty: no error
	}{
		{"grid is fine", searchtest.Grid(4, 4), []int{0}, ""},
		{"map mode is fine", mapMode(searchtest.Random(1, 50, 3)), []int{0, 1}, ""},
		{"no starts", searchtest.Grid(2, 2), nil, ""},
		{"nil", nil, []int{0}, "searchtest: nil Neighbors"},
		{"nondeterministic", search.NeighborsFunc[int](func(s int, yield func(int) bool) {
			counter++
			yield(counter % 2)
		}), []int{0}, "Neighbors(0) is not deterministic"},
		{"ignores a false yield", search.NeighborsFunc[int](func(s int, yield func(int) bool) {
			yield(0)
			yield(1)
		}), []int{0}, "Neighbors(0) called yield 1 more times after it returned false"},
		{"runaway degree", search.NeighborsFunc[int](func(s int, yield func(int) bool) {
			for i := 0; yield(i); i++ {
			}
		}), []int{0}, "Neighbors(0) yields more than 65536 successors"},
		{"panics", search.NeighborsFunc[int](func(s int, yield func(int) bool) {
			if s == 1 {
				panic("boom")
			}
			yield(1)
		}), []int{0}, "searchtest: Neighbors(1) panicked: boom"},
		{"index out of range", searchtest.Graph{{1}, {}}[:1], []int{0}, "searchtest: Index(1) = 1, outside [0, 1)"},
		{"State does not invert Index", badIndex{searchtest.Path(4)}, []int{0}, "State(Index(2)) = State(3) = 3, want 2"},
		{"bordered grid is fine", grid, []int{grid.Cell(0, 0)}, ""},
		{"a wall is reached", wallInside{grid}, []int{grid.Cell(0, 0)}, "Neighbors(6) yields 7, whose index 7 is a wall (Walls marks it)"},
		{"a start is a wall", grid, []int{0}, "Index(0) = 0 is a wall"},
		{"walls change", wallsFlicker{grid, &calls}, []int{grid.Cell(0, 0)}, "Walls is not deterministic: index 12 marked"},
		{"frontier relies on walls it lacks", noWalls{grid}, []int{grid.Cell(0, 0)}, "AppendNeighbors(dst, [6], seen) appends [1 5 7 11], want [7 11]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := searchtest.Check(tc.nb, tc.starts...)
			if tc.wantErr == "" {
				if err != nil {
					t.Error(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("error %v, want one containing %q", err, tc.wantErr)
			}
		})
	}
}

func TestCheckLimit(t *testing.T) {
	if err := searchtest.CheckLimit[int](searchtest.Path(10), 10, 0); err != nil {
		t.Errorf("10 states under a limit of 10: %v", err)
	}
	errorContains(t, searchtest.CheckLimit[int](searchtest.Path(11), 10, 0), "more than 10 states")
	unbounded := search.NeighborsFunc[int](func(s int, yield func(int) bool) { yield(s + 1) })
	err := searchtest.CheckLimit(unbounded, 1000, 0)
	errorContains(t, err, "more than 1000 states reachable")
	errorContains(t, err, "CheckLimit raises the bound") // how to raise the limit
}

// TestHeavyCheckWeightedLimit: CheckWeighted, which has no bound of its
// own, names DefaultMaxStates when an unbounded graph passes it (a million
// states: seconds, hence the heavy tier).
func TestHeavyCheckWeightedLimit(t *testing.T) {
	testsize.RequireHeavy(t)
	weighted := search.WeightedFunc[int](func(s int, yield func(int, int) bool) { yield(s+1, 1) })
	err := searchtest.CheckWeighted(weighted, 0)
	errorContains(t, err, fmt.Sprintf("more than %d states reachable", searchtest.DefaultMaxStates))
	errorContains(t, err, "DefaultMaxStates") // the message names the limit
}

// errorContains reports an error unless err is an error whose message
// contains want.
func errorContains(t *testing.T, err error, want string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want one containing %q", err, want)
	}
}
