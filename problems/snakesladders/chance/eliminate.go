package chance

import (
	"context"
	"errors"
	"fmt"
	"math/big"
)

// This file solves (I − Q) x = b over the transient states by sparse
// Gaussian elimination, generic over the number type: *big.Rat for the
// exact expectation, float64 for large boards.
//
// The order is what makes it cheap. States are eliminated from the highest
// square down, each row "left-looking": row v starts as x_v = b_v + Σ Q_vu
// x_u, and every x_u with u > v in it is replaced by u's finished pivot
// row, which mentions only states below u, until only states <= v remain;
// then the self term is divided out. Moves go forward except along snakes
// (and bounces), so a pivot row mentions only snake destinations (and
// bounce landings) below it: fill-in is bounded by their number, not by
// the number of states. Back substitution then runs upwards. On the Milton
// Bradley board no pivot row holds more than 4 entries; on the 100×100
// benchmark board gen.Snakes(100, 0.01, 1), 28 (docs/chance.md).

// field is the arithmetic the elimination needs. Values returned by
// ratio, mul and quo are fresh; addMul may reuse dst, which the caller owns.
type field[T any] interface {
	zero() T
	ratio(num, den int) T
	isZero(a T) bool
	addMul(dst, a, b T) T // dst + a·b
	mul(a, b T) T
	quo(a, b T) T
	oneMinus(a T) T
}

// ratField is exact arithmetic; floatField is float64.
type (
	ratField   struct{}
	floatField struct{}
)

func (ratField) zero() *big.Rat               { return new(big.Rat) }
func (ratField) ratio(num, den int) *big.Rat  { return big.NewRat(int64(num), int64(den)) }
func (ratField) isZero(a *big.Rat) bool       { return a.Sign() == 0 }
func (ratField) mul(a, b *big.Rat) *big.Rat   { return new(big.Rat).Mul(a, b) }
func (ratField) quo(a, b *big.Rat) *big.Rat   { return new(big.Rat).Quo(a, b) }
func (ratField) oneMinus(a *big.Rat) *big.Rat { return new(big.Rat).Sub(big.NewRat(1, 1), a) }
func (ratField) addMul(dst, a, b *big.Rat) *big.Rat {
	return dst.Add(dst, new(big.Rat).Mul(a, b))
}

func (floatField) zero() float64                    { return 0 }
func (floatField) ratio(num, den int) float64       { return float64(num) / float64(den) }
func (floatField) isZero(a float64) bool            { return a == 0 }
func (floatField) mul(a, b float64) float64         { return a * b }
func (floatField) quo(a, b float64) float64         { return a / b }
func (floatField) oneMinus(a float64) float64       { return 1 - a }
func (floatField) addMul(dst, a, b float64) float64 { return dst + a*b }

// entry is one coefficient of a pivot row.
type entry[T any] struct {
	col int32
	v   T
}

// pivot is x_v = c + Σ coef[k].v · x_{coef[k].col}, every col below v.
type pivot[T any] struct {
	c    T
	coef []entry[T]
}

// maxHeap holds column indices, the largest on top (no boxing, unlike
// container/heap).
type maxHeap []int32

func (h *maxHeap) push(x int32) {
	a := append(*h, x)
	for i := len(a) - 1; i > 0; {
		p := (i - 1) / 2
		if a[p] >= a[i] {
			break
		}
		a[p], a[i] = a[i], a[p]
		i = p
	}
	*h = a
}

func (h *maxHeap) pop() int32 {
	a := *h
	top := a[0]
	last := len(a) - 1
	a[0] = a[last]
	a = a[:last]
	for i := 0; ; {
		l, big := 2*i+1, i
		if l < last && a[l] > a[big] {
			big = l
		}
		if l+1 < last && a[l+1] > a[big] {
			big = l + 1
		}
		if big == i {
			break
		}
		a[i], a[big] = a[big], a[i]
		i = big
	}
	*h = a
	return top
}

// ErrTooLarge is wrapped by the error of a solve whose pivot rows would
// hold more coefficients in all than the chain's limit ([Chain.Limit]):
// the elimination's memory bound, reached on boards with many snakes far
// apart.
var ErrTooLarge = errors.New("the elimination needs more coefficients than its limit")

// DefaultMaxEntries is a chain's default limit on the coefficients its
// pivot rows hold in all: 2^24, 256 MiB in float64 (16 bytes each), more
// in exact arithmetic, where the expectation is solved only for small
// chains.
const DefaultMaxEntries = 1 << 24

// solve returns x with (I − Q) x = rhs(i) for every transient state i. It
// checks ctx at every row and every 1024 eliminations within a row, and
// fails wrapping ErrTooLarge once the pivot rows hold more than the
// chain's limit of coefficients. Fill reports the longest pivot row.
func solve[T any, F field[T]](ctx context.Context, c *Chain, f F, rhs func(i int) T) (x []T, fill int, err error) {
	m := len(c.states)
	piv := make([]pivot[T], m)
	acc := make([]T, m)
	touched := make([]bool, m)
	var below []int32 // touched columns below the current row
	h := &maxHeap{}
	entries, limit := 0, c.maxEntries()
	for v := m - 1; v >= 0; v-- {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		below = below[:0]
		touch := func(u int32, a, b T) {
			if !touched[u] {
				touched[u], acc[u] = true, f.zero()
				if u > int32(v) {
					h.push(u)
				} else {
					below = append(below, u)
				}
			}
			acc[u] = f.addMul(acc[u], a, b)
		}
		one := f.ratio(1, 1)
		cst := rhs(v)
		for k := c.rows[v]; k < c.rows[v+1]; k++ {
			touch(c.cols[k], f.ratio(int(c.w[k]), c.total), one)
		}
		for k := 1; len(*h) > 0; k++ {
			if k%1024 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, 0, err
				}
			}
			u := h.pop()
			a := acc[u]
			touched[u] = false
			cst = f.addMul(cst, a, piv[u].c)
			for _, e := range piv[u].coef {
				touch(e.col, a, e.v)
			}
		}
		self := f.zero()
		if touched[v] {
			self = acc[v]
		}
		d := f.oneMinus(self)
		if f.isZero(d) {
			return nil, 0, fmt.Errorf("chance: singular system at square %d (a state that cannot finish)", c.states[v])
		}
		p := pivot[T]{c: f.quo(cst, d)}
		for _, u := range below {
			touched[u] = false
			if u != int32(v) && !f.isZero(acc[u]) {
				p.coef = append(p.coef, entry[T]{u, f.quo(acc[u], d)})
			}
		}
		piv[v] = p
		fill = max(fill, len(p.coef))
		if entries += len(p.coef) + 1; entries > limit {
			return nil, 0, fmt.Errorf("chance: more than %d coefficients at square %d: %w", limit, c.states[v], ErrTooLarge)
		}
	}
	x = make([]T, m)
	for v := 0; v < m; v++ {
		if v%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, 0, err
			}
		}
		xv := f.addMul(f.zero(), f.ratio(1, 1), piv[v].c)
		for _, e := range piv[v].coef {
			xv = f.addMul(xv, e.v, x[e.col])
		}
		x[v] = xv
	}
	return x, fill, nil
}
