package islands_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

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
			if g != nil {
				t.Fatalf("a grid with the error %v", err)
			}
			var ie *islands.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("%T %v", err, err)
			}
			if ie.Offset < 0 || ie.Offset > int64(len(input)) {
				t.Errorf("offset %d outside the input [0, %d]", ie.Offset, len(input))
			}
			if !strings.HasPrefix(err.Error(), "islands: offset ") {
				t.Errorf("error %q does not start with %q", err, "islands: offset ")
			}
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
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if g.Rows() > 0 && g.Cols() == 0 {
			// [[],[]] round-trips as rows without cells.
			if want, got := g.Rows(), again.Rows(); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		} else {
			if want, got := g, again; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		}
		if want, got := len(unionFind(grid)), g.Count(); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if want, got := g.Count(), islands.NumIslands(grid); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
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
			if want, got := -1, islands.NumIslands(grid); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			var ie *islands.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("errors.As(err, &ie) is false")
			}
			if x, y := ie.Row, 0; !(x >= y) {
				t.Fatalf("%v is not >= %v", x, y)
			}
			if x, y := ie.Row, len(grid); !(x < y) {
				t.Fatalf("%v is not < %v", x, y)
			}
			if ie.Col < 0 {
				if want, got := len(grid[0]), len(grid[ie.Row]); reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want something else", got)
				}
			} else {
				b := grid[ie.Row][ie.Col]
				if !(b != '0' && b != '1') {
					t.Errorf("b != '0' && b != '1' is false")
				}
			}
			return
		}
		for _, row := range grid {
			if len(row) != len(grid[0]) {
				t.Fatalf("length %d, want %d: %v", len(row), len(grid[0]), row)
			}
			if want, got := "", strings.Trim(string(row), "01"); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		}
		if want, got := len(grid), g.Rows(); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if want, got := len(unionFind(grid)), islands.NumIslands(grid); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
	})
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
