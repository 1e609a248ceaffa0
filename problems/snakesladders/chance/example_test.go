package chance_test

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/snakesladders/chance"
	"github.com/ripplebfs/ripple/search"
)

// The Milton Bradley Chutes and Ladders board as a LeetCode literal (from
// problems/snakesladders/testdata/milton-bradley.json; square 1 holds a
// ladder to 38).
const miltonBradleyLiteral = `[[-1,-1,78,-1,-1,75,-1,73,-1,-1],
 [-1,-1,-1,-1,-1,-1,24,-1,-1,-1],
 [100,-1,-1,-1,-1,-1,-1,-1,-1,91],
 [-1,19,-1,60,-1,-1,-1,-1,-1,-1],
 [-1,-1,-1,-1,53,-1,-1,-1,-1,67],
 [-1,-1,-1,-1,-1,-1,26,-1,11,-1],
 [-1,-1,-1,-1,44,-1,-1,-1,-1,-1],
 [42,-1,-1,-1,-1,-1,-1,84,-1,-1],
 [-1,-1,-1,-1,6,-1,-1,-1,-1,-1],
 [38,-1,-1,14,-1,-1,-1,-1,31,-1]]`

// miltonBradleyChain is the chain of the Milton Bradley game under rules r.
func miltonBradleyChain(r chance.Rules) *chance.Chain {
	b, err := snakesladders.Parse(strings.NewReader(miltonBradleyLiteral))
	if err != nil {
		panic(err)
	}
	return mustChain(b, r)
}

// emptyChain is the chain of the empty 2×2 board under rules r.
func emptyChain(r chance.Rules) *chance.Chain {
	b, err := snakesladders.New([][]int{{-1, -1}, {-1, -1}})
	if err != nil {
		panic(err)
	}
	return mustChain(b, r)
}

// mustChain is the chain of board b under rules r, with no state limit.
func mustChain(b *snakesladders.Board, r chance.Rules) *chance.Chain {
	g, err := chance.New(b, r)
	if err != nil {
		panic(err)
	}
	c, err := g.Chain(context.Background(), 0)
	if err != nil {
		panic(err)
	}
	return c
}

func ExampleNew() {
	b, _ := snakesladders.New([][]int{{-1, -1}, {-1, -1}})
	g, _ := chance.New(b, chance.Official)
	fmt.Println(g.Start())
	// A loaded two-faced die: 1 twice as likely as 2.
	g, _ = chance.New(b, chance.Rules{Die: []int{2, 1}})
	fmt.Println(g.Rules().Die)
	_, err := chance.New(b, chance.Rules{Die: []int{0, 0}})
	fmt.Println(errors.Is(err, chance.ErrDie))
	// Output:
	// 0
	// [2 1]
	// true
}

func ExampleGame_Neighbors() {
	// 2×2 board, ladder on square 1 to 4. From 0 under the official
	// rules: roll 1 lands on 1 and climbs to 4; 2, 3, 4 land there; 5 and 6
	// overshoot and stay on 0.
	b, _ := snakesladders.New([][]int{{-1, -1}, {4, -1}})
	g, _ := chance.New(b, chance.Official)
	var to []int
	g.Neighbors(0, func(s int) bool { to = append(to, s); return true })
	fmt.Println(to)
	// Under LeetCode's rules play starts on 1, whose jump is never taken,
	// and an overshoot lands on 4.
	g, _ = chance.New(b, chance.LeetCode)
	to = to[:0]
	g.Neighbors(1, func(s int) bool { to = append(to, s); return true })
	fmt.Println(to)
	// Output:
	// [4 2 3 4 0 0]
	// [2 3 4 4 4 4]
}

func ExampleGame_Start() {
	b, _ := snakesladders.New([][]int{{-1, -1}, {-1, -1}})
	for _, r := range []chance.Rules{chance.Official, chance.LeetCode, chance.Bounce} {
		g, _ := chance.New(b, r)
		fmt.Print(g.Start(), " ")
	}
	fmt.Println()
	// Output: 0 1 0
}

func ExampleGame_Board() {
	b, _ := snakesladders.New([][]int{{-1, -1}, {-1, -1}})
	g, _ := chance.New(b, chance.Official)
	fmt.Println(g.Board() == b)
	// Output: true
}

func ExampleGame_Rules() {
	b, _ := snakesladders.New([][]int{{-1, -1}, {-1, -1}})
	g, _ := chance.New(b, chance.Bounce)
	r := g.Rules()
	fmt.Println(r.Start == chance.StartOffBoard, r.Overshoot == chance.OvershootBounce, r.Die)
	// Output: true true [1 1 1 1 1 1]
}

func ExampleGame_Len() {
	b, _ := snakesladders.New([][]int{{-1, -1}, {-1, -1}})
	g, _ := chance.New(b, chance.Official)
	fmt.Println(g.Len(), g.Index(3), g.State(3))
	// Output: 5 3 3
}

func ExampleGame_Index() {
	b, _ := snakesladders.New([][]int{{-1, -1}, {-1, -1}})
	g, _ := chance.New(b, chance.Official)
	fmt.Println(g.Index(0), g.Index(4))
	// Output: 0 4
}

func ExampleGame_State() {
	b, _ := snakesladders.New([][]int{{-1, -1}, {-1, -1}})
	g, _ := chance.New(b, chance.Official)
	fmt.Println(g.State(0), g.State(4))
	// Output: 0 4
}

func ExampleGame_Chain() {
	// Squares 2..7 snake back to 1: the game can never end.
	b, _ := snakesladders.New([][]int{{1, -1, -1}, {1, 1, 1}, {-1, 1, 1}})
	g, _ := chance.New(b, chance.LeetCode)
	_, err := g.Chain(context.Background(), 0)
	fmt.Println(errors.Is(err, chance.ErrNeverFinishes))
	// A state limit stops the search for the chain's squares.
	mb, _ := snakesladders.Parse(strings.NewReader(miltonBradleyLiteral))
	g, _ = chance.New(mb, chance.Official)
	_, err = g.Chain(context.Background(), 5)
	fmt.Println(errors.Is(err, search.ErrLimit))
	// Output:
	// true
	// true
}

func ExampleChain_Expected() {
	// The Milton Bradley game under the official rules: the value
	// published by Althoen, King and Schilling (1993).
	c := miltonBradleyChain(chance.Official)
	e, _ := c.Expected(context.Background())
	fmt.Println(e)
	fmt.Println(e.FloatString(12))
	// Output:
	// 225837582538403273407117496273279920181931269186581786048583/5757472998140039232950575874628786131130999406013041613400
	// 39.225122308235
}

func ExampleChain_ExpectedAll() {
	// Empty 2×2 board, LeetCode's rules: from 3 every roll finishes; from
	// 2 one roll in six goes to 3; from 1, 2 and 3 are one roll each away.
	c := emptyChain(chance.LeetCode)
	e, _ := c.ExpectedAll(context.Background())
	for i, s := range c.States() {
		fmt.Printf("E from %d: %s\n", s, e[i].RatString())
	}
	// Output:
	// E from 1: 49/36
	// E from 2: 7/6
	// E from 3: 1
}

func ExampleChain_Moments() {
	c := miltonBradleyChain(chance.Official)
	mean, variance, _ := c.Moments(context.Background())
	fmt.Printf("%.6f %.6f\n", mean, variance)
	// Output: 39.225122 636.298461
}

func ExampleChain_Distribution() {
	c := miltonBradleyChain(chance.Official)
	d := c.Distribution(200)
	fmt.Printf("P(T = 7) = %.6f, P(T <= 50) = %.6f, P(T > 200) = %.6f\n", d.PMF[7], d.CDF[50], d.Tail)
	// Output: P(T = 7) = 0.001511, P(T <= 50) = 0.758681, P(T > 200) = 0.000509
}

func ExampleChain_ExactPMF() {
	// The shortest Milton Bradley game takes 7 turns.
	c := miltonBradleyChain(chance.Official)
	fmt.Println(c.ExactPMF(7)[7])
	// Output: 47/31104
}

func ExampleChain_MinTurns() {
	fmt.Println(miltonBradleyChain(chance.Official).MinTurns())
	// Output: 7
}

func ExampleChain_States() {
	// Official rules on the empty 2×2 board: the pawn rests on 0..3.
	fmt.Println(emptyChain(chance.Official).States())
	// Output: [0 1 2 3]
}

func ExampleChain_NonZeros() {
	// From 0: 1, 2, 3, and 0 itself on a 5 or 6; from 1: 2, 3, 1; from
	// 2: 3, 2; from 3: 3 (rolls that finish are in R, not Q).
	fmt.Println(emptyChain(chance.Official).NonZeros())
	// Output: 10
}

func ExampleChain_Game() {
	c := emptyChain(chance.Bounce)
	fmt.Println(c.Game().Start())
	// Output: 0
}

func ExampleChain_IMinusQ() {
	c := emptyChain(chance.LeetCode)
	a := c.IMinusQ()
	for i := range 3 {
		fmt.Printf("%.4f %.4f %.4f\n", a.At(i, 0), a.At(i, 1), a.At(i, 2))
	}
	// Output:
	// 1.0000 -0.1667 -0.1667
	// 0.0000 1.0000 -0.1667
	// 0.0000 0.0000 1.0000
}

func ExampleDist_Quantile() {
	d := miltonBradleyChain(chance.Official).Distribution(500)
	for _, q := range []float64{0.1, 0.9, 0.99} {
		t, _ := d.Quantile(q)
		fmt.Printf("%g: %d\n", q, t)
	}
	// Output:
	// 0.1: 15
	// 0.9: 72
	// 0.99: 128
}

func ExampleDist_Median() {
	d := miltonBradleyChain(chance.Official).Distribution(500)
	fmt.Println(d.Median())
	// A horizon below the median cannot hold it.
	fmt.Println(miltonBradleyChain(chance.Official).Distribution(20).Median())
	// Output:
	// 32 true
	// 0 false
}

func ExampleChain_Limit() {
	b, _ := snakesladders.New([][]int{{-1, -1, -1}, {-1, -1, -1}, {-1, -1, -1}})
	g, _ := chance.New(b, chance.Official)
	c, _ := g.Chain(context.Background(), 0)
	// Nine squares without jumps: each pivot row holds one constant, so
	// a limit of 3 coefficients stops the solve.
	_, err := c.Limit(3).Expected(context.Background())
	fmt.Println(errors.Is(err, chance.ErrTooLarge))
	// Without a limit: 265/36 turns, as E(s) = 1 + Σ E(s+r)/6 over the
	// rolls that do not overshoot, divided by 1 − P(overshoot), from 8
	// down to 0, gives by hand.
	e, _ := c.Expected(context.Background())
	fmt.Println(e)
	// Output:
	// true
	// 265/36
}
