package wordladder_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// FuzzReadDictionary checks that ReadDictionary never panics, that every
// error is an *InputError naming a rule, and that every accepted input gives
// a valid dictionary whose words, written back one per line, read to the
// same dictionary.
func FuzzReadDictionary(f *testing.F) {
	for _, seed := range []string{
		"", "\n", "hot\ndot\ndog\nlot\nlog\ncog\n", " hot \r\n\r\ndot", "hot\nhot\n",
		"a\nb\n", "hot\ncats\n", "Hot\n", "h\xfft\n", "héllo\n", "which\nthere\ntheir\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		d, err := wordladder.ReadDictionary(strings.NewReader(input))
		if err != nil {
			var ie *wordladder.InputError
			require.ErrorAs(t, err, &ie)
			require.True(t, errors.Is(err, wordladder.ErrEmpty) || errors.Is(err, wordladder.ErrLength) ||
				errors.Is(err, wordladder.ErrLetter), "unexpected rule: %v", err)
			require.True(t, strings.HasPrefix(err.Error(), "wordladder: offset "))
			require.True(t, ie.Offset >= 0 && ie.Offset <= int64(len(input)), "offset %d outside the input", ie.Offset)
			require.NotContains(t, err.Error(), "\n")
			return
		}
		words := d.Words()
		require.NotEmpty(t, words)
		require.True(t, slices.IsSorted(words))
		require.Equal(t, words, slices.Compact(slices.Clone(words)))
		for _, w := range words {
			require.Len(t, w, d.WordLen())
			require.Equal(t, strings.Trim(w, "abcdefghijklmnopqrstuvwxyz"), "")
			require.Contains(t, input, w)
		}
		again, err := wordladder.ReadDictionary(strings.NewReader(strings.Join(words, "\n")))
		require.NoError(t, err)
		assert.Equal(t, words, again.Words())
		if d.Len() <= 64 {
			require.NoError(t, searchtest.Check[string](d, words...))
		}
	})
}
