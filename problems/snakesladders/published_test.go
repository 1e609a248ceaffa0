package snakesladders_test

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// leetcode909 is testdata/leetcode909.json: LeetCode's official examples
// (origin in testdata/README.md).
type leetcode909 struct {
	Source   string `json:"source"`
	Examples []struct {
		Board  [][]int `json:"board"`
		Output int     `json:"output"`
	} `json:"examples"`
	NoChaining struct {
		Board [][]int `json:"board"`
	} `json:"statement_example_no_chaining"`
}

func loadLeetCode(t *testing.T) leetcode909 {
	t.Helper()
	data, err := os.ReadFile("testdata/leetcode909.json")
	require.NoError(t, err)
	var lc leetcode909
	require.NoError(t, json.Unmarshal(data, &lc))
	require.Len(t, lc.Examples, 2)
	return lc
}

// TestLeetCodeExamples: the official examples with LeetCode's expected
// outputs, and the statement's no-chaining example.
func TestLeetCodeExamples(t *testing.T) {
	lc := loadLeetCode(t)
	for i, ex := range lc.Examples {
		assert.Equal(t, ex.Output, snakesladders.SnakesAndLadders(ex.Board), "example %d (%s)", i+1, lc.Source)
		assert.Equal(t, ex.Output, refMinRolls(ex.Board), "reference, example %d", i+1)
		b, err := snakesladders.New(ex.Board)
		require.NoError(t, err)
		require.NoError(t, searchtest.Check[int](b, 1))
	}
	// "Moving to square 2 follows the ladder to 3 but does not continue to
	// 4" (LeetCode statement). Rolling 2 lands on 3 itself, whose ladder is
	// then taken to 4: one roll, the first (smallest) roll that wins.
	b, err := snakesladders.New(lc.NoChaining.Board)
	require.NoError(t, err)
	route, ok := b.Route()
	require.True(t, ok)
	assert.Equal(t, []snakesladders.Move{{From: 1, Roll: 2, Landed: 3, Jumped: true, To: 4}}, route)
	layers := collect(b)
	// Roll 1 lands on 2, whose ladder leads to 3 and stops there; roll 2
	// lands on 3, whose ladder leads to 4; roll 3 lands on 4.
	assert.Equal(t, [][]int{{1}, {3, 4}}, layers)
	assert.Equal(t, refLayers(lc.NoChaining.Board), layers)
	assert.Equal(t, 1, snakesladders.SnakesAndLadders(lc.NoChaining.Board))
}

func collect(b *snakesladders.Board) [][]int {
	var out [][]int
	for _, l := range b.Layers() {
		out = append(out, slices.Clone(l))
	}
	return out
}

// TestWalkthroughs: the walk-throughs of docs/graph.md, worked by hand.
func TestWalkthroughs(t *testing.T) {
	t.Run("3x3 layers", func(t *testing.T) {
		// Rolling 1 lands on 2, whose ladder leads to 8; the ladder on 8 is
		// not taken in the same move. Answer 2.
		board := [][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}}
		b, err := snakesladders.New(board)
		require.NoError(t, err)
		layers := collect(b)
		require.GreaterOrEqual(t, len(layers), 2)
		assert.Equal(t, []int{1}, layers[0])
		assert.Equal(t, []int{8, 3, 4, 5, 6, 7}, layers[1])
		assert.Equal(t, [][]int{{1}, {8, 3, 4, 5, 6, 7}, {9}}, layers)
		assert.Equal(t, refLayers(board), layers)
		d, ok := b.MinRolls()
		assert.True(t, ok)
		assert.Equal(t, 2, d)
	})
	t.Run("6x6 route", func(t *testing.T) {
		// LeetCode example 1: answer 4, through 2→15, 17→13, 14→35, then 36.
		b, err := snakesladders.New(loadLeetCode(t).Examples[0].Board)
		require.NoError(t, err)
		route, ok := b.Route()
		require.True(t, ok)
		assert.Equal(t, []snakesladders.Move{
			{From: 1, Roll: 1, Landed: 2, Jumped: true, To: 15},
			{From: 15, Roll: 2, Landed: 17, Jumped: true, To: 13},
			{From: 13, Roll: 1, Landed: 14, Jumped: true, To: 35},
			{From: 35, Roll: 1, Landed: 36, To: 36},
		}, route)
	})
	for _, tc := range []struct {
		name  string
		board [][]int
		want  int
	}{
		{name: "2x2 ladder to 3", board: [][]int{{-1, -1}, {-1, 3}}, want: 1},
		// Cell (0,0) is square 4 = n², leading to itself: accepted, a no-op.
		{name: "2x2 self-jump on n²", board: [][]int{{4, -1}, {-1, 3}}, want: 1},
		// Square 1 holds a ladder to 4, never taken: play starts on 1.
		{name: "2x2 ladder on square 1 never taken", board: [][]int{{-1, -1}, {4, -1}}, want: 1},
		// Square 1 leads to 9, but 2..7 all snake back to 1: unreachable.
		{name: "3x3 ladder on square 1 never taken", board: [][]int{{1, -1, -1}, {1, 1, 1}, {9, 1, 1}}, want: -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, snakesladders.SnakesAndLadders(tc.board))
			assert.Equal(t, tc.want, refMinRolls(tc.board))
		})
	}
}

// TestMiltonBradley: the classic 10×10 Chutes and Ladders board
// (testdata/milton-bradley.json). Square 1 holds a ladder to 38 there; under
// LeetCode's rules play starts ON square 1, so that ladder is never taken.
// The fewest rolls by our rules is 7, as the reference computes too.
func TestMiltonBradley(t *testing.T) {
	data, err := os.ReadFile("testdata/milton-bradley.json")
	require.NoError(t, err)
	var mb struct {
		Ladders [][2]int `json:"ladders"`
		Chutes  [][2]int `json:"chutes"`
	}
	require.NoError(t, json.Unmarshal(data, &mb))
	require.Len(t, mb.Ladders, 9)
	require.Len(t, mb.Chutes, 10)
	board := make([][]int, 10)
	for r := range board {
		board[r] = slices.Repeat([]int{-1}, 10)
	}
	where := refLabels(10)
	for _, j := range append(mb.Ladders, mb.Chutes...) {
		board[where[j[0]][0]][where[j[0]][1]] = j[1]
	}
	b, err := snakesladders.New(board)
	require.NoError(t, err)
	to, ok := b.Jump(1)
	require.True(t, ok)
	require.Equal(t, 38, to)
	want := refMinRolls(board)
	require.Equal(t, 7, want)
	d, ok := b.MinRolls()
	require.True(t, ok)
	assert.Equal(t, want, d)
	route, ok := b.Route()
	require.True(t, ok)
	checkRoute(t, board, route, want, "milton-bradley")
	assert.NotContains(t, route, snakesladders.Move{From: 1, Roll: 0, Landed: 1, Jumped: true, To: 38})
	assert.Equal(t, refLayers(board), collect(b))
}

// TestRouteShortcut: a ladder from square 2 straight to n² on a 300×300
// board: one roll, whatever the board's size.
func TestRouteShortcut(t *testing.T) {
	board := plain(300)
	board[299][1] = 300 * 300 // square 2, bottom row
	b, err := snakesladders.New(board)
	require.NoError(t, err)
	route, ok := b.Route()
	require.True(t, ok)
	assert.Equal(t, []snakesladders.Move{{From: 1, Roll: 1, Landed: 2, Jumped: true, To: 90000}}, route)
	assert.Equal(t, 1, snakesladders.SnakesAndLadders(board))
}
