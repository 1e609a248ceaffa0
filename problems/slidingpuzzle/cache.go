package slidingpuzzle

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
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
	// the distances the tables derive from (of every state of each
	// pattern's abstraction, the pattern tiles' cells and the blank's
	// region) and the SHA-256 of both; it is used only if its size is
	// exactly what they need, the checksum matches, and every distance is
	// one more than the least of its neighbours' (the goal's is 0), which
	// only the true distances satisfy (docs/design.md, "Pattern
	// databases"), so that a file forged with a matching checksum is
	// refused however nearly right it is. Otherwise the tables are built
	// again and the file rewritten. Reading a file costs about 0.35 s of
	// CPU (0.13 s for the check), a build 5 s (docs/benchmarks.md). A
	// file that cannot be read or written is no file: solving never fails
	// because of it.
	CacheFile string
	// Progress, if not nil, receives a line per layer of a build that
	// takes over a second, and one line when a cache file fails its
	// checks.
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
// order): the checksum guards against corruption, not against an old
// format, and the distance check against a table of the right format
// with wrong entries.
const tableCacheVersion = "ripple slidingpuzzle 4x4 pdb v2: 6-6-3 {1,2,5,6,9,10} {13,14,15}, distances per pattern placement and blank region, by cell set, region, tile order\n"

// loadDistances returns the distances stored in o's cache file, or false
// if there is none or it fails a check, which it then reports to
// o.Progress in one line.
func loadDistances(o TableOptions) (distances, bool) {
	var d distances
	t, err := loadTables(o.CacheFile, distLayouts[len(distancePatterns[0])]().size, distLayouts[len(distancePatterns[1])]().size)
	if err == nil {
		d[0], d[1] = t[0], t[1]
		err = d.check()
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		o.logf("slidingpuzzle: the table cache %s is not used (%v); rebuilding it", o.CacheFile, err)
	}
	return d, err == nil
}

// loadTables returns the tables stored at path, of the given sizes, or an
// error if path is "" or missing (an error matching fs.ErrNotExist), or
// cannot be read, is not exactly the right size, of another version, or
// fails its checksum. It reads at most the expected size plus one byte.
func loadTables(path string, sizes ...int) ([][]uint8, error) {
	if path == "" {
		return nil, fs.ErrNotExist
	}
	want := len(tableCacheVersion) + sha256.Size
	for _, n := range sizes {
		want += n
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(want)+1))
	switch {
	case err != nil:
		return nil, err
	case len(data) > want:
		return nil, fmt.Errorf("more than %d bytes", want)
	case len(data) < want:
		return nil, fmt.Errorf("%d bytes, want %d", len(data), want)
	}
	body, sum := data[:want-sha256.Size], data[want-sha256.Size:]
	if got := sha256.Sum256(body); !bytes.Equal(got[:], sum) {
		return nil, errors.New("its SHA-256 does not match")
	}
	if !bytes.HasPrefix(body, []byte(tableCacheVersion)) {
		return nil, errors.New("another version")
	}
	body = body[len(tableCacheVersion):]
	tables := make([][]uint8, len(sizes))
	for i, n := range sizes {
		tables[i], body = body[:n:n], body[n:]
	}
	return tables, nil
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
