package searchtest_test

import (
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// ring is a value with every capability, all correct: the states
// off..off+n-1 on a cycle, with moves +1, -1 and +3 (mod n). Its index is
// the state minus off, so messages that name a state and an index tell
// them apart, and its IndexNeighbors yields the indices in another order
// than Neighbors, with a repeat, which the engine allows.
type ring struct{ n, off int }

func (r ring) Neighbors(s int, yield func(int) bool) {
	i := s - r.off
	for _, d := range []int{1, r.n - 1, 3} {
		if !yield(r.off + (i+d)%r.n) {
			return
		}
	}
}

func (r ring) Len() int          { return r.n }
func (r ring) Index(s int) int   { return s - r.off }
func (r ring) State(i int) int   { return i + r.off }
func (r ring) Pack(s int) uint64 { return uint64(s) ^ packMask }
func (r ring) Unpack(k uint64) int {
	return int(k ^ packMask)
}

func (r ring) IndexNeighbors(i int, yield func(int) bool) {
	for _, d := range []int{3, 1, 1, r.n - 1} {
		if !yield((i + d) % r.n) {
			return
		}
	}
}

// AppendNeighbors appends the successors Neighbors yields that seen
// reports new.
func (r ring) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	for _, s := range frontier {
		i := s - r.off
		for _, d := range []int{1, r.n - 1, 3} {
			if j := (i + d) % r.n; seen.Mark(j) {
				dst = append(dst, r.off+j)
			}
		}
	}
	return dst
}

const packMask = 0xA5A5_A5A5_A5A5_A5A5

// AppendNeighbors breaks the frontier capability the way f.fault says.
func (f faulty) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	switch f.fault {
	case "AppendNeighbors ignores seen":
		for _, s := range frontier {
			f.ring.Neighbors(s, func(v int) bool { seen.Mark(v - f.off); dst = append(dst, v); return true })
		}
		return dst
	case "AppendNeighbors misses one":
		out := f.ring.AppendNeighbors(dst, frontier, seen)
		return out[:len(out)-1]
	case "AppendNeighbors reorders":
		out := f.ring.AppendNeighbors(dst, frontier, seen)
		slices.Reverse(out[len(dst):])
		return out
	case "AppendNeighbors does not mark":
		for _, s := range frontier {
			f.ring.Neighbors(s, func(v int) bool {
				if !marked(seen, v-f.off) && !slices.Contains(dst, v) {
					dst = append(dst, v)
				}
				return true
			})
		}
		return dst
	case "AppendNeighbors drops dst":
		return f.ring.AppendNeighbors(nil, frontier, seen)
	case "AppendNeighbors panics":
		panic("boom")
	}
	return f.ring.AppendNeighbors(dst, frontier, seen)
}

// faulty is a ring with one capability broken the way fault says. The
// starting state is 100 (index 0); the walk reaches 101, 109 and 103 first.
type faulty struct {
	ring
	fault string
	calls *int // for the faults that depend on how often they are called
}

func newFaulty(fault string) faulty {
	return faulty{ring: ring{n: 10, off: 100}, fault: fault, calls: new(int)}
}

func (f faulty) Len() int {
	switch f.fault {
	case "Len changes":
		*f.calls++
		if *f.calls > 3 {
			return f.n + 1
		}
	case "Len negative":
		return -1
	case "Len panics":
		panic("boom")
	}
	return f.ring.Len()
}

func (f faulty) Index(s int) int {
	switch {
	case f.fault == "Index not deterministic" && s == 100:
		*f.calls++
		return *f.calls % 2
	case f.fault == "Index panics" && s == 109:
		panic("boom")
	}
	return f.ring.Index(s)
}

func (f faulty) State(i int) int {
	switch {
	case f.fault == "State does not invert Index" && i == 3:
		return 100
	case f.fault == "State panics" && i == 3:
		panic("boom")
	}
	return f.ring.State(i)
}

func (f faulty) IndexNeighbors(i int, yield func(int) bool) {
	var out []int
	f.ring.IndexNeighbors(i, func(j int) bool { out = append(out, j); return true })
	switch {
	case f.fault == "IndexNeighbors misses one" && i == 1:
		out = out[:len(out)-1] // drops 0, the index of 100
	case f.fault == "IndexNeighbors yields an extra one" && i == 1:
		out = append(out, 5)
	case f.fault == "IndexNeighbors out of range" && i == 1:
		out = append(out, 10)
	case f.fault == "IndexNeighbors not deterministic" && i == 1:
		*f.calls++
		out = out[:1+*f.calls%2]
	case f.fault == "IndexNeighbors ignores a false yield" && i == 1:
		for _, j := range out {
			yield(j)
		}
		return
	case f.fault == "IndexNeighbors panics" && i == 1:
		panic("boom")
	}
	for _, j := range out {
		if !yield(j) {
			return
		}
	}
}

func (f faulty) Pack(s int) uint64 {
	switch {
	case f.fault == "Pack not injective" && s == 103:
		return f.ring.Pack(109)
	case f.fault == "Pack not deterministic" && s == 103:
		*f.calls++
		return uint64(*f.calls)
	case f.fault == "Pack panics" && s == 103:
		panic("boom")
	}
	return f.ring.Pack(s)
}

func (f faulty) Unpack(k uint64) int {
	s := f.ring.Unpack(k)
	switch {
	case f.fault == "Unpack does not invert Pack" && s == 103:
		return 104
	case f.fault == "Unpack panics" && s == 103:
		panic("boom")
	}
	return s
}

// forgetful packs states into 2 bits, which is not injective, but its
// Unpack returns the state last packed, so Unpack(Pack(s)) == s holds at
// every state: only the map from key to state catches it.
type forgetful struct {
	searchtest.Graph
	last *int
}

func (f forgetful) Pack(s int) uint64 { *f.last = s; return uint64(s % 4) }
func (f forgetful) Unpack(uint64) int { return *f.last }
func (f forgetful) Len() int          { return len(f.Graph) }
func (f forgetful) Index(s int) int   { return s }
func (f forgetful) State(i int) int   { return i }

func TestCheckCapabilities(t *testing.T) {
	tests := []struct {
		nb      search.Neighbors[int]
		name    string // defaults to the fault
		start   int    // defaults to 100
		wantErr string
	}{
		{nb: newFaulty("Len changes"), wantErr: "searchtest: Indexer.Len() = 11 at state 109, want 10 as at the start: Len must not change"},
		{nb: newFaulty("Len negative"), wantErr: "searchtest: Indexer.Len() = -1 is negative"},
		{nb: newFaulty("Len panics"), wantErr: "searchtest: Len() panicked: boom"},
		{nb: newFaulty("Index not deterministic"), wantErr: "searchtest: Index(100) is not deterministic: 1, then 0"},
		{nb: newFaulty("Index panics"), wantErr: "searchtest: Index(109) while checking state 100 panicked: boom"},
		// An Indexer whose State does not invert Index silently gives wrong
		// layer sizes in dense Sweep (on a 1,000-state path whose State
		// always returns 0, two layers of 1 state instead of 1,000 layers).
		{nb: newFaulty("State does not invert Index"), wantErr: "searchtest: State(Index(103)) = State(3) = 100, want 103"},
		{nb: newFaulty("State panics"), wantErr: "searchtest: State(3) while checking state 103 panicked: boom"},
		{nb: newFaulty("IndexNeighbors misses one"), wantErr: "searchtest: IndexNeighbors(1), for state 101, does not yield 0 = Index(100), a successor that Neighbors(101) yields: got the indices [2 4], want [0 2 4] (order and repeats ignored)"},
		{nb: newFaulty("IndexNeighbors yields an extra one"), wantErr: "searchtest: IndexNeighbors(1), for state 101, yields 5, the index of no successor that Neighbors(101) yields: got the indices [0 2 4 5], want [0 2 4] (order and repeats ignored)"},
		{nb: newFaulty("IndexNeighbors out of range"), wantErr: "searchtest: IndexNeighbors(1), for state 101, yields 10, outside [0, 10)"},
		{nb: newFaulty("IndexNeighbors not deterministic"), wantErr: "searchtest: IndexNeighbors(1), for state 101, is not deterministic: yielded [4 2], then [4]"},
		{nb: newFaulty("IndexNeighbors ignores a false yield"), wantErr: "searchtest: IndexNeighbors(1), for state 101, called yield 3 more times after it returned false"},
		{nb: newFaulty("IndexNeighbors panics"), wantErr: "searchtest: IndexNeighbors(1) while checking state 101 panicked: boom"},
		{nb: newFaulty("AppendNeighbors ignores seen"), wantErr: "searchtest: AppendNeighbors(dst, [100], seen) with the first successor already marked appends [101 109 103], want [109 103] (the successors Neighbors(100) yields, in order, each index once, less those marked)"},
		{nb: newFaulty("AppendNeighbors misses one"), wantErr: "searchtest: AppendNeighbors(dst, [100], seen) appends [101 109], want [101 109 103] (the successors Neighbors(100) yields, in order, each index once, less those marked)"},
		{nb: newFaulty("AppendNeighbors reorders"), wantErr: "searchtest: AppendNeighbors(dst, [100], seen) appends [103 109 101], want [101 109 103] (the successors Neighbors(100) yields, in order, each index once, less those marked)"},
		{nb: newFaulty("AppendNeighbors does not mark"), wantErr: "searchtest: AppendNeighbors(dst, [100], seen) does not mark the index of every successor it appends (want [1 9 3] marked)"},
		{nb: newFaulty("AppendNeighbors drops dst"), wantErr: "searchtest: AppendNeighbors(dst, [100], seen) does not keep dst: got [101 109 103]"},
		{nb: newFaulty("AppendNeighbors panics"), wantErr: "searchtest: AppendNeighbors(dst, 100, seen) panicked: boom"},
		{nb: newFaulty("Pack not injective"), wantErr: "searchtest: Pack is not injective: Pack(103) = 0xa5a5a5a5a5a5a5c8, the key of state 109 too"},
		{nb: forgetful{searchtest.Cycle(8), new(int)}, name: "Pack not injective, Unpack stateful", start: 0, wantErr: "searchtest: Pack is not injective: Pack(4) = 0x0, the key of state 0 too"},
		{nb: newFaulty("Pack not deterministic"), wantErr: "searchtest: Pack(103) is not deterministic: 0x1, then 0x2"},
		{nb: newFaulty("Pack panics"), wantErr: "searchtest: Pack(103) panicked: boom"},
		{nb: newFaulty("Unpack does not invert Pack"), wantErr: "searchtest: Unpack(Pack(103)) = Unpack(0xa5a5a5a5a5a5a5c2) = 104, want 103"},
		{nb: newFaulty("Unpack panics"), wantErr: "searchtest: Unpack(0xa5a5a5a5a5a5a5c2) while checking state 103 panicked: boom"},
	}
	for _, tc := range tests {
		name, start := tc.name, tc.start
		if f, ok := tc.nb.(faulty); ok {
			name, start = f.fault, 100
		}
		t.Run(name, func(t *testing.T) {
			if err := searchtest.Check(tc.nb, start); err == nil || err.Error() != tc.wantErr {
				t.Errorf("error %v, want %q", err, tc.wantErr)
			}
		})
	}
}

// packOnly hides every capability of ring but Packer.
type packOnly struct{ r ring }

func (p packOnly) Neighbors(s int, yield func(int) bool) { p.r.Neighbors(s, yield) }
func (p packOnly) Pack(s int) uint64                     { return p.r.Pack(s) }
func (p packOnly) Unpack(k uint64) int                   { return p.r.Unpack(k) }

// indexOnly is ring's Indexer alone, for search.With.
type indexOnly struct{ r ring }

func (x indexOnly) Len() int        { return x.r.Len() }
func (x indexOnly) Index(s int) int { return x.r.Index(s) }
func (x indexOnly) State(i int) int { return x.r.State(i) }

// mapMode returns nb's moves behind a closure, which has no capabilities.
// (Wrapping the method value nb.Neighbors itself makes the engine panic.)
func mapMode(nb search.Neighbors[int]) search.Neighbors[int] {
	return search.NeighborsFunc[int](func(s int, yield func(int) bool) { nb.Neighbors(s, yield) })
}

// TestCheckCorrectCapabilities runs Check on values whose capabilities are
// all right, so that every check above can fail only on a real fault.

func TestCheckCorrectCapabilities(t *testing.T) {
	r := ring{n: 1000, off: -7}
	tests := []struct {
		name  string
		nb    search.Neighbors[int]
		start int
	}{
		{"ring with every capability", r, -7},
		{"ring from another start", r, 500},
		{"ring as a plain Indexer", search.With(mapMode(r), indexOnly{r}), 0},
		{"ring as a Packer only", packOnly{r}, 0},
		{"ring in map mode", mapMode(r), 0},
		{"every fault switched off", newFaulty(""), 100},
		{"path", searchtest.Path(50), 0},
		{"cycle", searchtest.Cycle(50), 7},
		{"grid", searchtest.Grid(7, 5), 0},
		{"random with self-loops and multi-edges", searchtest.Random(3, 500, 4), 0},
		{"random undirected", searchtest.RandomUndirected(3, 500, 800), 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := searchtest.Check(tc.nb, tc.start); err != nil {
				t.Error(err)
			}
		})
	}
}

// marked reports whether index i of seen is marked, leaving it as it was.
func marked(seen search.Visited, i int) bool {
	if seen.Mark(i) {
		seen.Unmark(i)
		return false
	}
	return true
}
