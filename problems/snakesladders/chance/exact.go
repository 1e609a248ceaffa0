package chance

import (
	"context"
	"math/big"
)

// Expected returns the exact expected number of turns of the game, E[T],
// as a fraction in lowest terms: the start's entry of the solution t of
// (I − Q) t = 1 (see [Chain]), solved in exact rational arithmetic by
// sparse Gaussian elimination from the highest square down, which keeps
// every row as short as the number of snake destinations below it.
//
// Exact arithmetic answers what floating point cannot: whether two rule
// sets or boards give the same expectation, and the fraction a published
// analysis prints. Numerators and denominators grow with the board (the
// Milton Bradley board's have 60 digits); the 10×10 boards take
// milliseconds, and ctx bounds the time spent on larger ones (checked
// between rows).
func (c *Chain) Expected(ctx context.Context) (*big.Rat, error) {
	x, err := c.ExpectedAll(ctx)
	if err != nil {
		return nil, err
	}
	return x[c.start], nil
}

// ExpectedAll returns the exact expected number of turns to finish from
// every transient state, in the order of [Chain.States].
func (c *Chain) ExpectedAll(ctx context.Context) ([]*big.Rat, error) {
	one := big.NewRat(1, 1)
	x, _, err := solve(ctx, c, ratField{}, func(int) *big.Rat { return new(big.Rat).Set(one) })
	return x, err
}

// ExactPMF returns P(T = t) exactly for t = 0..horizon: the probability
// that the game ends on turn t. Entry t is zero below [Chain.MinTurns].
// It pushes the distribution of the pawn forward one turn at a time in
// integers (weights of paths over total^t), so the numbers grow by about
// log2(total) bits per turn: meant for small t, such as the probability
// that the game ends as fast as it can. Time O(horizon · nonzeros) big
// integer operations. It panics if horizon < 0.
func (c *Chain) ExactPMF(horizon int) []*big.Rat {
	if horizon < 0 {
		panic("chance: ExactPMF: negative horizon")
	}
	m := len(c.states)
	cur := make([]*big.Int, m)
	nxt := make([]*big.Int, m)
	for i := range cur {
		cur[i], nxt[i] = new(big.Int), new(big.Int)
	}
	cur[c.start].SetInt64(1)
	pmf := []*big.Rat{new(big.Rat)}
	den := big.NewInt(1)
	total := big.NewInt(int64(c.total))
	var tmp, done big.Int
	for t := 1; t <= horizon; t++ {
		den.Mul(den, total)
		done.SetInt64(0)
		for i := range nxt {
			nxt[i].SetInt64(0)
		}
		for i, p := range cur {
			if p.Sign() == 0 {
				continue
			}
			done.Add(&done, tmp.Mul(p, big.NewInt(int64(c.absorb[i]))))
			for k := c.rows[i]; k < c.rows[i+1]; k++ {
				j := c.cols[k]
				nxt[j].Add(nxt[j], tmp.Mul(p, big.NewInt(int64(c.w[k]))))
			}
		}
		pmf = append(pmf, new(big.Rat).SetFrac(new(big.Int).Set(&done), den))
		cur, nxt = nxt, cur
	}
	return pmf
}
