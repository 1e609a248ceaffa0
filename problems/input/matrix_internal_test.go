package input

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// ints is a Matrix of integer cells that fails on a negative cell.
func ints(got *[][]int) *Matrix {
	return &Matrix{
		Pkg: "test", Name: "grid",
		Cell: func(row, col int, raw []byte) *Error {
			v, ok := Int(raw)
			if !ok || v < 0 {
				return &Error{Err: errBad, Detail: Describe(raw)}
			}
			for len(*got) <= row {
				*got = append(*got, nil)
			}
			(*got)[row] = append((*got)[row], v)
			return nil
		},
		EndRow:    func(row, cols int) *Error { return nil },
		EndMatrix: func(rows int) *Error { return nil },
	}
}

var errBad = errors.New("bad")

// TestMatrixOffsets checks the offset of every kind of fault against the
// index of the offending byte, found in the input by hand (the marker).
func TestMatrixOffsets(t *testing.T) {
	cases := []struct {
		name, input, at string // at: the input's text from the offending byte on
		rule            error
		row, col        int
	}{
		{"syntax in first row", `[["1", tru]]`, `]]`, ErrSyntax, -1, -1},
		{"syntax in later row", `[[1],  [1 2]]`, `2]]`, ErrSyntax, -1, -1},
		{"spaces before comma", "[ [1] , [1 x]]", `x]]`, ErrSyntax, -1, -1},
		{"leading zero", `[[1],[1,03]]`, `3]]`, ErrSyntax, -1, -1},
		{"leading zero first", `[[03]]`, `3]]`, ErrSyntax, -1, -1},
		{"bad cell", "[[1, 2],\n [3, -4]]", `-4]]`, errBad, 1, 1},
		{"bad cell string", `[[1],["1"]]`, `"1"]]`, errBad, 1, 0},
		{"row not array", `[[1], 5]`, `5]`, ErrSyntax, 1, -1},
		{"missing comma", `[[1] [2]]`, `[2]]`, ErrSyntax, -1, -1},
		{"missing comma at the end", `[[1],[2]3`, `3`, ErrSyntax, -1, -1},
		{"not array", `{"a":1}`, `{"a":1}`, ErrSyntax, -1, -1},
		{"prefix", `Input: grid = [[1]]`, `Input: grid = [[1]]`, ErrSyntax, -1, -1},
		{"trailing", `[[1]] [`, `[`, ErrSyntax, -1, -1},
		{"trailing word", `[[1]]x`, `x`, ErrSyntax, -1, -1},
		{"empty", ``, ``, ErrEmpty, -1, -1},
		{"blank", "  \n", ``, ErrEmpty, -1, -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var got [][]int
			err := ints(&got).Read(strings.NewReader(tc.input))
			var e *Error
			if !errors.Is(err, tc.rule) || !errors.As(err, &e) {
				t.Fatalf("error %v, want an *Error of rule %v", err, tc.rule)
			}
			want := int64(strings.LastIndex(tc.input, tc.at))
			if tc.at == "" {
				want = int64(len(strings.TrimRight(tc.input, " \n")))
			}
			if e.Offset != want || e.Row != tc.row || e.Col != tc.col {
				t.Errorf("%v: offset %d, row %d, col %d; want offset %d, row %d, col %d", err, e.Offset, e.Row, e.Col, want, tc.row, tc.col)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("%q: more than one line", err.Error())
			}
		})
	}
}

// squash is err's message with every run of whitespace made one space:
// a value quoted in a message has its runs cut (see blanks).
func squash(err error) string { return strings.Join(strings.Fields(fmt.Sprint(err)), " ") }

// FuzzMatrix checks Read against encoding/json on any text: it accepts
// exactly the arrays of arrays that json.Unmarshal accepts (with cells
// that Int reads as non-negative), with the same cells, and it reports
// every fault inside the input on one line. With runs of whitespace cut
// to one byte before the json.Decoder (see blanks), it gives the same
// cells or the same error, offsets included.
func FuzzMatrix(f *testing.F) {
	for _, s := range []string{"[[1,2],[3,4]]", " [ [ 1 ] , [ 2 ] ] ", "[]", "[[]]", "[[1] [2]]", "[[1],[2]3", "[[03]]",
		`[["a"]]`, "[[-1]]", "[1]", "[[1]] x", "", `[[1,"\u00e9"]]`, "[[1,  -2]]", "[ [1]  [2]]", "[[1,\n\n 2 ,  x]]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var got, cutGot [][]int
		err := ints(&got).Read(strings.NewReader(text))
		var cutErr error
		withMaxBlank(1, func() { cutErr = ints(&cutGot).Read(strings.NewReader(text)) })
		if squash(err) != squash(cutErr) || !reflect.DeepEqual(got, cutGot) {
			t.Fatalf("%q: %v, %v; with whitespace cut: %v, %v", text, got, err, cutGot, cutErr)
		}
		var want [][]json.RawMessage
		jerr := json.Unmarshal([]byte(text), &want)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%q: error %v is not an *Error", text, err)
			}
			if e.Offset < 0 || e.Offset > int64(len(text)) {
				t.Fatalf("offset %d outside %q", e.Offset, text)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("%q: more than one line", err.Error())
			}
			if jerr == nil && want != nil && !errors.Is(err, errBad) {
				t.Fatalf("Read rejects %q (%v), encoding/json accepts it", text, err)
			}
			return
		}
		if jerr != nil {
			t.Fatalf("Read accepts %q, encoding/json does not: %v", text, jerr)
		}
		if want == nil {
			t.Fatalf("Read accepts null: %q", text)
		}
		var cells [][]int
		for r, row := range want {
			for _, c := range row {
				v, ok := Int(c)
				if !ok {
					t.Fatalf("Int(%s) fails on a cell Read accepted", c)
				}
				for len(cells) <= r {
					cells = append(cells, nil)
				}
				cells[r] = append(cells[r], v)
			}
		}
		if !reflect.DeepEqual(cells, got) {
			t.Fatalf("%q: Read gives %v, encoding/json %v", text, got, cells)
		}
	})
}
