package snakesladders_test

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"testing"

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
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		_, err = gen.Snakes(5000, 0.01, 1).WriteTo(f)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if err := f.Close(); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		t.Logf("wrote %s; run again to measure", path)
		return
	}
	load := func(t *testing.T) *snakesladders.Board {
		f, err := os.Open(path)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		defer f.Close()
		b, err := snakesladders.Parse(f)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		if want, got := 5000, b.N(); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		return b
	}
	t.Run("minrolls", func(t *testing.T) {
		b := load(t)
		d, ok := b.MinRolls()
		if !ok {
			t.Fatalf("ok is false")
		}
		t.Logf("MinRolls = %d", d)
		report(t)
	})
	t.Run("route", func(t *testing.T) {
		b := load(t)
		route, ok := b.Route()
		if !ok {
			t.Fatalf("ok is false")
		}
		d, _ := b.MinRolls()
		if len(route) != d {
			t.Errorf("length %d, want %d: %v", len(route), d, route)
		}
		report(t)
	})
}

func report(t *testing.T) {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	t.Logf("heap sys %d MB, total alloc %d MB", m.HeapSys>>20, m.TotalAlloc>>20)
}
