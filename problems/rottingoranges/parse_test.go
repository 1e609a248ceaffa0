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
		{"1x1 literal", "[[1]]", [][]int{{1}}},
		{"negative zero", "[[-0]]", [][]int{{0}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := rottingoranges.Parse(strings.NewReader(tc.input))
			require.NoError(t, err)
			assert.Equal(t, tc.want, g.Ints())
		})
	}
}

func TestParsePicture(t *testing.T) {
	example1 := [][]int{{2, 1, 1}, {1, 1, 0}, {0, 1, 1}}
	cases := []struct {
		name  string
		input string
		want  [][]int
	}{
		{"picture", "xoo\noo.\n.oo\n", example1},
		{"digits", "211\n110\n011", example1},
		{"spaced digits CRLF", "2 1 1\r\n1 1 0\r\n0 1 1\r\n", example1},
		{"blank lines skipped", "\n\nxoo\n\noo.\n.oo\n\n", example1},
		{"mixed alphabets", "x1o\n", [][]int{{2, 1, 1}}},
		{"column", "x\no\n.\n", [][]int{{2}, {1}, {0}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := rottingoranges.ParsePicture(strings.NewReader(tc.input))
			require.NoError(t, err)
			assert.Equal(t, tc.want, g.Ints())
		})
	}
}

// errorCase is a rejected input: the rule, the offset of the offending byte
// (from 0), its row and column (from 0, -1 when not about one), and a part
// of the message.
type errorCase struct {
	name     string
	input    string
	rule     error
	offset   int64
	row, col int
	msg      string
}

func checkErrors(t *testing.T, parse func(io.Reader) (*rottingoranges.Grid, error), cases []errorCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := parse(strings.NewReader(tc.input))
			require.ErrorIs(t, err, tc.rule)
			assert.Nil(t, g)
			var ie *rottingoranges.InputError
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, []int64{tc.offset, int64(tc.row), int64(tc.col)}, []int64{ie.Offset, int64(ie.Row), int64(ie.Col)}, "offset, row, col of %v", err)
			assert.Contains(t, err.Error(), tc.msg)
			assert.True(t, strings.HasPrefix(err.Error(), "rottingoranges: offset "), err.Error())
		})
	}
}

func TestParseErrors(t *testing.T) {
	checkErrors(t, rottingoranges.Parse, []errorCase{
		{"empty input", "", rottingoranges.ErrEmpty, 0, -1, -1, "no input"},
		{"blank input", " \n\n", rottingoranges.ErrEmpty, 0, -1, -1, "no input"},
		{"no rows", "[]", rottingoranges.ErrEmpty, 1, -1, -1, "no rows"},
		{"empty row", "[[]]", rottingoranges.ErrEmpty, 1, 0, -1, "grid[0]: empty: row has no cells"},
		{"empty later row", "[[1],[]]", rottingoranges.ErrRagged, 5, 1, -1, "grid[1]: rows must all have the length of row 0: row has 0 cells"},
		{"short row", "[[1,1],\n[1]]", rottingoranges.ErrRagged, 8, 1, -1, "grid[1]: rows must all have the length of row 0: row has 1 cells, row 0 has 2"},
		{"long row", "[[1],[1,2]]", rottingoranges.ErrRagged, 5, 1, -1, "row has 2 cells, row 0 has 1"},
		{"bad cell", "[[2,1],\n [1,7]]", rottingoranges.ErrBadCell, 12, 1, 1, "grid[1][1]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is 7"},
		{"negative", "[[-1]]", rottingoranges.ErrBadCell, 2, 0, 0, "cell is -1"},
		{"huge number", "[[1,123456789012345678901234567890]]", rottingoranges.ErrBadCell, 4, 0, 1, "cell is 123456789012345678901234567890"},
		{"float", "[[1.0]]", rottingoranges.ErrBadCell, 2, 0, 0, "cell is 1.0"},
		{"exponent", "[[1e0]]", rottingoranges.ErrBadCell, 2, 0, 0, "cell is 1e0"},
		{"string", `[["1"]]`, rottingoranges.ErrBadCell, 2, 0, 0, `cell is "1"`},
		{"null", `[[null]]`, rottingoranges.ErrBadCell, 2, 0, 0, `cell is null`},
		{"leading zero", "[[2,01]]", rottingoranges.ErrSyntax, 5, -1, -1, "invalid character '1' after array element"},
		{"missing number", "[[1,]]", rottingoranges.ErrSyntax, 4, -1, -1, "invalid character ']'"},
		{"unclosed", "[[1,2]", rottingoranges.ErrSyntax, 6, -1, -1, "the input ends where ',' or ']' after a row is expected"},
		{"flat", "[1,2]", rottingoranges.ErrSyntax, 1, 0, -1, "grid[0]: not the LeetCode literal: 1, want '[' opening a row"},
		{"trailing text", "[[1]] x", rottingoranges.ErrSyntax, 6, -1, -1, "invalid character 'x'"},
		{"pasted prefix", "grid = [[1]]", rottingoranges.ErrSyntax, 0, -1, -1, "invalid character 'g'"},
		{"pasted example line", "Input: grid = [[1]]", rottingoranges.ErrSyntax, 0, -1, -1, "invalid character 'I'"},
		{"picture", "xoo\noo.", rottingoranges.ErrSyntax, 0, -1, -1, "invalid character 'x'"},
	})
}

func TestParsePictureErrors(t *testing.T) {
	checkErrors(t, rottingoranges.ParsePicture, []errorCase{
		{"empty input", "", rottingoranges.ErrEmpty, 0, 0, -1, "no rows"},
		{"blank input", " \n\n", rottingoranges.ErrEmpty, 3, 0, -1, "no rows"},
		{"short row", "xoo\noo\n", rottingoranges.ErrRagged, 4, 1, -1, "row has 2 cells, row 0 has 3"},
		{"long row", "xo\nooo\n", rottingoranges.ErrRagged, 5, 1, 2, "row has more than the 2 cells of row 0"},
		{"short last row without newline", "xo\no", rottingoranges.ErrRagged, 3, 1, -1, "row has 1 cells"},
		{"digit 3", "211\n130\n", rottingoranges.ErrBadCell, 5, 1, 1, "found '3'"},
		{"letter", "xo\noX\n", rottingoranges.ErrSyntax, 4, 1, 1, "found 'X'"},
		{"comma", "1,1\n", rottingoranges.ErrSyntax, 1, 0, 1, "found ','"},
		{"literal", "[[1]]", rottingoranges.ErrSyntax, 0, 0, 0, "found '['"},
	})
}

// TestParseAny: the form is chosen by the first byte other than white
// space, and offsets count the white space skipped to find it.
func TestParseAny(t *testing.T) {
	for name, tc := range map[string]struct {
		input string
		want  [][]int
	}{
		"literal":                   {"[[2,1],[0,1]]", [][]int{{2, 1}, {0, 1}}},
		"literal after white space": {" \r\n\t[[2,1]]", [][]int{{2, 1}}},
		"picture":                   {"xo\n.o\n", [][]int{{2, 1}, {0, 1}}},
		"picture after blank lines": {"\n  \nxo\n", [][]int{{2, 1}}},
	} {
		t.Run(name, func(t *testing.T) {
			g, err := rottingoranges.ParseAny(strings.NewReader(tc.input))
			require.NoError(t, err)
			assert.Equal(t, tc.want, g.Ints())
		})
	}
	checkErrors(t, rottingoranges.ParseAny, []errorCase{
		{"empty", "", rottingoranges.ErrEmpty, 0, -1, -1, "empty"},
		{"literal bad cell", "  \n[[1,7]]", rottingoranges.ErrBadCell, 7, 0, 1, "cell is 7"},
		{"picture ragged", "\n\nxo\nx\n", rottingoranges.ErrRagged, 5, 1, -1, "row has 1 cells"},
		{"picture bad character", " xq", rottingoranges.ErrSyntax, 2, 0, 1, "'q'"},
	})
}

func TestParseReadError(t *testing.T) {
	boom := errors.New("boom")
	parsers := map[string]struct {
		parse  func(io.Reader) (*rottingoranges.Grid, error)
		inputs []string
	}{
		"Parse":        {rottingoranges.Parse, []string{"", "[[1,", "[[1]"}},
		"ParsePicture": {rottingoranges.ParsePicture, []string{"", "xoo\n", "xo"}},
	}
	for name, p := range parsers {
		parse := p.parse
		for _, input := range p.inputs {
			t.Run(name+"/"+input, func(t *testing.T) {
				r := io.MultiReader(strings.NewReader(input), iotest.ErrReader(boom))
				g, err := parse(r)
				require.ErrorIs(t, err, boom)
				assert.Nil(t, g)
				var ie *rottingoranges.InputError
				require.ErrorAs(t, err, &ie)
				assert.LessOrEqual(t, ie.Offset, int64(len(input)))
			})
		}
	}
}

// checkAccepted checks an accepted grid: valid values, round trips
// through both text forms, and the solvers agree (the brute-force
// simulation on small grids).
func checkAccepted(t *testing.T, g *rottingoranges.Grid) {
	grid := g.Ints()
	require.Equal(t, g.Rows(), len(grid))
	for _, row := range grid {
		require.Len(t, row, g.Cols())
		for _, v := range row {
			require.Contains(t, []int{0, 1, 2}, v)
		}
	}
	again, err := rottingoranges.ParsePicture(strings.NewReader(g.String()))
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
}

// checkRejected checks a rejection: an *InputError inside the input.
func checkRejected(t *testing.T, data []byte, g *rottingoranges.Grid, err error) {
	require.Nil(t, g)
	var ie *rottingoranges.InputError
	require.ErrorAs(t, err, &ie)
	require.GreaterOrEqual(t, ie.Offset, int64(0))
	require.LessOrEqual(t, ie.Offset, int64(len(data)))
	require.NotContains(t, err.Error(), "\n")
}

// FuzzParse checks that Parse never panics, that an error is an
// *InputError inside the input, and that what it accepts round-trips.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"[[2,1,1],[1,1,0],[0,1,1]]", "[[2,1,1],[0,1,1],[1,0,1]]", "[[0,2]]",
		"grid = [[1]]", "[[1],[1,2]]", "[[3]]", "", "[]", "[[]]", "[[-0]]", "[[1,]]", "[[01]]", " [ [ 1 ] ] ",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := rottingoranges.Parse(strings.NewReader(string(data)))
		if err != nil {
			checkRejected(t, data, g, err)
			return
		}
		checkAccepted(t, g)
	})
}

// FuzzParseAny is FuzzParse for either form, chosen by the first byte
// other than white space.
func FuzzParseAny(f *testing.F) {
	for _, seed := range []string{" [[2,1,1]]", "\n xoo\noo.\n", "", " ", "\n[", "x"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := rottingoranges.ParseAny(strings.NewReader(string(data)))
		if err != nil {
			checkRejected(t, data, g, err)
			return
		}
		checkAccepted(t, g)
	})
}

// FuzzParsePicture is FuzzParse for the picture form.
func FuzzParsePicture(f *testing.F) {
	for _, seed := range []string{"xoo\noo.\n.oo\n", "2 1 1\r\n0 1 1\n", "xo\no", "\n\n.\n", "", "g", "1,1"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := rottingoranges.ParsePicture(strings.NewReader(string(data)))
		if err != nil {
			checkRejected(t, data, g, err)
			return
		}
		checkAccepted(t, g)
	})
}
