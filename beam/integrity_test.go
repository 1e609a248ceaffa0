package ripplebeam_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	ripplebeam "github.com/ripplebfs/ripple/beam"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
)

// sweepSizes is the independent reference for the sliding puzzle of
// size "RxC": Sweep's layer sizes.
func puzzleSizes(t *testing.T, size string) []int {
	t.Helper()
	var rows, cols int
	_, err := fmt.Sscanf(size, "%dx%d", &rows, &cols)
	require.NoError(t, err)
	p := slidingpuzzle.MustNew(rows, cols)
	sizes, err := sweepSizes[slidingpuzzle.State](p, p.Goal())
	require.NoError(t, err)
	return sizes
}

// resume resumes the run of cfg and returns its sizes and progress lines.
func resume(t *testing.T, cfg ripplebeam.Config) ([]int, string) {
	t.Helper()
	var progress bytes.Buffer
	cfg.Resume, cfg.Progress = true, &progress
	sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{})
	require.NoError(t, err, progress.String())
	return sizes, progress.String()
}

func manifestPath(dir string, d int) string {
	return filepath.Join(dir, fmt.Sprintf("layer-%05d.json", d))
}

func readManifestFile(t *testing.T, dir string, d int) ripplebeam.Manifest {
	t.Helper()
	b, err := os.ReadFile(manifestPath(dir, d))
	require.NoError(t, err)
	var m ripplebeam.Manifest
	require.NoError(t, json.Unmarshal(b, &m))
	return m
}

func writeManifestFile(t *testing.T, dir string, m ripplebeam.Manifest) {
	t.Helper()
	b, err := json.MarshalIndent(m, "", "\t")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(manifestPath(dir, m.Depth), append(b, '\n'), 0o644))
}

// flipCount flips one bit of the "count" of layer d's manifest: the
// lowest bit of its last digit, so that it stays a number (176 becomes
// 177), or the bit that makes 176 read 136 if from and to say so.
func flipCount(t *testing.T, dir string, d, count int, from, to string) {
	t.Helper()
	path := manifestPath(dir, d)
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	field := fmt.Sprintf("\"count\": %d,", count)
	i := bytes.Index(b, []byte(field))
	require.GreaterOrEqual(t, i, 0, "no %s in %s", field, b)
	if from == "" {
		b[i+len(field)-2] ^= 1
	} else {
		j := i + strings.Index(field, from)
		require.Equal(t, 1, bitsDiffer(from[0], to[0]))
		b[j] = to[0]
	}
	require.NoError(t, os.WriteFile(path, b, 0o644))
}

func bitsDiffer(a, b byte) int {
	n := 0
	for x := a ^ b; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// TestPrunedManifestBitFlip: one bit flipped in the count of a manifest
// whose files frontier search has deleted is found by the manifest's
// digest, and the resumed run recomputes the layers: its sizes are
// Sweep's.
func TestPrunedManifestBitFlip(t *testing.T) {
	testPrunedManifestBitFlip(t, "2x3", 10, "", "")
}

func testPrunedManifestBitFlip(t *testing.T, size string, d int, from, to string) {
	want := puzzleSizes(t, size)
	cfg := ripplebeam.Config{Problem: "sliding", Params: size, Dir: t.TempDir()}
	sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{})
	require.NoError(t, err)
	require.Equal(t, want, sizes)
	require.True(t, readManifestFile(t, cfg.Dir, d).Pruned)
	flipCount(t, cfg.Dir, d, want[d], from, to)
	sizes, progress := resume(t, cfg)
	require.Equal(t, want, sizes)
	require.Contains(t, progress, fmt.Sprintf("manifest layer-%05d.json does not match its digest; recomputing from layer %d", d, d))
	require.Contains(t, progress, "starting again from depth 0")
}

// copyLayers replaces layers ds of the run in dir by those of the run in
// from: their manifests and their directories.
func copyLayers(t *testing.T, from, dir string, ds ...int) {
	t.Helper()
	for _, d := range ds {
		name := fmt.Sprintf("layer-%05d", d)
		require.NoError(t, os.RemoveAll(filepath.Join(dir, name)))
		require.NoError(t, os.MkdirAll(filepath.Join(dir, name), 0o755))
		copyFile(t, manifestPath(from, d), manifestPath(dir, d))
		files, err := filepath.Glob(filepath.Join(from, name, "*"))
		require.NoError(t, err)
		for _, f := range files {
			copyFile(t, f, filepath.Join(dir, name, filepath.Base(f)))
		}
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(to, b, 0o644))
}

// testForeignLayers runs size to depth stop, replaces its last two layers
// by those of a complete run of other (kept), resumes, and checks that
// the layers of the other run were refused and the sizes are Sweep's.
func testForeignLayers(t *testing.T, size, other string, stop int) {
	want := puzzleSizes(t, size)
	o := ripplebeam.Config{Problem: "sliding", Params: other, Dir: t.TempDir(), Keep: true}
	_, err := ripplebeam.Run(context.Background(), o, search.Options{})
	require.NoError(t, err)
	cfg := ripplebeam.Config{Problem: "sliding", Params: size, Dir: t.TempDir()}
	sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{MaxDepth: stop})
	require.NoError(t, err)
	require.Equal(t, want[:stop+1], sizes)
	copyLayers(t, o.Dir, cfg.Dir, stop-1, stop)
	sizes, progress := resume(t, cfg)
	require.Equal(t, want, sizes)
	require.Contains(t, progress, fmt.Sprintf("manifest layer-%05d.json is of another run; recomputing from layer %d", stop-1, stop-1))
}

// TestForeignLayers: layers copied from another run, of another puzzle or
// of the same one, are refused (their manifests name another run) and
// recomputed; so is a single shard file of another run of the same
// puzzle, whose keys are the right ones but whose header names its run.
func TestForeignLayers(t *testing.T) {
	t.Run("2x2 into 2x3", func(t *testing.T) { testForeignLayers(t, "2x3", "2x2", 6) })
	t.Run("2x3 into 2x3", func(t *testing.T) { testForeignLayers(t, "2x3", "2x3", 6) })
	t.Run("one shard of another 2x3 run", func(t *testing.T) {
		want := puzzleSizes(t, "2x3")
		var dirs [2]string
		for i := range dirs {
			cfg := ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: t.TempDir(), Keep: true}
			_, err := ripplebeam.Run(context.Background(), cfg, search.Options{MaxDepth: 8})
			require.NoError(t, err)
			dirs[i] = cfg.Dir
		}
		shard := lastShard(t, dirs[0], 7)
		other := filepath.Join(dirs[1], "layer-00007", filepath.Base(shard))
		a, err := os.ReadFile(shard)
		require.NoError(t, err)
		b, err := os.ReadFile(other)
		require.NoError(t, err)
		require.Equal(t, len(a), len(b))
		require.NotEqual(t, a, b) // the headers name their runs
		copyFile(t, other, shard)
		sizes, progress := resume(t, ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: dirs[0], Keep: true})
		require.Equal(t, want, sizes)
		require.Contains(t, progress, "a file of another run; recomputing from layer 7")
	})
}

// leetcodeBoard is LeetCode 909's first example.
const leetcodeBoard = "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]"

// TestForgedManifestEntry drops one entry from a manifest of a Snakes and
// Ladders run (full mode, so that a missing state would come back a layer
// later) and adjusts its count and checksum: as is, with the digest
// recomputed too, and with the entry's file deleted as well. The first is
// refused by the digest, the second by the file the manifest no longer
// lists, the third by the next layer's manifest, which names the digest
// of the one it followed (both are recomputed: either may be the forged
// one); each resumed run prints search.Layers' sizes.
func TestForgedManifestEntry(t *testing.T) {
	b, err := snakesladders.Parse(strings.NewReader(leetcodeBoard))
	require.NoError(t, err)
	var want []int
	for _, layer := range search.Layers[int](b, 1) {
		want = append(want, len(layer))
	}
	for _, tc := range []struct {
		name         string
		seal, delete bool
		report       string
	}{
		{"digest not recomputed", false, false, "manifest layer-00002.json does not match its digest; recomputing from layer 2"},
		{"digest recomputed", true, false, "not in the manifest; recomputing from layer 2"},
		{"digest recomputed, file deleted", true, true, "manifest layer-00003.json does not follow layer 2's; recomputing from layer 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := ripplebeam.Config{Problem: "snakes", Params: leetcodeBoard, Dir: t.TempDir(), Shards: 4}
			sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{})
			require.NoError(t, err)
			require.Equal(t, want, sizes)
			m := readManifestFile(t, cfg.Dir, 2)
			require.Greater(t, len(m.Shards), 1)
			sh := m.Shards[1]
			m.Shards = append(m.Shards[:1], m.Shards[2:]...)
			m.Count -= sh.Count
			m.Checksum -= sh.Checksum
			if tc.seal {
				ripplebeam.SealForTest(&m)
			}
			writeManifestFile(t, cfg.Dir, m)
			if tc.delete {
				require.NoError(t, os.Remove(filepath.Join(cfg.Dir, sh.Name)))
			}
			sizes, progress := resume(t, cfg)
			require.Equal(t, want, sizes)
			require.Contains(t, progress, tc.report)
		})
	}
}

// TestLayerDirLinkedAway: a layer directory replaced by a symbolic link
// to another run's is refused, and recomputing the layer removes the link,
// not the other run's files.
func TestLayerDirLinkedAway(t *testing.T) {
	want := puzzleSizes(t, "2x3")
	var dirs [2]string
	for i := range dirs {
		cfg := ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: t.TempDir(), Keep: true}
		_, err := ripplebeam.Run(context.Background(), cfg, search.Options{})
		require.NoError(t, err)
		dirs[i] = cfg.Dir
	}
	other := filepath.Join(dirs[1], "layer-00020")
	before, err := filepath.Glob(other + "/*")
	require.NoError(t, err)
	require.NotEmpty(t, before)
	require.NoError(t, os.RemoveAll(filepath.Join(dirs[0], "layer-00020")))
	require.NoError(t, os.Symlink(other, filepath.Join(dirs[0], "layer-00020")))
	sizes, progress := resume(t, ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: dirs[0], Keep: true})
	require.Equal(t, want, sizes)
	require.Contains(t, progress, "recomputing from layer 20")
	after, err := filepath.Glob(other + "/*")
	require.NoError(t, err)
	require.Equal(t, before, after)
	fi, err := os.Lstat(filepath.Join(dirs[0], "layer-00020"))
	require.NoError(t, err)
	require.True(t, fi.IsDir())
	_, _, err = ripplebeam.ReadLayer(context.Background(), dirs[1], 20)
	require.NoError(t, err)
}

// TestHeavyIntegrity2x5 replays, on the 2×5 puzzle, the damage that gave
// wrong tables before runs proved their files: the count 176 of layer 10,
// a pruned manifest, read as 136 (one bit); and layers 5 and 6 of a 2×2
// or a 3×3 run copied into a 2×5 run stopped at depth 6. Each resumed run
// prints Sweep's sizes (1,814,400 states).
func TestHeavyIntegrity2x5(t *testing.T) {
	testsize.RequireHeavy(t)
	t.Run("bit flip in a pruned manifest", func(t *testing.T) { testPrunedManifestBitFlip(t, "2x5", 10, "7", "3") })
	t.Run("2x2 layers", func(t *testing.T) { testForeignLayers(t, "2x5", "2x2", 6) })
	t.Run("3x3 layers", func(t *testing.T) { testForeignLayers(t, "2x5", "3x3", 6) })
}
