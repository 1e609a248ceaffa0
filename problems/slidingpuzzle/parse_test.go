package slidingpuzzle_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       [][]int
		err        string
	}{
		{"leetcode", "[[4,1,2],[5,0,3]]", [][]int{{4, 1, 2}, {5, 0, 3}}, ""},
		{"spaces", " \n[[1, 2],\n [3, 0]]\n", [][]int{{1, 2}, {3, 0}}, ""},
		{"1x1", "[[0]]", [][]int{{0}}, ""},
		{"syntax", "[[1,2],[3,0]", nil, "not valid JSON at offset"},
		{"not numbers", `[["a"]]`, nil, "array of rows of integers: string at offset"},
		{"fraction", `[[1.5, 0]]`, nil, "integers"},
		{"flat", `[1,2,0]`, nil, "integers"},
		{"null", `null`, nil, "null"},
		{"empty", ``, nil, "not a JSON array"},
		{"trailing", `[[1,0]] [[0,1]]`, nil, "unexpected text after the board at offset"},
		{"ragged", `[[1,2],[0]]`, nil, "ragged"},
		{"duplicate", `[[1,1],[2,0]]`, nil, "duplicate"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, s, err := sp.Parse(tc.text)
			if tc.err != "" {
				require.ErrorContains(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, p.Board(s))
		})
	}
}

// FuzzParse checks that Parse never panics, and that an accepted board is
// a valid position that prints back to itself and whose answer agrees with
// its parity.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"[[4,1,2],[5,0,3]]", "[[1,2,3],[5,4,0]]", "[[0]]", "[[1],[0]]", "[[1,2],[3]]",
		"[[1,2,3,4],[5,6,7,8],[9,10,11,12],[13,14,15,0]]", "[[", `{"a":1}`, "[[1e3,0]]", "[[-0,1]]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, s, err := sp.Parse(text)
		if err != nil {
			return
		}
		board := p.Board(s)
		q, s2, err := sp.FromBoard(board)
		require.NoError(t, err)
		require.Equal(t, s, s2)
		require.Equal(t, p.Rows(), q.Rows())
		if p.Rows()*p.Cols() <= 9 {
			ans := sp.SlidingPuzzle(board)
			require.Equal(t, p.Solvable(s), ans >= 0)
		}
	})
}
