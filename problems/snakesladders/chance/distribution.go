package chance

import "fmt"

// Dist is the distribution of the game length T up to a horizon, in
// float64, from [Chain.Distribution].
type Dist struct {
	// PMF[t] = P(T = t) and CDF[t] = P(T <= t), for t = 0..horizon.
	PMF, CDF []float64
	// Tail = P(T > horizon): the probability mass still on the board
	// after the horizon (summed directly, not 1 − CDF, so that it keeps its
	// relative precision when tiny).
	Tail float64
}

// Distribution returns P(T = t) and P(T <= t) for t = 0..horizon, pushing
// the distribution of the pawn over the transient states forward one turn
// at a time (π ← πQ; the mass absorbed by R at turn t is P(T = t)). Time
// O(horizon · nonzeros of Q), memory O(states + horizon). It panics if
// horizon < 0.
//
// By Cantelli's inequality the median is at most mean + standard deviation,
// so a horizon at least that large always contains it (see [Dist.Median]).
func (c *Chain) Distribution(horizon int) *Dist {
	if horizon < 0 {
		panic(fmt.Sprintf("chance: Distribution(%d): negative horizon", horizon))
	}
	m := len(c.states)
	cur, nxt := make([]float64, m), make([]float64, m)
	cur[c.start] = 1
	d := &Dist{PMF: make([]float64, horizon+1), CDF: make([]float64, horizon+1)}
	scale := 1 / float64(c.total)
	for t := 1; t <= horizon; t++ {
		clear(nxt)
		done := 0.0
		for i, p := range cur {
			if p == 0 {
				continue
			}
			p *= scale
			done += p * float64(c.absorb[i])
			for k := c.rows[i]; k < c.rows[i+1]; k++ {
				nxt[c.cols[k]] += p * float64(c.w[k])
			}
		}
		d.PMF[t] = done
		d.CDF[t] = d.CDF[t-1] + done
		cur, nxt = nxt, cur
	}
	for _, p := range cur {
		d.Tail += p
	}
	return d
}

// Quantile returns the smallest t <= horizon with P(T <= t) >= q, and
// false if there is none within the horizon. It panics unless 0 < q <= 1.
// A relative slack of 1e-12 absorbs rounding in the cumulative sums.
func (d *Dist) Quantile(q float64) (t int, ok bool) {
	if !(q > 0 && q <= 1) {
		panic(fmt.Sprintf("chance: Quantile(%v): q outside (0, 1]", q))
	}
	for t, p := range d.CDF {
		if p >= q*(1-1e-12) {
			return t, true
		}
	}
	return 0, false
}

// Median returns Quantile(0.5): the smallest t with P(T <= t) >= 1/2.
func (d *Dist) Median() (int, bool) { return d.Quantile(0.5) }
