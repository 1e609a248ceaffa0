package openlock_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/openlock"
)

// TestGonum cross-checks the engine against gonum's breadth-first search and
// Dijkstra on locks from the start, and verifies with the undirected export
// that every move can be undone (the premise of passing the Lock as both
// directions of Bidirectional), dead ends included as starts.
func TestGonum(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	tests := []struct {
		name     string
		deadends []string
		states   int
		depth    int
	}{
		// With no dead ends all 10^4 combinations are reachable and the
		// farthest ("5555" and the like) is 4·5 = 20 moves away.
		{"open", nil, 10000, 20},
		{"leetcode1", []string{"0201", "0101", "0102", "1212", "2002"}, 9995, -1},
		{"random_25pct", randomDeadends(r, 0.25), -1, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if testsize.Short() && tc.name == "random_25pct" {
				t.Skip("in the default tier")
			}
			l, err := openlock.New(tc.deadends)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			report, err := graph.CrossCheck[int](l, openlock.Start)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !report.OK() {
				t.Fatalf("%v: want true", report.String())
			}
			if tc.states >= 0 {
				if want, got := tc.states, report.States; !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
			if tc.depth >= 0 {
				if want, got := tc.depth, report.Depth; !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
			starts := []int{openlock.Start}
			for _, d := range tc.deadends {
				c, _ := openlock.ParseCombination(d)
				starts = append(starts, c)
			}
			_, err = graph.ExportUndirected[int](l, starts...)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
		})
	}
}
