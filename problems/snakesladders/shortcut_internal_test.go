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

// shortcut is the graph of MinRolls (layerWalk.stepShortcut) as a stateless
// search.Neighbors, so that the tests can check the graph apart from the
// loop: from square s it yields the destination of every roll that lands
// on a jump leading elsewhere, then the farthest roll that ends where it
// lands. It keeps the Board's dense index.
type shortcut struct{ b *Board }

func (c shortcut) Len() int        { return len(c.b.jump) }
func (c shortcut) Index(s int) int { return s - 1 }
func (c shortcut) State(i int) int { return i + 1 }
func (c shortcut) Neighbors(s int, yield func(int) bool) {
	jump := c.b.jump
	c.b.mustSquare(s, "shortcut.Neighbors")
	far := 0
	for i, j := range jump[s:min(s+6, len(jump))] {
		if t := s + 1 + i; j == 0 || int(j) == t {
			far = t
		} else if !yield(int(j)) {
			return
		}
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

// TestHeavyShortcutLoop is TestShortcutLoop on 3,000 boards.
func TestHeavyShortcutLoop(t *testing.T) {
	testsize.RequireHeavy(t)
	TestShortcutLoop(t)
}

// TestHeavyShortcutGraph is TestShortcutGraph on 1,000 boards.
func TestHeavyShortcutGraph(t *testing.T) {
	testsize.RequireHeavy(t)
	TestShortcutGraph(t)
}

// TestShortcutGraph: the shortcut graph passes searchtest.Check, and every
// square has the same distance to n² in it as in the Board (search.Layers
// from each square in both graphs), on 120 random boards (60 under -short,
// 1,000 in the heavy tier).
func TestShortcutGraph(t *testing.T) {
	boards := testsize.Pick(120, 60)
	if testsize.Heavy() {
		boards = 1000
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for i := range boards {
		b, name := randomBoard(rng, i, 13)
		if err := searchtest.Check[int](shortcut{b}, 1); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		full, cut := distTo(b, b), distTo(b, shortcut{b})
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

// TestShortcutLoop: the loop of MinRolls (stepShortcut, run until its
// layer is empty) gives exactly the layers of search.Layers over the
// shortcut graph, whole layer by whole layer, and reports n² in the right
// layer, on 1,200 random boards (600 in the short tier, 3,000 in the heavy
// one).
func TestShortcutLoop(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	boards := testsize.Pick(1200, 600)
	if testsize.Heavy() {
		boards = 3000 // TestHeavyShortcutLoop
	}
	for i := range boards {
		b, name := randomBoard(rng, i, 40)
		var want [][]int
		goalAt := -1
		for d, l := range search.Layers[int](shortcut{b}, 1) {
			want = append(want, slices.Clone(l))
			if slices.Contains(l, b.Len()) {
				goalAt = d
			}
		}
		w := newLayerWalk(b)
		got := [][]int{{1}}
		gotGoal := -1
		for d := 1; ; d++ {
			if w.stepShortcut() {
				if gotGoal >= 0 {
					t.Fatalf("%s: n² reported in layers %d and %d", name, gotGoal, d)
				}
				gotGoal = d
			}
			if len(w.cur) == 0 {
				break
			}
			layer := make([]int, len(w.cur))
			for k, s := range w.cur {
				layer[k] = int(s)
			}
			got = append(got, layer)
		}
		if !slices.EqualFunc(want, got, slices.Equal) {
			t.Fatalf("%s: layers\nsearch.Layers %v\nloop          %v", name, want, got)
		}
		if gotGoal != goalAt {
			t.Fatalf("%s: n² in layer %d, loop says %d", name, goalAt, gotGoal)
		}
	}
}
