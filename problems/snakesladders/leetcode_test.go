package snakesladders_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// corrupt breaks rows, a valid board's matrix, in one of the ways New
// rejects (or, for kind 0, leaves it valid), and names what it did.
func corrupt(rng *rand.Rand, rows [][]int) ([][]int, string) {
	n := len(rows)
	r, c := rng.IntN(n), rng.IntN(n)
	bad := []int{0, -2, n*n + 1, math.MinInt, math.MaxInt, -1 - n*n}
	switch kind := rng.IntN(8); kind {
	case 0:
		return rows, "valid"
	case 1, 2, 3:
		rows[r][c] = bad[rng.IntN(len(bad))]
		return rows, "bad cell"
	case 4: // a jump on n² leading elsewhere (n² is in row 0)
		col := 0
		if n%2 == 1 {
			col = n - 1
		}
		rows[0][col] = 1 + rng.IntN(n*n-1)
		return rows, "jump on n²"
	case 5:
		rows[r] = rows[r][:rng.IntN(n)]
		return rows, "short row"
	case 6:
		rows[r] = append(rows[r], -1)
		return rows, "long row"
	default:
		return rows[:rng.IntN(2)], "fewer than 2 rows"
	}
}

// TestLeetCodeMatchesEager: on 4,000 random matrices, valid or broken in
// each of New's rules, SnakesAndLadders (which checks the matrix and
// searches it without building a Board) answers what New and MinRolls
// answer on the built Board: -1 for every invalid matrix (New's error),
// the fewest rolls or -1 otherwise; valid ones also match the reference.
func TestLeetCodeMatchesEager(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1909))
	boards := 4000
	if testing.Short() {
		boards = 400
	}
	for i := range boards {
		n := 2 + rng.IntN(30)
		rows, kind := corrupt(rng, gen.Snakes(n, rng.Float64()*rng.Float64(), uint64(i)).Rows())
		want := -1
		b, err := snakesladders.New(rows)
		if err == nil {
			if d, ok := b.MinRolls(); ok {
				want = d
			}
			require.Equal(t, refMinRolls(rows), want, "board %d (%s)", i, kind)
		}
		require.Equal(t, kind == "valid", err == nil, "board %d (%s): %v", i, kind, err)
		require.Equal(t, want, snakesladders.SnakesAndLadders(rows), "board %d (%s): New says %v", i, kind, err)
	}
}

// TestLeetCodeUntouchedBadCell: a bad cell on a square the search never
// reads still gives -1. A ladder from square 2 to n² answers 1 after
// reading the cells of squares 2..7 only.
func TestLeetCodeUntouchedBadCell(t *testing.T) {
	n := 10
	rows := make([][]int, n)
	for r := range rows {
		rows[r] = slices.Repeat([]int{-1}, n)
	}
	r, c := snakesladders.Cell(n, 2)
	rows[r][c] = n * n
	require.Equal(t, 1, snakesladders.SnakesAndLadders(rows))
	require.Equal(t, 1, refMinRolls(rows))
	for _, bad := range []int{0, -2, n*n + 1} {
		for _, s := range []int{1, 50, n*n - 1} {
			r, c := snakesladders.Cell(n, s)
			rows[r][c] = bad
			require.Equal(t, -1, snakesladders.SnakesAndLadders(rows), "square %d holds %d", s, bad)
			rows[r][c] = -1
		}
	}
	r, c = snakesladders.Cell(n, n*n)
	rows[r][c] = 50 // a jump on n² leading elsewhere
	require.Equal(t, -1, snakesladders.SnakesAndLadders(rows))
	rows[r][c] = n * n // one to itself is accepted
	require.Equal(t, 1, snakesladders.SnakesAndLadders(rows))
}

// TestLeetCodeHugeBoard: more than MaxN rows is -1 without reading them.
func TestLeetCodeHugeBoard(t *testing.T) {
	require.Equal(t, -1, snakesladders.SnakesAndLadders(make([][]int, snakesladders.MaxN+1)))
}
