package searchtest

import (
	"fmt"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// checkLen checks that Len is not negative, and records it. (A Len above
// 2³¹−1 is valid: the engine then runs in map mode.)
func (c *checker[S]) checkLen() error {
	c.op = "Len()"
	c.n = c.ix.Len()
	if c.n < 0 {
		return fmt.Errorf("searchtest: Indexer.Len() = %d is negative", c.n)
	}
	return nil
}

// checkIndexer checks Len, Index and State at s, and records Index(s) in
// c.i.
func (c *checker[S]) checkIndexer(s S) error {
	c.at("Len() at state %v")
	if n := c.ix.Len(); n != c.n {
		return fmt.Errorf("searchtest: Indexer.Len() = %d at state %v, want %d as at the start: Len must not change", n, s, c.n)
	}
	c.at("Index(%v)")
	i := c.ix.Index(s)
	if i < 0 || i >= c.n {
		return fmt.Errorf("searchtest: Index(%v) = %d, outside [0, %d)", s, i, c.n)
	}
	if again := c.ix.Index(s); again != i {
		return fmt.Errorf("searchtest: Index(%v) is not deterministic: %d, then %d", s, i, again)
	}
	if c.wl != nil && marked(c.wall, c.n, i) {
		return fmt.Errorf("searchtest: Index(%v) = %d is a wall (Walls marks it): no start and no reachable state may have a wall's index", s, i)
	}
	c.atArg("State(%v)", i)
	if back := c.ix.State(i); back != s {
		return fmt.Errorf("searchtest: State(Index(%v)) = State(%d) = %v, want %v", s, i, back, s)
	}
	c.i = i
	return nil
}

// checkIndexNeighbors checks that IndexNeighbors(Index(s)) yields the set
// of Index(v) for the successors v of s, deterministically, and honours a
// false yield.
func (c *checker[S]) checkIndexNeighbors(s S, succ []S) error {
	clear(c.want)
	c.idx = c.idx[:0]
	for _, v := range succ {
		c.atArg("Index(%v)", v)
		j := c.ix.Index(v)
		c.want[j] = v
		c.idx = append(c.idx, j)
	}
	i := c.i
	c.atArg("IndexNeighbors(%v)", i)
	seq := func(y func(int) bool) { c.inb.IndexNeighbors(i, y) }
	first, err := collect(seq)
	if err != nil {
		return fmt.Errorf("searchtest: IndexNeighbors(%d), for state %v, %w", i, s, err)
	}
	if second, _ := collect(seq); !slices.Equal(first, second) {
		return fmt.Errorf("searchtest: IndexNeighbors(%d), for state %v, is not deterministic: yielded %v, then %v", i, s, first, second)
	}
	for k := 0; k < len(first) && k < stopPositions; k++ {
		if extra := yieldsAfterStop(seq, k); extra > 0 {
			return fmt.Errorf("searchtest: IndexNeighbors(%d), for state %v, called yield %d more times after it returned false", i, s, extra)
		}
	}
	clear(c.got)
	for _, j := range first {
		if j < 0 || j >= c.n {
			return fmt.Errorf("searchtest: IndexNeighbors(%d), for state %v, yields %d, outside [0, %d)", i, s, j, c.n)
		}
		c.got[j] = true
	}
	for _, j := range first {
		if _, ok := c.want[j]; !ok {
			return fmt.Errorf("searchtest: IndexNeighbors(%d), for state %v, yields %d, the index of no successor that Neighbors(%v) yields: got the indices %v, want %v (order and repeats ignored)",
				i, s, j, s, setString(c.got), setString(c.want))
		}
	}
	for k, v := range succ {
		if j := c.idx[k]; !c.got[j] {
			return fmt.Errorf("searchtest: IndexNeighbors(%d), for state %v, does not yield %d = Index(%v), a successor that Neighbors(%v) yields: got the indices %v, want %v (order and repeats ignored)",
				i, s, j, v, s, setString(c.got), setString(c.want))
		}
	}
	return nil
}

// checkFrontier checks AppendNeighbors at s against the successors that
// Neighbors yields: with nothing marked, with the first successor marked
// beforehand, and with the frontier [s, s]. c.vis is clear on entry and
// on return.
func (c *checker[S]) checkFrontier(s S, succ []S) error {
	if !c.visMade {
		c.vis, c.visMade = search.NewVisited(c.n), true
		if c.wl != nil {
			c.at("Walls(seen)")
			c.wl.Walls(c.vis)
		}
	}
	var want []S // succ without repeated indices, in first-yield order
	var idx []int
	seen := map[int]bool{}
	for _, v := range succ {
		c.atArg("Index(%v)", v)
		if j := c.ix.Index(v); !seen[j] {
			seen[j] = true
			want, idx = append(want, v), append(idx, j)
		}
	}
	var sentinel S
	cases := []struct {
		name     string
		frontier []S
		marked   int // how many of want are marked before the call
	}{
		{"", []S{s}, 0},
		{" with the first successor already marked", []S{s}, min(1, len(want))},
		{" with the frontier given twice", []S{s, s}, 0},
	}
	for _, tc := range cases {
		for _, j := range idx[:tc.marked] {
			c.vis.Mark(j)
		}
		c.at("AppendNeighbors(dst, %v, seen)")
		got := c.fn.AppendNeighbors([]S{sentinel}, tc.frontier, c.vis)
		all := true
		for _, j := range idx {
			all = all && marked(c.vis, c.n, j)
			c.vis.Unmark(j)
		}
		switch {
		case len(got) == 0 || got[0] != sentinel:
			return fmt.Errorf("searchtest: AppendNeighbors(dst, [%v], seen)%s does not keep dst: got %v", s, tc.name, got)
		case !slices.Equal(got[1:], want[tc.marked:]):
			return fmt.Errorf("searchtest: AppendNeighbors(dst, %v, seen)%s appends %v, want %v (the successors Neighbors(%v) yields, in order, each index once, less those marked)", tc.frontier, tc.name, got[1:], want[tc.marked:], s)
		case !all:
			return fmt.Errorf("searchtest: AppendNeighbors(dst, [%v], seen)%s does not mark the index of every successor it appends (want %v marked)", s, tc.name, idx)
		}
	}
	return nil
}

// checkPacker checks that Pack(s) is deterministic, collides with the key
// of no other state seen so far, and that Unpack inverts it.
func (c *checker[S]) checkPacker(s S) error {
	c.at("Pack(%v)")
	k := c.pk.Pack(s)
	if again := c.pk.Pack(s); again != k {
		return fmt.Errorf("searchtest: Pack(%v) is not deterministic: %#x, then %#x", s, k, again)
	}
	if prev, ok := c.keys[k]; ok && prev != s {
		return fmt.Errorf("searchtest: Pack is not injective: Pack(%v) = %#x, the key of state %v too", s, k, prev)
	}
	c.keys[k] = s
	c.atArg("Unpack(%#x)", k)
	if back := c.pk.Unpack(k); back != s {
		return fmt.Errorf("searchtest: Unpack(Pack(%v)) = Unpack(%#x) = %v, want %v", s, k, back, s)
	}
	return nil
}

// maxShown bounds the indices an error message lists.
const maxShown = 16

// setString formats the keys of m sorted, at most maxShown of them.
func setString[V any](m map[int]V) string {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if len(keys) > maxShown {
		return fmt.Sprintf("%v… (%d in all)", keys[:maxShown], len(keys))
	}
	return fmt.Sprint(keys)
}

// checkWalls records the indices Walls marks, and checks that a second
// call marks the same ones.
func (c *checker[S]) checkWalls() error {
	if c.wl == nil {
		return nil
	}
	c.op = "Walls(seen)"
	c.wall = search.NewVisited(c.n)
	c.wl.Walls(c.wall)
	again := search.NewVisited(c.n)
	c.wl.Walls(again)
	for i := range c.n {
		if marked(c.wall, c.n, i) != marked(again, c.n, i) {
			return fmt.Errorf("searchtest: Walls is not deterministic: index %d marked by one call and not by the other", i)
		}
	}
	return nil
}

// marked reports whether index i of v, over [0, n), is marked, leaving v
// as it was.
func marked(v search.Visited, n, i int) bool {
	if i < 0 || i >= n {
		return false
	}
	if v.Mark(i) {
		v.Unmark(i)
		return false
	}
	return true
}
