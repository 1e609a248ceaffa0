package slidingpuzzle_test

import (
	_ "embed"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
	require.NoError(t, json.Unmarshal(leetcode773, &data))
	require.Len(t, data.Examples, 3)
	p := sp.MustNew(2, 3)
	assert.Equal(t, data.Goal, p.Board(p.Goal()))
	for _, ex := range data.Examples {
		t.Run(bruteKey(ex.Board), func(t *testing.T) {
			assert.Equal(t, ex.Output, sp.SlidingPuzzle(ex.Board))
			if ex.Path != nil {
				// The published path is one shortest path: check that it is
				// made of legal moves and that ours is as long.
				for i := 1; i < len(ex.Path); i++ {
					assert.Contains(t, bruteMoves(ex.Path[i-1]), ex.Path[i])
				}
				_, s := mustState(t, ex.Board)
				path, ok := p.Solve(s)
				require.True(t, ok)
				assert.Len(t, path, len(ex.Path))
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
	require.Equal(t, want, sp.SlidingPuzzle(board), "board %v", board)
	p, s := mustState(t, board)
	require.Equal(t, want >= 0, p.Solvable(s), "Solvable(%v)", board)
	path, ok := p.Solve(s)
	require.Equal(t, want >= 0, ok)
	if !ok {
		return
	}
	require.Len(t, path, want+1)
	require.Equal(t, s, path[0])
	require.Equal(t, p.Goal(), path[len(path)-1])
	for i := 1; i < len(path); i++ {
		require.Contains(t, bruteMoves(p.Board(path[i-1])), p.Board(path[i]))
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
		require.True(t, ok)
		assert.LessOrEqual(t, len(path)-1, 20)
		assert.Equal(t, 0, (len(path)-1)%2)
		for i := 1; i < len(path); i++ {
			require.Contains(t, bruteMoves(p.Board(path[i-1])), p.Board(path[i]))
		}
	}
	// Two tiles swapped: unsolvable, answered without search.
	assert.Equal(t, -1, sp.SlidingPuzzle([][]int{{2, 1, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 0}}))
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
			require.ErrorIs(t, err, tc.rule)
			require.ErrorContains(t, err, tc.want)
			var ie *sp.InputError
			require.ErrorAs(t, err, &ie)
			assert.Equal(t, [3]int64{-1, int64(tc.row), int64(tc.col)}, [3]int64{ie.Offset, int64(ie.Row), int64(ie.Col)})
			assert.Equal(t, -1, sp.SlidingPuzzle(tc.board))
		})
	}
}
