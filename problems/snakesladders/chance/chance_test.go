package chance_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/snakesladders/chance"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// presets pairs each preset of the command line with its reference rules.
var presets = []struct {
	name      string
	rules     chance.Rules
	offBoard  bool
	overshoot string
}{
	{"official", chance.Official, true, "stay"},
	{"leetcode", chance.LeetCode, false, "finish"},
	{"bounce", chance.Bounce, true, "bounce"},
}

func chainOf(t testing.TB, b *snakesladders.Board, r chance.Rules) (*chance.Chain, error) {
	t.Helper()
	g, err := chance.New(b, r)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return g.Chain(context.Background(), 0)
}

func exact(t testing.TB, c *chance.Chain) *big.Rat {
	t.Helper()
	e, err := c.Expected(context.Background())
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return e
}

// althoen is the expected length of the Milton Bradley game under the
// official rules (start off the board, stay put on an overshoot), as
// published by S. C. Althoen, L. King and K. Schilling, "How Long Is a
// Game of Snakes and Ladders?", The Mathematical Gazette 77(478), 1993,
// pp. 71-76, quoted in full by Futility Closet, "For What It's Worth",
// 2018-09-21 (futilitycloset.com/2018/09/21/for-what-its-worth-5/):
// about 39.2251 turns.
const althoen = "225837582538403273407117496273279920181931269186581786048583/" +
	"5757472998140039232950575874628786131130999406013041613400"

func TestChanceMiltonBradley(t *testing.T) {
	jumps, rows := loadMiltonBradley(t)
	b, err := snakesladders.New(rows)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	c, err := chainOf(t, b, chance.Official)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	e := exact(t, c)
	t.Run("published value", func(t *testing.T) {
		want, ok := new(big.Rat).SetString(althoen)
		if !ok {
			t.Fatalf("ok is false")
		}
		if want, got := want.String(), e.String(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	ref := refRules{jumps: jumps, offBoard: true, overshoot: "stay", faces: 6}
	// The exact dense elimination costs half a second: the short tier
	// checks the mean against the published value only.
	var wantMean, wantSecond *big.Rat
	if !testsize.Short() {
		wantMean, wantSecond = refExpected(t, ref)
	}
	t.Run("dense reference", func(t *testing.T) {
		if wantMean == nil {
			t.Skip("exact elimination over 100 squares: the default tier")
		}
		if want, got := wantMean.String(), e.String(); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("float64 moments", func(t *testing.T) {
		miltonBradleyMoments(t, c, wantMean, wantSecond)
	})
	t.Run("shortest game", func(t *testing.T) { miltonBradleyShortestGame(t, c, ref) })
	t.Run("distribution", func(t *testing.T) { miltonBradleyDistribution(t, c, e) })
}

// miltonBradleyMoments checks the float64 mean of the Milton Bradley
// chain against the published value and, when the dense reference ran
// (wantMean and wantSecond not nil), its variance against the exact one.
func miltonBradleyMoments(t *testing.T, c *chance.Chain, wantMean, wantSecond *big.Rat) {
	mean, variance, err := c.Moments(context.Background())
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	published, ok := new(big.Rat).SetString(althoen)
	if !ok {
		t.Fatalf("ok is false")
	}
	m, _ := published.Float64()
	if e, v := float64(m), float64(mean); !(e != 0 && math.Abs(e-v)/math.Abs(e) <= 1e-12) {
		t.Errorf("got %v, want %v within a relative %v", v, e, 1e-12)
	}
	if wantMean != nil {
		v, _ := new(big.Rat).Sub(wantSecond, new(big.Rat).Mul(wantMean, wantMean)).Float64()
		if e, v := float64(v), float64(variance); !(e != 0 && math.Abs(e-v)/math.Abs(e) <= 1e-9) {
			t.Errorf("got %v, want %v within a relative %v", v, e, 1e-9)
		}
	}
}

// miltonBradleyShortestGame checks the shortest game of the Milton
// Bradley chain and the exact probabilities of the first seven turns.
func miltonBradleyShortestGame(t *testing.T, c *chance.Chain, ref refRules) {
	// Seven turns (Althoen et al.): checked against enumeration of
	// every sequence of seven rolls.
	if want, got := 7, c.MinTurns(); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	got := c.ExactPMF(7)
	want := refPMF(ref, 7)
	for i := range want {
		if want, got := want[i].String(), got[i].String(); !reflect.DeepEqual(want, got) {
			t.Errorf("P(T = %d): got %#v, want %#v", i, got, want)
		}
	}
	if x := got[7].Sign(); !(x > 0) {
		t.Errorf("%v is not positive", x)
	}
}

// miltonBradleyDistribution checks the float64 distribution of the
// Milton Bradley chain: its total, tail, mean (against the exact mean e),
// first 40 probabilities (against the exact ones) and median.
func miltonBradleyDistribution(t *testing.T, c *chance.Chain, e *big.Rat) {
	d := c.Distribution(3000)
	m, _ := e.Float64()
	sum, mean := 0.0, 0.0
	for i, p := range d.PMF {
		sum += p
		mean += float64(i) * p
	}
	if e, v := float64(1), float64(sum+d.Tail); !(math.Abs(e-v) <= 1e-12) {
		t.Errorf("got %v, want %v within %v", v, e, 1e-12)
	}
	if x, y := d.Tail, 1e-40; !(x < y) {
		t.Errorf("%v is not < %v", x, y)
	}
	if e, v := float64(m), float64(mean); !(e != 0 && math.Abs(e-v)/math.Abs(e) <= 1e-10) {
		t.Errorf("got %v, want %v within a relative %v", v, e, 1e-10)
	}
	exactPMF := c.ExactPMF(40)
	for i, p := range exactPMF {
		f, _ := p.Float64()
		if e, v := float64(f), float64(d.PMF[i]); !(math.Abs(e-v) <= 1e-15) {
			t.Errorf("P(T = %d): got %v, want %v within %v", i, v, e, 1e-15)
		}
	}
	med, ok := d.Median()
	if !ok {
		t.Fatalf("ok is false")
	}
	if x, y := d.CDF[med], 0.5; !(x >= y) {
		t.Errorf("%v is not >= %v", x, y)
	}
	if x, y := d.CDF[med-1], 0.5; !(x < y) {
		t.Errorf("%v is not < %v", x, y)
	}
}

// TestChanceMonteCarlo plays 10⁵ games under the official rules (5·10⁴
// under the other presets; 4·10⁴ each with -short) on the Milton Bradley board
// with the reference rules and a seeded generator: the sample mean lies
// within 4 standard errors of the exact expectation, and the sample
// variance within 2% of the computed one. TestHeavyChanceMonteCarlo plays
// 10⁶ and 3·10⁵.
func TestChanceMonteCarlo(t *testing.T) {
	chanceMonteCarlo(t, testsize.Pick(100_000, 40_000), testsize.Pick(50_000, 40_000))
}

func TestHeavyChanceMonteCarlo(t *testing.T) {
	testsize.RequireHeavy(t)
	chanceMonteCarlo(t, 1_000_000, 300_000)
}

func chanceMonteCarlo(t *testing.T, official, others int) {
	jumps, rows := loadMiltonBradley(t)
	b, err := snakesladders.New(rows)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	games := official
	for i, p := range presets {
		t.Run(p.name, func(t *testing.T) {
			c, err := chainOf(t, b, p.rules)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			mean, variance, err := c.Moments(context.Background())
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			e, _ := exact(t, c).Float64()
			if e, v := float64(e), float64(mean); !(e != 0 && math.Abs(e-v)/math.Abs(e) <= 1e-12) {
				t.Errorf("got %v, want %v within a relative %v", v, e, 1e-12)
			}
			ref := refRules{jumps: jumps, offBoard: p.offBoard, overshoot: p.overshoot, faces: 6}
			if i > 0 {
				games = min(games, others) // the most games are the official rules'
			}
			got, gotVar := simulate(t, ref, games, uint64(14+i))
			se := math.Sqrt(variance / float64(games))
			if e, v := float64(e), float64(got); !(math.Abs(e-v) <= 4*se) {
				t.Errorf("sample mean %v, exact %v, standard error %v: got %v, want %v within %v", got, e, se, v, e, 4*se)
			}
			if e, v := float64(variance), float64(gotVar); !(e != 0 && math.Abs(e-v)/math.Abs(e) <= 0.02) {
				t.Errorf("got %v, want %v within a relative %v", v, e, 0.02)
			}
		})
	}
}

// reachOf returns the states that search.Layers reaches from the start,
// n² left out, sorted.
func reachOf(g *chance.Game) []int {
	var got []int
	for _, layer := range search.Layers[int](g, g.Start()) {
		for _, s := range layer {
			if s != g.Board().Len() {
				got = append(got, s)
			}
		}
	}
	slices.Sort(got)
	return got
}

// TestChanceStatesAreLayersReach: for each preset, on the Milton Bradley
// board, LeetCode's examples and random boards, the Game keeps the
// Neighbors contract, and the chain's transient states are exactly the
// squares that search.Layers reaches from the start, and those that the
// reference rules reach by their own depth-first search.
func TestChanceStatesAreLayersReach(t *testing.T) {
	_, rows := loadMiltonBradley(t)
	boards := map[string]*snakesladders.Board{}
	mb, err := snakesladders.New(rows)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	boards["milton-bradley"] = mb
	for i, board := range leetCodeBoards(t) {
		b, err := snakesladders.New(board)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		boards[fmt.Sprintf("leetcode-%d", i+1)] = b
	}
	for seed := range uint64(20) {
		boards[fmt.Sprintf("random-%d", seed)] = gen.Snakes(2+int(seed%9), 0.3, seed)
	}
	for name, b := range boards {
		for _, p := range presets {
			t.Run(name+"/"+p.name, func(t *testing.T) {
				g, err := chance.New(b, p.rules)
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if err := searchtest.Check[int](g, g.Start()); err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				reach := reachOf(g)
				ref := refRules{jumps: refJumps(b), offBoard: p.offBoard, overshoot: p.overshoot, faces: 6}
				refReached, finishes := refReach(ref)
				var want []int
				for s, ok := range refReached {
					if ok && s != b.Len() {
						want = append(want, s)
					}
				}
				if want, got := want, reach; !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
				c, err := g.Chain(context.Background(), 0)
				if !finishes {
					if !errors.Is(err, chance.ErrNeverFinishes) {
						t.Fatalf("error %v, want %v", err, chance.ErrNeverFinishes)
					}
					return
				}
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if want, got := reach, c.States(); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
			})
		}
	}
}

// TestChanceRandomBoards: on random small boards under every preset and
// three dice, the exact expectation equals the dense reference's, and the
// float64 moments (dense and sparse) agree with it: 6 boards (3 under
// -short; 60 in TestHeavyChanceRandomBoards), every side from 2 to 6.
func TestChanceRandomBoards(t *testing.T) { chanceRandomBoards(t, testsize.Pick(6, 3)) }

func TestHeavyChanceRandomBoards(t *testing.T) {
	testsize.RequireHeavy(t)
	chanceRandomBoards(t, 60)
}

func chanceRandomBoards(t *testing.T, boards int) {
	dice := map[int][]int{6: nil, 4: {1, 1, 1, 1}, 2: {1, 1}}
	for seed := range uint64(boards) {
		n := 2 + int(seed%5)
		b := gen.Snakes(n, 0.25, seed+100)
		for _, p := range presets {
			for faces, die := range dice {
				t.Run(fmt.Sprintf("seed %d/%s/d%d", seed, p.name, faces), func(t *testing.T) {
					r := p.rules
					r.Die = die
					c, err := chainOf(t, b, r)
					ref := refRules{jumps: refJumps(b), offBoard: p.offBoard, overshoot: p.overshoot, faces: faces}
					if _, finishes := refReach(ref); !finishes {
						if !errors.Is(err, chance.ErrNeverFinishes) {
							t.Fatalf("error %v, want %v", err, chance.ErrNeverFinishes)
						}
						return
					}
					if err != nil {
						t.Fatalf("unexpected error: %v", err)
					}
					mean, second := refExpected(t, ref)
					e := exact(t, c)
					if want, got := mean.String(), e.String(); !reflect.DeepEqual(want, got) {
						t.Fatalf("got %#v, want %#v", got, want)
					}
					v, _ := new(big.Rat).Sub(second, new(big.Rat).Mul(mean, mean)).Float64()
					m, _ := mean.Float64()
					for name, moments := range map[string]func(*chance.Chain) (float64, float64, error){
						"dense": chance.MomentsDense, "sparse": chance.MomentsSparse,
					} {
						gm, gv, err := moments(c)
						if err != nil {
							t.Fatalf("unexpected error: %v", err)
						}
						if e, v := float64(m), float64(gm); !(e != 0 && math.Abs(e-v)/math.Abs(e) <= 1e-9) {
							t.Errorf("%v: got %v, want %v within a relative %v", name, v, e, 1e-9)
						}
						if v > 1e-9 {
							if e, v := float64(v), float64(gv); !(e != 0 && math.Abs(e-v)/math.Abs(e) <= 1e-6) {
								t.Errorf("%v: got %v, want %v within a relative %v", name, v, e, 1e-6)
							}
						} else {
							if e, v := float64(v), float64(gv); !(math.Abs(e-v) <= 1e-9) {
								t.Errorf("%v: got %v, want %v within %v", name, v, e, 1e-9)
							}
						}
					}
				})
			}
		}
	}
}

// TestChanceEmptyBoard: on empty boards the exact expectation equals the
// backward recurrence E_s = 1 + (1/6) Σ E_next, solved square by square
// from n² down (no snakes, so every move goes forward, except the stay's
// self-loop, solved for), and the exact P(T = t) equals the enumeration of
// roll sequences.
func TestChanceEmptyBoard(t *testing.T) {
	for n := 2; n <= 8; n++ {
		rows := make([][]int, n)
		for r := range rows {
			rows[r] = slices.Repeat([]int{-1}, n)
		}
		b, err := snakesladders.New(rows)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		last := n * n
		for _, p := range presets[:2] {
			t.Run(fmt.Sprintf("%d×%d/%s", n, n, p.name), func(t *testing.T) {
				c, err := chainOf(t, b, p.rules)
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				e := make([]*big.Rat, last+1)
				e[last] = new(big.Rat)
				for s := last - 1; s >= 0; s-- {
					sum, stay := big.NewRat(1, 1), 0
					for roll := 1; roll <= 6; roll++ {
						switch {
						case s+roll <= last:
							sum.Add(sum, new(big.Rat).Mul(big.NewRat(1, 6), e[s+roll]))
						case p.overshoot == "stay":
							stay++
						}
					}
					e[s] = sum.Quo(sum, big.NewRat(int64(6-stay), 6))
				}
				start := 0
				if !p.offBoard {
					start = 1
				}
				if want, got := e[start].String(), exact(t, c).String(); !reflect.DeepEqual(want, got) {
					t.Errorf("got %#v, want %#v", got, want)
				}
				ref := refRules{jumps: make([]int, last+1), offBoard: p.offBoard, overshoot: p.overshoot, faces: 6}
				want := refPMF(ref, 6)
				got := c.ExactPMF(6)
				for i := range want {
					if want, got := want[i].String(), got[i].String(); !reflect.DeepEqual(want, got) {
						t.Errorf("P(T = %d): got %#v, want %#v", i, got, want)
					}
				}
				if n == 2 && p.name == "leetcode" {
					// By hand: E3 = 1 (every roll reaches 4 or overshoots
					// onto it), E2 = 1 + E3/6 = 7/6, E1 = 1 + (E2 + E3)/6.
					if want, got := "49/36", exact(t, c).RatString(); !reflect.DeepEqual(want, got) {
						t.Errorf("got %#v, want %#v", got, want)
					}
				}
			})
		}
	}
}

// TestChanceNeverFinishes: boards on which the game can go on forever get
// ErrNeverFinishes, promptly.
func TestChanceNeverFinishes(t *testing.T) {
	t.Run("no way to the end", func(t *testing.T) {
		// Squares 2..7 snake back to 1 (and square 1 itself is left
		// plain): under every preset the pawn loops on 1..7.
		b, err := snakesladders.New([][]int{{1, -1, -1}, {1, 1, 1}, {-1, 1, 1}})
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		for _, p := range presets {
			_, err := chainOf(t, b, p.rules)
			if !errors.Is(err, chance.ErrNeverFinishes) {
				t.Errorf("%v: error %v, want %v", p.name, err, chance.ErrNeverFinishes)
			}
			if err, sub := err, "square 9 cannot be reached"; err == nil || !strings.Contains(err.Error(), sub) {
				t.Errorf("error %v, want one containing %q", err, sub)
			}
		}
	})
	t.Run("a trap beside the way out", func(t *testing.T) {
		// 4×4: square 2 has a ladder to 16; squares 4..9 snake to 3. A
		// roll of 2 from 1 lands in the trap at 3, from which every roll
		// leads back to 3.
		b := boardFromJumps(t, 4, map[int]int{2: 16, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 9: 3})
		_, err := chainOf(t, b, chance.LeetCode)
		if !errors.Is(err, chance.ErrNeverFinishes) {
			t.Errorf("error %v, want %v", err, chance.ErrNeverFinishes)
		}
		if err, sub := err, "square 3, from which"; err == nil || !strings.Contains(err.Error(), sub) {
			t.Errorf("error %v, want one containing %q", err, sub)
		}
	})
	t.Run("stay put forever", func(t *testing.T) {
		// A one-faced die that always rolls 3 never lands exactly on 4
		// from 0 under the official rule: 0 → 3 → stays on 3.
		b := boardFromJumps(t, 2, nil)
		g, err := chance.New(b, chance.Rules{Start: chance.StartOffBoard, Die: []int{0, 0, 1}})
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		_, err = g.Chain(context.Background(), 0)
		if !errors.Is(err, chance.ErrNeverFinishes) {
			t.Errorf("error %v, want %v", err, chance.ErrNeverFinishes)
		}
	})
}

// boardFromJumps builds an n×n board with the given jumps (square → square).
func boardFromJumps(t testing.TB, n int, jumps map[int]int) *snakesladders.Board {
	t.Helper()
	rows := make([][]int, n)
	for r := range rows {
		rows[r] = make([]int, n)
		for c := range rows[r] {
			rows[r][c] = -1
			if to, ok := jumps[snakesladders.Square(n, r, c)]; ok {
				rows[r][c] = to
			}
		}
	}
	b, err := snakesladders.New(rows)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return b
}

func TestChanceRules(t *testing.T) {
	t.Run("bad dice", func(t *testing.T) {
		b := boardFromJumps(t, 2, nil)
		for name, die := range map[string][]int{
			"no face": {}, "negative": {1, -1}, "all zero": {0, 0},
			"too heavy": {1 << 30, 1 << 30}, "too many faces": make([]int, chance.MaxFaces+1),
		} {
			_, err := chance.New(b, chance.Rules{Die: die})
			if !errors.Is(err, chance.ErrDie) {
				t.Errorf("%v: error %v, want %v", name, err, chance.ErrDie)
			}
		}
	})
	t.Run("jump on square 1", func(t *testing.T) {
		// A ladder 1 → 4 on a 2×2 board: taken from 0 by a roll of 1 under
		// the official start, never taken when play starts on 1.
		b := boardFromJumps(t, 2, map[int]int{1: 4})
		off, err := chance.New(b, chance.Official)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		on, err := chance.New(b, chance.Rules{Overshoot: chance.OvershootStay})
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		var fromOff, fromOn []int
		off.Neighbors(0, func(s int) bool { fromOff = append(fromOff, s); return true })
		on.Neighbors(1, func(s int) bool { fromOn = append(fromOn, s); return true })
		if want, got := ([]int{4, 2, 3, 4, 0, 0}), fromOff; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := ([]int{2, 3, 4, 1, 1, 1}), fromOn; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
	t.Run("bounce", func(t *testing.T) {
		// 3×3, from 7: rolls 1, 2 land on 8, 9; 3..6 walk to 9 and back
		// to 8, 7, 6, 5. A 20-faced die's 20 from 1 walks 8 up to 9 and
		// 12 back down to 1 (1 + 8 - 8 = 1), then... see refRules.step.
		b := boardFromJumps(t, 3, nil)
		g, err := chance.New(b, chance.Bounce)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		var got []int
		g.Neighbors(7, func(s int) bool { got = append(got, s); return true })
		if want, got := ([]int{8, 9, 8, 7, 6, 5}), got; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		die := slices.Repeat([]int{0}, 20)
		die[19] = 1
		g, err = chance.New(b, chance.Rules{Start: chance.StartOffBoard, Overshoot: chance.OvershootBounce, Die: die})
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		got = got[:0]
		g.Neighbors(1, func(s int) bool { got = append(got, s); return true })
		ref := refRules{jumps: make([]int, 10), offBoard: true, overshoot: "bounce", faces: 20}
		if want, got := ([]int{ref.step(1, 20)}), got; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := 5, ref.step(1, 20); !reflect.DeepEqual(want, got) { // 1 → 9 (8 steps), → 1 (8), → 5 (4)
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
}

// TestChanceLimits: a state limit and a cancelled context stop the chain
// and the exact solve.
func TestChanceLimits(t *testing.T) {
	b := gen.Snakes(30, 0.05, 7)
	g, err := chance.New(b, chance.Official)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	_, err = g.Chain(context.Background(), 100)
	if !errors.Is(err, search.ErrLimit) {
		t.Errorf("error %v, want %v", err, search.ErrLimit)
	}
	c, err := g.Chain(context.Background(), 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = c.Expected(ctx)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want %v", err, context.Canceled)
	}
	_, err = g.Chain(ctx, 0)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want %v", err, context.Canceled)
	}
}
