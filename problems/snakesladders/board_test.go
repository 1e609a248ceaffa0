package snakesladders_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
			require.Error(t, err)
			assert.Nil(t, b)
			assert.True(t, errors.Is(err, tc.rule), "%v does not wrap %v", err, tc.rule)
			assert.Contains(t, err.Error(), tc.msg)
			want, _ := refLazy(tc.board)
			assert.Equal(t, tc.unread, want != -1, "reference answer %d", want)
			assert.Equal(t, want, snakesladders.SnakesAndLadders(tc.board))
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
			require.NoError(t, err)
			assert.Equal(t, tc.board, b.Rows())
			assert.Equal(t, len(tc.board), b.N())
			assert.Equal(t, len(tc.board)*len(tc.board), b.Len())
			d, ok := b.MinRolls()
			assert.True(t, ok)
			assert.Equal(t, tc.want, d)
			assert.Equal(t, refMinRolls(tc.board), d)
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
			assert.Equal(t, where[s], [2]int{r, c}, "n=%d s=%d", n, s)
			assert.Equal(t, s, snakesladders.Square(n, r, c), "n=%d (%d,%d)", n, r, c)
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
			assert.PanicsWithValue(t, fmt.Sprintf("snakesladders: %s", panicText(tc.f)), tc.f)
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
	require.NoError(t, err)
	for _, s := range []int{0, -5, 10} {
		assert.Panics(t, func() { b.Neighbors(s, func(int) bool { return true }) }, "Neighbors(%d)", s)
		assert.Panics(t, func() { b.Jump(s) }, "Jump(%d)", s)
	}
}

func TestNeighborsOrder(t *testing.T) {
	// The 3×3 board of docs/graph.md: square 2 leads to 8, square 8 to 9.
	b, err := snakesladders.New([][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}})
	require.NoError(t, err)
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
			assert.Equal(t, tc.want, got)
			// Stopping early: yield returning false ends the sequence.
			if len(tc.want) > 1 {
				calls := 0
				b.Neighbors(tc.s, func(int) bool { calls++; return false })
				assert.Equal(t, 1, calls)
			}
		})
	}
	to, ok := b.Jump(2)
	assert.True(t, ok)
	assert.Equal(t, 8, to)
	_, ok = b.Jump(3)
	assert.False(t, ok)
	assert.Equal(t, 4, b.Index(5))
	assert.Equal(t, 5, b.State(4))
}
