package slidingpuzzle

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/search"
)

// TestTableCache checks the cache file: what saveTables writes,
// loadTables reads back; a flipped byte anywhere, a missing or extra
// byte, other sizes, another version line or no file are all refused.
func TestTableCache(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "tables.pdb")
	a, b := make([]uint8, 1000), make([]uint8, 37)
	for i := range a {
		a[i] = uint8(i * 7)
	}
	for i := range b {
		b[i] = uint8(200 - i)
	}
	if _, err := loadTables(path, 1000, 37); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a file that does not exist yet: got %v, want an error matching fs.ErrNotExist", err)
	}
	if err := saveTables(path, a, b); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	got, err := loadTables(path, 1000, 37)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if want, got := ([][]uint8{a, b}), got; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if _, err := loadTables(path, 1000, 36); err == nil || !strings.HasPrefix(err.Error(), "more than ") {
		t.Errorf("tables of other sizes: got %v, want an error about the size", err)
	}
	if _, err := loadTables(path, 1000, 38); err == nil || !strings.HasSuffix(err.Error(), fmt.Sprintf(" bytes, want %d", len(tableCacheVersion)+1038+sha256.Size)) {
		t.Errorf("tables of other sizes: got %v, want an error about the size", err)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, err := loadTables("/dev/zero", 1000, 37); err == nil || !strings.HasPrefix(err.Error(), "more than ") {
			t.Errorf("/dev/zero: got %v, want an error about the size", err)
		}
	}
	if _, err := loadTables("", 1000, 37); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("an empty path: got %v, want an error matching fs.ErrNotExist", err)
	}
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	tableCacheRefusesDamage(t, path, good)
	tableCacheRefusesOtherVersion(t, path, a, b, len(good))
	writeTableCache(t, path, good)
	if _, err := loadTables(path, 1000, 37); err != nil {
		t.Errorf("the good file written again: unexpected error: %v", err)
	}
	t.Setenv("XDG_CACHE_HOME", "/somewhere")
	t.Setenv("HOME", "/home/someone")
	if path, err := DefaultTableCache(); err == nil {
		if want, got := "slidingpuzzle-4x4.pdb", filepath.Base(path); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := "ripple", filepath.Base(filepath.Dir(path)); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
}

// writeTableCache writes data as the cache file at path.
func writeTableCache(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatalf("writing the cache file: %v", err)
	}
}

// tableCacheRefusesDamage checks that loadTables refuses the good cache
// file of tables of 1000 and 37 entries with a byte flipped in the
// version line, in either table or in the checksum, and with a byte
// missing or extra.
func tableCacheRefusesDamage(t *testing.T, path string, good []byte) {
	for _, at := range []int{0, len(tableCacheVersion) - 1, len(tableCacheVersion), len(tableCacheVersion) + 999, len(tableCacheVersion) + 1036, len(good) - 1} {
		bad := append([]byte(nil), good...)
		bad[at] ^= 0x10
		writeTableCache(t, path, bad)
		if _, err := loadTables(path, 1000, 37); err == nil {
			t.Errorf("loadTables accepted the file with byte %d flipped", at)
		}
	}
	for _, bad := range [][]byte{good[:len(good)-1], append(append([]byte(nil), good...), 0)} {
		writeTableCache(t, path, bad)
		if _, err := loadTables(path, 1000, 37); err == nil {
			t.Errorf("loadTables accepted %d bytes instead of %d", len(bad), len(good))
		}
	}
}

// tableCacheRefusesOtherVersion checks that loadTables refuses the
// tables a and b under another version line of the same length, with a
// checksum that matches it; goodLen is the length of the genuine file.
func tableCacheRefusesOtherVersion(t *testing.T, path string, a, b []uint8, goodLen int) {
	body := append([]byte("ripple slidingpuzzle 4x4 pdb v0\n"+tableCacheVersion[32:]), a...)
	body = append(body, b...)
	if len(body) != goodLen-sha256.Size {
		t.Fatalf("length %d, want %d: %v", len(body), goodLen-sha256.Size, body)
	}
	sum := sha256.Sum256(body)
	writeTableCache(t, path, append(body, sum[:]...))
	if _, err := loadTables(path, 1000, 37); err == nil || err.Error() != "another version" {
		t.Errorf("another version line with its checksum: got %v, want the error \"another version\"", err)
	}
}

// TestSolverChecksTheGoal: with every table zeroed (an estimate of 0
// everywhere), the specialised IDA* is a blind iterative deepening and
// must still find a shortest path, checked against breadth-first
// distances, instead of taking the start for the goal.
func TestSolverChecksTheGoal(t *testing.T) {
	f := newFifteen()
	f.tables = [3][]uint8{make([]uint8, 1<<24), make([]uint8, 1<<24), make([]uint8, 1<<12)}
	p := MustNew(4, 4)
	s := p.Goal()
	for _, move := range []int{11, 10, 6, 7, 3} { // the blank's walk from cell 15
		s = s.slide(blankOf(s), move)
	}
	path, _ := f.solve(s)
	want, ok := search.Bidirectional[State](p, p, []State{s}, []State{p.Goal()})
	if !ok {
		t.Fatalf("ok is false")
	}
	if len(path) != len(want) {
		t.Errorf("a shortest solution: length %d, want %d: %v", len(path), len(want), path)
	}
	if !p.replays(path, s) {
		t.Errorf("the solution replays")
	}
}

func blankOf(s State) int {
	for c := range 16 {
		if s.Tile(c) == 0 {
			return c
		}
	}
	panic("no blank")
}
