// Package pdb builds pattern databases: tables of exact distances in an
// abstraction of a puzzle, used as admissible heuristics by
// [search.AStar] and [search.IDAStar] (Culberson & Schaeffer, 1998).
//
// An abstraction maps each state of the puzzle onto a state of a smaller
// puzzle (for a sliding puzzle: where a few "pattern" tiles are, ignoring
// the others) such that every move of the puzzle is a move, or no move, of
// the abstraction. The distance from the abstract state to the abstract
// goal then never exceeds the true distance: the table is admissible, and
// consistent. [Build] computes the whole table with one breadth-first
// [search.Sweep] backwards from the abstract goal, in dense mode over an
// [search.Indexer] of the abstraction (the [rank] package numbers
// permutations and partial permutations for that).
//
// Several tables combine by [Max], always admissible, or by [Sum] when the
// patterns are disjoint and each abstract move moves only the pattern's
// own pieces, so that no real move is counted twice (disjoint additive
// databases, Korf & Felner, 2002).
//
// [rank]: https://pkg.go.dev/github.com/ripplebfs/ripple/search/rank
package pdb

import (
	"context"
	"fmt"
	"io"
	"iter"
	"time"

	"github.com/ripplebfs/ripple/search"
)

// Abstraction is what [Build] searches: an abstract puzzle with a dense
// index. Its moves must be symmetric (each move can be undone in one
// move), because the table is built from the goal outwards; a directed
// abstraction needs its reverse moves here.
type Abstraction[S comparable] interface {
	search.Neighbors[S]
	search.Indexer[S]
}

// Table is a pattern database: for each index of an abstraction, the
// number of moves from that abstract state to the nearest abstract goal,
// capped at [Table.Max]. A Table is immutable and safe for concurrent use.
type Table struct {
	data   []byte
	n      int
	nibble bool
}

// Options configures [Build].
type Options struct {
	// Search bounds and parallelises the breadth-first search: Workers
	// goroutines, MaxStates and MaxDepth (entries beyond MaxDepth keep the
	// value MaxDepth+1, still a lower bound, and the table stays
	// admissible). OnLayer must be nil.
	Search search.Options
	// Nibbles stores 4 bits per index instead of a byte: half the memory,
	// with distances above 15 stored as 15 (a lower bound, so the table
	// stays admissible but weaker).
	Nibbles bool
	// Progress, if set, receives one line per layer once the build has
	// run for a second, and a summary at the end of such a build: builds
	// that take under a second print nothing.
	Progress io.Writer
}

// Build computes the distance table of abs from goals by a breadth-first
// search ([search.Sweep] in dense mode, with o.Search.Workers goroutines).
// Indices unreachable from the goals hold [Table.Max] (capped at the
// MaxDepth+1 bound when o.Search.MaxDepth is set): no abstract path
// means no real path, so any value is admissible there.
//
// Memory is abs.Len() bytes (half with Nibbles), plus Sweep's three bits
// per index. The error is non-nil if ctx or o.Search.MaxStates stopped the
// search. It panics if abs.Len() exceeds 2³¹−1 (Sweep would not use dense
// mode) or o.Search.OnLayer is set.
func Build[S comparable](ctx context.Context, abs Abstraction[S], o Options, goals ...S) (*Table, error) {
	if o.Search.OnLayer != nil {
		panic("pdb: Build does not honour Options.Search.OnLayer; use Options.Progress")
	}
	n := abs.Len()
	if n < 0 || n > 1<<31-1 {
		panic(fmt.Sprintf("pdb: Build: abstraction Len() = %d: want [0, 2³¹−1]", n))
	}
	t := &Table{n: n, nibble: o.Nibbles}
	if o.Nibbles {
		t.data = make([]byte, (n+1)/2)
	} else {
		t.data = make([]byte, n)
	}
	fill := t.Max()
	if o.Search.MaxDepth > 0 {
		fill = min(fill, o.Search.MaxDepth+1)
	}
	t.fill(fill)
	began := time.Now()
	depth := -1
	visit := func(st search.LayerStats, layer iter.Seq[S]) bool {
		v := min(st.Cost, t.Max())
		for s := range layer {
			t.set(abs.Index(s), v)
		}
		if elapsed := time.Since(began); o.Progress != nil && elapsed > time.Second {
			fmt.Fprintf(o.Progress, "pdb: depth %d: %d states (%d of %d indices) after %.1fs\n",
				st.Cost, st.Size, st.Reached, n, elapsed.Seconds())
		}
		depth = st.Cost
		return true
	}
	if err := search.SweepContext(ctx, search.Neighbors[S](abs), o.Search, visit, goals...); err != nil {
		return nil, fmt.Errorf("pdb: %w", err)
	}
	if o.Progress != nil && time.Since(began) > time.Second {
		fmt.Fprintf(o.Progress, "pdb: built %d entries, depth %d, in %.1fs\n", n, depth, time.Since(began).Seconds())
	}
	return t, nil
}

// Len returns the number of entries, the abstraction's Len().
func (t *Table) Len() int { return t.n }

// Max returns the largest value an entry can hold: 255, or 15 with
// Nibbles. Larger distances are stored as Max.
func (t *Table) Max() int {
	if t.nibble {
		return 15
	}
	return 255
}

// Bytes returns the memory the table's entries take.
func (t *Table) Bytes() int { return len(t.data) }

// At returns the entry at index i, which must be in [0, Len()).
func (t *Table) At(i int) int {
	if !t.nibble {
		return int(t.data[i])
	}
	return int(t.data[i>>1]>>(4*(uint(i)&1))) & 15
}

func (t *Table) set(i, v int) {
	if !t.nibble {
		t.data[i] = byte(v)
		return
	}
	sh := 4 * (uint(i) & 1)
	t.data[i>>1] = t.data[i>>1]&^(15<<sh) | byte(v)<<sh
}

func (t *Table) fill(v int) {
	b := byte(v)
	if t.nibble {
		b = byte(v) | byte(v)<<4
	}
	for i := range t.data {
		t.data[i] = b
	}
}

// Lookup returns the heuristic that looks up t's entry for a state of the
// real puzzle: index maps the state to the index of its abstract state.
func Lookup[S any](t *Table, index func(S) int) func(S) int {
	return func(s S) int { return t.At(index(s)) }
}

// Max returns the heuristic whose value is the largest of hs: admissible
// (and consistent) when each of hs is.
func Max[S any](hs ...func(S) int) func(S) int {
	return func(s S) int {
		m := 0
		for _, h := range hs {
			m = max(m, h(s))
		}
		return m
	}
}

// Sum returns the heuristic whose value is the sum of hs. It is
// admissible only when no move is counted by two of them: disjoint
// patterns whose abstract moves each move a piece of their own pattern
// (Korf & Felner, 2002). Summing overlapping tables overestimates.
func Sum[S any](hs ...func(S) int) func(S) int {
	return func(s S) int {
		m := 0
		for _, h := range hs {
			m += h(s)
		}
		return m
	}
}
