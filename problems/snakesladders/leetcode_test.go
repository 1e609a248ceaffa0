package snakesladders_test

import (
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// corrupt breaks rows, a valid board's matrix, in one of the ways New
// rejects (or, for kind 0, leaves it valid), and names what it did. For a
// broken cell it also returns the cell's square (0 otherwise).
func corrupt(rng *rand.Rand, rows [][]int) (broken [][]int, kind string, square int) {
	n := len(rows)
	r, c := rng.IntN(n), rng.IntN(n)
	bad := []int{0, -2, n*n + 1, math.MinInt, math.MaxInt, -1 - n*n}
	switch kind := rng.IntN(8); kind {
	case 0:
		return rows, "valid", 0
	case 1, 2, 3:
		rows[r][c] = bad[rng.IntN(len(bad))]
		return rows, "bad cell", snakesladders.Square(n, r, c)
	case 4: // a jump on n² leading elsewhere (n² is in row 0)
		col := 0
		if n%2 == 1 {
			col = n - 1
		}
		rows[0][col] = 1 + rng.IntN(n*n-1)
		return rows, "jump on n²", n * n
	case 5:
		rows[r] = rows[r][:rng.IntN(n)]
		return rows, "short row", 0
	case 6:
		rows[r] = append(rows[r], -1)
		return rows, "long row", 0
	default:
		return rows[:rng.IntN(2)], "fewer than 2 rows", 0
	}
}

// TestLeetCodeMatchesEager: on 4,000 random boards, SnakesAndLadders
// answers what New and MinRolls answer (and the reference refMinRolls) on
// every valid one. Each board is then broken in one of New's rules, or
// left valid; on the broken matrix SnakesAndLadders gives -1 when the
// defect is in the shape or in a cell that the search reads (the cells the
// independent layered BFS refLazy reads on the valid board), and the valid
// board's answer when the defect lies in a cell it never reads. New
// rejects every broken matrix.
// TestHeavyLeetCodeMatchesEager is TestLeetCodeMatchesEager on 4,000
// boards (400 in the default run, 100 under -short).
func TestHeavyLeetCodeMatchesEager(t *testing.T) {
	testsize.RequireHeavy(t)
	TestLeetCodeMatchesEager(t)
}

func TestLeetCodeMatchesEager(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1909))
	boards := testsize.Pick(400, 100)
	if testsize.Heavy() {
		boards = 4000
	}
	outcomes := map[string]int{}
	for i := range boards {
		n := 2 + rng.IntN(30)
		g := gen.Snakes(n, rng.Float64()*rng.Float64(), uint64(i))
		b, err := snakesladders.New(g.Rows())
		if err != nil {
			t.Fatalf("board %d: unexpected error: %v", i, err)
		}
		want := -1
		if d, ok := b.MinRolls(); ok {
			want = d
		}
		if want, got := refMinRolls(g.Rows()), want; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d: got %#v, want %#v", i, got, want)
		}
		lazy, read := refLazy(g.Rows())
		if want, got := want, lazy; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d: got %#v, want %#v", i, got, want)
		}
		if want, got := want, snakesladders.SnakesAndLadders(g.Rows()); !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d: got %#v, want %#v", i, got, want)
		}

		rows, kind, square := corrupt(rng, g.Rows())
		_, err = snakesladders.New(rows)
		if want, got := kind == "valid", err == nil; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d (%s): %v: got %#v, want %#v", i, kind, err, got, want)
		}
		expect := -1
		switch {
		case kind == "valid":
			expect = want
			outcomes["valid"]++
		case square == 0:
			outcomes["bad shape"]++
		case read[square]:
			outcomes["defect read"]++
		default:
			expect = want
			outcomes["defect unread"]++
		}
		if want, got := expect, snakesladders.SnakesAndLadders(rows); !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d (%s on square %d): New says %v: got %#v, want %#v", i, kind, square, err, got, want)
		}
		got, _ := refLazy(rows)
		if want, got := expect, got; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d (%s on square %d): refLazy: got %#v, want %#v", i, kind, square, got, want)
		}
	}
	for _, o := range []string{"valid", "bad shape", "defect read", "defect unread"} {
		if x, y := outcomes[o], boards/20; !(x >= y) {
			t.Fatalf("outcome %q: %v: %v is not >= %v", o, outcomes, x, y)
		}
	}
}

// TestLeetCodeUntouchedBadCell: a ladder from square 2 to n² answers 1, and
// the search reads only the cells of squares 2..7 (the landings from
// square 1) and n². A bad cell on any of those gives -1; on any other
// square, it is never read and the answer stays 1 (New rejects them all).
func TestLeetCodeUntouchedBadCell(t *testing.T) {
	n := 10
	rows := make([][]int, n)
	for r := range rows {
		rows[r] = slices.Repeat([]int{-1}, n)
	}
	r, c := snakesladders.Cell(n, 2)
	rows[r][c] = n * n
	if want, got := 1, snakesladders.SnakesAndLadders(rows); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := 1, refMinRolls(rows); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	for _, bad := range []int{0, -2, n*n + 1} {
		for s := 1; s <= n*n; s++ {
			r, c := snakesladders.Cell(n, s)
			old := rows[r][c]
			rows[r][c] = bad
			_, err := snakesladders.New(rows)
			if err == nil {
				t.Fatalf("no error")
			}
			want := 1
			if (s >= 2 && s <= 7) || s == n*n {
				want = -1
			}
			if want, got := want, snakesladders.SnakesAndLadders(rows); !reflect.DeepEqual(want, got) {
				t.Fatalf("square %d holds %d: got %#v, want %#v", s, bad, got, want)
			}
			got, _ := refLazy(rows)
			if want, got := want, got; !reflect.DeepEqual(want, got) {
				t.Fatalf("square %d holds %d: refLazy: got %#v, want %#v", s, bad, got, want)
			}
			rows[r][c] = old
		}
	}
	r, c = snakesladders.Cell(n, n*n)
	rows[r][c] = 50 // a jump on n² leading elsewhere
	if want, got := -1, snakesladders.SnakesAndLadders(rows); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	rows[r][c] = n * n // one to itself is accepted
	if want, got := 1, snakesladders.SnakesAndLadders(rows); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
}

// TestLeetCodeReadsLazily: on the early-exit board of the benchmarks
// (1000², 1 % jumps, seed 1453: answer 70 after reaching about 1 % of the
// squares), breaking every cell that the reference does not read leaves
// the answer, while breaking one it reads gives -1.
func TestLeetCodeReadsLazily(t *testing.T) {
	if testsize.Short() {
		t.Skip("1000² board")
	}
	rows := gen.Snakes(1000, 0.01, 1453).Rows()
	want, read := refLazy(rows)
	b, err := snakesladders.New(rows)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	d, ok := b.MinRolls()
	if !ok {
		t.Fatalf("ok is false")
	}
	if want, got := d, want; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := want, snakesladders.SnakesAndLadders(rows); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	var readSquares []int
	for s := 1; s < len(read); s++ {
		r, c := snakesladders.Cell(1000, s)
		if read[s] {
			readSquares = append(readSquares, s)
			continue
		}
		rows[r][c] = 0
	}
	if x, y := len(readSquares), len(read)/20; !(x < y) {
		t.Fatalf("the reference reads %d cells: %v is not < %v", len(readSquares), x, y)
	}
	if want, got := want, snakesladders.SnakesAndLadders(rows); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	for _, s := range []int{readSquares[0], readSquares[len(readSquares)/2], readSquares[len(readSquares)-1]} {
		r, c := snakesladders.Cell(1000, s)
		old := rows[r][c]
		rows[r][c] = 1000*1000 + 1
		if want, got := -1, snakesladders.SnakesAndLadders(rows); !reflect.DeepEqual(want, got) {
			t.Fatalf("square %d broken: got %#v, want %#v", s, got, want)
		}
		rows[r][c] = old
	}
}

// TestLeetCodeHugeBoard: more than MaxN rows is -1 without reading them.
func TestLeetCodeHugeBoard(t *testing.T) {
	if want, got := -1, snakesladders.SnakesAndLadders(make([][]int, snakesladders.MaxN+1)); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
}
