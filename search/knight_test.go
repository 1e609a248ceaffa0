package search_test

import (
	"context"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestKnightContract runs the contract checker from every square.
func TestKnightContract(t *testing.T) {
	require.NoError(t, searchtest.Check[int](knight{}, 0))
	for s := range 64 {
		require.NoError(t, searchtest.Check[int](knight{}, s), "from %s", name(s))
	}
}

// TestKnightCrossCheck compares the engine with gonum's breadth-first search and
// Dijkstra over the exported graph.
func TestKnightCrossCheck(t *testing.T) {
	report, err := graph.CrossCheck[int](knight{}, 0)
	require.NoError(t, err)
	require.True(t, report.OK(), report.String())
	assert.Equal(t, 64, report.States)
	assert.Equal(t, 336, report.Edges) // 168 knight-move pairs on 8×8, both ways
	assert.Equal(t, 6, report.Depth)
}

// floydWarshall computes all-pairs knight distances with an adjacency
// relation written from the other side: squares u and v are a knight's move
// apart when their file and rank differences are 1 and 2 in some order.
func floydWarshall() [64][64]int {
	const inf = 1 << 20
	var d [64][64]int
	for u := range 64 {
		for v := range 64 {
			df, dr := abs(u%8-v%8), abs(u/8-v/8)
			switch {
			case u == v:
				d[u][v] = 0
			case df*dr == 2: // {1, 2} or {2, 1}
				d[u][v] = 1
			default:
				d[u][v] = inf
			}
		}
	}
	for k := range 64 {
		for u := range 64 {
			for v := range 64 {
				d[u][v] = min(d[u][v], d[u][k]+d[k][v])
			}
		}
	}
	return d
}

func abs(x int) int { return max(x, -x) }

// TestKnightAgainstFloydWarshall states the layers from a1 in full and checks the
// distance between every pair of squares, in dense and in map mode.
func TestKnightAgainstFloydWarshall(t *testing.T) {
	fw := floydWarshall()
	tests := []struct {
		name string
		nb   search.Neighbors[int]
	}{
		{"dense", knight{}},
		{"map", search.NeighborsFunc[int](knight{}.Neighbors)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var want [][]int
			for s := range 64 {
				for len(want) <= fw[0][s] {
					want = append(want, nil)
				}
				want[fw[0][s]] = append(want[fw[0][s]], s)
			}
			var got [][]int
			for _, layer := range search.Layers(tc.nb, 0) {
				got = append(got, slices.Sorted(slices.Values(layer)))
			}
			require.Equal(t, want, got)
			// The corner-to-corner distance is 6 moves, the largest entry
			// of the classical 8×8 knight-distance table.
			require.Equal(t, []int{63}, got[6])

			for u := range 64 {
				tree, err := search.BFS(context.Background(), tc.nb, search.Options{}, u)
				require.NoError(t, err)
				for v := range 64 {
					d, ok := tree.Dist(v)
					require.True(t, ok)
					require.Equal(t, fw[u][v], d, "%s → %s", name(u), name(v))
				}
			}
		})
	}
}

// snippet matches a fenced Go block in docs/plugins.md preceded by a
// comment naming the file it is copied from.
var snippet = regexp.MustCompile("(?s)<!-- from ([^ ]+) -->\\s*```go\n(.*?)```")

// TestGuideSnippets keeps docs/plugins.md honest: each Go snippet must name
// its source file in a <!-- from path --> comment, and appear in that file
// verbatim (up to the indentation of its lines), so that every snippet of
// the guide is compiled and tested code.
func TestGuideSnippets(t *testing.T) {
	guide, err := os.ReadFile("../docs/plugins.md")
	require.NoError(t, err)
	blocks := strings.Count(string(guide), "```go")
	matches := snippet.FindAllStringSubmatch(string(guide), -1)
	require.Len(t, matches, blocks, "every ```go block needs a <!-- from path --> comment right before it")
	require.NotEmpty(t, matches)
	for _, m := range matches {
		path, code := m[1], m[2]
		t.Run(path, func(t *testing.T) {
			src, err := os.ReadFile("../" + path)
			require.NoError(t, err)
			assert.True(t, strings.Contains(normalise(string(src)), normalise(code)),
				"snippet not found verbatim in %s:\n%s", path, code)
		})
	}
}

// normalise drops each line's leading whitespace and blank lines, so a
// snippet may be re-indented in the guide.
func normalise(s string) string {
	var out []string
	for line := range strings.Lines(s) {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}
