// Package searchtest checks that a [search.Neighbors] implementation keeps
// its contract, and provides small explicit fixture graphs for tests.
//
// Every plugin test calls [Check] on its puzzle:
//
//	require.NoError(t, searchtest.Check[int](board, 1))
package searchtest

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ripplebfs/ripple/search"
)

// DefaultMaxStates is the reachable-set bound [Check] enforces.
const DefaultMaxStates = 1 << 20

// maxDegree bounds the successors of one state; more means a runaway Neighbors.
const maxDegree = 1 << 16

// stopPositions is how many positions of the successor sequence the
// false-yield check tries.
const stopPositions = 8

// Check verifies, over every state s reachable from starts, that nb keeps the
// [search.Neighbors] contract and that every optional capability nb offers
// tells the truth:
//
//   - Neighbors is deterministic: two calls for one state yield the same
//     sequence;
//   - it honours a false yield: after yield returns false it yields nothing
//     more (tried at every position of the first 8 successors);
//   - it terminates: at most 65,536 successors per state and at most
//     DefaultMaxStates reachable states;
//   - no method of nb panics; a panic becomes an error naming the call and
//     the state;
//   - [search.Indexer]: Len() is the same at every state and not
//     negative; Index(s) is deterministic, lies in [0, Len()), and
//     State(Index(s)) == s (so Index is also injective over the reachable
//     states);
//   - [search.IndexNeighbors], for an Indexer: IndexNeighbors(Index(s))
//     yields exactly the set of Index(v) for the v that Neighbors(s)
//     yields, each index in [0, Len()); it is deterministic and honours a
//     false yield like Neighbors. Order and repeats are not compared: the
//     engine marks indices in a bitset, so neither changes any search
//     result, and a plugin may yield a repeated index for two moves that
//     reach one state;
//   - [search.FrontierNeighbors], for an Indexer: AppendNeighbors(dst,
//     [s], seen) keeps dst and appends exactly the successors that
//     Neighbors(s) yields, in its order, each index once, leaving out
//     those already marked in seen and marking Index(v) for each one it
//     appends; given the frontier [s, s] it appends them once;
//   - [search.Walls], for an Indexer: no start and no reachable state has
//     the index of a wall (an index Walls marks), so that Neighbors never
//     yields one; Walls marks the same indices each time; and the
//     AppendNeighbors checks above run with the walls marked in seen, as
//     the searches run them;
//   - [search.Packer]: Pack(s) is deterministic and injective (no two
//     reachable states share a key: a map from key to state catches even
//     a Packer whose Unpack merely remembers the last Pack), and
//     Unpack(Pack(s)) == s. Check verifies the Packer even when nb is also
//     an Indexer, which the engine prefers.
//
// It returns nil or an error describing the first violation, naming the
// state, the call, and what was expected against what it got.
//
// Check explores the reachable set with its own FIFO queue and map,
// independently of the search package. Per reachable state it calls
// Neighbors up to 10 times (twice in full, once per tried stop position);
// for an IndexNeighbors, IndexNeighbors as often and Index once per
// successor; Len, Index, State, Pack and Unpack at most twice.
// Time is O(V + E), about 10 times one expansion of every state; memory is
// a map and a queue of the V reachable states, a map of V keys for a
// Packer, and scratch proportional to the largest degree.
func Check[S comparable](nb search.Neighbors[S], starts ...S) error {
	return CheckLimit(nb, DefaultMaxStates, starts...)
}

// CheckLimit is [Check] with a different bound on the reachable states.
func CheckLimit[S comparable](nb search.Neighbors[S], maxStates int, starts ...S) (err error) {
	if nb == nil {
		return fmt.Errorf("searchtest: nil Neighbors")
	}
	c := newChecker(nb)
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("searchtest: %s panicked: %v", c.call(), r)
		}
	}()
	if c.ix != nil {
		if err := c.checkLen(); err != nil {
			return err
		}
		if err := c.checkWalls(); err != nil {
			return err
		}
	}
	seen := make(map[S]bool)
	var queue []S
	for _, s := range starts {
		if !seen[s] {
			seen[s] = true
			queue = append(queue, s)
		}
	}
	for head := 0; head < len(queue); head++ {
		succ, err := c.checkState(queue[head])
		if err != nil {
			return err
		}
		for _, v := range succ {
			if !seen[v] {
				seen[v] = true
				queue = append(queue, v)
				if len(queue) > maxStates {
					return fmt.Errorf("searchtest: more than %d states reachable from the starts: the reachable set must be bounded (CheckLimit raises the bound)", maxStates)
				}
			}
		}
	}
	return nil
}

// checker holds the capabilities of one Neighbors value and the call in
// progress, which names the culprit if a method panics.
type checker[S comparable] struct {
	nb      search.Neighbors[S]
	ix      search.Indexer[S] // nil unless nb is an Indexer
	n       int               // ix.Len() at the start
	inb     search.IndexNeighbors
	fn      search.FrontierNeighbors[S] // nil unless nb is an Indexer with it
	vis     search.Visited              // for fn, made at first use; only the walls marked between states
	visMade bool
	wl      search.Walls   // nil unless nb is an Indexer with it
	wall    search.Visited // the indices wl marks
	pk      search.Packer[S]
	keys    map[uint64]S // Pack(s) → s, for the reachable s seen so far

	i    int          // Index of the state being checked
	idx  []int        // Index of each successor, for IndexNeighbors; reused
	want map[int]S    // index → successor, for IndexNeighbors; reused
	got  map[int]bool // indices IndexNeighbors yields; reused

	op    string // the call in progress: a format with one verb, or none
	arg   any    // the verb's operand when other is set
	other bool   // the call is on arg, not on the state being checked
	state S      // the state being checked
}

func newChecker[S comparable](nb search.Neighbors[S]) *checker[S] {
	c := &checker[S]{nb: nb}
	c.ix, _ = nb.(search.Indexer[S])
	if c.ix != nil {
		c.fn, _ = nb.(search.FrontierNeighbors[S])
		c.wl, _ = nb.(search.Walls)
		if c.inb, _ = nb.(search.IndexNeighbors); c.inb != nil {
			c.want, c.got = make(map[int]S), make(map[int]bool)
		}
	}
	if c.pk, _ = nb.(search.Packer[S]); c.pk != nil {
		c.keys = make(map[uint64]S)
	}
	return c
}

// at records that the call op(s) on the state being checked is about to
// be made, for the panic message.
func (c *checker[S]) at(op string) { c.op, c.other = op, false }

// atArg records that the call op(arg) about to be made is on a value other
// than the state being checked.
func (c *checker[S]) atArg(op string, arg any) { c.op, c.arg, c.other = op, arg, true }

// call describes the call in progress and the state being checked.
func (c *checker[S]) call() string {
	switch {
	case !strings.Contains(c.op, "%"):
		return c.op
	case !c.other:
		return fmt.Sprintf(c.op, c.state)
	}
	return fmt.Sprintf(c.op+" while checking state %v", c.arg, c.state)
}

// checkState checks every capability at s and returns the successors that
// Neighbors yields.
func (c *checker[S]) checkState(s S) ([]S, error) {
	c.state = s
	if c.ix != nil {
		if err := c.checkIndexer(s); err != nil {
			return nil, err
		}
	}
	succ, err := c.checkNeighbors(s)
	if err != nil {
		return nil, err
	}
	if c.wl != nil {
		for _, v := range succ {
			c.atArg("Index(%v)", v)
			if j := c.ix.Index(v); j >= 0 && j < c.n && marked(c.wall, c.n, j) {
				return nil, fmt.Errorf("searchtest: Neighbors(%v) yields %v, whose index %d is a wall (Walls marks it): no reachable state may have a wall's index", s, v, j)
			}
		}
	}
	if c.inb != nil {
		if err := c.checkIndexNeighbors(s, succ); err != nil {
			return nil, err
		}
	}
	if c.fn != nil {
		if err := c.checkFrontier(s, succ); err != nil {
			return nil, err
		}
	}
	if c.pk != nil {
		if err := c.checkPacker(s); err != nil {
			return nil, err
		}
	}
	return succ, nil
}

// checkNeighbors checks that Neighbors(s) terminates, is deterministic and
// honours a false yield, and returns its successors.
func (c *checker[S]) checkNeighbors(s S) ([]S, error) {
	c.at("Neighbors(%v)")
	first, err := collect(func(y func(S) bool) { c.nb.Neighbors(s, y) })
	if err != nil {
		return nil, fmt.Errorf("searchtest: Neighbors(%v) %w", s, err)
	}
	second, _ := collect(func(y func(S) bool) { c.nb.Neighbors(s, y) })
	if !slices.Equal(first, second) {
		return nil, fmt.Errorf("searchtest: Neighbors(%v) is not deterministic: yielded %v, then %v", s, first, second)
	}
	for k := 0; k < len(first) && k < stopPositions; k++ {
		if extra := yieldsAfterStop(func(y func(S) bool) { c.nb.Neighbors(s, y) }, k); extra > 0 {
			return nil, fmt.Errorf("searchtest: Neighbors(%v) called yield %d more times after it returned false", s, extra)
		}
	}
	return first, nil
}

// collect returns what seq yields, or an error if it yields more than
// maxDegree values.
func collect[T any](seq func(yield func(T) bool)) ([]T, error) {
	var out []T
	seq(func(v T) bool {
		out = append(out, v)
		return len(out) <= maxDegree
	})
	if len(out) > maxDegree {
		return nil, fmt.Errorf("yields more than %d successors", maxDegree)
	}
	return out, nil
}

// yieldsAfterStop makes yield return false on the (k+1)-th value of seq and
// returns how many values arrived after that.
func yieldsAfterStop[T any](seq func(yield func(T) bool), k int) int {
	calls := 0
	seq(func(T) bool {
		calls++
		return calls <= k
	})
	return max(calls-k-1, 0)
}
