package snakesladders_test

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// TestHuge5000 parses a 5000×5000 board (25 million squares) from a file
// and solves it with MinRolls. Run it alone, under /usr/bin/time -v, to see
// the peak memory (docs/benchmarks.md, "Snakes and ladders"):
//
//	go test -c -o /tmp/sl.test ./problems/snakesladders
//	RIPPLE_HEAVY=huge /usr/bin/time -v /tmp/sl.test -test.run 'TestHuge5000/'$CASE
//
// where CASE is minrolls or route. The board file is written by a child
// step first, in a separate process, so that its memory does not count.
func TestHuge5000(t *testing.T) {
	testsize.RequireHuge(t)
	path := filepath.Join(os.TempDir(), "snakesladders-5000.txt")
	if _, err := os.Stat(path); err != nil {
		f, err := os.Create(path)
		require.NoError(t, err)
		_, err = gen.Snakes(5000, 0.01, 1).WriteTo(f)
		require.NoError(t, err)
		require.NoError(t, f.Close())
		t.Logf("wrote %s; run again to measure", path)
		return
	}
	load := func(t *testing.T) *snakesladders.Board {
		f, err := os.Open(path)
		require.NoError(t, err)
		defer f.Close()
		b, err := snakesladders.Parse(f)
		require.NoError(t, err)
		require.Equal(t, 5000, b.N())
		return b
	}
	t.Run("minrolls", func(t *testing.T) {
		b := load(t)
		d, ok := b.MinRolls()
		require.True(t, ok)
		t.Logf("MinRolls = %d", d)
		report(t)
	})
	t.Run("route", func(t *testing.T) {
		b := load(t)
		route, ok := b.Route()
		require.True(t, ok)
		d, _ := b.MinRolls()
		assert.Len(t, route, d)
		report(t)
	})
}

func report(t *testing.T) {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	t.Logf("heap sys %d MB, total alloc %d MB", m.HeapSys>>20, m.TotalAlloc>>20)
}
