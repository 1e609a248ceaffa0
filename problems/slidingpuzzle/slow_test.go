// The full 3×4 enumeration and the 15-puzzle to depth 22 take seconds to
// tens of seconds and hundreds of MB: measurement runs, outside CI's heavy
// tier (internal/testsize). Run them with
//
//	RIPPLE_HEAVY=huge go test -run Huge -v ./problems/slidingpuzzle/
package slidingpuzzle_test

import (
	"context"
	"reflect"
	"runtime"
	"testing"
	"time"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/internal/testsize"
	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

// OEIS A090166 (the 4×3 puzzle, the 3×4 graph transposed; Karlemo &
// Östergård 2000): 239,500,800 positions, the farthest 53 moves away.
var layers3x4 = []int{1, 2, 4, 9, 20, 37, 63, 122, 232, 431, 781, 1392, 2494, 4442, 7854, 13899, 24215,
	41802, 71167, 119888, 198363, 323206, 515778, 811000, 1248011, 1885279, 2782396, 4009722, 5621354,
	7647872, 10065800, 12760413, 15570786, 18171606, 20299876, 21587248, 21841159, 20906905, 18899357,
	16058335, 12772603, 9515217, 6583181, 4242753, 2503873, 1350268, 643245, 270303, 92311, 27116, 5390,
	1115, 86, 18}

// The 15-puzzle's first 23 layers (Korf & Schultze, "Large-scale parallel
// breadth-first search", AAAI 2005; OEIS A089484): 12,318,701 positions
// within 22 moves.
var layers4x4 = []int{1, 2, 4, 10, 24, 54, 107, 212, 446, 946, 1948, 3938, 7808, 15544, 30821, 60842,
	119000, 231844, 447342, 859744, 1637383, 3098270, 5802411}

func TestHugeEnumerate3x4(t *testing.T) {
	testsize.RequireHuge(t)
	if want, got := 239500800, lo.Sum(layers3x4); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	if len(layers3x4) != 54 {
		t.Fatalf("length %d, want %d: %v", len(layers3x4), 54, layers3x4)
	}
	var took [3]time.Duration
	for _, w := range []int{1, 2} {
		began := time.Now()
		sizes, err := sp.Enumerate(context.Background(), 3, 4, search.Options{Workers: w})
		took[w] = time.Since(began)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := layers3x4, sizes; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		t.Logf("3×4 with %d worker(s), GOMAXPROCS %d: %v", w, runtime.GOMAXPROCS(0), took[w])
	}
	t.Logf("speed-up with 2 workers: %.2f×", took[1].Seconds()/took[2].Seconds())
}

func TestHugeFifteenDepth22(t *testing.T) {
	testsize.RequireHuge(t)
	if want, got := 12318701, lo.Sum(layers4x4); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	p := sp.MustNew(4, 4)
	for name, nb := range map[string]search.Neighbors[sp.State]{
		"packed": p, "map": mapMode(p),
	} {
		for _, w := range []int{1, 2} {
			began := time.Now()
			sizes, err := sweepSizes(context.Background(), nb, search.Options{Workers: w, MaxDepth: 22}, p.Goal())
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := layers4x4, sizes; !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
			t.Logf("15-puzzle to depth 22, %s mode, %d worker(s): %v", name, w, time.Since(began))
		}
	}
}
