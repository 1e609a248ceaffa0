package slidingpuzzle

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"os"
	"path/filepath"
)

// The 4×4 pattern databases take seconds of CPU to build, so the tables
// the build produces are kept in a file under the user's cache directory
// (os.UserCacheDir) and read back by later processes. The file is never
// trusted without its checksum: it holds a version line, the tables, and
// the SHA-256 of both, and is used only if its size is exactly what the
// tables need and the checksum matches; otherwise the tables are built
// again and the file rewritten (through a temporary file and a rename, so
// a reader never sees half a file). A cache that cannot be read or written
// is no cache: Solve never fails because of it. Setting the environment
// variable RIPPLE_PDB_CACHE to "off" turns it off (the package's tests do,
// so that they always test the build).

// tableCacheEnv names the environment variable that turns the cache off.
const tableCacheEnv = "RIPPLE_PDB_CACHE"

// tableCacheVersion is the cache file's first line. It must change
// whenever the tables' content or layout does (partition, abstraction,
// index): the checksum guards against corruption, not against an old
// format.
const tableCacheVersion = "ripple slidingpuzzle 4x4 pdb v1: 6-6-3 {1,2,5,6,9,10} {13,14,15}, pattern and blank region, least over regions, base-16 index\n"

// tableCachePath returns the cache file's path, or "" if the cache is off
// or there is no user cache directory.
func tableCachePath() string {
	if os.Getenv(tableCacheEnv) == "off" {
		return ""
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "ripple", "slidingpuzzle-4x4.pdb")
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
