package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"iter"
	"log/slog"
	"os"
	"strings"
	"testing"

	abeam "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestMain(m *testing.M) {
	flag.Parse()
	abeam.Init()
	slog.SetDefault(slog.New(slog.DiscardHandler))
	os.Exit(m.Run())
}

// frameStewart are the fewest moves that carry n discs from one peg to
// another on four pegs, n = 1..8: the Frame–Stewart numbers (OEIS A007664),
// proved optimal for four pegs by T. Bousch, "La quatrième tour de Hanoï",
// Bull. Belg. Math. Soc. Simon Stevin 21 (2014) 895–912.
var frameStewart = []int{1, 3, 5, 9, 13, 17, 25, 33}

// TestHanoiIsAPuzzle: the graph passes the engine's contract checks
// (neighbours stay valid, every move can be undone), and Sweep reaches all
// 4^n states with the all-on-the-last-peg position at the Frame–Stewart
// distance.
func TestHanoiIsAPuzzle(t *testing.T) {
	for n := 1; n <= 8; n++ {
		t.Run(fmt.Sprintf("discs=%d", n), func(t *testing.T) {
			h := Hanoi{Discs: n}
			require.NoError(t, searchtest.Check[uint64](h, 0))
			if n <= 4 { // every move can be undone, as registered
				for s := range uint64(1) << (2 * n) {
					h.Neighbors(s, func(u uint64) bool {
						back := false
						h.Neighbors(u, func(v uint64) bool { back = back || v == s; return true })
						require.True(t, back, "%b -> %b", s, u)
						return true
					})
				}
			}
			last := uint64(1)<<(2*n) - 1 // every disc on peg 3
			depth := -1
			total := 0
			err := search.SweepContext[uint64](context.Background(), h, search.Options{}, func(st search.LayerStats, layer iter.Seq[uint64]) bool {
				for s := range layer {
					total++
					if s == last {
						depth = st.Cost
					}
				}
				return true
			}, 0)
			require.NoError(t, err)
			require.Equal(t, 1<<(2*n), total)
			require.Equal(t, frameStewart[n-1], depth)
		})
	}
}

// TestCommandMatchesSweep runs the program for a few disc counts and
// compares its output, line by line, with search.Sweep's layers.
func TestCommandMatchesSweep(t *testing.T) {
	for n := 1; n <= 5; n++ {
		t.Run(fmt.Sprintf("discs=%d", n), func(t *testing.T) {
			var want strings.Builder
			for st := range search.Sweep[uint64](Hanoi{Discs: n}, 0) {
				fmt.Fprintf(&want, "%d %d\n", st.Cost, st.Size)
			}
			var out, errb bytes.Buffer
			code := command().Run([]string{"-discs", fmt.Sprint(n), "-out", t.TempDir(), "-shards", "3"}, nil, &out, &errb)
			require.Equal(t, 0, code, errb.String())
			require.Equal(t, want.String(), out.String())
			require.Empty(t, errb.String())
		})
	}
}

// TestBadFlags: a bad disc count is one line on stderr and exit 2.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{{"-discs", "0"}, {"-discs", "33"}, {"-discs", "x"}, {}} {
		var out, errb bytes.Buffer
		if len(args) > 0 {
			args = append(args, "-out", t.TempDir())
		}
		code := command().Run(args, nil, &out, &errb)
		require.Equal(t, 2, code, args)
		require.Empty(t, out.String())
		require.Equal(t, 1, strings.Count(errb.String(), "\n"), errb.String())
		require.True(t, strings.HasPrefix(errb.String(), "hanoi: "), errb.String())
	}
}
