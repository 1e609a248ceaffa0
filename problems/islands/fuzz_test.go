package islands_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/islands"
)

// FuzzParse checks the JSON parser on any input: it never panics, every
// error is an InputError with an offset inside the input, and an accepted
// grid round-trips through LeetCode's literal and agrees with the
// union-find reference.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`[["1","1","1","1","0"],["1","1","0","1","0"],["1","1","0","0","0"],["0","0","0","0","0"]]`,
		`[["1","0"],["0","1"]]`, `[]`, `[[]]`, ` [ [ "1" ] ] `, `[["1",0]]`, `[["1"],["1","0"]]`,
		`["10"]`, `{}`, ``, `[["1"]] x`, `[[null]]`, `[["\u0031"]]`, `[["1" "0"]]`, `[[tru]]`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		g, err := islands.Parse(strings.NewReader(input))
		if err != nil {
			require.Nil(t, g)
			var ie *islands.InputError
			require.True(t, errors.As(err, &ie), "%T %v", err, err)
			assert.GreaterOrEqual(t, ie.Offset, int64(0))
			assert.LessOrEqual(t, ie.Offset, int64(len(input)))
			assert.True(t, strings.HasPrefix(err.Error(), "islands: offset "))
			return
		}
		grid := make([][]byte, g.Rows())
		for r := range grid {
			grid[r] = make([]byte, g.Cols())
			for c := range grid[r] {
				grid[r][c] = "01"[btoi(g.Land(g.Cell(r, c)))]
			}
		}
		again, err := islands.Parse(strings.NewReader(leetcodeJSON(grid)))
		require.NoError(t, err)
		if g.Rows() > 0 && g.Cols() == 0 {
			// [[],[]] round-trips as rows without cells.
			require.Equal(t, g.Rows(), again.Rows())
		} else {
			require.Equal(t, g, again)
		}
		require.Equal(t, len(unionFind(grid)), g.Count())
		require.Equal(t, g.Count(), islands.NumIslands(grid))
	})
}

// FuzzNew checks the validating constructor on arbitrary bytes split into
// rows at '|': it never panics, it accepts exactly the rectangular grids of
// '0' and '1' and reports the first fault's row and column, and NumIslands
// agrees with it.
func FuzzNew(f *testing.F) {
	for _, s := range []string{"11110|11010|11000|00000", "1", "0", "", "10|1", "1x", "1|1|0|1", "\x01\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var grid [][]byte
		if s != "" {
			grid = bytes.Split([]byte(s), []byte("|"))
		}
		g, err := islands.New(grid)
		if err != nil {
			require.Equal(t, -1, islands.NumIslands(grid))
			var ie *islands.InputError
			require.True(t, errors.As(err, &ie))
			require.GreaterOrEqual(t, ie.Row, 0)
			require.Less(t, ie.Row, len(grid))
			if ie.Col < 0 {
				assert.NotEqual(t, len(grid[0]), len(grid[ie.Row]))
			} else {
				b := grid[ie.Row][ie.Col]
				assert.True(t, b != '0' && b != '1')
			}
			return
		}
		for _, row := range grid {
			require.Len(t, row, len(grid[0]))
			require.Equal(t, "", strings.Trim(string(row), "01"))
		}
		require.Equal(t, len(grid), g.Rows())
		require.Equal(t, len(unionFind(grid)), islands.NumIslands(grid))
	})
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
