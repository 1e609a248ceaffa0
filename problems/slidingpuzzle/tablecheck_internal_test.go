package slidingpuzzle

import (
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
)

// genuineDistances are the distances of a build, once per test process;
// the process's 4×4 tables become those they give, if it has none yet.
var genuineDistances = sync.OnceValue(func() distances {
	d := buildDistances(TableOptions{})
	fifteenShared.CompareAndSwap(nil, d.tables())
	return d
})

// TestHeavyDistLayoutSixTiles is TestDistLayout's check of the lookup
// table on 6 tiles, with pattern 1 (a breadth-first build, about 5 s of
// CPU): the entries of the pattern's own build, and pattern 0's mirrored
// (the process's tables), both give the least over the region names.
func TestHeavyDistLayoutSixTiles(t *testing.T) {
	testsize.RequireHeavy(t)
	genuineDistances()
	a, tab := bfsTable(fifteenPatterns[1])
	want := leastOverNames(a, tab)
	l := newDistLayout(6)
	got, _ := l.lookup(l.fromTable(a, tab), nil)
	if !slices.Equal(want, got) {
		t.Errorf("pattern 1's own entries: the lookup table is not the least over the blank's region names")
	}
	if !slices.Equal(want, fifteenTables().tables[1]) {
		t.Errorf("pattern 0's entries mirrored: the lookup table is not pattern 1's least over the blank's region names")
	}
}

// sixTileForgeries are the changes to the 6-tile distances that
// TestHeavyCheckDistances must see refused: whole ranges raised by 2 or 4
// (raised by 2 from 18 on, the tables pass sampled bounds and parity
// checks and solve Korf's first instance in 59 moves, not 57), and
// single entries changed (e is an entry of the 6-tile layout, picked by
// the caller).
func sixTileForgeries(e int, v uint8) []forgery {
	one := func(w uint8) func(int, uint8) uint8 {
		return func(i int, old uint8) uint8 {
			if i == e {
				return w
			}
			return old
		}
	}
	return []forgery{
		{"+2 from 10 on", raise(2, 10)},
		{"+2 from 14 on", raise(2, 14)},
		{"+2 from 18 on", raise(2, 18)},
		{"+2 from 22 on", raise(2, 22)},
		{"+4 from 10 on", raise(4, 10)},
		{"+4 from 14 on", raise(4, 14)},
		{"one entry +2", one(v + 2)},
		{"one entry -2 (admissible)", one(v - 2)},
		{"one entry -1", one(v - 1)},
		{"one entry unreached", one(unreached)},
	}
}

// TestHeavyCheckDistances: the genuine 6-tile distances pass the check,
// and every forgery of sixTileForgeries fails it, for single entries on
// states 2, 14, 18 and 27 moves from the goal; the goal's entry changed
// fails it too. Raising entries from 18 on is shown to matter: the
// tables they give solve Korf's first instance in 59 moves, not 57. It
// builds the tables (about 5 s of CPU): heavy tier.
func TestHeavyCheckDistances(t *testing.T) {
	testsize.RequireHeavy(t)
	g := genuineDistances()
	l := newDistLayout(6)
	if err := l.checkDistances(g[0], distancePatterns[0]); err != nil {
		t.Fatalf("the genuine distances: unexpected error: %v", err)
	}
	for _, depth := range []uint8{2, 14, 18, 27} {
		e := slices.Index(g[0], depth)
		for _, f := range sixTileForgeries(e, depth) {
			t.Run(fmt.Sprintf("%s, entry %d of depth %d", f.name, e, depth), func(t *testing.T) {
				d, changed := forge(g[0], f.change)
				if changed == 0 {
					t.Fatalf("no entry changed")
				}
				if err := (distances{d, g[1]}).check(); err == nil {
					t.Errorf("%d entries changed: no error", changed)
				}
			})
		}
	}
	var goal [6]uint8
	for i, tile := range distancePatterns[0] {
		goal[i] = uint8(tile - 1)
	}
	d, _ := forge(g[0], func(e int, v uint8) uint8 {
		if e == l.entry(goal[:], 15) {
			return 2
		}
		return v
	})
	if err := (distances{d, g[1]}).check(); err == nil {
		t.Errorf("the goal's entry 2: no error")
	}
	d, _ = forge(g[0], raise(2, 18))
	p, s, err := FromBoard([][]int{{13, 6, 8, 12}, {15, 14, 0, 10}, {11, 7, 4, 5}, {9, 1, 3, 2}})
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	path, _ := distances{d, g[1]}.tables().solve(s)
	if want, got := 59, len(path)-1; want != got || !p.replays(path, s) {
		t.Errorf("Korf's first instance with the tables raised from 18 on: got %d moves, want %d (57 is optimal)", got, want)
	}
	if !reflect.DeepEqual(g.tables().tables, fifteenTables().tables) {
		t.Errorf("the tables of the genuine distances are not the process's")
	}
}
