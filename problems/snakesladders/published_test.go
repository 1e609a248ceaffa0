package snakesladders_test

import (
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"testing"

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
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var lc leetcode909
	if err := json.Unmarshal(data, &lc); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := lc.Examples; len(v) != 2 {
		t.Fatalf("length %d, want %d: %v", len(v), 2, v)
	}
	return lc
}

// TestLeetCodeExamples: the official examples with LeetCode's expected
// outputs, and the statement's no-chaining example.
func TestLeetCodeExamples(t *testing.T) {
	lc := loadLeetCode(t)
	for i, ex := range lc.Examples {
		if want, got := ex.Output, snakesladders.SnakesAndLadders(ex.Board); !reflect.DeepEqual(want, got) {
			t.Errorf("example %d (%s): got %#v, want %#v", i+1, lc.Source, got, want)
		}
		if want, got := ex.Output, refMinRolls(ex.Board); !reflect.DeepEqual(want, got) {
			t.Errorf("reference, example %d: got %#v, want %#v", i+1, got, want)
		}
		b, err := snakesladders.New(ex.Board)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if err := searchtest.Check[int](b, 1); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
	}
	// "Moving to square 2 follows the ladder to 3 but does not continue to
	// 4" (LeetCode statement). Rolling 2 lands on 3 itself, whose ladder is
	// then taken to 4: one roll, the first (smallest) roll that wins.
	b, err := snakesladders.New(lc.NoChaining.Board)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	route, ok := b.Route()
	if !ok {
		t.Fatalf("ok is false")
	}
	if want, got := ([]snakesladders.Move{{From: 1, Roll: 2, Landed: 3, Jumped: true, To: 4}}), route; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	layers := collect(b)
	// Roll 1 lands on 2, whose ladder leads to 3 and stops there; roll 2
	// lands on 3, whose ladder leads to 4; roll 3 lands on 4.
	if want, got := ([][]int{{1}, {3, 4}}), layers; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := refLayers(lc.NoChaining.Board), layers; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := 1, snakesladders.SnakesAndLadders(lc.NoChaining.Board); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
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
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		layers := collect(b)
		if x, y := len(layers), 2; !(x >= y) {
			t.Fatalf("%v is not >= %v", x, y)
		}
		if want, got := ([]int{1}), layers[0]; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := ([]int{8, 3, 4, 5, 6, 7}), layers[1]; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := ([][]int{{1}, {8, 3, 4, 5, 6, 7}, {9}}), layers; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := refLayers(board), layers; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		d, ok := b.MinRolls()
		if !ok {
			t.Errorf("ok is false")
		}
		if want, got := 2, d; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("6x6 route", func(t *testing.T) {
		// LeetCode example 1: answer 4, through 2→15, 17→13, 14→35, then 36.
		b, err := snakesladders.New(loadLeetCode(t).Examples[0].Board)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		route, ok := b.Route()
		if !ok {
			t.Fatalf("ok is false")
		}
		if want, got := ([]snakesladders.Move{
			{From: 1, Roll: 1, Landed: 2, Jumped: true, To: 15},
			{From: 15, Roll: 2, Landed: 17, Jumped: true, To: 13},
			{From: 13, Roll: 1, Landed: 14, Jumped: true, To: 35},
			{From: 35, Roll: 1, Landed: 36, To: 36},
		}), route; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
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
			if want, got := tc.want, snakesladders.SnakesAndLadders(tc.board); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.want, refMinRolls(tc.board); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

// TestMiltonBradley: the classic 10×10 Chutes and Ladders board
// (testdata/milton-bradley.json). Square 1 holds a ladder to 38 there; under
// LeetCode's rules play starts ON square 1, so that ladder is never taken.
// The fewest rolls by our rules is 7, as the reference computes too.
func TestMiltonBradley(t *testing.T) {
	data, err := os.ReadFile("testdata/milton-bradley.json")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var mb struct {
		Ladders [][2]int `json:"ladders"`
		Chutes  [][2]int `json:"chutes"`
	}
	if err := json.Unmarshal(data, &mb); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := mb.Ladders; len(v) != 9 {
		t.Fatalf("length %d, want %d: %v", len(v), 9, v)
	}
	if v := mb.Chutes; len(v) != 10 {
		t.Fatalf("length %d, want %d: %v", len(v), 10, v)
	}
	board := make([][]int, 10)
	for r := range board {
		board[r] = slices.Repeat([]int{-1}, 10)
	}
	where := refLabels(10)
	for _, j := range append(mb.Ladders, mb.Chutes...) {
		board[where[j[0]][0]][where[j[0]][1]] = j[1]
	}
	b, err := snakesladders.New(board)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	to, ok := b.Jump(1)
	if !ok {
		t.Fatalf("ok is false")
	}
	if want, got := 38, to; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	want := refMinRolls(board)
	if want, got := 7, want; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	d, ok := b.MinRolls()
	if !ok {
		t.Fatalf("ok is false")
	}
	if want, got := want, d; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	route, ok := b.Route()
	if !ok {
		t.Fatalf("ok is false")
	}
	checkRoute(t, board, route, want, "milton-bradley")
	if s, sub := route, (snakesladders.Move{From: 1, Roll: 0, Landed: 1, Jumped: true, To: 38}); containsDeep(s, sub) {
		t.Errorf("%v contains %v", s, sub)
	}
	if want, got := refLayers(board), collect(b); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// TestRouteShortcut: a ladder from square 2 straight to n² on a 300×300
// board: one roll, whatever the board's size.
func TestRouteShortcut(t *testing.T) {
	board := plain(300)
	board[299][1] = 300 * 300 // square 2, bottom row
	b, err := snakesladders.New(board)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	route, ok := b.Route()
	if !ok {
		t.Fatalf("ok is false")
	}
	if want, got := ([]snakesladders.Move{{From: 1, Roll: 1, Landed: 2, Jumped: true, To: 90000}}), route; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := 1, snakesladders.SnakesAndLadders(board); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// containsDeep reports whether s holds an element deeply equal to x.
func containsDeep[T any](s []T, x T) bool {
	return slices.ContainsFunc(s, func(y T) bool { return reflect.DeepEqual(y, x) })
}
