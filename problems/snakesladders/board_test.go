package snakesladders_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

func TestNewErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board [][]int
		rule  error
		msg   string // a substring naming the position
		// unread: the bad cell is one SnakesAndLadders never reads, so
		// it answers instead of returning -1.
		unread bool
	}{
		{name: "nil", board: nil, rule: snakesladders.ErrEmpty, msg: "the board has no rows"},
		{name: "empty", board: [][]int{}, rule: snakesladders.ErrEmpty, msg: "the board has no rows"},
		{name: "1x1", board: [][]int{{-1}}, rule: snakesladders.ErrTooSmall, msg: "1 rows"},
		{name: "short row", board: [][]int{{-1, -1}, {-1}}, rule: snakesladders.ErrNotSquare, msg: "board[1]: the board must be square: every row has n cells: row has 1 cells, the board has 2 rows"},
		{name: "long row", board: [][]int{{-1, -1, -1}, {-1, -1}}, rule: snakesladders.ErrNotSquare, msg: "board[0]: the board must be square: every row has n cells: row has 3 cells, the board has 2 rows"},
		{name: "nil row", board: [][]int{nil, {-1, -1}}, rule: snakesladders.ErrNotSquare, msg: "board[0]: the board must be square: every row has n cells: row has 0 cells"},
		{name: "zero", board: [][]int{{-1, -1}, {0, -1}}, rule: snakesladders.ErrBadCell, msg: "board[1][0]: a cell holds -1 or a square in 1..n²: square 1 holds 0", unread: true},
		{name: "minus two", board: [][]int{{-1, -1}, {-1, -2}}, rule: snakesladders.ErrBadCell, msg: "board[1][1]: a cell holds -1 or a square in 1..n²: square 2 holds -2"},
		{name: "past n²", board: [][]int{{-1, 5}, {-1, -1}}, rule: snakesladders.ErrBadCell, msg: "board[0][1]: a cell holds -1 or a square in 1..n²: square 3 holds 5"},
		{name: "huge", board: [][]int{{-1, 1 << 62}, {-1, -1}}, rule: snakesladders.ErrBadCell, msg: "square 3"},
		{name: "jump on n² (n even)", board: [][]int{{2, -1}, {-1, -1}}, rule: snakesladders.ErrJumpOnLast, msg: "board[0][0]: square n² holds a jump away from it: the game could never end there: square 4 holds 2"},
		{name: "jump on n² (n odd)", board: [][]int{{-1, -1, 1}, {-1, -1, -1}, {-1, -1, -1}}, rule: snakesladders.ErrJumpOnLast, msg: "board[0][2]: square n² holds a jump away from it: the game could never end there: square 9 holds 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := snakesladders.New(tc.board)
			if err == nil {
				t.Fatalf("no error")
			}
			if b != nil {
				t.Errorf("%v, want nil", b)
			}
			if !errors.Is(err, tc.rule) {
				t.Errorf("%v does not wrap %v", err, tc.rule)
			}
			if s, sub := err.Error(), tc.msg; !strings.Contains(s, sub) {
				t.Errorf("%q does not contain %q", s, sub)
			}
			want, _ := refLazy(tc.board)
			if expected, actual := tc.unread, want != -1; !reflect.DeepEqual(expected, actual) {
				t.Errorf("reference answer %d: got %#v, want %#v", want, actual, expected)
			}
			if want, got := want, snakesladders.SnakesAndLadders(tc.board); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestNewAccepts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		board [][]int
		want  int
	}{
		{name: "plain 2x2", board: [][]int{{-1, -1}, {-1, -1}}, want: 1},
		{name: "self-jump on n²", board: [][]int{{4, -1}, {-1, -1}}, want: 1},
		{name: "jump on 1 to n²", board: [][]int{{-1, -1}, {4, -1}}, want: 1},
		{name: "snake to own square", board: [][]int{{-1, -1}, {-1, 2}}, want: 1},
		{name: "all snakes to 1", board: [][]int{{-1, 1}, {-1, 1}}, want: 1},
		{name: "7x7 plain", board: plain(7), want: 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := snakesladders.New(tc.board)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.board, b.Rows(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := len(tc.board), b.N(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := len(tc.board)*len(tc.board), b.Len(); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			d, ok := b.MinRolls()
			if !ok {
				t.Errorf("ok is false")
			}
			if want, got := tc.want, d; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := refMinRolls(tc.board), d; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func plain(n int) [][]int {
	b := make([][]int, n)
	for r := range b {
		b[r] = make([]int, n)
		for c := range b[r] {
			b[r][c] = -1
		}
	}
	return b
}

func TestSquareCell(t *testing.T) {
	for n := 1; n <= 12; n++ {
		where := refLabels(n)
		for s := 1; s <= n*n; s++ {
			r, c := snakesladders.Cell(n, s)
			if want, got := where[s], ([2]int{r, c}); !reflect.DeepEqual(want, got) {
				t.Errorf("n=%d s=%d: got %#v, want %#v", n, s, got, want)
			}
			if want, got := s, snakesladders.Square(n, r, c); !reflect.DeepEqual(want, got) {
				t.Errorf("n=%d (%d,%d): got %#v, want %#v", n, r, c, got, want)
			}
		}
	}
	for _, tc := range []struct {
		name string
		f    func()
	}{
		{name: "Square row -1", f: func() { snakesladders.Square(3, -1, 0) }},
		{name: "Square col n", f: func() { snakesladders.Square(3, 0, 3) }},
		{name: "Square n 0", f: func() { snakesladders.Square(0, 0, 0) }},
		{name: "Cell 0", f: func() { snakesladders.Cell(3, 0) }},
		{name: "Cell n²+1", f: func() { snakesladders.Cell(3, 10) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			func() {
				defer func() {
					if r := recover(); r != fmt.Sprintf("snakesladders: %s", panicText(tc.f)) {
						t.Errorf("panic %#v, want %#v", r, fmt.Sprintf("snakesladders: %s", panicText(tc.f)))
					}
				}()
				(tc.f)()
			}()
		})
	}
}

// panicText returns the panic message of f without its "snakesladders: "
// prefix, failing the comparison if the prefix is missing.
func panicText(f func()) (msg string) {
	defer func() {
		s, _ := recover().(string)
		const p = "snakesladders: "
		if len(s) >= len(p) && s[:len(p)] == p {
			msg = s[len(p):]
		}
	}()
	f()
	return ""
}

func TestMisusePanics(t *testing.T) {
	b, err := snakesladders.New(plain(3))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	for _, s := range []int{0, -5, 10} {
		func() {
			defer func() {
				if r := recover(); r == nil {
					t.Errorf("Neighbors(%d): no panic", s)
				}
			}()
			b.Neighbors(s, func(int) bool { return true })
		}()
		func() {
			defer func() {
				if r := recover(); r == nil {
					t.Errorf("Jump(%d): no panic", s)
				}
			}()
			b.Jump(s)
		}()
	}
}

func TestNeighborsOrder(t *testing.T) {
	// The 3×3 board of docs/graph.md: square 2 leads to 8, square 8 to 9.
	b, err := snakesladders.New([][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}})
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	for _, tc := range []struct {
		name string
		s    int
		want []int
	}{
		{name: "from 1", s: 1, want: []int{8, 3, 4, 5, 6, 7}},
		{name: "from 5 stops at n²", s: 5, want: []int{6, 7, 9, 9}},
		{name: "from 8", s: 8, want: []int{9}},
		{name: "from n²", s: 9, want: nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []int
			b.Neighbors(tc.s, func(v int) bool { got = append(got, v); return true })
			if want, got := tc.want, got; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			// Stopping early: yield returning false ends the sequence.
			if len(tc.want) > 1 {
				calls := 0
				b.Neighbors(tc.s, func(int) bool { calls++; return false })
				if want, got := 1, calls; !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			}
		})
	}
	to, ok := b.Jump(2)
	if !ok {
		t.Errorf("ok is false")
	}
	if want, got := 8, to; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	_, ok = b.Jump(3)
	if ok {
		t.Errorf("ok is true")
	}
	if want, got := 4, b.Index(5); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := 5, b.State(4); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}
