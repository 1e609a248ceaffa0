package integration_test

import (
	"context"
	"fmt"
	"iter"
	"reflect"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/all"
	"github.com/ripplebfs/ripple/search"
)

// withCutoff returns o with its unexported parallel cutoff set to n, so
// that Sweep runs its parallel code on every layer of a small graph. The
// search package's own tests set it through an export_test.go helper,
// which a test of another package cannot reach; a rename of the field
// fails this test instead of silently testing the serial code.
func withCutoff(t *testing.T, o search.Options, n int) search.Options {
	t.Helper()
	f := reflect.ValueOf(&o).Elem().FieldByName("parCutoff")
	require.True(t, f.IsValid() && f.Kind() == reflect.Int, "search.Options has no int field parCutoff")
	*(*int)(unsafe.Pointer(f.UnsafeAddr())) = n
	return o
}

// sweepAgrees checks that Sweep, with 1 to 3 workers (3 in the short
// tier) and the parallel code forced on every layer, in the graph's own
// mode and in map mode, puts the same states in each layer as Layers.
func sweepAgrees(t *testing.T, nb search.Neighbors[int], starts ...int) {
	t.Helper()
	var want [][]int
	for _, l := range search.Layers(nb, starts...) {
		l = slices.Clone(l)
		slices.Sort(l)
		want = append(want, l)
	}
	require.NotEmpty(t, want)
	// The map mode's closure has no capabilities (the engine refuses the
	// method value nb.Neighbors, which would hide them).
	mapMode := search.NeighborsFunc[int](func(s int, yield func(int) bool) { nb.Neighbors(s, yield) })
	for mode, x := range map[string]search.Neighbors[int]{"own": nb, "map": mapMode} {
		for _, w := range testsize.Pick([]int{1, 2, 3}, []int{3}) {
			t.Run(fmt.Sprintf("%s/workers=%d", mode, w), func(t *testing.T) {
				var got [][]int
				opts := withCutoff(t, search.Options{Workers: w}, 1)
				err := search.SweepContext(context.Background(), x, opts, func(_ search.LayerStats, seq iter.Seq[int]) bool {
					l := slices.Collect(seq)
					slices.Sort(l)
					got = append(got, l)
					return true
				}, starts...)
				require.NoError(t, err)
				require.Equal(t, want, got)
			})
		}
	}
}

// TestSweepPlugins: parallel Sweep agrees with serial Layers on every
// instance of every plugin of problems/all but the large ones (run under
// -race in CI, .ci/run).
func TestSweepPlugins(t *testing.T) { sweepPlugins(t, false) }

// TestHeavySweepPlugins is TestSweepPlugins on the large instances (the
// whole 8-puzzle: some seconds), in the heavy tier (internal/testsize).
func TestHeavySweepPlugins(t *testing.T) {
	testsize.RequireHeavy(t)
	sweepPlugins(t, true)
}

func sweepPlugins(t *testing.T, large bool) {
	for _, p := range all.Plugins() {
		for _, in := range p.Instances {
			if in.Large == large {
				t.Run(p.Name+"/"+in.Name, func(t *testing.T) { sweepAgrees(t, in.Graph, in.Starts...) })
			}
		}
	}
}
