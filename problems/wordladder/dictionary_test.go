package wordladder_test

import (
	"bufio"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
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
		offset  int64 // in the text, for ReadDictionary
		index   int   // of the word in the lines, for NewDictionary; -1 for none
		message string
	}{
		{"empty", "", wordladder.ErrEmpty, 0, -1, "wordladder: offset 0: empty: no words"},
		{"only blanks", "\n  \n\t\n", wordladder.ErrEmpty, 6, -1, "no words"},
		{"mixed lengths", "hot\n\ndot\ncats\n", wordladder.ErrLength, 9, 3,
			`wordladder: offset 9: all words have the length of the first: "cats" has 4 letters, the first word "hot" has 3`},
		{"uppercase", "hot\nHot\n", wordladder.ErrLetter, 4, 1,
			`wordladder: offset 4: words are lowercase letters a-z: "Hot": character 'H' at byte 0`},
		{"digit", "hot\n h0t\n", wordladder.ErrLetter, 6, 1, "character '0' at byte 1"},
		{"inner space", "hot dog\n", wordladder.ErrLetter, 3, 0, "character ' ' at byte 3"},
		{"apostrophe", "dog's\n", wordladder.ErrLetter, 3, 0, "byte 3"},
		{"non-ascii", "héllo\n", wordladder.ErrLetter, 1, 0, "character 'é' at byte 1"},
		{"invalid utf-8", "h\xfft\n", wordladder.ErrLetter, 1, 0, "byte 0xff at byte 1"},
		{"bad word after length change", "hot\ncats\nDOG\n", wordladder.ErrLength, 4, 1, `"cats" has 4 letters`},
		{"crlf", "hot\r\ndot\r\ncats\r\n", wordladder.ErrLength, 10, 2, `"cats" has 4 letters`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := wordladder.ReadDictionary(strings.NewReader(tc.input))
			require.Error(t, err)
			assert.ErrorIs(t, err, tc.rule)
			var ie *wordladder.InputError
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, tc.offset, ie.Offset)
			assert.Equal(t, "", ie.Field)
			assert.Contains(t, err.Error(), tc.message)

			// The slice form reports the same rule, naming the word by
			// its index, without an offset.
			_, err = wordladder.NewDictionary(strings.Split(tc.input, "\n"))
			require.Error(t, err)
			assert.ErrorIs(t, err, tc.rule)
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, int64(-1), ie.Offset)
			if tc.index >= 0 {
				assert.Equal(t, fmt.Sprintf("words[%d]", tc.index), ie.Field)
			}
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
		assert.Equal(t, int64(1), ie.Offset)
		assert.Contains(t, err.Error(), "reading the input: timeout")
	})
	t.Run("line too long", func(t *testing.T) {
		_, err := wordladder.ReadDictionary(strings.NewReader("hot\ndot\n" + strings.Repeat("a", 2<<20)))
		require.Error(t, err)
		var ie *wordladder.InputError
		require.ErrorAs(t, err, &ie)
		assert.Equal(t, int64(8), ie.Offset)
		assert.ErrorIs(t, err, bufio.ErrTooLong)
	})
	t.Run("long word elided in message", func(t *testing.T) {
		_, err := wordladder.NewDictionary([]string{"hot", strings.Repeat("x", 100)})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "…(100 bytes)")
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

// TestReadDictionaryDuplicatesStaySmall feeds 2 Mi copies of one word (6
// MiB): duplicates are dropped as they are read, so the allocations stay
// far below one string per line (before, 64 MiB of "a\n" took 1.7 GB).
func TestReadDictionaryDuplicatesStaySmall(t *testing.T) {
	n := testsize.Pick(1<<20, 1<<17) // the short tier's 1.9 MB still exceed the bound below
	text := strings.Repeat("word\r\n", n) + strings.Repeat("  word \n", n) + "ward\n"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	d, err := wordladder.ReadDictionary(strings.NewReader(text))
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	require.Equal(t, 2, d.Len())
	require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(1<<20), "bytes allocated reading %d bytes of duplicates", len(text))
}
