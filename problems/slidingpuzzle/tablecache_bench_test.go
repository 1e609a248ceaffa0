package slidingpuzzle

import (
	"path/filepath"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
)

// BenchmarkTableCache measures a warm start on a table cache file that a
// build wrote (the build that writes it is set-up, left out), each
// sub-benchmark reporting cpu-ns/op:
//
//   - check: the distance check alone, on both patterns' distances;
//   - load: all a process does before its first 4×4 solve with the file:
//     read it, its SHA-256, the check, and the lookup tables derived;
//   - build: the same without a file, a breadth-first build of the
//     distances and the lookup tables derived (a cold start).
//
// go test ./problems/slidingpuzzle -run '^$' -bench 'TableCache' -benchtime 10x
func BenchmarkTableCache(b *testing.B) {
	path := filepath.Join(b.TempDir(), "4x4.pdb")
	d := genuineDistances()
	if err := saveTables(path, d[0], d[1]); err != nil {
		b.Fatalf("unexpected error: %v", err)
	}
	b.Run("check", func(b *testing.B) {
		cputime.Measure(b, func() {
			if err := d.check(); err != nil {
				b.Fatalf("unexpected error: %v", err)
			}
		})
	})
	b.Run("load", func(b *testing.B) {
		cputime.Measure(b, func() {
			d, ok := loadDistances(TableOptions{CacheFile: path})
			if !ok {
				b.Fatalf("the file is refused")
			}
			d.tables()
		})
	})
	b.Run("build", func(b *testing.B) {
		cputime.Measure(b, func() { buildDistances(TableOptions{}).tables() })
	})
}
