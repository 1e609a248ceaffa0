package integration_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/graph"
)

// knight is a knight on an empty 8×8 chessboard, squares numbered
// 8*rank + file from 0 (a1) to 63 (h8): the plugin of docs/plugins.md
// (search/example_knight_test.go), here checked against gonum.
type knight struct{}

var jumps = [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

func (knight) Neighbors(s int, yield func(int) bool) {
	file, rank := s%8, s/8
	for _, j := range jumps {
		f, r := file+j[0], rank+j[1]
		if f >= 0 && f < 8 && r >= 0 && r < 8 && !yield(8*r+f) {
			return
		}
	}
}

func (knight) Len() int        { return 64 }
func (knight) Index(s int) int { return s }
func (knight) State(i int) int { return i }

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

// snippet matches a fenced Go block in docs/plugins.md preceded by a
// comment naming the file it is copied from.
var snippet = regexp.MustCompile("(?s)<!-- from ([^ ]+) -->\\s*```go\n(.*?)```")

// TestGuideSnippets keeps docs/plugins.md honest: each Go snippet must name
// its source file in a <!-- from path --> comment, and appear in that file
// verbatim (up to the indentation of its lines), so that every snippet of
// the guide is compiled and tested code.
func TestGuideSnippets(t *testing.T) {
	guide, err := os.ReadFile("../../docs/plugins.md")
	require.NoError(t, err)
	blocks := strings.Count(string(guide), "```go")
	matches := snippet.FindAllStringSubmatch(string(guide), -1)
	require.Len(t, matches, blocks, "every ```go block needs a <!-- from path --> comment right before it")
	require.NotEmpty(t, matches)
	for _, m := range matches {
		path, code := m[1], m[2]
		t.Run(path, func(t *testing.T) {
			src, err := os.ReadFile("../../" + path)
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
