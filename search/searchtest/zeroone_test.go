package searchtest_test

import (
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// arrows is a 3-cell line 0 - 1 - 2 whose cells each have one free move:
// 0 → 1 and 1 → 2 and 2 → 1 cost 0, every other move 1. Index(s) = s+1
// in a space of 5 indices (walledArrows makes index 0 and 4 walls).
type arrows struct{ fault string }

var arrowEdges = searchtest.WeightedGraph{
	{{To: 1, Cost: 0}},
	{{To: 0, Cost: 1}, {To: 2, Cost: 0}},
	{{To: 1, Cost: 0}},
}

func (a arrows) Edges(s int, yield func(int, int) bool) {
	if a.fault == "cost 2" && s == 2 {
		yield(1, 2)
		return
	}
	arrowEdges.Edges(s, yield)
}
func (a arrows) Len() int        { return 5 }
func (a arrows) Index(s int) int { return s + 1 }
func (a arrows) State(i int) int { return i - 1 }

// AppendEdges is the capability, broken as a.fault says.
func (a arrows) AppendEdges(dst, frontier []int, cost int, seen search.Visited) []int {
	for _, s := range frontier {
		for _, e := range arrowEdges[s] {
			switch {
			case a.fault == "every cost" && seen.Mark(e.To+1):
				dst = append(dst, e.To)
			case a.fault == "marks the other cost" && e.Cost != cost:
				seen.Mark(e.To + 1)
			case e.Cost != cost:
			case a.fault == "does not mark":
				if !slices.Contains(dst, e.To) {
					dst = append(dst, e.To)
				}
			case seen.Mark(e.To + 1):
				dst = append(dst, e.To)
			}
		}
	}
	if a.fault == "drops dst" {
		return dst[1:]
	}
	return dst
}

// walledArrows marks index 0 and 4, or with a wall on a state, index 2
// (state 1).
type walledArrows struct {
	arrows
	onState bool
}

func (w walledArrows) Walls(seen search.Visited) {
	seen.Mark(0)
	seen.Mark(4)
	if w.onState {
		seen.Mark(2)
	}
}

func TestCheckWeightedZeroOneFrontier(t *testing.T) {
	if err := searchtest.CheckWeighted[int](arrows{}, 0); err != nil {
		t.Fatalf("a correct ZeroOneFrontier: %v", err)
	}
	if err := searchtest.CheckWeighted[int](walledArrows{}, 0); err != nil {
		t.Fatalf("a correct ZeroOneFrontier with walls: %v", err)
	}
	for _, tc := range []struct {
		name    string
		nb      search.WeightedNeighbors[int]
		wantErr string
	}{
		{"every cost", arrows{fault: "every cost"}, "searchtest: AppendEdges(dst, [0], 1, seen) appends [1], want [] (the successors over edges of cost 1 that Edges(0) yields, in order, each index once, less those marked)"},
		{"does not mark", arrows{fault: "does not mark"}, "searchtest: AppendEdges(dst, [0], 0, seen) does not mark the index of every successor it appends (want [2] marked)"},
		{"marks the other cost", arrows{fault: "marks the other cost"}, "searchtest: AppendEdges(dst, [0], 1, seen) marks index 2, a successor over an edge of another cost only"},
		{"drops dst", arrows{fault: "drops dst"}, "searchtest: AppendEdges(dst, [0], 0, seen) does not keep dst: got [1]"},
		{"cost 2", arrows{fault: "cost 2"}, "searchtest: Edges(2): edge 0 to 1 has cost 2, but a ZeroOneFrontier's costs are 0 or 1"},
		{"wall on a state", walledArrows{onState: true}, "searchtest: Edges(0) yields 1, whose index 2 is a wall (Walls marks it): no reachable state may have a wall's index"},
		{"wall on the start", walledArrows{onState: true}, "searchtest: Index(1) = 2 is a wall (Walls marks it): no start and no reachable state may have a wall's index"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := 0
			if tc.name == "wall on the start" {
				start = 1
			}
			if err := searchtest.CheckWeighted(tc.nb, start); err == nil || err.Error() != tc.wantErr {
				t.Errorf("error %v, want %q", err, tc.wantErr)
			}
		})
	}
}
