package chance_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/snakesladders/chance"
	"github.com/ripplebfs/ripple/search"
)

// refComponents returns the strong components of the squares the
// reference rules reach, each sorted, by mutual reachability (a
// depth-first search from every square).
func refComponents(r refRules) [][]int {
	reach, _ := refReach(r)
	from := make([][]bool, len(reach))
	for s, ok := range reach {
		if !ok {
			continue
		}
		from[s] = make([]bool, len(reach))
		from[s][s] = true
		for stack := []int{s}; len(stack) > 0; {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for roll := 1; roll <= r.faces && u != r.last(); roll++ {
				if v := r.step(u, roll); !from[s][v] {
					from[s][v] = true
					stack = append(stack, v)
				}
			}
		}
	}
	var comps [][]int
	for s, ok := range reach {
		if ok && !slices.ContainsFunc(comps, func(c []int) bool { return slices.Contains(c, s) }) {
			var c []int
			for v := range reach {
				if reach[v] && from[s][v] && from[v][s] {
					c = append(c, v)
				}
			}
			comps = append(comps, c)
		}
	}
	return comps
}

// TestStrongComponentsOfTheMiltonBradleyBoard holds docs/chance.md's
// claim: under the official rules the squares the pawn can rest on form
// one strong component of 76 squares, every such square from 6 to 97,
// and six squares it meets in one visit at most (0, 2, 3, 5, 99, 100),
// against the components of the reference rules by mutual reachability;
// the other presets against the reference alone.
func TestStrongComponentsOfTheMiltonBradleyBoard(t *testing.T) {
	jumps, rows := loadMiltonBradley(t)
	b, err := snakesladders.New(rows)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range presets {
		g, err := chance.New(b, p.rules)
		if err != nil {
			t.Fatal(err)
		}
		var got [][]int
		for c := range search.StrongComponents[int](g, g.Start()) {
			got = append(got, slices.Sorted(slices.Values(c)))
		}
		want := refComponents(refRules{jumps: jumps, offBoard: p.offBoard, overshoot: p.overshoot, faces: 6})
		slices.SortFunc(got, func(a, b []int) int { return a[0] - b[0] })
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("%s: components %v, reference %v", p.name, got, want)
		}
		if p.name != "official" {
			continue
		}
		var sizes []int
		for _, c := range got {
			sizes = append(sizes, len(c))
		}
		large := got[slices.IndexFunc(got, func(c []int) bool { return len(c) > 1 })]
		if s := fmt.Sprint(sizes, large[0], large[len(large)-1]); s != "[1 1 1 1 76 1 1] 6 97" {
			t.Errorf("official: sizes, first and last square of the large one: %s", s)
		}
	}
}
