// Package searchtest checks that a [search.Neighbors] implementation keeps
// its contract, and provides small explicit fixture graphs for tests.
//
// Every plugin test calls [Check] on its puzzle:
//
//	require.NoError(t, searchtest.Check[int](board, 1))
package searchtest

import (
	"fmt"
	"reflect"

	"github.com/ripplebfs/ripple/search"
)

// DefaultMaxStates is the reachable-set bound [Check] enforces.
const DefaultMaxStates = 1 << 20

// maxDegree bounds the successors of one state; more means a runaway Neighbors.
const maxDegree = 1 << 16

// Check verifies, over every state reachable from starts, that nb keeps the
// [search.Neighbors] contract:
//
//   - Neighbors is deterministic: two calls for one state yield the same
//     sequence;
//   - it honours a false yield: after yield returns false it yields nothing
//     more (tried at every position of the first 8 successors);
//   - it terminates: at most 65,536 successors per state and at most
//     DefaultMaxStates reachable states;
//   - it does not panic;
//   - if nb implements [search.Indexer], Index maps every reachable state into
//     [0, Len()) and State inverts it; if it is also a [search.Offsetter] over
//     int states, Index(s) == s - IndexOffset().
//
// It returns nil or an error describing the first violation, naming the
// state. Check explores the reachable set with its own FIFO queue and map,
// independently of the search package, and runs in O((V + E) · 8).
func Check[S comparable](nb search.Neighbors[S], starts ...S) error {
	return CheckLimit(nb, DefaultMaxStates, starts...)
}

// CheckLimit is [Check] with a different bound on the reachable states.
func CheckLimit[S comparable](nb search.Neighbors[S], maxStates int, starts ...S) (err error) {
	if nb == nil {
		return fmt.Errorf("searchtest: nil Neighbors")
	}
	var current S
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("searchtest: Neighbors(%v) or the Indexer panicked: %v", current, r)
		}
	}()
	ix, _ := nb.(search.Indexer[S])
	seen := make(map[S]bool)
	var queue []S
	for _, s := range starts {
		if !seen[s] {
			seen[s] = true
			queue = append(queue, s)
		}
	}
	for head := 0; head < len(queue); head++ {
		s := queue[head]
		current = s
		if ix != nil {
			if err := checkIndex(nb, ix, s); err != nil {
				return err
			}
		}
		first, err := successors(nb, s)
		if err != nil {
			return err
		}
		second, err := successors(nb, s)
		if err != nil {
			return err
		}
		if !reflect.DeepEqual(first, second) {
			return fmt.Errorf("searchtest: Neighbors(%v) is not deterministic: yielded %v, then %v", s, first, second)
		}
		for k := 0; k < len(first) && k < 8; k++ {
			if err := checkStop(nb, s, k); err != nil {
				return err
			}
		}
		for _, v := range first {
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

func successors[S comparable](nb search.Neighbors[S], s S) ([]S, error) {
	var out []S
	nb.Neighbors(s, func(v S) bool {
		out = append(out, v)
		return len(out) <= maxDegree
	})
	if len(out) > maxDegree {
		return nil, fmt.Errorf("searchtest: Neighbors(%v) yields more than %d successors", s, maxDegree)
	}
	return out, nil
}

// checkStop makes yield return false on the (k+1)-th successor and checks
// that no further successor arrives.
func checkStop[S comparable](nb search.Neighbors[S], s S, k int) error {
	calls := 0
	nb.Neighbors(s, func(S) bool {
		calls++
		return calls <= k
	})
	if calls > k+1 {
		return fmt.Errorf("searchtest: Neighbors(%v) called yield %d more times after it returned false", s, calls-k-1)
	}
	return nil
}

func checkIndex[S comparable](nb search.Neighbors[S], ix search.Indexer[S], s S) error {
	n := ix.Len()
	i := ix.Index(s)
	if i < 0 || i >= n {
		return fmt.Errorf("searchtest: Index(%v) = %d, outside [0, %d)", s, i, n)
	}
	if back := ix.State(i); back != s {
		return fmt.Errorf("searchtest: State(Index(%v)) = State(%d) = %v, want %v", s, i, back, s)
	}
	if o, ok := nb.(search.Offsetter); ok {
		if v, isInt := any(s).(int); isInt && i != v-o.IndexOffset() {
			return fmt.Errorf("searchtest: Index(%d) = %d, but IndexOffset() = %d promises %d", v, i, o.IndexOffset(), v-o.IndexOffset())
		}
	}
	return nil
}
