package slidingpuzzle

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sync"
)

// TableOptions says how a process obtains the 4×4 pattern databases that
// [Puzzle.Solve] and [Puzzle.Heuristic] use on the 4×4 board. The zero
// value, the default, builds them in memory (seconds of CPU), prints
// nothing and writes no file.
type TableOptions struct {
	// CacheFile, if not "", is a file that keeps the tables between
	// processes: read instead of building when it passes its checks,
	// written (through a temporary file and a rename, so that a reader
	// never sees half a file) after a build. [DefaultTableCache] is where
	// the slidingpuzzle command keeps it. The file holds a version line,
	// the tables and the SHA-256 of both; it is used only if its size is
	// exactly what the tables need, the checksum matches, and the tables
	// pass cheap consistency checks (the goal's estimate is 0; on a fixed
	// sample of positions along random walks from the goal every estimate
	// lies between the Manhattan distance and the moves walked, with the
	// Manhattan distance's parity); otherwise the tables
	// are built again and the file rewritten. A file that cannot be read
	// or written is no file: solving never fails because of it.
	CacheFile string
	// Progress, if not nil, receives a line per layer of a build that
	// takes over a second, and a line when a cache file is rejected.
	Progress io.Writer
}

var (
	tableOptsMu sync.Mutex
	tableOpts   TableOptions
)

// SetTableOptions sets how the 4×4 tables are obtained from now on: by
// the first 4×4 [Puzzle.Solve] or [Puzzle.Heuristic] of the process, or
// by a rebuild. Tables already in memory stay. Safe for concurrent use.
func SetTableOptions(o TableOptions) {
	tableOptsMu.Lock()
	defer tableOptsMu.Unlock()
	tableOpts = o
}

func currentTableOptions() TableOptions {
	tableOptsMu.Lock()
	defer tableOptsMu.Unlock()
	return tableOpts
}

func (o TableOptions) logf(format string, args ...any) {
	if o.Progress != nil {
		fmt.Fprintf(o.Progress, format+"\n", args...)
	}
}

// DefaultTableCache returns ripple/slidingpuzzle-4x4.pdb under the user's
// cache directory ([os.UserCacheDir]: $XDG_CACHE_HOME or ~/.cache on
// Linux, ~/Library/Caches on macOS, %LocalAppData% on Windows), the file
// the slidingpuzzle command keeps the 4×4 tables in. It creates nothing.
func DefaultTableCache() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "ripple", "slidingpuzzle-4x4.pdb"), nil
}

// tableCacheVersion is the cache file's first line. It must change
// whenever the tables' content or layout does (partition, abstraction,
// index): the checksum guards against corruption, not against an old
// format.
const tableCacheVersion = "ripple slidingpuzzle 4x4 pdb v1: 6-6-3 {1,2,5,6,9,10} {13,14,15}, pattern and blank region, least over regions, base-16 index\n"

// checkSamples is the number of positions f.check samples.
const checkSamples = 4096

// check runs cheap consistency checks on f's tables, which hold for every
// table a build produces: the goal's estimate is 0, and on checkSamples
// positions (random walks of up to 64 moves from the goal, a fixed seed)
// every estimate h satisfies Manhattan ≤ h ≤ the moves walked (each
// pattern table bounds its tiles' Manhattan distance from below, and is
// admissible), with h of the same parity as the Manhattan distance (every
// move of the abstraction moves one tile by one cell). A forged or damaged
// table whose checksum was made to match fails them unless it is very
// nearly right. Neighbours' estimates are not compared: taking the least
// entry over the blank's regions makes the heuristic inconsistent (on
// genuine tables neighbours differ by up to 3). O(checkSamples) lookups.
func (f *fifteen) check() error {
	p := MustNew(4, 4)
	manhattan := p.manhattan()
	goal := p.Goal()
	if h := f.h(goal); h != 0 {
		return fmt.Errorf("the goal's estimate is %d, not 0", h)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	s, prev, walked := goal, goal, 0
	for i := range checkSamples {
		if i%64 == 0 {
			s, prev, walked = goal, goal, 0
		}
		var next []State
		p.Neighbors(s, func(t State) bool { next = append(next, t); return true })
		t := next[rng.IntN(len(next))]
		if t == prev && len(next) > 1 {
			t = next[(slices.Index(next, t)+1)%len(next)]
		}
		prev, s = s, t
		walked++
		h, m := f.h(s), manhattan(s)
		switch {
		case h < m:
			return fmt.Errorf("estimate %d below the Manhattan distance %d", h, m)
		case h > walked:
			return fmt.Errorf("estimate %d for a position %d moves from the goal", h, walked)
		case (h-m)%2 != 0:
			return fmt.Errorf("estimate %d of another parity than the Manhattan distance %d", h, m)
		}
	}
	return nil
}

// manhattan returns the Manhattan distance on p's board: each tile's row
// and column distance to its goal cell, summed.
func (p *Puzzle) manhattan() func(State) int {
	cols := p.cols
	return func(s State) int {
		h := 0
		for c := range p.cells {
			if t := s.Tile(c); t != 0 {
				g := t - 1
				h += absInt(c/cols-g/cols) + absInt(c%cols-g%cols)
			}
		}
		return h
	}
}

// loadTables returns the tables stored at path, of the given sizes, or
// false if path is "", missing, not exactly the right size, of another
// version, or fails its checksum.
func loadTables(path string, sizes ...int) ([][]uint8, bool) {
	if path == "" {
		return nil, false
	}
	want := len(tableCacheVersion) + sha256.Size
	for _, n := range sizes {
		want += n
	}
	if st, err := os.Stat(path); err != nil || st.Size() != int64(want) {
		return nil, false
	}
	data, err := os.ReadFile(path)
	if err != nil || len(data) != want {
		return nil, false
	}
	body, sum := data[:want-sha256.Size], data[want-sha256.Size:]
	if got := sha256.Sum256(body); !bytes.Equal(got[:], sum) || !bytes.HasPrefix(body, []byte(tableCacheVersion)) {
		return nil, false
	}
	body = body[len(tableCacheVersion):]
	tables := make([][]uint8, len(sizes))
	for i, n := range sizes {
		tables[i], body = body[:n:n], body[n:]
	}
	return tables, true
}

// saveTables writes tables to path (its directory created if need be)
// through a temporary file renamed into place.
func saveTables(path string, tables ...[]uint8) error {
	if path == "" {
		return errors.New("slidingpuzzle: no table cache path")
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "slidingpuzzle-*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name()) // after a successful rename there is nothing left to remove
	h := sha256.New()
	w := func(b []byte) error {
		h.Write(b)
		_, err := f.Write(b)
		return err
	}
	err = w([]byte(tableCacheVersion))
	for _, t := range tables {
		if err == nil {
			err = w(t)
		}
	}
	if err == nil {
		_, err = f.Write(h.Sum(nil))
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}
