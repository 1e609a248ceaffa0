package wordladder

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// randomList draws a list for a word set: words of width letters from a
// random subset of a–z, some repeated, and a few of other widths.
func randomList(r *rand.Rand, width, n int) []string {
	alphabet := []byte("abcdefghijklmnopqrstuvwxyz")
	r.Shuffle(len(alphabet), func(i, j int) { alphabet[i], alphabet[j] = alphabet[j], alphabet[i] })
	alphabet = alphabet[:1+r.IntN(26)]
	word := func(width int) string {
		b := make([]byte, width)
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		return string(b)
	}
	var list []string
	for range n {
		switch k := r.IntN(20); {
		case k == 0 && len(list) > 0:
			list = append(list, list[r.IntN(len(list))])
		case k == 1:
			list = append(list, word(width+1), "X"+word(width)) // other widths, any bytes
		default:
			list = append(list, word(width))
		}
	}
	return list
}

// collect returns what Neighbors yields.
func collect[S any](nb func(S, func(S) bool), s S) []S {
	var out []S
	nb(s, func(v S) bool { out = append(out, v); return true })
	return out
}

// checkAgainstDictionary checks the word set of begin and list word by
// word against the wildcard index of a Dictionary over the same words,
// which shares none of its code: the same words, and for each the same
// neighbours in the same order; and every lookup.
func checkAgainstDictionary(t *testing.T, begin string, list []string) {
	t.Helper()
	g, ok := newWordSet(begin, list)
	require.True(t, ok)
	words := []string{begin}
	for _, w := range list {
		if len(w) == len(begin) {
			words = append(words, w)
		}
	}
	d := build(slices.Clone(words))
	require.Equal(t, d.Len(), g.Len())
	for i := range g.Len() {
		w := g.word(i)
		require.True(t, d.Contains(w), "word %d %q", i, w)
		want, got := collect(d.Neighbors, w), g.wordsOf(collect(g.Neighbors, i))
		require.True(t, slices.Equal(want, got), "neighbours of %q: %q, want %q", w, got, want)
	}
	for _, w := range words[1:] {
		i := g.index(w)
		require.GreaterOrEqual(t, i, 0, "index(%q)", w)
		require.Equal(t, w, g.word(i))
	}
	require.Equal(t, slices.Contains(list, begin), g.index(begin) == 0, "index(beginWord %q)", begin)
	require.Equal(t, -1, g.index(begin+"a"))
	if begin != "" {
		require.Equal(t, -1, g.index("A"+begin[1:]))
	}
	require.NoError(t, searchtest.Check[int](g, 0))
}

// TestWordSetAgainstDictionary compares word sets with Dictionaries on
// random lists of every width a set takes (300 lists, 60 under -short),
// and on Knuth's words.
func TestWordSetAgainstDictionary(t *testing.T) {
	r := rand.New(rand.NewPCG(127, 5))
	for range testsize.Pick(300, 60) {
		width := r.IntN(maxSetWidth + 1)
		if r.IntN(2) == 0 {
			width = 1 + r.IntN(6)
		}
		list := randomList(r, width, r.IntN(300))
		begin := randomList(r, width, 1)[0]
		if len(begin) != width || strings.Contains(begin, "X") || len(list) > 0 && r.IntN(4) == 0 {
			begin = strings.Repeat("q", width)
			if len(list) > 0 && len(list[0]) == width && !strings.Contains(list[0], "X") {
				begin = list[0]
			}
		}
		checkAgainstDictionary(t, begin, list)
	}
	checkAgainstDictionary(t, "chaos", strings.Fields(sgb.Text))
}

// TestWordSetDeclines checks that a word set refuses what it cannot pack,
// so that the LeetCode functions build a Dictionary instead: a byte
// outside a–z in beginWord or in a word of its length, a word longer than
// maxSetWidth. Words of other lengths do not matter.
func TestWordSetDeclines(t *testing.T) {
	for _, tc := range []struct {
		begin string
		list  []string
		ok    bool
	}{
		{"hit", []string{"hot", "dot", "COG", "hIt"}, false},
		{"hIt", []string{"hot"}, false},
		{"hit", []string{"hot", "h t"}, false},
		{"hit", []string{"hot", "h\xfft"}, false},
		{"hit", []string{"hot", "Hello", "héllo"}, true},
		{strings.Repeat("a", maxSetWidth), []string{strings.Repeat("b", maxSetWidth)}, true},
		{strings.Repeat("a", maxSetWidth+1), []string{strings.Repeat("b", maxSetWidth+1)}, false},
		{"", []string{"", "a"}, true},
	} {
		_, ok := newWordSet(tc.begin, tc.list)
		require.Equal(t, tc.ok, ok, "%q %q", tc.begin, tc.list)
	}
}
