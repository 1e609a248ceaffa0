package main

import (
	"bytes"
	"crypto/sha256"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
)

// sixTileEntries is the number of stored distances of the 6-tile
// pattern, which come first after the table cache's version line.
const sixTileEntries = 11_816_640

// TestHeavyForgedTableCache forges the table cache the way a program
// with write access to the user's cache directory could: every 6-tile
// distance of 18 or more raised by 2 and the SHA-256 recomputed (a file
// that passes size, version, checksum and sampled bounds checks, and
// whose tables solve Korf's first instance in 59 moves, not 57). The command
// must refuse the file, rebuild and rewrite it, and print the optimal 57
// moves: with -v, one line on stderr says why the file is refused, then
// come the build's progress lines; without -v stderr stays empty. A later
// run reads the rewritten file without a word. Three builds, about 15 s
// of CPU: heavy tier.
func TestHeavyForgedTableCache(t *testing.T) {
	testsize.RequireHeavy(t)
	path := filepath.Join(t.TempDir(), "4x4.pdb")
	solve := func(args ...string) clitest.Result {
		t.Helper()
		r := clitest.Run(t, "", 5*time.Minute, append(append([]string{"-table-cache", path}, args...), korf1)...)
		if r.Code != 0 || !strings.HasPrefix(r.Stdout, "57 moves\n") {
			t.Fatalf("exit status %d, stdout %.40q, want 0 and 57 moves (stderr %q)", r.Code, r.Stdout, r.Stderr)
		}
		return r
	}
	solve() // builds the tables and writes the file
	genuine, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	forge := func() {
		t.Helper()
		data := bytes.Clone(genuine)
		head := bytes.IndexByte(data, '\n') + 1
		changed := 0
		for i := head; i < head+sixTileEntries; i++ {
			if data[i] >= 18 {
				data[i] += 2
				changed++
			}
		}
		if changed < 1_000_000 {
			t.Fatalf("%d entries raised", changed)
		}
		sum := sha256.Sum256(data[:len(data)-sha256.Size])
		copy(data[len(data)-sha256.Size:], sum[:])
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
	}
	forge()
	r := solve("-v")
	lines := strings.Split(strings.TrimSuffix(r.Stderr, "\n"), "\n")
	refused := regexp.MustCompile(`^slidingpuzzle: the table cache .*4x4\.pdb is not used \(pattern \[1 2 5 6 9 10\] on cells \[[0-9 ]+\] with the blank's region at cell [0-9]+: entry [0-9]+, want [0-9]+ from its neighbours\); rebuilding it$`)
	if !refused.MatchString(lines[0]) {
		t.Errorf("-v: the first line on stderr %q does not say why the file is refused", lines[0])
	}
	for _, line := range lines[1:] {
		if !strings.HasPrefix(line, "pdb: ") {
			t.Errorf("-v: stderr line %q: want only the build's progress after the first", line)
		}
	}
	if rewritten, err := os.ReadFile(path); err != nil || !bytes.Equal(rewritten, genuine) {
		t.Errorf("the file was not rewritten as built (error %v)", err)
	}
	forge()
	if r := solve(); r.Stderr != "" {
		t.Errorf("without -v: stderr %q, want nothing", r.Stderr)
	}
	if r := solve("-v"); r.Stderr != "" {
		t.Errorf("the rewritten file with -v: stderr %q, want nothing", r.Stderr)
	}
}
