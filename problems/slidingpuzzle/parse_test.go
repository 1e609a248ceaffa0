package slidingpuzzle_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       [][]int
	}{
		{"leetcode", "[[4,1,2],[5,0,3]]", [][]int{{4, 1, 2}, {5, 0, 3}}},
		{"spaces", " \n[[1, 2],\n [3, 0]]\n", [][]int{{1, 2}, {3, 0}}},
		{"1x1", "[[0]]", [][]int{{0}}},
		{"4x4", "[[1,2,3,4],[5,6,7,8],[9,10,11,12],[13,14,15,0]]", [][]int{{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 0}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := sp.Parse(strings.NewReader(tc.text))
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.want, pos.Puzzle.Board(pos.State); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		rule       error
		at         [3]int64 // offset, row, col
		msg        string
	}{
		{"syntax", "[[1,2],[3,0]", sp.ErrSyntax, [3]int64{12, -1, -1}, "the input ends where ',' or ']' after a row is expected"},
		{"not numbers", `[["a"]]`, sp.ErrBadCell, [3]int64{2, 0, 0}, `board[0][0]: a tile is an integer in 0..m·n−1: tile is "a"`},
		{"fraction", `[[1.5, 0]]`, sp.ErrBadCell, [3]int64{2, 0, 0}, "tile is 1.5"},
		{"flat", `[1,2,0]`, sp.ErrSyntax, [3]int64{1, 0, -1}, "board[0]: not the LeetCode literal: 1, want '[' opening a row"},
		{"null", `null`, sp.ErrSyntax, [3]int64{0, -1, -1}, "null, want '[' opening the board"},
		{"empty", ``, sp.ErrEmpty, [3]int64{0, -1, -1}, "no input"},
		{"no rows", `[]`, sp.ErrEmpty, [3]int64{1, -1, -1}, "no rows"},
		{"empty row", `[[]]`, sp.ErrEmpty, [3]int64{1, 0, -1}, "row has no cells"},
		{"trailing", `[[1,0]] [[0,1]]`, sp.ErrSyntax, [3]int64{8, -1, -1}, "'[' after the board"},
		{"pasted prefix", `board = [[1,0]]`, sp.ErrSyntax, [3]int64{0, -1, -1}, "invalid character 'b'"},
		{"leading zero", `[[1,02],[3,0]]`, sp.ErrSyntax, [3]int64{5, -1, -1}, "invalid character '2' after array element"},
		{"ragged", `[[1,2],[0]]`, sp.ErrRagged, [3]int64{7, 1, -1}, "board[1]: rows must all have the length of row 0: row has 1 cells, row 0 has 2"},
		{"too big", `[[1,2,3,4,5,6,7,8,9],[10,11,12,13,14,15,16,0,17]]`, sp.ErrTooBig, [3]int64{43, 1, 7}, "cell number 17"},
		{"tile out of range", "[[1,2],\n [3,4]]", sp.ErrBadCell, [3]int64{12, 1, 1}, "tile 4 is outside 0..3"},
		{"negative tile", "[[1,2],[-3,0]]", sp.ErrBadCell, [3]int64{8, 1, 0}, "tile -3 is outside 0..3"},
		{"duplicate", `[[1,1],[2,0]]`, sp.ErrDuplicate, [3]int64{4, 0, 1}, "board[0][1]: every tile appears once: tile 1 is also at board[0][0]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := sp.Parse(strings.NewReader(tc.text))
			if pos != nil {
				t.Errorf("%v, want nil", pos)
			}
			if !errors.Is(err, tc.rule) {
				t.Fatalf("error %v, want %v", err, tc.rule)
			}
			var ie *sp.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not a %T", err, &ie)
			}
			if want, got := tc.at, ([3]int64{ie.Offset, int64(ie.Row), int64(ie.Col)}); !reflect.DeepEqual(want, got) {
				t.Errorf("offset, row, col of %v: got %#v, want %#v", err, got, want)
			}
			if s, sub := err.Error(), tc.msg; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
		})
	}
}

// FuzzParse checks that Parse never panics, that an error is an
// *InputError inside the input, that it accepts exactly what encoding/json
// and FromBoard accept, and that an accepted board round-trips through its
// JSON form and has the answer its parity says.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"[[4,1,2],[5,0,3]]", "[[1,2,3],[5,4,0]]", "[[0]]", "[[1],[0]]", "[[1,2],[3]]",
		"[[1,2,3,4],[5,6,7,8],[9,10,11,12],[13,14,15,0]]", "[[", `{"a":1}`, "[[1e3,0]]", "[[-0,1]]", "[[01,0]]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		pos, err := sp.Parse(strings.NewReader(text))
		var board [][]int
		jerr := json.Unmarshal([]byte(text), &board)
		if err != nil {
			if pos != nil {
				t.Fatalf("%v, want nil", pos)
			}
			var ie *sp.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not a %T", err, &ie)
			}
			if !(ie.Offset >= 0 && ie.Offset <= int64(len(text))) {
				t.Fatalf("offset %d outside the input", ie.Offset)
			}
			if jerr == nil {
				_, _, ferr := sp.FromBoard(board)
				if err := ferr; err == nil {
					t.Fatalf("Parse rejects %q (%v), encoding/json and FromBoard accept it: no error", text, err)
				}
			}
			return
		}
		if err := jerr; err != nil {
			t.Fatalf("Parse accepts %q, encoding/json does not: unexpected error: %v", text, err)
		}
		p, s := pos.Puzzle, pos.State
		if want, got := board, p.Board(s); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		lit, err := json.Marshal(p.Board(s))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		again, err := sp.Parse(strings.NewReader(string(lit)))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := s, again.State; !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if p.Rows()*p.Cols() <= 9 {
			ans := sp.SlidingPuzzle(board)
			if want, got := p.Solvable(s), ans >= 0; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		}
	})
}
