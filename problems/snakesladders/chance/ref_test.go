package chance_test

import (
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// This file holds the references the chance tests hold the package to,
// written without the package's Game or Chain: the rules as a plain
// function, a dense exact Gaussian elimination, path enumeration and a
// Monte Carlo simulator.

// miltonBradley is ../testdata/milton-bradley.json (origin in
// ../testdata/README.md): the board as jumps from → to.
type miltonBradley struct {
	Ladders [][2]int `json:"ladders"`
	Chutes  [][2]int `json:"chutes"`
}

// loadMiltonBradley returns the board's jumps (indexed by square, 0 for
// none, 101 entries) and the board as a LeetCode matrix.
func loadMiltonBradley(t testing.TB) (jumps []int, rows [][]int) {
	t.Helper()
	data, err := os.ReadFile("../testdata/milton-bradley.json")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var mb miltonBradley
	if err := json.Unmarshal(data, &mb); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := mb.Ladders; len(v) != 9 {
		t.Fatalf("length %d, want %d: %v", len(v), 9, v)
	}
	if v := mb.Chutes; len(v) != 10 {
		t.Fatalf("length %d, want %d: %v", len(v), 10, v)
	}
	jumps = make([]int, 101)
	for _, j := range append(mb.Ladders, mb.Chutes...) {
		jumps[j[0]] = j[1]
	}
	rows = make([][]int, 10)
	for r := range rows {
		rows[r] = make([]int, 10)
		for c := range rows[r] {
			// Row 0 is the top; squares run boustrophedon from the bottom left.
			fromBottom := 9 - r
			col := c
			if fromBottom%2 == 1 {
				col = 9 - c
			}
			s := fromBottom*10 + col + 1
			rows[r][c] = -1
			if jumps[s] != 0 {
				rows[r][c] = jumps[s]
			}
		}
	}
	return jumps, rows
}

// refRules is the rules as a plain function over the jumps table (jumps[s]
// is where square s leads, 0 for none; len(jumps) = N+1).
type refRules struct {
	jumps     []int
	offBoard  bool   // start at 0, and a jump on square 1 is taken
	overshoot string // "stay", "finish", "bounce"
	faces     int    // fair die 1..faces
}

func (r refRules) last() int { return len(r.jumps) - 1 }

func (r refRules) start() int {
	if r.offBoard {
		return 0
	}
	return 1
}

// step plays one roll from s.
func (r refRules) step(s, roll int) int {
	n := r.last()
	t := s + roll
	for t > n || t < 1 {
		switch r.overshoot {
		case "stay":
			return s
		case "finish":
			t = n
		default:
			if t > n {
				t = 2*n - t
			} else {
				t = 2 - t
			}
		}
	}
	if t == 1 && !r.offBoard {
		return 1
	}
	if r.jumps[t] != 0 {
		return r.jumps[t]
	}
	return t
}

// refJumps reads a Board's jumps into a table.
func refJumps(b *snakesladders.Board) []int {
	jumps := make([]int, b.Len()+1)
	for s := 1; s <= b.Len(); s++ {
		if to, ok := b.Jump(s); ok {
			jumps[s] = to
		}
	}
	return jumps
}

// refReach returns the squares reachable from the start by the rules
// (depth-first, own stack), and whether square N can be reached from every
// one of them.
func refReach(r refRules) (reach []bool, finishes bool) {
	n := r.last()
	reach = make([]bool, n+1)
	stack := []int{r.start()}
	reach[r.start()] = true
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for roll := 1; roll <= r.faces && s != n; roll++ {
			if to := r.step(s, roll); !reach[to] {
				reach[to] = true
				stack = append(stack, to)
			}
		}
	}
	// Can finish: fixed point over the reachable squares.
	can := make([]bool, n+1)
	can[n] = true
	for changed := true; changed; {
		changed = false
		for s := 0; s < n; s++ {
			for roll := 1; roll <= r.faces && reach[s] && !can[s]; roll++ {
				if can[r.step(s, roll)] {
					can[s], changed = true, true
				}
			}
		}
	}
	for s := 0; s <= n; s++ {
		if reach[s] && !can[s] {
			return reach, false
		}
	}
	return reach, reach[n]
}

// refExpected solves E_s = 1 + (1/F) Σ_roll E_step(s, roll), E_N = 0, over
// the reachable squares other than N with plain dense Gauss-Jordan
// elimination in big.Rat (no ordering, no sparsity), and returns E[T] and
// E[T²] at the start. The caller ensures that the game finishes.
func refExpected(t testing.TB, r refRules) (mean, second *big.Rat) {
	t.Helper()
	n := r.last()
	reach, finishes := refReach(r)
	if !finishes {
		t.Fatalf("finishes is false")
	}
	var sq []int // unknown k is square sq[k]
	at := make([]int, n+1)
	for s := 0; s < n; s++ {
		if reach[s] {
			at[s] = len(sq)
			sq = append(sq, s)
		}
	}
	m := len(sq)
	inv := big.NewRat(1, int64(r.faces))
	a := make([][]*big.Rat, m)
	for k, s := range sq {
		a[k] = make([]*big.Rat, m+1)
		for j := range a[k] {
			a[k][j] = new(big.Rat)
		}
		a[k][k].SetInt64(1)
		a[k][m].SetInt64(1)
		for roll := 1; roll <= r.faces; roll++ {
			if to := r.step(s, roll); to != n {
				a[k][at[to]].Sub(a[k][at[to]], inv)
			}
		}
	}
	orig := make([][]*big.Rat, m)
	for i := range a {
		orig[i] = make([]*big.Rat, m)
		for j := range orig[i] {
			orig[i][j] = new(big.Rat).Set(a[i][j])
		}
	}
	e := gaussJordan(t, a)
	// E[T²]: (I − Q) u = 2E − 1.
	for i := range orig {
		rhs := new(big.Rat).Mul(big.NewRat(2, 1), e[i])
		orig[i] = append(orig[i], rhs.Sub(rhs, big.NewRat(1, 1)))
	}
	u := gaussJordan(t, orig)
	return e[at[r.start()]], u[at[r.start()]]
}

// gaussJordan solves the augmented system a (n rows, n+1 columns).
func gaussJordan(t testing.TB, a [][]*big.Rat) []*big.Rat {
	n := len(a)
	for col := 0; col < n; col++ {
		p := col
		for p < n && a[p][col].Sign() == 0 {
			p++
		}
		if x, y := p, n; !(x < y) {
			t.Fatalf("singular reference system: %v is not < %v", x, y)
		}
		a[col], a[p] = a[p], a[col]
		pv := new(big.Rat).Set(a[col][col])
		for j := col; j <= n; j++ {
			a[col][j].Quo(a[col][j], pv)
		}
		for i := 0; i < n; i++ {
			if i == col || a[i][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(a[i][col])
			for j := col; j <= n; j++ {
				a[i][j].Sub(a[i][j], new(big.Rat).Mul(f, a[col][j]))
			}
		}
	}
	x := make([]*big.Rat, n)
	for i := range x {
		x[i] = a[i][n]
	}
	return x
}

// refPMF counts, by enumerating every sequence of rolls, the probability
// that the game ends on turn t for t = 0..horizon (faces^horizon paths).
func refPMF(r refRules, horizon int) []*big.Rat {
	counts := make([]int64, horizon+1)
	var walk func(s, t int)
	walk = func(s, t int) {
		if s == r.last() {
			counts[t]++ // weight faces^(horizon-t) is applied below
			return
		}
		if t == horizon {
			return
		}
		for roll := 1; roll <= r.faces; roll++ {
			walk(r.step(s, roll), t+1)
		}
	}
	walk(r.start(), 0)
	pmf := make([]*big.Rat, horizon+1)
	den := big.NewInt(1)
	for t := range pmf {
		pmf[t] = new(big.Rat).SetFrac(big.NewInt(counts[t]), new(big.Int).Set(den))
		den.Mul(den, big.NewInt(int64(r.faces)))
	}
	return pmf
}

// simulate plays games with a seeded generator and returns the sample
// mean and variance of their lengths. A game longer than maxTurns fails
// the test (it cannot happen on the boards used, except with
// probability far below 1e-100).
func simulate(t testing.TB, r refRules, games int, seed uint64) (mean, variance float64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 0))
	const maxTurns = 100000
	var sum, sumSq float64
	for g := 0; g < games; g++ {
		s, turns := r.start(), 0
		for s != r.last() {
			s = r.step(s, 1+rng.IntN(r.faces))
			turns++
			if turns == maxTurns {
				t.Fatalf("a game lasted %d turns", turns)
			}
		}
		sum += float64(turns)
		sumSq += float64(turns) * float64(turns)
	}
	mean = sum / float64(games)
	return mean, (sumSq - sum*mean) / float64(games-1)
}

// leetCodeBoards returns the boards of LeetCode 909's official examples,
// ../testdata/leetcode909.json (origin in ../testdata/README.md).
func leetCodeBoards(t *testing.T) [][][]int {
	t.Helper()
	data, err := os.ReadFile("../testdata/leetcode909.json")
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	var lc struct {
		Examples []struct {
			Board [][]int `json:"board"`
		} `json:"examples"`
	}
	if err := json.Unmarshal(data, &lc); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if v := lc.Examples; len(v) != 2 {
		t.Fatalf("length %d, want %d: %v", len(v), 2, v)
	}
	var boards [][][]int
	for _, ex := range lc.Examples {
		boards = append(boards, ex.Board)
	}
	return boards
}
