package slidingpuzzle_test

import (
	_ "embed"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
)

// leetcode773 holds LeetCode 773's official examples; origin in
// testdata/README.md.
//
//go:embed testdata/leetcode773.json
var leetcode773 []byte

func TestLeetCodeExamples(t *testing.T) {
	var data struct {
		Goal     [][]int `json:"goal"`
		Examples []struct {
			Board  [][]int   `json:"board"`
			Output int       `json:"output"`
			Path   [][][]int `json:"example_path"`
		} `json:"examples"`
	}
	if err := json.Unmarshal(leetcode773, &data); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := data.Examples; len(v) != 3 {
		t.Fatalf("length %d, want %d: %v", len(v), 3, v)
	}
	p := sp.MustNew(2, 3)
	if want, got := data.Goal, p.Board(p.Goal()); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	for _, ex := range data.Examples {
		t.Run(bruteKey(ex.Board), func(t *testing.T) {
			if want, got := ex.Output, sp.SlidingPuzzle(ex.Board); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if ex.Path != nil {
				// The published path is one shortest path: check that it is
				// made of legal moves and that ours is as long.
				for i := 1; i < len(ex.Path); i++ {
					if s, sub := bruteMoves(ex.Path[i-1]), ex.Path[i]; !containsDeep(s, sub) {
						t.Errorf("%v does not contain %v", s, sub)
					}
				}
				_, s := mustState(t, ex.Board)
				path, ok := p.Solve(s)
				if !ok {
					t.Fatalf("ok is false")
				}
				if len(path) != len(ex.Path) {
					t.Errorf("length %d, want %d: %v", len(path), len(ex.Path), path)
				}
			}
		})
	}
}

// checkBoard compares SlidingPuzzle and Solve on one board with the
// reference distances, and checks that the path is made of legal moves.
func checkBoard(t *testing.T, board [][]int, dist map[string]int) {
	t.Helper()
	want, ok := dist[bruteKey(board)]
	if !ok {
		want = -1
	}
	if want, got := want, sp.SlidingPuzzle(board); !reflect.DeepEqual(want, got) {
		t.Fatalf("board %v: got %#v, want %#v", board, got, want)
	}
	p, s := mustState(t, board)
	if want, got := want >= 0, p.Solvable(s); !reflect.DeepEqual(want, got) {
		t.Fatalf("Solvable(%v): got %#v, want %#v", board, got, want)
	}
	path, ok := p.Solve(s)
	if want, got := want >= 0, ok; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if !ok {
		return
	}
	if len(path) != want+1 {
		t.Fatalf("length %d, want %d: %v", len(path), want+1, path)
	}
	if want, got := s, path[0]; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := p.Goal(), path[len(path)-1]; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	for i := 1; i < len(path); i++ {
		if s, sub := bruteMoves(p.Board(path[i-1])), p.Board(path[i]); !containsDeep(s, sub) {
			t.Fatalf("%v does not contain %v", s, sub)
		}
	}
}

// TestEveryBoard checks every arrangement of the small boards, 2×3 (all 720)
// included, solvable or not, against the map-based reference.
func TestEveryBoard(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
	}{
		{"1x1", 1, 1}, {"1x2", 1, 2}, {"1x4", 1, 4}, {"4x1", 4, 1},
		{"2x2", 2, 2}, {"2x3", 2, 3}, {"3x2", 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, dist := bruteLayers(tc.rows, tc.cols)
			for _, b := range brutePerms(tc.rows, tc.cols) {
				checkBoard(t, b, dist)
			}
		})
	}
}

// TestRandomBoards checks random arrangements (half of them unsolvable) of
// the 2×4 and 4×2 boards against the reference: 30 each (10 of the 2×4
// under -short); TestHeavyRandomBoards checks 300 of the 3×3 board, whose
// map-based reference (181,440 boards) costs seconds, and 300 and 100 of
// the others.
func TestRandomBoards(t *testing.T) {
	if testsize.Short() {
		randomBoards(t, []randomCase{{"2x4", 2, 4, 10}})
		return
	}
	randomBoards(t, []randomCase{{"2x4", 2, 4, 30}, {"4x2", 4, 2, 30}})
}

func TestHeavyRandomBoards(t *testing.T) {
	testsize.RequireHeavy(t)
	randomBoards(t, []randomCase{{"3x3", 3, 3, 300}, {"2x4", 2, 4, 300}, {"4x2", 4, 2, 100}})
}

type randomCase struct {
	name       string
	rows, cols int
	n          int
}

func randomBoards(t *testing.T, cases []randomCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, dist := bruteLayers(tc.rows, tc.cols)
			r := rand.New(rand.NewPCG(773, uint64(tc.rows)))
			for range tc.n {
				tiles := r.Perm(tc.rows * tc.cols)
				b := make([][]int, tc.rows)
				for i := range b {
					b[i] = tiles[i*tc.cols : (i+1)*tc.cols]
				}
				checkBoard(t, b, dist)
			}
		})
	}
}

// TestFifteen solves 15-puzzle positions a known number of random-walk
// moves from the goal; a position scrambled by k moves is at most k away
// and has the parity of k, and the path must be legal.
func TestFifteen(t *testing.T) {
	p := sp.MustNew(4, 4)
	r := rand.New(rand.NewPCG(15, 15))
	for range 5 {
		b := p.Board(p.Goal())
		for range 20 {
			moves := bruteMoves(b)
			b = moves[r.IntN(len(moves))]
		}
		_, s := mustState(t, b)
		path, ok := p.Solve(s)
		if !ok {
			t.Fatalf("ok is false")
		}
		if x, y := len(path)-1, 20; !(x <= y) {
			t.Errorf("%v is not <= %v", x, y)
		}
		if want, got := 0, (len(path)-1)%2; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		for i := 1; i < len(path); i++ {
			if s, sub := bruteMoves(p.Board(path[i-1])), p.Board(path[i]); !containsDeep(s, sub) {
				t.Fatalf("%v does not contain %v", s, sub)
			}
		}
	}
	// Two tiles swapped: unsolvable, answered without search.
	if want, got := -1, (sp.SlidingPuzzle([][]int{{2, 1, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 0}})); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

func TestInvalidBoards(t *testing.T) {
	for _, tc := range []struct {
		name     string
		board    [][]int
		rule     error
		row, col int
		want     string
	}{
		{"nil", nil, sp.ErrEmpty, -1, -1, "no rows"},
		{"empty row", [][]int{{}}, sp.ErrEmpty, 0, -1, "board[0]: empty: row has no cells"},
		{"ragged", [][]int{{1, 2, 3}, {4, 0}}, sp.ErrRagged, 1, -1, "board[1]: rows must all have the length of row 0: row has 2 cells, row 0 has 3"},
		{"oversized", [][]int{{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}, {16, 17, 18, 19, 0}}, sp.ErrTooBig, -1, -1, "the board is 4×5 = 20 cells"},
		{"tile too big", [][]int{{1, 2, 3}, {4, 6, 0}}, sp.ErrBadCell, 1, 1, "board[1][1]: a tile is an integer in 0..m·n−1: tile 6 is outside 0..5"},
		{"negative tile", [][]int{{1, -2}, {3, 0}}, sp.ErrBadCell, 0, 1, "tile -2 is outside 0..3"},
		{"duplicate", [][]int{{1, 2, 3}, {4, 2, 0}}, sp.ErrDuplicate, 1, 1, "board[1][1]: every tile appears once: tile 2 is also at board[0][1]"},
		{"two blanks", [][]int{{0, 2}, {1, 0}}, sp.ErrDuplicate, 1, 1, "tile 0 is also at board[0][0]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := sp.FromBoard(tc.board)
			if !errors.Is(err, tc.rule) {
				t.Fatalf("error %v, want %v", err, tc.rule)
			}
			if err, sub := err, tc.want; err == nil || !strings.Contains(err.Error(), sub) {
				t.Fatalf("error %v, want one containing %q", err, sub)
			}
			var ie *sp.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not a %T", err, &ie)
			}
			if want, got := ([3]int64{-1, int64(tc.row), int64(tc.col)}), ([3]int64{ie.Offset, int64(ie.Row), int64(ie.Col)}); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := -1, sp.SlidingPuzzle(tc.board); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}
