package snakesladders_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestAgainstReference compares every public answer with the reference of
// ref_test.go on 80 seeded random boards of each style (20 under -short),
// n from 2 to 30; TestHeavyAgainstReference runs 800 of each.
func TestAgainstReference(t *testing.T) { againstReference(t, testsize.Pick(80, 20)) }

func TestHeavyAgainstReference(t *testing.T) {
	testsize.RequireHeavy(t)
	againstReference(t, 800)
}

func againstReference(t *testing.T, boards int) {
	styles := []string{"uniform", "snakes", "self", "sparse-ladders", "wall"}
	for _, style := range styles {
		t.Run(style, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(909, uint64(len(style))))
			unreachable := 0
			for i := range boards {
				n := 2 + rng.IntN(29)
				board := refBoard(rng, n, style)
				name := fmt.Sprintf("board %d (n=%d)", i, n)
				want := refMinRolls(board)
				if want < 0 {
					unreachable++
				}
				if want, got := want, snakesladders.SnakesAndLadders(board); !reflect.DeepEqual(want, got) {
					t.Fatalf("%v: got %#v, want %#v", name, got, want)
				}

				b, err := snakesladders.New(board)
				if err != nil {
					t.Fatalf("%v: unexpected error: %v", name, err)
				}
				if want, got := board, b.Rows(); !reflect.DeepEqual(want, got) {
					t.Fatalf("%v: got %#v, want %#v", name, got, want)
				}
				d, ok := b.MinRolls()
				if want, got := want >= 0, ok; !reflect.DeepEqual(want, got) {
					t.Errorf("%v: got %#v, want %#v", name, got, want)
				}
				if ok {
					if want, got := want, d; !reflect.DeepEqual(want, got) {
						t.Errorf("%v: got %#v, want %#v", name, got, want)
					}
				}

				wantLayers := refLayers(board)
				var gotLayers [][]int
				for _, layer := range b.Layers() {
					gotLayers = append(gotLayers, slices.Clone(layer))
				}
				if want, got := wantLayers, gotLayers; !reflect.DeepEqual(want, got) {
					t.Fatalf("%v: got %#v, want %#v", name, got, want)
				}

				route, ok := b.Route()
				if want, got := want >= 0, ok; !reflect.DeepEqual(want, got) {
					t.Fatalf("%v: got %#v, want %#v", name, got, want)
				}
				if ok {
					checkRoute(t, board, route, want, name)
				}
				if i%50 == 0 {
					if err := searchtest.Check[int](b, 1); err != nil {
						t.Fatalf("%v: unexpected error: %v", name, err)
					}
				}
			}
			t.Logf("%s: %d of %d boards with n² unreachable", style, unreachable, boards)
			if style == "wall" || style == "snakes" {
				if x, y := unreachable, boards/40; !(x > y) {
					t.Errorf("the style must produce unreachable ends: %v is not > %v", x, y)
				}
			}
		})
	}
}

// checkRoute verifies a route move by move with the reference's rules.
func checkRoute(t *testing.T, board [][]int, route []snakesladders.Move, want int, name string) {
	t.Helper()
	where := refLabels(len(board))
	if len(route) != want {
		t.Fatalf("%v: length %d, want %d: %v", name, len(route), want, route)
	}
	at := 1
	for i, m := range route {
		if want, got := at, m.From; !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: move %d: got %#v, want %#v", name, i, got, want)
		}
		if !(m.Roll >= 1 && m.Roll <= 6) {
			t.Fatalf("%s: move %d roll %d", name, i, m.Roll)
		}
		if want, got := m.From+m.Roll, m.Landed; !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: move %d: got %#v, want %#v", name, i, got, want)
		}
		if want, got := refDest(board, where, m.From, m.Roll), m.To; !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: move %d: got %#v, want %#v", name, i, got, want)
		}
		cell := board[where[m.Landed][0]][where[m.Landed][1]]
		if want, got := cell != -1, m.Jumped; !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: move %d: got %#v, want %#v", name, i, got, want)
		}
		at = m.To
	}
	if want, got := len(where)-1, at; !reflect.DeepEqual(want, got) {
		t.Fatalf("%v: got %#v, want %#v", name, got, want)
	}
}

// mapMode hides every capability of nb behind a closure, so that a search
// keeps its visited set in a Go map.
func mapMode(nb search.Neighbors[int]) search.Neighbors[int] {
	return search.NeighborsFunc[int](func(s int, yield func(int) bool) { nb.Neighbors(s, yield) })
}

// TestDenseMatchesMapMode runs the same boards through search.Layers in map
// mode (a closure hides the Indexer) and in dense mode.
func TestDenseMatchesMapMode(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for i := range testsize.Pick(200, 50) {
		b := gen.Snakes(2+rng.IntN(40), rng.Float64()*0.3, uint64(i))
		var dense, mapped [][]int
		for _, l := range search.Layers[int](b, 1) {
			dense = append(dense, slices.Clone(l))
		}
		for _, l := range search.Layers(mapMode(b), 1) {
			mapped = append(mapped, slices.Clone(l))
		}
		if want, got := mapped, dense; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d: got %#v, want %#v", i, got, want)
		}
	}
}

// TestRandomBoardsBig checks MinRolls on larger generated boards (n up to
// 120) against the relaxation reference, and that Random is deterministic.
func TestRandomBoardsBig(t *testing.T) {
	for _, tc := range []struct {
		name string
		n    int
		rate float64
	}{
		{name: "no jumps 100", n: 100, rate: 0},
		{name: "1% 120", n: 120, rate: 0.01},
		{name: "10% 80", n: 80, rate: 0.10},
		{name: "50% 60", n: 60, rate: 0.5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range uint64(testsize.Pick(5, 2)) {
				b := gen.Snakes(tc.n, tc.rate, seed)
				if want, got := b.Rows(), gen.Snakes(tc.n, tc.rate, seed).Rows(); !reflect.DeepEqual(want, got) {
					t.Fatalf("got %#v, want %#v", got, want)
				}
				if want, got := refMinRolls(b.Rows()), snakesladders.SnakesAndLadders(b.Rows()); !reflect.DeepEqual(want, got) {
					t.Errorf("seed %d: got %#v, want %#v", seed, got, want)
				}
			}
		})
	}
	// With no jumps every layer but the first holds 6 squares: (n²-1)/6
	// rolls, rounded up. For n = 1000 that is 166,667 layers.
	d, ok := gen.Snakes(1000, 0, 1).MinRolls()
	if !ok {
		t.Fatalf("ok is false")
	}
	if want, got := (1000*1000-1+5)/6, d; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := 166667, d; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// TestLayersEqualSearchLayers: Board.Layers, MinRolls and Route run their
// own specialised loop, not search.Layers. On 4,000 random boards of all
// densities and styles (unreachable ends included), Board.Layers must give
// exactly the layers of search.Layers over the Board (dense mode) and of the
// reference's FIFO queue, layer for layer; MinRolls must give the depth of
// the layer holding n² in them, and Route a path of that length. The
// default run takes 400 boards (150 under -short);
// TestHeavyLayersEqualSearchLayers takes the 4,000.
func TestLayersEqualSearchLayers(t *testing.T) {
	layersEqualSearchLayers(t, testsize.Pick(400, 150))
}

func TestHeavyLayersEqualSearchLayers(t *testing.T) {
	testsize.RequireHeavy(t)
	layersEqualSearchLayers(t, 4000)
}

func layersEqualSearchLayers(t *testing.T, boards int) {
	styles := []string{"random", "uniform", "snakes", "self", "sparse-ladders", "wall"}
	for k, style := range styles {
		t.Run(style, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(3, uint64(k)))
			unreachable := 0
			for i := range boards / len(styles) {
				n := 2 + rng.IntN(40)
				var b *snakesladders.Board
				if style == "random" {
					b = gen.Snakes(n, rng.Float64()*rng.Float64(), uint64(i))
				} else {
					var err error
					b, err = snakesladders.New(refBoard(rng, n, style))
					if err != nil {
						t.Fatalf("unexpected error: %v", err)
					}
				}
				name := fmt.Sprintf("board %d (n=%d)", i, n)
				var want [][]int
				for _, l := range search.Layers[int](b, 1) {
					want = append(want, slices.Clone(l))
				}
				if want, got := want, collect(b); !reflect.DeepEqual(want, got) {
					t.Fatalf("%v: got %#v, want %#v", name, got, want)
				}
				if want, got := refLayers(b.Rows()), want; !reflect.DeepEqual(want, got) {
					t.Fatalf("%v: got %#v, want %#v", name, got, want)
				}

				depth := slices.IndexFunc(want, func(l []int) bool { return slices.Contains(l, b.Len()) })
				d, ok := b.MinRolls()
				if want, got := depth >= 0, ok; !reflect.DeepEqual(want, got) {
					t.Fatalf("%v: got %#v, want %#v", name, got, want)
				}
				route, rok := b.Route()
				if want, got := ok, rok; !reflect.DeepEqual(want, got) {
					t.Fatalf("%v: got %#v, want %#v", name, got, want)
				}
				if !ok {
					unreachable++
					if d != 0 {
						t.Fatalf("%v: MinRolls %d without a route, want 0", name, d)
					}
					if route != nil {
						t.Fatalf("%v: %v, want nil", name, route)
					}
					continue
				}
				if want, got := depth, d; !reflect.DeepEqual(want, got) {
					t.Fatalf("%v: got %#v, want %#v", name, got, want)
				}
				if len(route) != depth {
					t.Fatalf("%v: length %d, want %d: %v", name, len(route), depth, route)
				}
			}
			if style == "wall" || style == "snakes" {
				if x, y := unreachable, boards/200; !(x > y) {
					t.Errorf("the style must produce unreachable ends: %v is not > %v", x, y)
				}
			}
		})
	}
}

// TestCheckEveryNeighbors runs searchtest.Check on every search.Neighbors
// value the package exports. There is one, *Board (MinRolls, Layers and
// Route use a specialised loop, not a successor function), checked here on
// random boards of every style, n up to 40. The tests' own shortcut graph
// (MinRolls's graph as a Neighbors) is checked in TestShortcutGraph: 15
// boards of each style (6 under -short; 100 in TestHeavyCheckEveryNeighbors).
func TestCheckEveryNeighbors(t *testing.T) { checkEveryNeighbors(t, testsize.Pick(15, 6)) }

func TestHeavyCheckEveryNeighbors(t *testing.T) {
	testsize.RequireHeavy(t)
	checkEveryNeighbors(t, 100)
}

func checkEveryNeighbors(t *testing.T, boards int) {
	for k, style := range []string{"uniform", "snakes", "self", "sparse-ladders", "wall"} {
		t.Run(style, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(11, uint64(k)))
			for i := range boards {
				n := 2 + rng.IntN(39)
				b, err := snakesladders.New(refBoard(rng, n, style))
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				var nb search.Neighbors[int] = b
				if err := searchtest.Check(nb, 1); err != nil {
					t.Fatalf("board %d (n=%d): unexpected error: %v", i, n, err)
				}
			}
		})
	}
}

// TestRouteIsShortestPaths: Route gives exactly the path that
// search.BFS records (first parents in FIFO order), on the plain
// Board in map mode.
func TestRouteIsShortestPaths(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range testsize.Pick(400, 100) {
		n := 2 + rng.IntN(50)
		b := gen.Snakes(n, rng.Float64()*rng.Float64(), uint64(i))
		goal := b.Len()
		path, ok := search.BFS(mapMode(b), func(s int) bool { return s == goal }, 1)
		route, rok := b.Route()
		if want, got := ok, rok; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d: got %#v, want %#v", i, got, want)
		}
		if !ok {
			continue
		}
		got := []int{1}
		for _, m := range route {
			got = append(got, m.To)
		}
		if want, got := path, got; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %d (n=%d): got %#v, want %#v", i, n, got, want)
		}
	}
}

// TestLayersRangesTwice: each range over Board.Layers is a fresh search,
// even after an earlier range stopped early.
func TestLayersRangesTwice(t *testing.T) {
	b := gen.Snakes(30, 0.1, 9)
	seq := b.Layers()
	var first, partial, again [][]int
	for _, l := range seq {
		first = append(first, slices.Clone(l))
	}
	for d, l := range seq {
		partial = append(partial, slices.Clone(l))
		if d == 3 {
			break
		}
	}
	for _, l := range seq {
		again = append(again, slices.Clone(l))
	}
	if want, got := refLayers(b.Rows()), first; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := first[:4], partial; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if want, got := first, again; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
}

// TestAll2x2Boards: every 2×2 matrix with cells in -1..5 (7^4 = 2401
// boards, valid or not) against the reference and the validation rules.
func TestAll2x2Boards(t *testing.T) {
	vals := []int{-1, 0, 1, 2, 3, 4, 5}
	valid := 0
	for code := range 7 * 7 * 7 * 7 {
		board := [][]int{{0, 0}, {0, 0}}
		for k, c := 0, code; k < 4; k, c = k+1, c/7 {
			board[k/2][k%2] = vals[c%7]
		}
		ok := true
		for _, row := range board {
			for _, v := range row {
				ok = ok && (v == -1 || (v >= 1 && v <= 4))
			}
		}
		// Square 4 is cell (0, 0): it may hold only -1 or 4.
		ok = ok && (board[0][0] == -1 || board[0][0] == 4)
		_, err := snakesladders.New(board)
		if want, got := ok, err == nil; !reflect.DeepEqual(want, got) {
			t.Fatalf("board %v: %v: got %#v, want %#v", board, err, got, want)
		}
		if !ok {
			// Only the cells the search reads are checked: a bad cell on
			// square 1 (cell (1, 0)), never read, leaves the answer.
			want, _ := refLazy(board)
			if want, got := want, snakesladders.SnakesAndLadders(board); !reflect.DeepEqual(want, got) {
				t.Fatalf("board %v: got %#v, want %#v", board, got, want)
			}
			continue
		}
		valid++
		if want, got := refMinRolls(board), snakesladders.SnakesAndLadders(board); !reflect.DeepEqual(want, got) {
			t.Fatalf("board %v: got %#v, want %#v", board, got, want)
		}
	}
	if want, got := 5*5*5*2, valid; !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
}
