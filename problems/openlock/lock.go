package openlock

import "fmt"

// Lock is the puzzle for one set of dead ends: a [search.Neighbors][int]
// over the combinations 0..9999, with the dense [search.Indexer] (Index(c)
// == c). Build it with [New]; the zero
// Lock has no dead ends. A Lock is never modified after New, so it is safe
// for concurrent searches.
type Lock struct {
	dead [(Combinations + 63) / 64]uint64 // bit c set: combination c is a dead end
}

// New returns the lock whose dead ends are the given combinations.
// Duplicates are allowed; "0000" may be dead (the lock is then stuck at the
// start). Each dead end must be exactly four digits 0-9; the first one that
// is not gives an [*InputError] ([ErrCombination]) with Field
// "deadends[i]", i counted from 0, and Offset -1; its message names the
// offending byte.
// New runs in O(len(deadends)) and never panics.
func New(deadends []string) (*Lock, error) {
	l := new(Lock)
	for i, s := range deadends {
		c, ok := digits(s)
		if !ok {
			err := badCombination(s)
			err.Field, err.Col = field("deadends", i), -1
			return nil, err
		}
		l.dead[c>>6] |= 1 << (c & 63)
	}
	return l, nil
}

// Dead reports whether combination c is a dead end. It panics if c is
// outside [0, 9999].
func (l *Lock) Dead(c int) bool {
	mustCombination(c, "Dead")
	return l.isDead(c)
}

func (l *Lock) isDead(c int) bool { return l.dead[c>>6]&(1<<(c&63)) != 0 }

// wheel holds the place value of each wheel, first wheel first.
var wheel = [Wheels]int{1000, 100, 10, 1}

// Neighbors yields the live combinations one move from c: for each wheel in
// order, first wheel first, the wheel turned up (9 wraps to 0), then down
// (0 wraps to 9). Dead ends are never yielded, and a dead end has no
// neighbours (the lock is jammed), so the graph is undirected with every
// dead end isolated. At most 8 successors, no allocation. It panics if c is
// outside [0, 9999].
func (l *Lock) Neighbors(c int, yield func(int) bool) {
	if uint(c) >= Combinations {
		mustCombination(c, "Neighbors")
	}
	if l.isDead(c) {
		return
	}
	for _, p := range wheel {
		up, down := c+p, c-p
		switch c / p % 10 {
		case 9:
			up = c - 9*p
		case 0:
			down = c + 9*p
		}
		if !l.isDead(up) && !yield(up) {
			return
		}
		if !l.isDead(down) && !yield(down) {
			return
		}
	}
}

// Len returns 10,000, the number of combinations ([search.Indexer]).
func (*Lock) Len() int { return Combinations }

// Index returns c: combinations are their own dense indices.
func (*Lock) Index(c int) int { return c }

// State returns i: the combination with index i.
func (*Lock) State(i int) int { return i }

func mustCombination(c int, fn string) {
	if c < 0 || c >= Combinations {
		panic(fmt.Sprintf("openlock: %s(%d): combination outside [0, %d]", fn, c, Combinations-1))
	}
}
