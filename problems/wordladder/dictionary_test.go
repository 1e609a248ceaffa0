package wordladder_test

import (
	"errors"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestReadDictionary(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []string
	}{
		{"one word", "hot\n", []string{"hot"}},
		{"no final newline", "hot\ndot", []string{"dot", "hot"}},
		{"blank lines and spaces", "\n  hot \n\n\tdot\t\n   \n", []string{"dot", "hot"}},
		{"crlf", "hot\r\ndot\r\n", []string{"dot", "hot"}},
		{"duplicates", "hot\ndot\nhot\nhot\n", []string{"dot", "hot"}},
		{"single letters", "a\nb\nc\n", []string{"a", "b", "c"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := wordladder.ReadDictionary(strings.NewReader(tc.input))
			require.NoError(t, err)
			assert.Equal(t, tc.want, d.Words())
			assert.Equal(t, len(tc.want), d.Len())
			assert.Equal(t, len(tc.want[0]), d.WordLen())
			for i, w := range tc.want {
				assert.Equal(t, i, d.Index(w))
				assert.Equal(t, w, d.State(i))
				assert.True(t, d.Contains(w))
			}
			assert.Equal(t, -1, d.Index("zzz"))
			assert.False(t, d.Contains("zzz"))
		})
	}
}

func TestDictionaryErrors(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		rule    error
		line    int
		word    string
		message string
	}{
		{"empty", "", wordladder.ErrEmpty, 0, "", "wordladder: empty dictionary: no words"},
		{"only blanks", "\n  \n\t\n", wordladder.ErrEmpty, 0, "", "no words"},
		{"mixed lengths", "hot\n\ndot\ncats\n", wordladder.ErrLength, 4, "cats",
			`wordladder: line 4: word "cats": has 4 letters, but the first word, "hot" on line 1, has 3: all words must have one length`},
		{"uppercase", "hot\nHot\n", wordladder.ErrLetter, 2, "Hot",
			`wordladder: line 2: word "Hot": character 'H' at column 1 is outside a-z (words are lowercase English letters, as in LeetCode)`},
		{"digit", "hot\nh0t\n", wordladder.ErrLetter, 2, "h0t", "character '0' at column 2"},
		{"inner space", "hot dog\n", wordladder.ErrLetter, 1, "hot dog", "character ' ' at column 4"},
		{"apostrophe", "dog's\n", wordladder.ErrLetter, 1, "dog's", "column 4"},
		{"non-ascii", "héllo\n", wordladder.ErrLetter, 1, "héllo", "character 'é' at column 2"},
		{"invalid utf-8", "h\xfft\n", wordladder.ErrLetter, 1, "h\xfft", "byte 0xff at column 2"},
		{"bad word after length change", "hot\ncats\nDOG\n", wordladder.ErrLength, 2, "cats", "line 2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := wordladder.ReadDictionary(strings.NewReader(tc.input))
			require.Error(t, err)
			assert.ErrorIs(t, err, tc.rule)
			var ie *wordladder.InputError
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, tc.line, ie.Line)
			assert.Equal(t, tc.word, ie.Word)
			assert.Contains(t, err.Error(), tc.message)

			// The slice form reports the same rule at index+1; blank lines
			// are skipped, so the positions match line numbers.
			_, err = wordladder.NewDictionary(strings.Split(tc.input, "\n"))
			require.Error(t, err)
			assert.ErrorIs(t, err, tc.rule)
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, tc.line, ie.Line)
		})
	}
}

func TestReadDictionaryReadErrors(t *testing.T) {
	t.Run("reader fails", func(t *testing.T) {
		_, err := wordladder.ReadDictionary(iotest.TimeoutReader(iotest.OneByteReader(strings.NewReader("hot\ndot\n"))))
		require.Error(t, err)
		assert.ErrorIs(t, err, iotest.ErrTimeout)
		var ie *wordladder.InputError
		require.ErrorAs(t, err, &ie)
		assert.Positive(t, ie.Line)
		assert.Contains(t, err.Error(), "read error: timeout")
	})
	t.Run("line too long", func(t *testing.T) {
		_, err := wordladder.ReadDictionary(strings.NewReader("hot\ndot\n" + strings.Repeat("a", 2<<20)))
		require.Error(t, err)
		var ie *wordladder.InputError
		require.ErrorAs(t, err, &ie)
		assert.Equal(t, 3, ie.Line)
		assert.Contains(t, err.Error(), "read error")
	})
	t.Run("long word elided in message", func(t *testing.T) {
		_, err := wordladder.NewDictionary([]string{"hot", strings.Repeat("x", 100)})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "…(100 bytes)")
	})
	t.Run("error built by hand", func(t *testing.T) {
		assert.Equal(t, "wordladder: invalid word list", (&wordladder.InputError{}).Error())
		assert.Equal(t, `wordladder: line 2: word "x": character outside a-z`,
			(&wordladder.InputError{Line: 2, Word: "x", Err: wordladder.ErrLetter}).Error())
	})
	t.Run("nil slice", func(t *testing.T) {
		_, err := wordladder.NewDictionary(nil)
		assert.True(t, errors.Is(err, wordladder.ErrEmpty))
	})
}

func TestNeighbors(t *testing.T) {
	d, err := wordladder.NewDictionary([]string{"hot", "dot", "dog", "lot", "log", "cog", "hit", "hat", "hog"})
	require.NoError(t, err)
	tests := []struct {
		name string
		word string
		want []string
	}{
		// Position by position, ascending within a position.
		{"dictionary word", "hot", []string{"dot", "lot", "hat", "hit", "hog"}},
		{"leaf", "cog", []string{"dog", "hog", "log"}},
		{"outside word", "hut", []string{"hat", "hit", "hot"}},
		{"outside word far away", "zzz", nil},
		{"other length", "hots", nil},
		{"empty", "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			d.Neighbors(tc.word, func(w string) bool { got = append(got, w); return true })
			assert.Equal(t, tc.want, got)
			// By the definition.
			var want []string
			for _, w := range d.Words() {
				if oneApart(w, tc.word) {
					want = append(want, w)
				}
			}
			assert.ElementsMatch(t, want, got)
		})
	}
	require.NoError(t, searchtest.Check[string](d, "hot", "cog"))
	// From outside the dictionary, searches must run in map mode.
	require.NoError(t, searchtest.Check[string](search.NeighborsFunc[string](d.Neighbors), "hut", "zzz"))
}
