package engine_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/examples/web/engine"
	"github.com/ripplebfs/ripple/problems/arrowgrid"
	"github.com/ripplebfs/ripple/watch"
)

// steps are the moves of the arrows 1 right, 2 left, 3 down, 4 up.
var steps = [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}

// w is the cost of the move d from a cell with arrow a.
func w(a int, d [2]int) int {
	if steps[a-1] == d {
		return 0
	}
	return 1
}

// arrowsRef is the least cost of every cell of LeetCode 1368's grid from
// the top-left one, by relaxing every move until nothing changes
// (Bellman-Ford, written from the problem statement), and the number of
// cells at each cost.
func arrowsRef(t *testing.T, grid string) (costs [][]int, sizes []int) {
	g, err := arrowgrid.Parse(strings.NewReader(grid))
	if err != nil {
		t.Fatal(err)
	}
	m, n := g.Rows(), g.Cols()
	const inf = 1 << 30
	costs = make([][]int, m)
	for r := range costs {
		costs[r] = slices.Repeat([]int{inf}, n)
	}
	costs[0][0] = 0
	for changed := true; changed; {
		changed = false
		for r := range m {
			for c := range n {
				for _, d := range steps {
					r2, c2 := r+d[0], c+d[1]
					if r2 < 0 || r2 >= m || c2 < 0 || c2 >= n {
						continue
					}
					if k := costs[r][c] + w(g.Arrow(g.Cell(r, c)), d); k < costs[r2][c2] {
						costs[r2][c2], changed = k, true
					}
				}
			}
		}
	}
	for _, row := range costs {
		for _, c := range row {
			for len(sizes) <= c {
				sizes = append(sizes, 0)
			}
			sizes[c]++
		}
	}
	return costs, sizes
}

// TestArrows runs LeetCode 1368's examples (published answers 3, 0, 1)
// and a 30×30 grid of hashed arrows: the cost layers against arrowsRef,
// and the path from the top-left to the bottom-right cell, its changed
// arrows as many as the answer.
func TestArrows(t *testing.T) {
	var b strings.Builder
	b.WriteString("[")
	for r := range 30 {
		b.WriteString(map[bool]string{true: "", false: ","}[r == 0] + "[")
		for c := range 30 {
			fmt.Fprintf(&b, "%s%d", map[bool]string{true: "", false: ","}[c == 0], 1+(r*7919+c*104729+r*c)%4)
		}
		b.WriteString("]")
	}
	b.WriteString("]")
	for name, env := range envs {
		for _, tc := range []struct {
			input  string
			answer int // -1: the reference's
		}{
			{engine.Example1368, 3},
			{"Input: grid = [[1,1,3],[3,2,2],[1,1,4]]\nOutput: 0", 0},
			{"[[1,2],[4,3]]", 1},
			{b.String(), -1},
		} {
			t.Run(fmt.Sprintf("%s/%.20s", name, tc.input), func(t *testing.T) {
				res, err := engine.Run(context.Background(), "arrowgrid", tc.input, env)
				if err != nil {
					t.Fatal(err)
				}
				text := tc.input
				if i := strings.Index(text, "[["); i >= 0 {
					text = text[i : strings.LastIndex(text, "]]")+2]
				}
				costs, sizes := arrowsRef(t, text)
				m, n := len(costs), len(costs[0])
				if tc.answer < 0 {
					tc.answer = costs[m-1][n-1]
				}
				if res.Answer != tc.answer {
					t.Errorf("answer %d, want %d", res.Answer, tc.answer)
				}
				if !slices.Equal(res.Sizes, sizes) {
					t.Errorf("layer sizes %v, want %v", res.Sizes, sizes)
				}
				for d, layer := range res.Layers {
					if res.Costs[d] != d || len(layer) != sizes[d] {
						t.Errorf("layer %d: cost %d, %d cells of %d", d, res.Costs[d], len(layer), sizes[d])
					}
					for _, s := range layer {
						if got := costs[s.(int)/n][s.(int)%n]; got != d {
							t.Errorf("cell %d in layer %d, its cost is %d", s, d, got)
						}
					}
				}
				view := res.View.(watch.ArrowView)
				if len(res.Path) == 0 || res.Path[0] != 0 || res.Path[len(res.Path)-1] != m*n-1 {
					t.Fatalf("path %v: want one from cell 0 to cell %d", res.Path, m*n-1)
				}
				changed := 0
				for i := 1; i < len(res.Path); i++ {
					u, v := res.Path[i-1].(int), res.Path[i].(int)
					ur, uc, vr, vc := u/n, u%n, v/n, v%n
					if (ur-vr)*(ur-vr)+(uc-vc)*(uc-vc) != 1 {
						t.Fatalf("path %v: %d to %d is not a move", res.Path, u, v)
					}
					g, _ := arrowgrid.Parse(strings.NewReader(text))
					if d := [2]int{vr - ur, vc - uc}; costs[vr][vc] != costs[ur][uc]+w(g.Arrow(u), d) {
						t.Errorf("path %v: %d to %d is not a cheapest step", res.Path, u, v)
					}
					if d := [2]int{vr - ur, vc - uc}; w(g.Arrow(u), d) == 1 {
						if changed >= len(view.Changed) || view.Changed[changed] != u {
							t.Errorf("path %v: the arrow of %d changes, Changed is %v", res.Path, u, view.Changed)
						}
						changed++
					}
				}
				if changed != tc.answer || len(view.Changed) != tc.answer {
					t.Errorf("path %v changes %d arrows, Changed %v, want %d", res.Path, changed, view.Changed, tc.answer)
				}
			})
		}
	}
}
