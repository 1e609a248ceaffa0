package snakesladders_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/internal/testsize"
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
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.want, b.Rows(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			// encoding/json reads the same literal independently.
			var rows [][]int
			if err := json.Unmarshal([]byte(tc.in), &rows); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := rows, b.Rows(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

// parseError is a malformed input for Parse: the rule its error wraps,
// the position it names and a part of its message.
type parseError struct {
	name string
	in   string
	rule error
	at   [3]int64 // offset, row, col
	msg  string
}

var parseErrors = []parseError{
	{name: "empty", in: "", rule: snakesladders.ErrEmpty, at: [3]int64{0, -1, -1}, msg: "empty: no input, want the board's opening '['"},
	{name: "spaces only", in: "  \n", rule: snakesladders.ErrEmpty, at: [3]int64{0, -1, -1}, msg: "empty: no input, want the board's opening '['"},
	{name: "not an array", in: "{}", rule: snakesladders.ErrSyntax, at: [3]int64{0, -1, -1}, msg: "not the LeetCode literal: found '{' where the board's opening '[' is expected"},
	{name: "no rows", in: "[]", rule: snakesladders.ErrEmpty, at: [3]int64{1, -1, -1}, msg: "empty: the board has no rows"},
	{name: "empty row", in: "[[]]", rule: snakesladders.ErrEmpty, at: [3]int64{1, 0, -1}, msg: "empty: row 0 has no cells"},
	{name: "1x1", in: "[[-1]]", rule: snakesladders.ErrTooSmall, at: [3]int64{1, 0, -1}, msg: "n must be at least 2: row 0 has 1 cell, so n = 1"},
	{name: "trailing comma in row", in: "[[-1,-1,],[-1,-1]]", rule: snakesladders.ErrSyntax, at: [3]int64{8, -1, -1}, msg: "not the LeetCode literal: found ']' where a cell value (an integer) is expected"},
	{name: "trailing comma in board", in: "[[-1,-1],[-1,-1],]", rule: snakesladders.ErrSyntax, at: [3]int64{17, -1, -1}, msg: "not the LeetCode literal: ']' right after ','"},
	{name: "missing comma", in: "[[-1 -1],[-1,-1]]", rule: snakesladders.ErrSyntax, at: [3]int64{5, -1, -1}, msg: "not the LeetCode literal: found '-' where ',' or ']' after a cell is expected"},
	{name: "fraction", in: "[[-1,1.5],[-1,-1]]", rule: snakesladders.ErrBadCell, at: [3]int64{5, 0, 1}, msg: "a cell holds -1 or a square in 1..n²: cell holds a number with a fraction or exponent"},
	{name: "exponent", in: "[[-1,1e1],[-1,-1]]", rule: snakesladders.ErrBadCell, at: [3]int64{5, 0, 1}, msg: "a cell holds -1 or a square in 1..n²: cell holds a number with a fraction or exponent"},
	{name: "leading zero", in: "[[-1,01],[-1,-1]]", rule: snakesladders.ErrSyntax, at: [3]int64{6, -1, -1}, msg: "not the LeetCode literal: number with a leading zero"},
	{name: "lone minus", in: "[[-1,-],[-1,-1]]", rule: snakesladders.ErrSyntax, at: [3]int64{6, -1, -1}, msg: "not the LeetCode literal: '-' not followed by a digit"},
	{name: "minus at end", in: "[[-1,-", rule: snakesladders.ErrSyntax, at: [3]int64{6, -1, -1}, msg: "not the LeetCode literal: '-' not followed by a digit"},
	{name: "string cell", in: `[[-1,"3"],[-1,-1]]`, rule: snakesladders.ErrBadCell, at: [3]int64{5, 0, 1}, msg: "cell holds a JSON value that is not a number"},
	{name: "nested cell", in: `[[-1,[1,{"a":"]"}]],[-1,-1]]`, rule: snakesladders.ErrBadCell, at: [3]int64{5, 0, 1}, msg: "not a number"},
	{name: "null cell", in: `[[-1,-1],[null,-1]]`, rule: snakesladders.ErrBadCell, at: [3]int64{10, 1, 0}, msg: "not a number"},
	{name: "bad literal", in: `[[-1,nul],[-1,-1]]`, rule: snakesladders.ErrSyntax, at: [3]int64{8, -1, -1}, msg: "invalid literal"},
	{name: "unterminated string", in: `[[-1,"ab`, rule: snakesladders.ErrSyntax, at: [3]int64{8, -1, -1}, msg: "input ends inside a string"},
	{name: "null", in: "null", rule: snakesladders.ErrSyntax, at: [3]int64{0, -1, -1}, msg: "not the LeetCode literal: found 'n' where the board's opening '[' is expected"},
	{name: "unterminated", in: "[[-1,-1],[-1,3]", rule: snakesladders.ErrSyntax, at: [3]int64{15, -1, -1}, msg: "not the LeetCode literal: input ends where ',' or ']' after a row is expected"},
	{name: "trailing garbage", in: "[[-1,-1],[-1,3]] x", rule: snakesladders.ErrSyntax, at: [3]int64{17, -1, -1}, msg: "not the LeetCode literal: found 'x' after the board's closing ']'"},
	{name: "two boards", in: "[[-1,-1],[-1,3]][[-1]]", rule: snakesladders.ErrSyntax, at: [3]int64{16, -1, -1}, msg: "not the LeetCode literal: found '[' after the board's closing ']'"},
	{name: "binary", in: "[\x00]", rule: snakesladders.ErrSyntax, at: [3]int64{1, -1, -1}, msg: "not the LeetCode literal: found byte 0x00 where a row '[' is expected"},
	{name: "short row", in: "[[-1,-1],[-1]]", rule: snakesladders.ErrNotSquare, at: [3]int64{9, 1, -1}, msg: "the board must be square: every row has n cells: row has 1 cells, row 0 has 2"},
	{name: "long row", in: "[[-1,-1],[-1,-1,-1]]", rule: snakesladders.ErrNotSquare, at: [3]int64{16, 1, 2}, msg: "the board must be square: every row has n cells: row has more than the 2 cells of row 0"},
	{name: "too few rows", in: "[[-1,-1,-1],[-1,-1,-1]]", rule: snakesladders.ErrNotSquare, at: [3]int64{22, -1, -1}, msg: "the board must be square: every row has n cells: the board has 2 rows but row 0 has 3 cells"},
	{name: "too many rows", in: "[[-1,-1],[-1,-1],[-1,-1]]", rule: snakesladders.ErrNotSquare, at: [3]int64{17, 2, -1}, msg: "the board must be square: every row has n cells: more rows than the 2 cells of row 0"},
	{name: "zero cell", in: "[[-1,-1],[0,-1]]", rule: snakesladders.ErrBadCell, at: [3]int64{10, 1, 0}, msg: "a cell holds -1 or a square in 1..n²: square 1 holds 0"},
	{name: "zero in row 0", in: "[[0,-1],[-1,-1]]", rule: snakesladders.ErrBadCell, at: [3]int64{2, 0, 0}, msg: "a cell holds -1 or a square in 1..n²: cell holds 0"},
	{name: "too big in row 0", in: "[[-1, 5],[-1,-1]]", rule: snakesladders.ErrBadCell, at: [3]int64{6, 0, 1}, msg: "a cell holds -1 or a square in 1..n²: square 3 holds 5"},
	{name: "too big", in: "[[-1,-1],[-1,99999999999999999999999]]", rule: snakesladders.ErrBadCell, at: [3]int64{13, 1, 1}, msg: "a cell holds -1 or a square in 1..n²: square 2 holds a number above 1099511627776"},
	{name: "too big, exact", in: "[[-1,-1],[-1,9]]", rule: snakesladders.ErrBadCell, at: [3]int64{13, 1, 1}, msg: "a cell holds -1 or a square in 1..n²: square 2 holds 9"},
	{name: "too big, 2^31", in: "[[-1,-1],[-1,2147483648]]", rule: snakesladders.ErrBadCell, at: [3]int64{13, 1, 1}, msg: "a cell holds -1 or a square in 1..n²: square 2 holds 2147483648"},
	{name: "too big in row 0, exact", in: "[[-1,123],[-1,-1]]", rule: snakesladders.ErrBadCell, at: [3]int64{5, 0, 1}, msg: "a cell holds -1 or a square in 1..n²: square 3 holds 123"},
	{name: "too small", in: "[[-1,-1],[-1,-99999999999999999999999]]", rule: snakesladders.ErrBadCell, at: [3]int64{13, 1, 1}, msg: "a cell holds -1 or a square in 1..n²: square 2 holds a number below -1099511627776"},
	{name: "too small in row 0", in: "[[-99999999999999999999999,-1],[-1,-1]]", rule: snakesladders.ErrBadCell, at: [3]int64{2, 0, 0}, msg: "a cell holds -1 or a square in 1..n²: cell holds a number below -1099511627776"},
	{name: "minus two", in: "[[-1,-1],[-1,-2]]", rule: snakesladders.ErrBadCell, at: [3]int64{13, 1, 1}, msg: "a cell holds -1 or a square in 1..n²: square 2 holds -2"},
	{name: "jump on n²", in: "[[2,-1],[-1,-1]]", rule: snakesladders.ErrJumpOnLast, at: [3]int64{2, 0, 0}, msg: "square n² holds a jump away from it: the game could never end there: square 4 holds 2"},
}

func TestParseErrors(t *testing.T) {
	for _, tc := range parseErrors {
		t.Run(tc.name, func(t *testing.T) { checkParseError(t, tc) })
	}
	boom := errors.New("boom")
	for _, prefix := range []string{"", "[", "[[-1,", "[[-1,-", "[[-1,1", "[[-1,-1],[-1,3]", "[[-1,-1],[-1,3]]"} {
		t.Run("read error after "+prefix, func(t *testing.T) {
			r := io.MultiReader(strings.NewReader(prefix), iotest.ErrReader(boom))
			_, err := snakesladders.Parse(r)
			if !errors.Is(err, boom) {
				t.Errorf("error %v, want %v", err, boom)
			}
			if s, sub := err.Error(), fmt.Sprintf("offset %d: reading the input: boom", len(prefix)); !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
		})
	}
	t.Run("row 0 too long", func(t *testing.T) {
		in := "[[" + strings.Repeat("-1,", snakesladders.MaxN) + "-1]]"
		_, err := snakesladders.Parse(strings.NewReader(in))
		if !errors.Is(err, snakesladders.ErrTooBig) {
			t.Errorf("error %v, want %v", err, snakesladders.ErrTooBig)
		}
		if s, sub := err.Error(), "row 0 has more than MaxN = 46340 cells"; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	})
}

// checkParseError parses tc.in and checks that it is refused with a
// one-line *InputError that wraps tc.rule, names the position tc.at and
// says tc.msg.
func checkParseError(t *testing.T, tc parseError) {
	b, err := snakesladders.Parse(strings.NewReader(tc.in))
	if err == nil {
		t.Fatalf("no error")
	}
	if b != nil {
		t.Errorf("%v, want nil", b)
	}
	if !errors.Is(err, tc.rule) {
		t.Errorf("%v does not wrap %v", err, tc.rule)
	}
	var ie *snakesladders.InputError
	if !errors.As(err, &ie) {
		t.Fatalf("error %v is not a %T", err, &ie)
	}
	if want, got := tc.at, ([3]int64{ie.Offset, int64(ie.Row), int64(ie.Col)}); !reflect.DeepEqual(want, got) {
		t.Errorf("offset, row, col of %v: got %#v, want %#v", err, got, want)
	}
	if s, sub := err.Error(), tc.msg; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := err.Error(), "\n"; strings.Contains(s, sub) {
		t.Errorf("%q contains %q", s, sub)
	}
}

// TestHeavyWriteToParseRoundTrip is TestWriteToParseRoundTrip on 300
// boards.
func TestHeavyWriteToParseRoundTrip(t *testing.T) {
	testsize.RequireHeavy(t)
	TestWriteToParseRoundTrip(t)
}

// TestWriteToParseRoundTrip writes 120 random boards (60 under -short, 300
// in the heavy tier) and reads them back with Parse and with encoding/json.
func TestWriteToParseRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	boards := testsize.Pick(120, 60)
	if testsize.Heavy() {
		boards = 300 // TestHeavyWriteToParseRoundTrip
	}
	for i := range boards {
		n := 2 + rng.IntN(40)
		b := gen.Snakes(n, rng.Float64(), uint64(i))
		var buf bytes.Buffer
		k, err := b.WriteTo(&buf)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := int64(buf.Len()), k; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		var rows [][]int
		if err := json.Unmarshal(buf.Bytes(), &rows); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := b.Rows(), rows; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		back, err := snakesladders.Parse(&buf)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := rows, back.Rows(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		// One byte at a time exercises the buffered reader's refills.
		back, err = snakesladders.Parse(iotest.OneByteReader(strings.NewReader(string(mustJSON(t, rows)))))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := rows, back.Rows(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
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
		if b != nil {
			t.Fatalf("%v, want nil", b)
		}
		if s, sub := err.Error(), "\n"; strings.Contains(s, sub) {
			t.Fatalf("%q contains %q", s, sub)
		}
		if s, sub := err.Error(), "offset "; !strings.Contains(s, sub) {
			t.Fatalf("%q does not contain %q", s, sub)
		}
		if !(jerr != nil || nerr != nil) {
			t.Fatalf("Parse rejects %q (%v) but json+New accept it", in, err)
		}
		// Parse may meet a different broken rule first than New (it reads
		// row by row), but it always names one.
		var ie *snakesladders.InputError
		if !errors.As(err, &ie) {
			t.Fatalf("error %v is not a %T", err, &ie)
		}
		if !(ie.Offset >= 0 && ie.Offset <= int64(len(in))) {
			t.Fatalf("offset %d outside the input", ie.Offset)
		}
		if !lo.ContainsBy([]error{snakesladders.ErrSyntax, snakesladders.ErrEmpty, snakesladders.ErrTooSmall, snakesladders.ErrTooBig, snakesladders.ErrNotSquare, snakesladders.ErrBadCell, snakesladders.ErrJumpOnLast},
			func(rule error) bool { return errors.Is(err, rule) }) {
			t.Fatalf("error %v names no rule", err)
		}
		return
	}
	if err := jerr; err != nil {
		t.Fatalf("Parse accepts %q but encoding/json does not: unexpected error: %v", in, err)
	}
	if err := nerr; err != nil {
		t.Fatalf("Parse accepts %q but New does not: unexpected error: %v", in, err)
	}
	if want, got := rows, b.Rows(); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
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
			if err == nil {
				t.Fatalf("no error")
			}
			want, _ := refLazy(board)
			if want, got := want, snakesladders.SnakesAndLadders(board); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			return
		}
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := board, b.Rows(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := refMinRolls(board), snakesladders.SnakesAndLadders(board); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		checkParse(t, mustJSON(t, board))
	})
}
