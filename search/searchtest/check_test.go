package searchtest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

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

func TestCheck(t *testing.T) {
	counter := 0
	tests := []struct {
		name    string
		nb      search.Neighbors[int]
		starts  []int
		wantErr string // empty: no error
	}{
		{"grid is fine", searchtest.Grid(4, 4), []int{0}, ""},
		{"map mode is fine", search.NeighborsFunc[int](searchtest.Random(1, 50, 3).Neighbors), []int{0, 1}, ""},
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
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := searchtest.Check(tc.nb, tc.starts...)
			if tc.wantErr == "" {
				assert.NoError(t, err)
				return
			}
			assert.ErrorContains(t, err, tc.wantErr)
		})
	}
}

func TestCheckLimit(t *testing.T) {
	assert.NoError(t, searchtest.CheckLimit[int](searchtest.Path(10), 10, 0))
	assert.ErrorContains(t, searchtest.CheckLimit[int](searchtest.Path(11), 10, 0), "more than 10 states")
	unbounded := search.NeighborsFunc[int](func(s int, yield func(int) bool) { yield(s + 1) })
	assert.ErrorContains(t, searchtest.CheckLimit(unbounded, 1000, 0), "more than 1000 states reachable")
}
