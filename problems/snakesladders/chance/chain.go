package chance

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// ErrNeverFinishes is wrapped by the error for a game that can fail to end:
// square n² cannot be reached from the start, or the pawn can reach a square
// from which it can never reach n² (a loop of snakes with no way out). Its
// expected length is infinite, so [Game.Chain] refuses it.
var ErrNeverFinishes = errors.New("the game can go on forever: square n² cannot be reached from every square the pawn can reach")

// Chain is the absorbing Markov chain of a [Game]: its transient states are
// the squares other than n² that the pawn can rest on after some turn (the
// start included), found by the search package's BFS from [Game.Start]; n²
// is the only absorbing state. Squares the pawn can never rest on (the feet
// of snakes and ladders, squares beyond reach) are left out.
//
// Q is the matrix of transition probabilities among the transient states:
// Q[i][j] is the probability that one turn from state i ends on state j
// (several faces may add up in one entry). R[i] is the probability of
// finishing from i in one turn. Every row of Q holds at most as many
// nonzero entries as the die has faces, and Chain stores only those.
//
// A Chain is immutable and safe for concurrent use. Every transient state
// reaches n² with probability 1 (Chain checks it), so I − Q is invertible
// and the game length T has finite moments of every order.
type Chain struct {
	g      *Game
	states []int   // transient squares, ascending
	pos    []int32 // pos[s]: index of square s in states, -1 if not transient
	start  int32   // index of the start
	// Row i of Q in CSR form: cols[rows[i]:rows[i+1]] with weights w.
	rows   []int32
	cols   []int32
	w      []int32
	absorb []int32 // weight of finishing from state i in one turn
	total  int     // the die's total weight: probabilities are w/total
	min    int     // fewest turns to finish
	limit  int     // most coefficients a solve may hold, 0: DefaultMaxEntries
}

// Limit returns a copy of c whose solves ([Chain.Expected],
// [Chain.ExpectedAll], [Chain.Moments]) fail, wrapping [ErrTooLarge], once
// their pivot rows hold more than maxEntries coefficients in all: their
// memory bound. maxEntries <= 0 means [DefaultMaxEntries], the limit of a
// chain from [Game.Chain]. O(1); the copy shares c's arrays.
func (c *Chain) Limit(maxEntries int) *Chain {
	d := *c
	d.limit = maxEntries
	return &d
}

func (c *Chain) maxEntries() int {
	if c.limit <= 0 {
		return DefaultMaxEntries
	}
	return c.limit
}

// Chain builds the chain of g: a breadth-first search tree
// ([search.BFSTreeContext]) from the start finds the reachable squares, then
// each one's outcomes are gathered by target. It returns an error wrapping
// [ErrNeverFinishes] if some reachable square cannot reach n² (naming the
// square), one wrapping [search.ErrLimit] if more than maxStates squares are
// reachable (maxStates <= 0: no limit), or the context's error.
//
// Time O(S·F) for S reachable squares and F faces; memory about 4 bytes per
// square of the board plus 12 bytes per nonzero entry of Q.
func (g *Game) Chain(ctx context.Context, maxStates int) (*Chain, error) {
	tree, err := search.BFSTreeContext[int](ctx, g, nil, search.Options{MaxStates: max(maxStates, 0)}, g.Start())
	if err != nil {
		return nil, fmt.Errorf("chance: finding the squares of the chain: %w", err)
	}
	last := g.b.Len()
	minTurns, ok := tree.Cost(last)
	if !ok {
		return nil, fmt.Errorf("chance: square %d cannot be reached from the start: %w", last, ErrNeverFinishes)
	}
	c := &Chain{g: g, total: g.total, min: minTurns}
	for _, layer := range tree.Layers() {
		for _, s := range layer {
			if s != last {
				c.states = append(c.states, s)
			}
		}
	}
	slices.Sort(c.states)
	c.pos = make([]int32, last+1)
	for i := range c.pos {
		c.pos[i] = -1
	}
	for i, s := range c.states {
		c.pos[s] = int32(i)
	}
	c.start = c.pos[g.Start()]
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c.fill()
	if s, ok := c.trapped(); ok {
		return nil, fmt.Errorf("chance: the pawn can reach square %d, from which it can never reach square %d: %w", s, last, ErrNeverFinishes)
	}
	return c, nil
}

// fill gathers each transient state's outcomes into the rows of Q and R.
func (c *Chain) fill() {
	last := c.g.b.Len()
	c.rows = make([]int32, 1, len(c.states)+1)
	c.absorb = make([]int32, len(c.states))
	for i, s := range c.states {
		begin := len(c.cols)
		c.g.outcomes(s, func(to, w int) bool {
			if to == last {
				c.absorb[i] += int32(w)
				return true
			}
			j := c.pos[to]
			if k := slices.Index(c.cols[begin:], j); k >= 0 {
				c.w[begin+k] += int32(w)
			} else {
				c.cols = append(c.cols, j)
				c.w = append(c.w, int32(w))
			}
			return true
		})
		c.rows = append(c.rows, int32(len(c.cols)))
	}
}

// trapped reports a transient state (the lowest square) from which n²
// cannot be reached, by a breadth-first search backwards from the states
// that finish in one turn.
func (c *Chain) trapped() (int, bool) {
	m := len(c.states)
	// Reverse adjacency in CSR form.
	deg := make([]int32, m+1)
	for _, j := range c.cols {
		deg[j+1]++
	}
	for i := 1; i <= m; i++ {
		deg[i] += deg[i-1]
	}
	from := make([]int32, len(c.cols))
	next := slices.Clone(deg[:m])
	for i := 0; i < m; i++ {
		for _, j := range c.cols[c.rows[i]:c.rows[i+1]] {
			from[next[j]] = int32(i)
			next[j]++
		}
	}
	seen := make([]bool, m)
	var queue []int32
	for i, a := range c.absorb {
		if a > 0 {
			seen[i] = true
			queue = append(queue, int32(i))
		}
	}
	for k := 0; k < len(queue); k++ {
		j := queue[k]
		for _, i := range from[deg[j]:deg[j+1]] {
			if !seen[i] {
				seen[i] = true
				queue = append(queue, i)
			}
		}
	}
	if i := slices.Index(seen, false); i >= 0 {
		return c.states[i], true
	}
	return 0, false
}

// Game returns the game the chain was built from.
func (c *Chain) Game() *Game { return c.g }

// States returns the transient states in ascending order (a fresh slice):
// every square other than n² the pawn can rest on, the start included.
func (c *Chain) States() []int { return slices.Clone(c.states) }

// MinTurns returns the fewest turns in which the game can end: the
// breadth-first distance from the start to n². P(T = MinTurns()) > 0 and
// P(T < MinTurns()) = 0.
func (c *Chain) MinTurns() int { return c.min }

// NonZeros returns the number of nonzero entries of Q.
func (c *Chain) NonZeros() int { return len(c.cols) }
