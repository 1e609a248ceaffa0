package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/snakesladders/chance"
)

func init() { register(21, "snakes and ladders as a game of chance", chanceSection) }

// miltonBradley is the Milton Bradley Chutes and Ladders board
// (problems/snakesladders/testdata/milton-bradley.json, sources listed
// there) as a LeetCode literal: square 1 climbs to 38, 80 to 100, 98
// slides to 78, and so on.
const miltonBradley = `[[-1,-1,78,-1,-1,75,-1,73,-1,-1],
 [-1,-1,-1,-1,-1,-1,24,-1,-1,-1],
 [100,-1,-1,-1,-1,-1,-1,-1,-1,91],
 [-1,19,-1,60,-1,-1,-1,-1,-1,-1],
 [-1,-1,-1,-1,53,-1,-1,-1,-1,67],
 [-1,-1,-1,-1,-1,-1,26,-1,11,-1],
 [-1,-1,-1,-1,44,-1,-1,-1,-1,-1],
 [42,-1,-1,-1,-1,-1,-1,84,-1,-1],
 [-1,-1,-1,-1,6,-1,-1,-1,-1,-1],
 [38,-1,-1,14,-1,-1,-1,-1,31,-1]]`

// althoen is the exact expectation under the official rules published by
// Althoen, King and Schilling, "How Long Is a Game of Snakes and
// Ladders?", The Mathematical Gazette 77(478), 1993.
const althoen = "225837582538403273407117496273279920181931269186581786048583/5757472998140039232950575874628786131130999406013041613400"

func chanceSection(w io.Writer) error {
	b, err := snakesladders.Parse(strings.NewReader(miltonBradley))
	if err != nil {
		return err
	}
	g, err := chance.New(b, chance.Official)
	if err != nil {
		return err
	}
	ctx := context.Background()
	c, err := g.Chain(ctx, 0)
	if err != nil {
		return err
	}
	e, err := c.Expected(ctx)
	if err != nil {
		return err
	}
	mean, variance, err := c.Moments(ctx)
	if err != nil {
		return err
	}
	d := c.Distribution(200)
	med, _ := d.Median()
	fmt.Fprintf(w, "Milton Bradley board, official rules (start off the board, exact roll to finish): %d squares in the chain\n", len(c.States()))
	fmt.Fprintf(w, "expected turns %s ≈ %s (float64 %.12g), sd %.4f\n", e.RatString(), e.FloatString(12), mean, math.Sqrt(variance))
	fmt.Fprintf(w, "shortest game %d turns (P = %s), median %d, P(over 100 turns) = %.4f\n",
		c.MinTurns(), c.ExactPMF(c.MinTurns())[c.MinTurns()].RatString(), med, 1-d.CDF[100])
	if e.RatString() != althoen {
		return fmt.Errorf("expected turns %s, want %s (Althoen, King and Schilling 1993)", e.RatString(), althoen)
	}
	if f, _ := e.Float64(); math.Abs(f-mean) > 1e-9*f {
		return fmt.Errorf("float64 mean %v disagrees with the exact %v", mean, f)
	}
	return nil
}
