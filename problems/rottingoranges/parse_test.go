package rottingoranges_test

import (
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/rottingoranges"
)

func TestParse(t *testing.T) {
	example1 := [][]int{{2, 1, 1}, {1, 1, 0}, {0, 1, 1}}
	cases := []struct {
		name  string
		input string
		want  [][]int
	}{
		{"literal", "[[2,1,1],[1,1,0],[0,1,1]]", example1},
		{"literal with blanks", " [ [2, 1,1] ,\n [1,1,0],\r\n\t[0,1,1] ]\n", example1},
		{"leetcode input line", "grid = [[2,1,1],[1,1,0],[0,1,1]]", example1},
		{"leetcode example line", "Input: grid = [[2,1,1],[1,1,0],[0,1,1]]\n", example1},
		{"leetcode example line, tight", "Input:grid=[[2,1,1],[1,1,0],[0,1,1]]", example1},
		{"leading zeros", "[[002,01,0]]", [][]int{{2, 1, 0}}},
		{"1x1 literal", "[[1]]", [][]int{{1}}},
		{"picture", "xoo\noo.\n.oo\n", example1},
		{"digits", "211\n110\n011", example1},
		{"spaced digits CRLF", "2 1 1\r\n1 1 0\r\n0 1 1\r\n", example1},
		{"blank lines skipped", "\n\nxoo\n\noo.\n.oo\n\n", example1},
		{"mixed alphabets", "x1o\n", [][]int{{2, 1, 1}}},
		{"column", "x\no\n.\n", [][]int{{2}, {1}, {0}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := rottingoranges.Parse(strings.NewReader(tc.input))
			require.NoError(t, err)
			assert.Equal(t, tc.want, g.Ints())
		})
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name              string
		input             string
		rule              error
		line, col, offset int
		msg               string
	}{
		{"empty input", "", rottingoranges.ErrEmpty, 1, 1, 0, "no rows"},
		{"blank input", " \n\n", rottingoranges.ErrEmpty, 3, 1, 3, "no rows"},
		{"no rows", "[]", rottingoranges.ErrEmpty, 1, 2, 1, "no rows"},
		{"empty row", "[[]]", rottingoranges.ErrEmpty, 1, 3, 2, "grid[0] has no cells"},
		{"empty later row", "[[1],[]]", rottingoranges.ErrEmpty, 1, 7, 6, "grid[1] has no cells"},
		{"literal short row", "[[1,1],\n[1]]", rottingoranges.ErrRagged, 2, 3, 10, "grid[1] has 1 cells, but grid[0] has 2"},
		{"literal long row", "[[1],[1,2]]", rottingoranges.ErrRagged, 1, 9, 8, "grid[1] has more than 1 cells"},
		{"literal cell", "[[2,1],\n [1,7]]", rottingoranges.ErrCell, 2, 5, 12, "grid[1][1] = 7"},
		{"literal negative", "[[-1]]", rottingoranges.ErrCell, 1, 3, 2, "grid[0][0] = -1"},
		{"literal huge number", "[[1,123456789012345678901234567890]]", rottingoranges.ErrCell, 1, 5, 4, "grid[0][1] = 123456789012345678901234..."},
		{"literal float", "[[1.0]]", rottingoranges.ErrSyntax, 1, 4, 3, "want ',' or ']' after grid[0][0], found '.'"},
		{"literal missing number", "[[1,]]", rottingoranges.ErrSyntax, 1, 5, 4, "want a number for grid[0][1], found ']'"},
		{"literal unclosed", "[[1,2]", rottingoranges.ErrSyntax, 1, 7, 6, "want ',' or ']' after grid[0], found end of input"},
		{"literal flat", "[1,2]", rottingoranges.ErrSyntax, 1, 2, 1, "want '[' to open grid[0]"},
		{"literal trailing text", "[[1]] x", rottingoranges.ErrSyntax, 1, 7, 6, "unexpected 'x' after the grid"},
		{"grid without =", "grid [[1]]", rottingoranges.ErrSyntax, 1, 6, 5, "want '=' after \"grid\""},
		{"grid = without [", "grid = x", rottingoranges.ErrSyntax, 1, 8, 7, "want '[' after \"grid =\""},
		{"Input: without grid", "Input: [[1]]", rottingoranges.ErrSyntax, 1, 8, 7, "want \"grid\", found '['"},
		{"Input without colon", "Input grid = [[1]]", rottingoranges.ErrSyntax, 1, 6, 5, "want \"Input:\", found ' '"},
		{"Input: and Output:", "Input: grid = [[1]]\nOutput: -1", rottingoranges.ErrSyntax, 2, 1, 20, "unexpected 'O' after the grid"},
		{"misspelt grid", "gird = [[1]]", rottingoranges.ErrSyntax, 1, 2, 1, "want \"grid\", found 'i'"},
		{"picture short row", "xoo\noo\n", rottingoranges.ErrRagged, 2, 3, 6, "grid[1] has 2 cells, but grid[0] has 3"},
		{"picture long row", "xo\nooo\n", rottingoranges.ErrRagged, 2, 3, 5, "grid[1] has more than 2 cells"},
		{"picture short last row without newline", "xo\no", rottingoranges.ErrRagged, 2, 2, 4, "grid[1] has 1 cells"},
		{"picture digit 3", "211\n130\n", rottingoranges.ErrCell, 2, 2, 5, "grid[1][1] = 3"},
		{"picture letter", "xo\noX\n", rottingoranges.ErrSyntax, 2, 2, 4, "unexpected 'X' in grid[1]"},
		{"picture comma", "1,1\n", rottingoranges.ErrSyntax, 1, 2, 1, "unexpected ','"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := rottingoranges.Parse(strings.NewReader(tc.input))
			require.ErrorIs(t, err, tc.rule)
			assert.Nil(t, g)
			var pe *rottingoranges.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, []int{tc.line, tc.col, tc.offset}, []int{pe.Line, pe.Column, pe.Offset}, "line, column, offset of %v", err)
			assert.Contains(t, err.Error(), tc.msg)
			assert.True(t, strings.HasPrefix(err.Error(), "rottingoranges: line "), err.Error())
		})
	}
}

func TestParseReadError(t *testing.T) {
	boom := errors.New("boom")
	for _, input := range []string{"", "[[1,", "xoo\n"} {
		t.Run(input, func(t *testing.T) {
			r := io.MultiReader(strings.NewReader(input), iotest.ErrReader(boom))
			g, err := rottingoranges.Parse(r)
			require.ErrorIs(t, err, boom)
			assert.Nil(t, g)
			assert.Contains(t, err.Error(), "rottingoranges: reading: ")
		})
	}
}

// FuzzParse checks that Parse never panics, that what it accepts is a valid
// grid that round-trips through both text forms, and that the solvers agree
// on it (the brute-force simulation on small grids).
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"[[2,1,1],[1,1,0],[0,1,1]]", "[[2,1,1],[0,1,1],[1,0,1]]", "[[0,2]]",
		"grid = [[1]]", "Input: grid = [[2,1]]", "Input:", "xoo\noo.\n.oo\n", "2 1 1\r\n0 1 1\n", "[[1],[1,2]]", "[[3]]",
		"", "[]", "[[]]", "xo\no", "[[-0]]", "[[1,]]", "g", "\n\n.\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := rottingoranges.Parse(strings.NewReader(string(data)))
		if err != nil {
			require.Nil(t, g)
			var pe *rottingoranges.ParseError
			require.ErrorAs(t, err, &pe)
			require.GreaterOrEqual(t, pe.Line, 1)
			require.GreaterOrEqual(t, pe.Column, 1)
			require.LessOrEqual(t, pe.Offset, len(data))
			return
		}
		grid := g.Ints()
		require.Equal(t, g.Rows(), len(grid))
		for _, row := range grid {
			require.Len(t, row, g.Cols())
			for _, v := range row {
				require.Contains(t, []int{0, 1, 2}, v)
			}
		}
		again, err := rottingoranges.Parse(strings.NewReader(g.String()))
		require.NoError(t, err)
		require.Equal(t, grid, again.Ints())
		lit, err := json.Marshal(grid)
		require.NoError(t, err)
		again, err = rottingoranges.Parse(strings.NewReader(string(lit)))
		require.NoError(t, err)
		require.Equal(t, grid, again.Ints())
		res := g.Rot()
		require.Equal(t, res.Minutes, rottingoranges.OrangesRotting(grid))
		if g.Len() <= 400 {
			require.Equal(t, simulate(grid), res)
		}
	})
}
