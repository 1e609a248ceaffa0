package chance

import (
	"context"
	"fmt"

	"gonum.org/v1/gonum/mat"
)

// denseMax is the largest chain whose moments are solved densely with
// gonum's LU factorization (8·denseMax² bytes, O(denseMax³) time: 8 MB and
// a few hundredths of a second); larger chains use the sparse elimination.
const denseMax = 1000

// Moments returns the mean and the variance of the game length T in
// float64. With t the expected turns from each state and u the expected
// squared turns, T = 1 + T' gives (I − Q) t = 1 and (I − Q) u = 2t − 1, and
// Var T = u − t² at the start.
//
// Chains of up to 1000 states are solved with gonum's dense LU
// factorization (gonum.org/v1/gonum/mat); larger ones, such as a 100×100
// board's 10⁴ states, with the sparse elimination of [Chain.Expected] in
// float64, in O(states · fill²) time where fill is the longest pivot row.
// Both are direct solves, not iterations: the error is rounding only, and
// the tests hold the mean within 1e-9 (relative) of the exact value. ctx
// is checked between rows of the sparse solve.
func (c *Chain) Moments(ctx context.Context) (mean, variance float64, err error) {
	if len(c.states) <= denseMax {
		return c.momentsDense()
	}
	return c.momentsSparse(ctx)
}

// momentsSparse is Moments by the sparse elimination.
func (c *Chain) momentsSparse(ctx context.Context) (mean, variance float64, err error) {
	t, _, err := solve(ctx, c, floatField{}, func(int) float64 { return 1 })
	if err != nil {
		return 0, 0, err
	}
	u, _, err := solve(ctx, c, floatField{}, func(i int) float64 { return 2*t[i] - 1 })
	if err != nil {
		return 0, 0, err
	}
	s := c.start
	return t[s], u[s] - t[s]*t[s], nil
}

// IMinusQ returns the dense matrix I − Q over the transient states, in the
// order of [Chain.States]: the explicit side of the implicit chain. It
// panics if the chain has more than 10⁴ states (800 MB). O(states²) memory.
func (c *Chain) IMinusQ() *mat.Dense {
	m := len(c.states)
	if m > 10000 {
		panic(fmt.Sprintf("chance: IMinusQ: %d states, more than 10⁴", m))
	}
	a := mat.NewDense(m, m, nil)
	for i := 0; i < m; i++ {
		a.Set(i, i, 1)
		for k := c.rows[i]; k < c.rows[i+1]; k++ {
			j := int(c.cols[k])
			a.Set(i, j, a.At(i, j)-float64(c.w[k])/float64(c.total))
		}
	}
	return a
}

// momentsDense is Moments by gonum's LU factorization.
func (c *Chain) momentsDense() (mean, variance float64, err error) {
	m := len(c.states)
	var lu mat.LU
	lu.Factorize(c.IMinusQ())
	ones := mat.NewVecDense(m, nil)
	for i := 0; i < m; i++ {
		ones.SetVec(i, 1)
	}
	var t, u mat.VecDense
	if err := lu.SolveVecTo(&t, false, ones); err != nil {
		return 0, 0, fmt.Errorf("chance: solving (I − Q) t = 1: %w", err)
	}
	rhs := mat.NewVecDense(m, nil)
	rhs.AddScaledVec(rhs, 2, &t)
	rhs.SubVec(rhs, ones)
	if err := lu.SolveVecTo(&u, false, rhs); err != nil {
		return 0, 0, fmt.Errorf("chance: solving (I − Q) u = 2t − 1: %w", err)
	}
	s := int(c.start)
	mean = t.AtVec(s)
	return mean, u.AtVec(s) - mean*mean, nil
}
