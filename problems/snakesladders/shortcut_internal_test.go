package snakesladders

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// refShortcut is the graph of MinRolls written again for the tests, over
// int squares and through Board.Jump, with Neighbors alone (no frontier
// capability): from square s it yields the destination of every roll
// that lands on a jump leading elsewhere, then the farthest roll that
// ends where it lands. It keeps the Board's dense index.
type refShortcut struct{ b *Board }

func (c refShortcut) Len() int        { return c.b.Len() }
func (c refShortcut) Index(s int) int { return s - 1 }
func (c refShortcut) State(i int) int { return i + 1 }
func (c refShortcut) Neighbors(s int, yield func(int) bool) {
	far := 0
	for t := s + 1; t <= min(s+6, c.b.Len()); t++ {
		if to, ok := c.b.Jump(t); ok && to != t {
			if !yield(to) {
				return
			}
			continue
		}
		far = t
	}
	if far != 0 {
		yield(far)
	}
}

// randomBoard returns a random board with n in 2..maxN: each square below
// n² holds a jump with a probability skewed towards sparse boards, to any
// square, to its own square, or down a snake, in equal parts; n² may lead
// to itself. (internal/gen, which the other tests use, imports this
// package, so this test builds its table directly.)
func randomBoard(rng *rand.Rand, i, maxN int) (*Board, string) {
	n := 2 + rng.IntN(maxN-1)
	last := n * n
	jump := make([]int32, last)
	rate := rng.Float64() * rng.Float64()
	for s := 1; s < last; s++ {
		if rng.Float64() >= rate {
			continue
		}
		switch rng.IntN(3) {
		case 0:
			jump[s-1] = int32(1 + rng.IntN(last))
		case 1:
			jump[s-1] = int32(s)
		default:
			jump[s-1] = int32(1 + rng.IntN(s))
		}
	}
	if rng.IntN(4) == 0 {
		jump[last-1] = int32(last)
	}
	return &Board{n: n, jump: jump}, fmt.Sprintf("board %d (n=%d)", i, n)
}

// TestHeavyShortcutLayers is TestShortcutLayers on 3,000 boards.
func TestHeavyShortcutLayers(t *testing.T) {
	testsize.RequireHeavy(t)
	TestShortcutLayers(t)
}

// TestHeavyShortcutGraph is TestShortcutGraph on 1,000 boards.
func TestHeavyShortcutGraph(t *testing.T) {
	testsize.RequireHeavy(t)
	TestShortcutGraph(t)
}

// TestShortcutGraph: the shortcut graph of MinRolls, over the jump table
// and over the matrix, passes searchtest.Check (which holds its
// AppendNeighbors to its Neighbors), and every square has the same
// distance to n² in the reference shortcut graph as in the Board
// (search.Layers from each square in both graphs), on 120 random boards
// (60 under -short, 1,000 in the heavy tier).
func TestShortcutGraph(t *testing.T) {
	boards := testsize.Pick(120, 60)
	if testsize.Heavy() {
		boards = 1000
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for i := range boards {
		b, name := randomBoard(rng, i, 13)
		if err := searchtest.Check[int32](shortcut{b.jump}, 1); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := searchtest.Check[int32](&matrix{rows: b.Rows(), last: int32(b.Len())}, 1); err != nil {
			t.Fatalf("%s: matrix: %v", name, err)
		}
		full, cut := distTo(b, b), distTo(b, refShortcut{b})
		if !slices.Equal(full, cut) {
			t.Fatalf("%s: distances to n², square by square from 1:\nboard    %v\nshortcut %v", name, full[1:], cut[1:])
		}
	}
}

// distTo returns dist[s], the distance from square s to n² in nb (-1 if
// n² cannot be reached), by a breadth-first search from each square.
func distTo(b *Board, nb search.Neighbors[int]) []int {
	dist := make([]int, b.Len()+1)
	for s := 1; s <= b.Len(); s++ {
		dist[s] = -1
		for d, layer := range search.Layers(nb, s) {
			if slices.Contains(layer, b.Len()) {
				dist[s] = d
				break
			}
		}
	}
	return dist
}

// TestShortcutLayers: search.Layers over the shortcut graph of MinRolls,
// over the jump table and over the matrix (both frontier at a time), gives
// exactly the layers of search.Layers over the reference shortcut graph
// (through Neighbors), whole layer by whole layer, and MinRolls and
// SnakesAndLadders answer the depth of the layer holding n², on 1,200
// random boards (600 in the short tier, 3,000 in the heavy one).
func TestShortcutLayers(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	boards := testsize.Pick(1200, 600)
	if testsize.Heavy() {
		boards = 3000 // TestHeavyShortcutLayers
	}
	layers := func(nb search.Neighbors[int32]) [][]int {
		var out [][]int
		for _, l := range search.Layers(nb, 1) {
			layer := make([]int, len(l))
			for k, s := range l {
				layer[k] = int(s)
			}
			out = append(out, layer)
		}
		return out
	}
	for i := range boards {
		b, name := randomBoard(rng, i, 40)
		var want [][]int
		goalAt := -1
		for d, l := range search.Layers[int](refShortcut{b}, 1) {
			want = append(want, slices.Clone(l))
			if slices.Contains(l, b.Len()) && goalAt < 0 {
				goalAt = d
			}
		}
		m := &matrix{rows: b.Rows(), last: int32(b.Len())}
		for _, g := range []struct {
			name string
			nb   search.Neighbors[int32]
		}{{"table", shortcut{b.jump}}, {"matrix", m}} {
			if got := layers(g.nb); !slices.EqualFunc(want, got, slices.Equal) {
				t.Fatalf("%s, %s: layers\nreference %v\nshortcut  %v", name, g.name, want, got)
			}
		}
		if m.bad {
			t.Fatalf("%s: a valid board's matrix reads as bad", name)
		}
		d, ok := b.MinRolls()
		if !ok {
			d = -1
		}
		if d != goalAt || SnakesAndLadders(b.Rows()) != goalAt {
			t.Fatalf("%s: n² in layer %d, MinRolls says %d, %v, SnakesAndLadders %d", name, goalAt, d, ok, SnakesAndLadders(b.Rows()))
		}
	}
}
