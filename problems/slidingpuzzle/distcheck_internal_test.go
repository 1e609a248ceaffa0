package slidingpuzzle

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/pdb"
	"github.com/ripplebfs/ripple/search/rank"
)

// bfsTable builds the pdb.Table of the pattern on tiles, as buildPattern
// does before it reorders the entries (with no limit and no
// cancellation, the build cannot fail).
func bfsTable(tiles []int) (pattern, *pdb.Table) {
	a := newPattern(MustNew(4, 4), len(tiles))
	tab, err := pdb.Build[int](context.Background(), a, pdb.Options{Search: search.Options{Workers: 2}}, a.goal(tiles))
	if err != nil {
		panic(err)
	}
	return a, tab
}

// leastOverNames returns the lookup table the way Korf and Felner
// describe it, straight from the breadth-first table: for each placement
// (rank.UnrankPartial over 16 cells) the least entry over the 16 names of
// the blank's region, at the placement's base-16 index.
func leastOverNames(a pattern, tab *pdb.Table) []uint8 {
	out := make([]uint8, 1<<(4*a.k))
	cells := make([]int, a.k)
	for r := range tab.Len() / 16 {
		m := tab.Max()
		for b := range 16 {
			m = min(m, tab.At(r<<4|b))
		}
		rank.UnrankPartial(r, 16, cells)
		x := 0
		for _, c := range cells {
			x = x<<4 | c
		}
		out[x] = uint8(m)
	}
	return out
}

// TestDistLayout checks the cache file's order on 1-, 2- and 3-tile
// patterns against the breadth-first table it is taken from: one entry
// per state the build reaches (every state is reached), entry and state
// inverse to each other, and the lookup table derived from the entries
// equal to the least entry over the blank's 16 region names, taken
// straight from the breadth-first table.
func TestDistLayout(t *testing.T) {
	for _, tiles := range [][]int{{15}, {6, 7}, {13, 14, 15}, {1, 2, 5}} {
		t.Run(fmt.Sprint(tiles), func(t *testing.T) {
			a, tab := bfsTable(tiles)
			l := newDistLayout(len(tiles))
			reached := 0
			for i := range tab.Len() {
				if tab.At(i) < tab.Max() {
					reached++
				}
			}
			if want, got := reached, l.size; want != got {
				t.Errorf("entries: got %d, want the %d states the build reaches", got, want)
			}
			dist := l.fromTable(a, tab)
			if i := slices.Index(dist, unreached); i >= 0 {
				t.Errorf("entry %d is unreached", i)
			}
			for e := range l.size {
				cells, blank := l.state(e)
				if got := l.entry(cells[:l.k], blank); got != e {
					t.Fatalf("entry(state(%d)) = %d (cells %v, blank %d)", e, got, cells[:l.k], blank)
				}
			}
			got, _ := l.lookup(dist, nil)
			if want := leastOverNames(a, tab); !slices.Equal(want, got) {
				t.Errorf("the lookup table is not the least over the blank's region names")
			}
		})
	}
	if want, got := 11_816_640, newDistLayout(6).size; want != got {
		t.Errorf("6 tiles: got %d entries, want %d", got, want)
	}
}

// TestLookupMirrored checks lookup's mirrored table against the table of
// the reflected pattern built by breadth-first search, on 3-tile
// patterns (tiles listed in another order than the reflection's, so that
// the positions are exercised).
func TestLookupMirrored(t *testing.T) {
	for _, tc := range []struct{ src, dst []int }{
		{[]int{1, 2, 5}, []int{4, 3, 8}},
		{[]int{6, 10, 11}, []int{7, 11, 10}},
	} {
		t.Run(fmt.Sprint(tc.src, "->", tc.dst), func(t *testing.T) {
			a, tab := bfsTable(tc.src)
			l := newDistLayout(3)
			own, got := l.lookup(l.fromTable(a, tab), mirrorPositions(tc.src, tc.dst))
			b, tabDst := bfsTable(tc.dst)
			if want := leastOverNames(b, tabDst); !slices.Equal(want, got) {
				t.Errorf("the mirrored table differs from the reflected pattern's")
			}
			if slices.Equal(own, got) {
				t.Errorf("the reflection is the same table")
			}
		})
	}
	defer func() {
		if r := recover(); r == nil {
			t.Errorf("no panic")
		}
	}()
	mirrorPositions([]int{1, 2, 5}, []int{4, 3, 7})
}

// TestLeastNeighbours checks the moves of the distance check, block by
// block, against the build's (pattern.IndexNeighbors): on random entries,
// each state's least neighbour entry is the least entry over the indices
// IndexNeighbors yields. Every state of a 3-tile pattern; the states of
// some cell sets of a 6-tile pattern (every 97th set by mask, every 401st
// under -short, every 7th in the heavy tier).
func TestLeastNeighbours(t *testing.T) {
	leastNeighbours(t, fifteenPatterns[2], 1)
	leastNeighbours(t, fifteenPatterns[0], testsize.Pick(97, 401))
}

// TestHeavyLeastNeighbours is TestLeastNeighbours on more 6-tile sets.
func TestHeavyLeastNeighbours(t *testing.T) {
	testsize.RequireHeavy(t)
	leastNeighbours(t, fifteenPatterns[0], 7)
}

func leastNeighbours(t *testing.T, tiles []int, every int) {
	l := newDistLayout(len(tiles))
	a := newPattern(MustNew(4, 4), len(tiles))
	rng := rand.New(rand.NewPCG(7, uint64(len(tiles))))
	dist := make([]uint8, l.size)
	for i := range dist {
		dist[i] = uint8(rng.IntN(256))
	}
	best := make([]uint8, l.perms)
	sets, states := 0, 0
	for set := range uint32(1 << 16) {
		if l.first[set] < 0 {
			continue
		}
		if sets++; sets%every != 0 {
			continue
		}
		free := ^set & 0xffff
		for m := free; m != 0; {
			low := bits.TrailingZeros32(m)
			r := region(low, free)
			m &^= r
			l.leastNeighbours(dist, set, r, best)
			for π := range l.perms {
				cells := l.cells(set, π)
				want := uint8(unreached)
				a.IndexNeighbors(a.rank(&cells)<<4|low, func(j int) bool {
					next, _ := a.cells(j >> 4)
					want = min(want, dist[l.entry(next[:l.k], j&15)])
					return true
				})
				if best[π] != want {
					t.Fatalf("tiles on %v, blank region of cell %d: least neighbour %d, want %d", cells[:l.k], low, best[π], want)
				}
				states++
			}
		}
	}
	if states < 1000 {
		t.Errorf("%d states checked", states)
	}
}

// forgery is a change to the stored distances of one pattern: entry e,
// holding v, becomes change(e, v).
type forgery struct {
	name   string
	change func(e int, v uint8) uint8
}

// raise adds by to every entry of at least from (and below unreached).
func raise(by, from uint8) func(int, uint8) uint8 {
	return func(_ int, v uint8) uint8 {
		if v >= from && v < unreached {
			return v + by
		}
		return v
	}
}

// forge returns a copy of dist with change applied, and how many entries
// changed.
func forge(dist []uint8, change func(e int, v uint8) uint8) ([]uint8, int) {
	d := slices.Clone(dist)
	changed := 0
	for e, v := range d {
		if w := change(e, v); w != v {
			d[e] = w
			changed++
		}
	}
	return d, changed
}

// TestCheckDistancesThreeTiles: the 3-tile pattern's genuine distances
// pass the check; raised entries (by 2 from 6, 8 and 10 moves on, the
// changes that pass a check of bounds and parity) fail it, and so does
// every change of a single entry by ±1 or ±2, or to unreached (every
// fifth entry under -short).
func TestCheckDistancesThreeTiles(t *testing.T) {
	tiles, dist := fifteenPatterns[2], threeTileDistances()
	l := newDistLayout(3)
	if err := l.checkDistances(dist, tiles); err != nil {
		t.Fatalf("the genuine distances: unexpected error: %v", err)
	}
	for _, f := range []forgery{
		{"+2 from 6 on", raise(2, 6)},
		{"+2 from 8 on", raise(2, 8)},
		{"+2 from 10 on", raise(2, 10)},
		{"zeroed", func(int, uint8) uint8 { return 0 }},
		{"halved", func(_ int, v uint8) uint8 { return v / 2 }},
	} {
		d, changed := forge(dist, f.change)
		if changed == 0 {
			t.Errorf("%s: no entry changed", f.name)
		}
		if err := l.checkDistances(d, tiles); err == nil {
			t.Errorf("%s (%d entries changed): no error", f.name, changed)
		}
	}
	forged := slices.Clone(dist)
	for e := 0; e < len(dist); e += testsize.Pick(1, 5) {
		v := dist[e]
		for _, w := range []int{int(v) - 2, int(v) - 1, int(v) + 1, int(v) + 2, unreached} {
			if w < 0 || w > unreached || w == int(v) {
				continue
			}
			forged[e] = uint8(w)
			if err := l.checkDistances(forged, tiles); err == nil {
				t.Fatalf("entry %d changed from %d to %d: no error", e, v, w)
			}
		}
		forged[e] = v
	}
	if err := l.checkDistances(dist[1:], tiles); err == nil {
		t.Errorf("an entry short: no error")
	}
}

// threeTileDistances are the distances of the 3-tile pattern, from its
// breadth-first table.
var threeTileDistances = sync.OnceValue(func() []uint8 {
	a, tab := bfsTable(fifteenPatterns[2])
	return distLayouts[3]().fromTable(a, tab)
})

// FuzzCheckDistances forges the 3-tile distances: each input byte,
// as an offset then a value, overwrites one entry. The check must pass
// exactly when the forged table equals the genuine one, and never panic.
func FuzzCheckDistances(f *testing.F) {
	for _, s := range []string{"", "\x00\x00", "\x05\x07", "\x10\x12\x11\x13", "\xff\xff\x00\x00"} {
		f.Add([]byte(s))
	}
	l := newDistLayout(3)
	f.Fuzz(func(t *testing.T, data []byte) {
		genuine := threeTileDistances()
		d := slices.Clone(genuine)
		for i := 0; i+1 < len(data); i += 2 {
			d[int(data[i])*len(d)/256] = data[i+1]
		}
		err := l.checkDistances(d, fifteenPatterns[2])
		if same := slices.Equal(d, genuine); (err == nil) != same {
			t.Errorf("forged table equal to the genuine one: %v; check error: %v", same, err)
		}
	})
}
