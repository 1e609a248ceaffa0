package snakesladders_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/samber/lo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   string
		want [][]int
	}{
		{name: "compact", in: "[[-1,-1],[-1,3]]", want: [][]int{{-1, -1}, {-1, 3}}},
		{name: "spaces", in: " \t[ [ -1 , -1 ] ,\r\n [-1,\n3] ]\n\n", want: [][]int{{-1, -1}, {-1, 3}}},
		{name: "self-jump on n²", in: "[[4,-1],[-1,3]]", want: [][]int{{4, -1}, {-1, 3}}},
		{name: "3x3", in: "[[-1,9,-1],[-1,-1,-1],[-1,8,-1]]", want: [][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}}},
		{name: "zero-free big value", in: "[[-1,-1,-1],[-1,-1,-1],[-1,-1,8]]", want: [][]int{{-1, -1, -1}, {-1, -1, -1}, {-1, -1, 8}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := snakesladders.Parse(strings.NewReader(tc.in))
			require.NoError(t, err)
			assert.Equal(t, tc.want, b.Rows())
			// encoding/json reads the same literal independently.
			var rows [][]int
			require.NoError(t, json.Unmarshal([]byte(tc.in), &rows))
			assert.Equal(t, rows, b.Rows())
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   string
		rule error
		msg  string
	}{
		{name: "empty", in: "", rule: snakesladders.ErrSyntax, msg: "offset 0: input ends"},
		{name: "spaces only", in: "  \n", rule: snakesladders.ErrSyntax, msg: "offset 3: input ends"},
		{name: "not an array", in: "{}", rule: snakesladders.ErrSyntax, msg: "offset 0: found '{'"},
		{name: "no rows", in: "[]", rule: snakesladders.ErrSize, msg: "offset 1: the board has 0 rows"},
		{name: "empty row", in: "[[]]", rule: snakesladders.ErrSize, msg: "offset 1: row 0 has 0 cells"},
		{name: "1x1", in: "[[-1]]", rule: snakesladders.ErrSize, msg: "row 0 has 1 cells"},
		{name: "trailing comma in row", in: "[[-1,-1,],[-1,-1]]", rule: snakesladders.ErrSyntax, msg: "offset 8: found ']'"},
		{name: "trailing comma in board", in: "[[-1,-1],[-1,-1],]", rule: snakesladders.ErrSyntax, msg: "offset 17"},
		{name: "missing comma", in: "[[-1 -1],[-1,-1]]", rule: snakesladders.ErrSyntax, msg: "offset 5: found '-'"},
		{name: "fraction", in: "[[-1,1.5],[-1,-1]]", rule: snakesladders.ErrSyntax, msg: "offset 6: cell values are integers"},
		{name: "exponent", in: "[[-1,1e1],[-1,-1]]", rule: snakesladders.ErrSyntax, msg: "offset 6"},
		{name: "leading zero", in: "[[-1,01],[-1,-1]]", rule: snakesladders.ErrSyntax, msg: "offset 5: number with a leading zero"},
		{name: "lone minus", in: "[[-1,-],[-1,-1]]", rule: snakesladders.ErrSyntax, msg: "offset 6: '-' not followed"},
		{name: "minus at end", in: "[[-1,-", rule: snakesladders.ErrSyntax, msg: "'-' not followed"},
		{name: "string cell", in: `[[-1,"3"],[-1,-1]]`, rule: snakesladders.ErrSyntax, msg: "offset 5: found '\"'"},
		{name: "null", in: "null", rule: snakesladders.ErrSyntax, msg: "offset 0: found 'n'"},
		{name: "unterminated", in: "[[-1,-1],[-1,3]", rule: snakesladders.ErrSyntax, msg: "offset 15: input ends"},
		{name: "trailing garbage", in: "[[-1,-1],[-1,3]] x", rule: snakesladders.ErrSyntax, msg: "offset 17: found 'x'"},
		{name: "two boards", in: "[[-1,-1],[-1,3]][[-1]]", rule: snakesladders.ErrSyntax, msg: "offset 16"},
		{name: "binary", in: "[\x00]", rule: snakesladders.ErrSyntax, msg: "byte 0x00"},
		{name: "short row", in: "[[-1,-1],[-1]]", rule: snakesladders.ErrNotSquare, msg: "offset 9: row 1 has 1 cells, want 2"},
		{name: "long row", in: "[[-1,-1],[-1,-1,-1]]", rule: snakesladders.ErrNotSquare, msg: "offset 16: row 1 has more than 2 cells"},
		{name: "too few rows", in: "[[-1,-1,-1],[-1,-1,-1]]", rule: snakesladders.ErrNotSquare, msg: "offset 22: the board has 2 rows but row 0 has 3 cells"},
		{name: "too many rows", in: "[[-1,-1],[-1,-1],[-1,-1]]", rule: snakesladders.ErrNotSquare, msg: "offset 17: row 2"},
		{name: "zero cell", in: "[[-1,-1],[0,-1]]", rule: snakesladders.ErrCell, msg: "offset 10: cell (row 1, column 0), square 1, holds 0"},
		{name: "zero in row 0", in: "[[0,-1],[-1,-1]]", rule: snakesladders.ErrCell, msg: "offset 2: cell (row 0, column 0) holds 0"},
		{name: "too big in row 0", in: "[[-1, 5],[-1,-1]]", rule: snakesladders.ErrCell, msg: "offset 6: cell (row 0, column 1), square 3, holds 5"},
		{name: "too big", in: "[[-1,-1],[-1,99999999999999999999999]]", rule: snakesladders.ErrCell, msg: "offset 13: cell (row 1, column 1), square 2, holds a number above 1099511627776"},
		{name: "too big, exact", in: "[[-1,-1],[-1,9]]", rule: snakesladders.ErrCell, msg: "offset 13: cell (row 1, column 1), square 2, holds 9:"},
		{name: "too big, 2^31", in: "[[-1,-1],[-1,2147483648]]", rule: snakesladders.ErrCell, msg: "holds 2147483648:"},
		{name: "too big in row 0, exact", in: "[[-1,123],[-1,-1]]", rule: snakesladders.ErrCell, msg: "offset 5: cell (row 0, column 1), square 3, holds 123:"},
		{name: "too small", in: "[[-1,-1],[-1,-99999999999999999999999]]", rule: snakesladders.ErrCell, msg: "holds a number below -1099511627776"},
		{name: "too small in row 0", in: "[[-99999999999999999999999,-1],[-1,-1]]", rule: snakesladders.ErrCell, msg: "offset 2: cell (row 0, column 0) holds a number below -1099511627776"},
		{name: "minus two", in: "[[-1,-1],[-1,-2]]", rule: snakesladders.ErrCell, msg: "offset 13"},
		{name: "jump on n²", in: "[[2,-1],[-1,-1]]", rule: snakesladders.ErrJumpOnLast, msg: "offset 2: cell (row 0, column 0), square 4, holds 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := snakesladders.Parse(strings.NewReader(tc.in))
			require.Error(t, err)
			assert.Nil(t, b)
			assert.True(t, errors.Is(err, tc.rule), "%v does not wrap %v", err, tc.rule)
			assert.Contains(t, err.Error(), tc.msg)
			assert.NotContains(t, err.Error(), "\n")
		})
	}
	boom := errors.New("boom")
	for _, prefix := range []string{"", "[", "[[-1,", "[[-1,-", "[[-1,1", "[[-1,-1],[-1,3]", "[[-1,-1],[-1,3]]"} {
		t.Run("read error after "+prefix, func(t *testing.T) {
			r := io.MultiReader(strings.NewReader(prefix), iotest.ErrReader(boom))
			_, err := snakesladders.Parse(r)
			assert.ErrorIs(t, err, boom)
			assert.Contains(t, err.Error(), fmt.Sprintf("offset %d: reading: boom", len(prefix)))
		})
	}
	t.Run("row 0 too long", func(t *testing.T) {
		in := "[[" + strings.Repeat("-1,", snakesladders.MaxN) + "-1]]"
		_, err := snakesladders.Parse(strings.NewReader(in))
		assert.ErrorIs(t, err, snakesladders.ErrSize)
		assert.Contains(t, err.Error(), "row 0 has more than 46340 cells")
	})
}

// TestWriteToParseRoundTrip writes random boards and reads them back with
// Parse and with encoding/json.
func TestWriteToParseRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		n := 2 + rng.IntN(40)
		b := snakesladders.Random(n, rng.Float64(), uint64(i))
		var buf bytes.Buffer
		k, err := b.WriteTo(&buf)
		require.NoError(t, err)
		assert.Equal(t, int64(buf.Len()), k)
		var rows [][]int
		require.NoError(t, json.Unmarshal(buf.Bytes(), &rows))
		assert.Equal(t, b.Rows(), rows)
		back, err := snakesladders.Parse(&buf)
		require.NoError(t, err)
		assert.Equal(t, rows, back.Rows())
		// One byte at a time exercises the buffered reader's refills.
		back, err = snakesladders.Parse(iotest.OneByteReader(strings.NewReader(string(mustJSON(t, rows)))))
		require.NoError(t, err)
		assert.Equal(t, rows, back.Rows())
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	require.NoError(t, err)
	return data
}

// checkParse asserts that Parse accepts exactly the inputs that
// encoding/json decodes into a [][]int that New accepts, with the same board.
func checkParse(t *testing.T, in []byte) {
	b, err := snakesladders.Parse(bytes.NewReader(in))
	var rows [][]int
	jerr := json.Unmarshal(in, &rows)
	var nerr error
	if jerr == nil {
		_, nerr = snakesladders.New(rows)
	}
	if err != nil {
		require.Nil(t, b)
		require.NotContains(t, err.Error(), "\n")
		require.Contains(t, err.Error(), "offset ")
		require.True(t, jerr != nil || nerr != nil, "Parse rejects %q (%v) but json+New accept it", in, err)
		// Parse may meet a different broken rule first than New (it reads
		// row by row), but it always names one.
		require.True(t, lo.ContainsBy([]error{snakesladders.ErrSyntax, snakesladders.ErrSize, snakesladders.ErrNotSquare, snakesladders.ErrCell, snakesladders.ErrJumpOnLast},
			func(rule error) bool { return errors.Is(err, rule) }), "error %v names no rule", err)
		return
	}
	require.NoError(t, jerr, "Parse accepts %q but encoding/json does not", in)
	require.NoError(t, nerr, "Parse accepts %q but New does not", in)
	require.Equal(t, rows, b.Rows())
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"[[-1,-1],[-1,3]]", "[[4,-1],[-1,3]]", "[[-1,9,-1],[-1,-1,-1],[-1,8,-1]]",
		"", "[]", "[[]]", "[[-1]]", "[[-1,-1],[-1]]", "[[2,-1],[-1,-1]]", "[[0,-1],[-1,-1]]",
		" [ [ -1 , 01 ] , [ -1 , -1 ] ] ", "[[-1,1.5],[-1,-1]]", "[[-1,-1],[-1,-1]] ]",
		"[[-1,-1],[-1,-1],]", "[[-1,-1,-1],[-1,-1,-1]]", "[[-1,-1],[-1,-1],[-1,-1]]",
		"[[-1,-1],[-1,99999999999999999999]]", "null", "[null,null]", "[[-0,-1],[-1,-1]]",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(checkParse)
}

// FuzzNew builds arbitrary (often ragged or invalid) matrices from the fuzz
// input and checks that New never panics, that it accepts exactly the
// boards the rules allow, and that the answer matches the reference.
func FuzzNew(f *testing.F) {
	f.Add([]byte{2, 0, 0, 0, 4})
	f.Add([]byte{3, 0, 10, 0, 0, 0, 0, 0, 9, 0})
	f.Add([]byte{1, 0})
	f.Add([]byte{4, 255, 3, 7, 17, 0, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		n := int(data[0] % 12)
		data = data[1:]
		board := make([][]int, n)
		valid := n >= 2
		for r := range board {
			k := n
			if len(data) > 0 && data[0] == 255 { // a ragged row
				k = (r + 1) % (n + 2)
				data = data[1:]
			}
			if k != n {
				valid = false
			}
			board[r] = make([]int, k)
			for c := range board[r] {
				v := -1
				if len(data) > 0 {
					v = int(data[0]) - 2 // -2 .. 252
					if v == 0 {
						v = -1
					}
					data = data[1:]
				}
				if v < -1 || v == 0 || v > n*n {
					valid = false
				}
				board[r][c] = v
			}
		}
		if valid {
			where := refLabels(n)
			last := n * n
			if v := board[where[last][0]][where[last][1]]; v != -1 && v != last {
				valid = false
			}
		}
		b, err := snakesladders.New(board)
		if !valid {
			require.Error(t, err)
			assert.Equal(t, -1, snakesladders.SnakesAndLadders(board))
			return
		}
		require.NoError(t, err)
		assert.Equal(t, board, b.Rows())
		assert.Equal(t, refMinRolls(board), snakesladders.SnakesAndLadders(board))
		checkParse(t, mustJSON(t, board))
	})
}
