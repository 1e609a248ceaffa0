package slidingpuzzle_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/internal/testsize"
	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func mustState(t *testing.T, board [][]int) (*sp.Puzzle, sp.State) {
	t.Helper()
	p, s, err := sp.FromBoard(board)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	return p, s
}

func TestContract(t *testing.T) {
	sizes := []size{
		{"1x1", 1, 1}, {"1x4", 1, 4}, {"4x1", 4, 1}, {"2x2", 2, 2},
		{"2x3", 2, 3},
	}
	if !testsize.Short() {
		sizes = append(sizes, size{"2x4", 2, 4}) // 20,160 states twice
	}
	contract(t, sizes)
	t.Run("4x4 bounded", func(t *testing.T) {
		// The 15-puzzle is too big to check whole: the first 50,000 states
		// (5,000 in the short tier) are checked, then the checker reports
		// the bound and nothing else.
		p := sp.MustNew(4, 4)
		limit := testsize.Pick(50000, 5000)
		err := searchtest.CheckLimit[sp.State](p, limit, p.Goal())
		if err, sub := err, fmt.Sprintf("more than %d states reachable", limit); err == nil || !strings.Contains(err.Error(), sub) {
			t.Fatalf("error %v, want one containing %q", err, sub)
		}
	})
}

// TestHeavyContract checks the whole 3×3 space (181,440 states), in map and
// dense mode.
func TestHeavyContract(t *testing.T) {
	testsize.RequireHeavy(t)
	contract(t, []size{{"3x3", 3, 3}})
}

// size names a board shape in table-driven tests.
type size struct {
	name       string
	rows, cols int
}

func contract(t *testing.T, sizes []size) {
	for _, tc := range sizes {
		t.Run(tc.name, func(t *testing.T) {
			p := sp.MustNew(tc.rows, tc.cols)
			if err := searchtest.Check[sp.State](p, p.Goal()); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			x, err := p.Indexed()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if err := searchtest.Check[sp.State](x, p.Goal()); err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
		})
	}
}

// TestLayersWhole states the 2×2 layers in full, written by hand: the blank
// walks round the 2×2 cycle in both directions.
func TestLayersWhole(t *testing.T) {
	p := sp.MustNew(2, 2)
	b := func(rows ...[]int) sp.State { _, s := mustState(t, rows); return s }
	want := [][]sp.State{
		{b([]int{1, 2}, []int{3, 0})},
		{b([]int{1, 0}, []int{3, 2}), b([]int{1, 2}, []int{0, 3})},
		{b([]int{0, 1}, []int{3, 2}), b([]int{0, 2}, []int{1, 3})},
		{b([]int{3, 1}, []int{0, 2}), b([]int{2, 0}, []int{1, 3})},
		{b([]int{3, 1}, []int{2, 0}), b([]int{2, 3}, []int{1, 0})},
		{b([]int{3, 0}, []int{2, 1}), b([]int{2, 3}, []int{0, 1})},
		{b([]int{0, 3}, []int{2, 1})},
	}
	x, err := p.Indexed()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	for _, mode := range []struct {
		name string
		nb   search.Neighbors[sp.State]
	}{{"map", p}, {"dense", x}} {
		t.Run(mode.name, func(t *testing.T) {
			var got [][]sp.State
			for _, layer := range search.Layers(mode.nb, p.Goal()) {
				got = append(got, slices.Clone(layer))
			}
			if want, got := want, got; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		})
	}
}

// TestLayersVsBrute compares whole layers (as sets of boards) with the
// map-based reference on every size the reference can enumerate quickly
// (3×3 not under -short).
// TestHeavyLayersVsBrute3x3 is the 3×3 case of TestLayersVsBrute, which
// it runs when the heavy tier is on.
func TestHeavyLayersVsBrute3x3(t *testing.T) {
	testsize.RequireHeavy(t)
	TestLayersVsBrute(t)
}

func TestLayersVsBrute(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
	}{
		{"1x1", 1, 1}, {"1x3", 1, 3}, {"3x1", 3, 1}, {"2x2", 2, 2},
		{"2x3", 2, 3}, {"3x2", 3, 2}, {"2x4", 2, 4}, {"3x3", 3, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.rows*tc.cols > 8 && !testsize.Heavy() {
				t.Skip("181,440 boards: in the heavy tier (TestHeavyLayersVsBrute3x3 below runs it)")
			}
			if tc.rows*tc.cols > 6 && testsize.Short() {
				t.Skip("20,160 boards: in the default tier")
			}
			p := sp.MustNew(tc.rows, tc.cols)
			want, _ := bruteLayers(tc.rows, tc.cols)
			x, err := p.Indexed()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			var got []map[string]bool
			for _, layer := range search.Layers[sp.State](x, p.Goal()) {
				got = append(got, lo.SliceToMap(layer, func(s sp.State) (string, bool) {
					return bruteKey(p.Board(s)), true
				}))
			}
			if want, got := want, got; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			sizes, err := sp.Distances(tc.rows, tc.cols)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := (lo.Map(want, func(l map[string]bool, _ int) int { return len(l) })), sizes; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		})
	}
}

// TestIndexVsLexicographic checks the index against the position of each
// board in an enumeration of all arrangements ordered by the blank's cell,
// then lexicographically: brutePerms lists them in lexicographic order of
// the cell sequence, and a stable sort by blank cell keeps that order among
// boards with the same blank cell, which is the order of their tiles with
// the blank skipped.
func TestIndexVsLexicographic(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
	}{{"1x1", 1, 1}, {"2x2", 2, 2}, {"2x3", 2, 3}, {"1x7", 1, 7}} {
		t.Run(tc.name, func(t *testing.T) {
			x, err := sp.MustNew(tc.rows, tc.cols).Indexed()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			perms := brutePerms(tc.rows, tc.cols)
			blankCell := func(b [][]int) int {
				flat := slices.Concat(b...)
				return slices.Index(flat, 0)
			}
			slices.SortStableFunc(perms, func(a, b [][]int) int { return blankCell(a) - blankCell(b) })
			if want, got := len(perms), x.Len(); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			for i, b := range perms {
				_, s := mustState(t, b)
				if want, got := i, x.Index(s); !reflect.DeepEqual(want, got) {
					t.Fatalf("board %v: got %#v, want %#v", b, got, want)
				}
				if want, got := s, x.State(i); !reflect.DeepEqual(want, got) {
					t.Fatalf("got %#v, want %#v", got, want)
				}
			}
		})
	}
}

func TestIndexRoundTripLarge(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
	}{{"3x3", 3, 3}, {"2x5", 2, 5}, {"3x4", 3, 4}, {"2x6", 2, 6}} {
		t.Run(tc.name, func(t *testing.T) {
			p := sp.MustNew(tc.rows, tc.cols)
			x, err := p.Indexed()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			r := rand.New(rand.NewPCG(7, uint64(tc.rows*16+tc.cols)))
			for _, i := range append([]int{0, 1, x.Len() - 1}, lo.Times(2000, func(int) int { return r.IntN(x.Len()) })...) {
				s := x.State(i)
				if want, got := i, x.Index(s); !reflect.DeepEqual(want, got) {
					t.Fatalf("got %#v, want %#v", got, want)
				}
				// The state is a valid board: FromBoard accepts it.
				_, back, err := sp.FromBoard(p.Board(s))
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if want, got := s, back; !reflect.DeepEqual(want, got) {
					t.Fatalf("got %#v, want %#v", got, want)
				}
			}
		})
	}
}

func TestIndexedTooBig(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
	}{{"4x4", 4, 4}, {"3x5", 3, 5}, {"1x13", 1, 13}} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sp.MustNew(tc.rows, tc.cols).Indexed()
			if err, sub := err, "at most 12"; err == nil || !strings.Contains(err.Error(), sub) {
				t.Fatalf("error %v, want one containing %q", err, sub)
			}
			_, err = sp.Distances(tc.rows, tc.cols)
			if err == nil {
				t.Fatalf("no error")
			}
		})
	}
}

func TestNewErrors(t *testing.T) {
	for _, tc := range []struct {
		name       string
		rows, cols int
		want       string
	}{
		{"zero rows", 0, 3, "at least 1"},
		{"negative", 2, -1, "at least 1"},
		{"17 cells", 1, 17, "at most 16"},
		{"5x4", 5, 4, "at most 16"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sp.New(tc.rows, tc.cols)
			if err, sub := err, tc.want; err == nil || !strings.Contains(err.Error(), sub) {
				t.Fatalf("error %v, want one containing %q", err, sub)
			}
			func() {
				defer func() {
					if r := recover(); r == nil {
						t.Errorf("no panic")
					}
				}()
				sp.MustNew(tc.rows, tc.cols)
			}()
		})
	}
}

func TestPackRoundTrip(t *testing.T) {
	p := sp.MustNew(4, 4)
	g := p.Goal()
	if want, got := g, p.Unpack(p.Pack(g)); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := uint64(0x0FEDCBA987654321), p.Pack(g); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// Published layer sizes of the 8-puzzle from the goal with the blank in a
// corner: 181,440 positions, the farthest 31 moves away, two of them
// (Reinefeld, "Complete solution of the eight-puzzle...", IJCAI 1993; OEIS
// A089473). 2×3: 360 of the 720 boards, the farthest at 21 moves (OEIS
// A090034).
func TestDistancesPublished(t *testing.T) {
	for _, tc := range []struct {
		name              string
		rows, cols        int
		total, depth, far int
	}{
		{"8-puzzle", 3, 3, 181440, 31, 2},
		{"2x3", 2, 3, 360, 21, 1},
		{"2x4", 2, 4, 20160, 36, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testsize.Short() && tc.name == "8-puzzle" {
				t.Skip("the full row below implies these figures")
			}
			sizes, err := sp.Distances(tc.rows, tc.cols)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.total, lo.Sum(sizes); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.depth, len(sizes)-1; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			if want, got := tc.far, sizes[len(sizes)-1]; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
	t.Run("8-puzzle layers", func(t *testing.T) {
		// OEIS A089473, the full row.
		want := []int{1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485,
			5638, 9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2}
		sizes, err := sp.Distances(3, 3)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := want, sizes; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
}

func TestFormat(t *testing.T) {
	p, s := mustState(t, [][]int{{4, 1, 2}, {5, 0, 3}})
	if want, got := "4 1 2\n5 _ 3", p.Format(s); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	q, g := mustState(t, [][]int{{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 0}})
	if want, got := " 1  2  3  4\n 5  6  7  8\n 9 10 11 12\n13 14 15  _", q.Format(g); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := 3, q.Rows()*q.Cols()/4-1; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// TestIndexNeighbors checks the incremental successor indices against
// Index applied to every successor that Neighbors yields from State(i):
// every index up to 3×3 (up to 2×3 under -short, 3×3 sampled), samples of
// the larger boards.
func TestIndexNeighbors(t *testing.T) {
	samples := testsize.Pick(20000, 3000)
	for _, tc := range []struct {
		name       string
		rows, cols int
		samples    int // 0: every index
	}{
		{"1x1", 1, 1, 0}, {"1x5", 1, 5, 0}, {"5x1", 5, 1, 0}, {"2x2", 2, 2, 0},
		{"2x3", 2, 3, 0}, {"3x2", 3, 2, 0}, {"3x3", 3, 3, 0},
		{"2x4", 2, 4, samples}, {"4x2", 4, 2, samples}, {"3x4", 3, 4, samples},
		{"4x3", 4, 3, samples}, {"2x6", 2, 6, samples}, {"6x2", 6, 2, samples}, {"1x12", 1, 12, 2000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, err := sp.MustNew(tc.rows, tc.cols).Indexed()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			check := func(i int) {
				var want, got []int
				x.Neighbors(x.State(i), func(v sp.State) bool {
					want = append(want, x.Index(v))
					return true
				})
				x.IndexNeighbors(i, func(j int) bool {
					got = append(got, j)
					return true
				})
				if !slices.Equal(want, got) {
					t.Fatalf("index %d: %v: got %v, want %v", i, x.Board(x.State(i)), got, want)
				}
			}
			if tc.samples == 0 && testsize.Short() && x.Len() > 20000 {
				tc.samples = 20000
			}
			if tc.samples == 0 {
				for i := range x.Len() {
					check(i)
				}
				return
			}
			r := rand.New(rand.NewPCG(3, uint64(tc.rows*16+tc.cols)))
			for range tc.samples {
				check(r.IntN(x.Len()))
			}
		})
	}
	t.Run("stops", func(t *testing.T) {
		x, err := sp.MustNew(3, 3).Indexed()
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		calls := 0
		x.IndexNeighbors(x.Index(x.Goal())+0, func(int) bool { calls++; return false })
		if want, got := 1, calls; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		func() {
			defer func() {
				if r := recover(); r == nil {
					t.Errorf("no panic")
				}
			}()
			x.IndexNeighbors(x.Len(), func(int) bool { return true })
		}()
	})
}

// TestPackingSize checks the plugin's -size parameter: RxC as fmt writes
// it, digits beyond int breaking the rule on the size, not the format.
func TestPackingSize(t *testing.T) {
	pk := sp.Plugin().Packing
	for _, tc := range []struct{ params, want string }{
		{"2x3", ""},
		{"3X3", "want RxC"},
		{"3x", "want RxC"},
		{"03x3", "want RxC"},
		{"5x4", "at most 16 cells"},
		{"99999999999999999999x3", `size "99999999999999999999x3": at most 16 cells allowed`},
		{"3x-99999999999999999999", `size "3x-99999999999999999999": both sides must be at least 1`},
	} {
		g, params, err := pk.New(tc.params)
		switch {
		case tc.want == "" && (err != nil || g == nil || params != tc.params):
			t.Errorf("%q: %v, %q, %v; want a graph, %q", tc.params, g, params, err, tc.params)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: error %v, want one containing %q", tc.params, err, tc.want)
		}
	}
}
