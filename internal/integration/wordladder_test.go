package integration_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
)

// canonicalWords sorts each component and the list of components.
func canonicalWords(cc [][]string) [][]string {
	out := make([][]string, len(cc))
	for i, c := range cc {
		out[i] = slices.Sorted(slices.Values(c))
	}
	slices.SortFunc(out, func(a, b []string) int { return strings.Compare(a[0], b[0]) })
	return out
}

// TestComponentsWordLadder compares gonum's components of the exported SGB
// ladder graph with wordladder.Components and with Knuth's published
// figures (The Stanford GraphBase, 1993: 5,757 words, 14,135 edges, 853
// components).
func TestComponentsWordLadder(t *testing.T) {
	words := strings.Fields(sgb.Text)
	d, err := wordladder.NewDictionary(words)
	require.NoError(t, err)
	u, err := graph.ExportUndirected[string](d, words...)
	require.NoError(t, err)
	require.Equal(t, sgb.Words, u.Len())
	require.Equal(t, 14135, u.EdgeCount())
	got := graph.Components(u)
	require.Len(t, got, 853)
	require.Equal(t, canonicalWords(wordladder.Components(words)), canonicalWords(got))
	require.Equal(t, words[0], got[0][0], "the first component starts with the first start")
}
