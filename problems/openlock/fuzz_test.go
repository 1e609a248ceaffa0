package openlock_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/openlock"
)

// FuzzParseCombination checks the parser on any text: it never panics, it
// accepts exactly the four-digit strings and round-trips them through
// Format, and its errors point at a real non-digit byte or a wrong length.
func FuzzParseCombination(f *testing.F) {
	for _, s := range []string{"0000", "0202", "9999", "", "123", "12345", "12a4", "-123", " 202", "02\xff2", "０２０２"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := openlock.ParseCombination(s)
		allDigits := strings.Trim(s, "0123456789") == ""
		if err == nil {
			require.True(t, allDigits && len(s) == 4, "accepted %q", s)
			require.Equal(t, s, openlock.Format(c))
			return
		}
		var ie *openlock.InputError
		require.True(t, errors.As(err, &ie))
		require.ErrorIs(t, err, openlock.ErrCombination)
		assert.Equal(t, "combination", ie.Field)
		off := int(ie.Offset)
		require.True(t, off >= 0 && off <= len(s), "offset %d outside %q", off, s)
		// Every byte before the offset is a digit, and the offset is at a
		// non-digit, at the fifth digit, or at the end of a short input.
		assert.Equal(t, -1, strings.IndexFunc(s[:off], func(r rune) bool { return r < '0' || r > '9' }))
		switch {
		case off < len(s) && off != 4:
			assert.False(t, s[off] >= '0' && s[off] <= '9')
		case off == len(s):
			assert.Less(t, len(s), 4)
		}
		assert.True(t, strings.HasPrefix(err.Error(), fmt.Sprintf("openlock: offset %d, combination: ", off)), err.Error())
	})
}

// FuzzOpenLock feeds arbitrary dead-end lists (comma-separated) and targets
// to the LeetCode wrapper and to the validating API: neither panics, they
// agree, and a path runs from "0000" to the target.
func FuzzOpenLock(f *testing.F) {
	f.Add("0201,0101,0102,1212,2002", "0202")
	f.Add("8888", "0009")
	f.Add("8887,8889,8878,8898,8788,8988,7888,9888", "8888")
	f.Add("0000", "8888")
	f.Add("", "0000")
	f.Add("12x4", "0000")
	f.Add("1234", "99999")
	f.Fuzz(func(t *testing.T, list, target string) {
		var deadends []string
		if list != "" {
			deadends = strings.Split(list, ",")
		}
		got := openlock.OpenLock(deadends, target)
		l, err := openlock.New(deadends)
		if err != nil {
			require.Equal(t, -1, got)
			return
		}
		path, ok, err := l.Open(target)
		if err != nil {
			require.Equal(t, -1, got)
			return
		}
		require.Equal(t, ok, got >= 0)
		require.Equal(t, len(path)-1, got)
		if ok {
			require.Equal(t, "0000", path[0])
			require.Equal(t, target, path[len(path)-1])
		}
	})
}
