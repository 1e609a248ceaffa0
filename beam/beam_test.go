package ripplebeam_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	abeam "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/stretchr/testify/require"

	ripplebeam "github.com/ripplebfs/ripple/beam"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/all"
	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
)

func TestMain(m *testing.M) {
	ripplebeam.RegisterPlugins(all.Plugins())
	abeam.Init()
	// Prism logs each pipeline's start and end: keep errors only.
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError})))
	os.Exit(m.Run())
}

// sweepLayers is the independent reference: the in-memory engine's layers,
// each sorted.
func sweepLayers[S comparable](t *testing.T, nb search.Neighbors[S], key func(S) uint64, starts ...S) [][]uint64 {
	t.Helper()
	var layers [][]uint64
	for _, layer := range search.Sweep(nb, starts...) {
		var keys []uint64
		for s := range layer {
			keys = append(keys, key(s))
		}
		slices.Sort(keys)
		layers = append(layers, keys)
	}
	return layers
}

// runLayers runs cfg and returns every layer whose files are still on
// disk, sorted (nil for a pruned one).
func runLayers(t *testing.T, cfg ripplebeam.Config) [][]uint64 {
	t.Helper()
	sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{})
	require.NoError(t, err)
	layers := make([][]uint64, len(sizes))
	for d := range sizes {
		m, keys, err := ripplebeam.ReadLayer(context.Background(), cfg.Dir, d)
		require.NoError(t, err)
		require.Equal(t, sizes[d], m.Count, "depth %d", d)
		if !m.Pruned {
			slices.Sort(keys)
			require.Equal(t, ripplebeam.Checksum(keys), m.Checksum, "depth %d", d)
			layers[d] = keys
		}
	}
	return layers
}

func puzzleKey(s slidingpuzzle.State) uint64 { return uint64(s) }

// TestSlidingMatchesSweep runs the sliding puzzle in frontier mode and
// compares each layer, state by state, with search.Sweep's. 2×3 and 2×4
// keep every layer; 3×3 prunes them as a run does, so its pruned layers are
// compared by count and checksum.
func TestSlidingMatchesSweep(t *testing.T) {
	for _, tc := range []struct {
		rows, cols, shards int
		keep               bool
		path               computePath
	}{
		{2, 3, 3, true, inDriver}, {2, 4, 5, true, inDriver}, {3, 3, 8, false, inDriver},
		{2, 3, 3, true, inPipelines}, {2, 4, 5, true, inShortPipelines}, {3, 3, 8, false, inPipelines},
	} {
		t.Run(fmt.Sprintf("%dx%d/%s", tc.rows, tc.cols, tc.path), func(t *testing.T) {
			defer tc.path.set()()
			p := slidingpuzzle.MustNew(tc.rows, tc.cols)
			want := sweepLayers[slidingpuzzle.State](t, p, puzzleKey, p.Goal())
			cfg := ripplebeam.Config{Problem: "sliding", Params: fmt.Sprintf("%dx%d", tc.rows, tc.cols), Dir: t.TempDir(), Shards: tc.shards, Keep: tc.keep}
			got := runLayers(t, cfg)
			require.Len(t, got, len(want))
			for d := range want {
				m, _, err := ripplebeam.ReadLayer(context.Background(), cfg.Dir, d)
				require.NoError(t, err)
				require.Equal(t, len(want[d]), m.Count, "depth %d", d)
				require.Equal(t, ripplebeam.Checksum(want[d]), m.Checksum, "depth %d", d)
				pruned := !tc.keep && d < len(want)-2 // the last two layers stay
				require.Equal(t, pruned, m.Pruned, "depth %d", d)
				if !pruned {
					require.Equal(t, want[d], got[d], "depth %d", d)
				}
			}
		})
	}
}

// snakesBoard is a 12×12 board with a snake or ladder on about one square
// in eight, from plugin.Hash.
func snakesBoard() [][]int {
	const n = 12
	b := make([][]int, n)
	for r := range b {
		b[r] = slices.Repeat([]int{-1}, n)
	}
	for s := 2; s < n*n; s++ {
		if plugin.Hash(15, uint64(s))%8 == 0 {
			r, c := snakesladders.Cell(n, s)
			b[r][c] = 1 + int(plugin.Hash(15, uint64(n*n+s))%(n*n))
		}
	}
	return b
}

// TestSnakesFullMatchesLayers runs Snakes and Ladders boards in full mode
// and compares every layer with search.Layers.
func TestSnakesFullMatchesLayers(t *testing.T) {
	for name, rows := range map[string][][]int{
		"leetcode-1":   {{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}, {-1, 35, -1, -1, 13, -1}, {-1, -1, -1, -1, -1, -1}, {-1, 15, -1, -1, -1, -1}},
		"hashed-12x12": snakesBoard(),
	} {
		for _, path := range computePaths {
			t.Run(name+"/"+path.String(), func(t *testing.T) {
				defer path.set()()
				testSnakesFull(t, rows)
			})
		}
	}
}

// testSnakesFull runs one board in full mode and compares every layer
// with search.Layers.
func testSnakesFull(t *testing.T, rows [][]int) {
	b, err := snakesladders.New(rows)
	require.NoError(t, err)
	var want [][]uint64
	for _, layer := range search.Layers[int](b, 1) {
		keys := make([]uint64, len(layer))
		for i, s := range layer {
			keys[i] = uint64(b.Index(s)) // a square's key is its index
		}
		slices.Sort(keys)
		want = append(want, keys)
	}
	lit, err := json.Marshal(rows)
	require.NoError(t, err)
	cfg := ripplebeam.Config{Problem: "snakes", Params: string(lit), Dir: t.TempDir(), Shards: 4}
	got := runLayers(t, cfg)
	require.Equal(t, want, got)
}

// TestFrontierNeedsUndirected: frontier search on a directed graph would
// count states twice, so Run refuses it.
func TestFrontierNeedsUndirected(t *testing.T) {
	_, err := ripplebeam.Run(context.Background(), ripplebeam.Config{Problem: "snakes", Params: "[[-1,4],[-1,3]]", Dir: t.TempDir(), Mode: ripplebeam.Frontier}, search.Options{})
	require.ErrorContains(t, err, "not registered as undirected")
}

// corrupt flips one byte in the middle of the file.
func corrupt(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	b[len(b)/2] ^= 0x40
	require.NoError(t, os.WriteFile(path, b, 0o644))
}

// TestCorruptLayerDetected damages layer files of a finished run in
// several ways; ReadLayer reports each, and a resumed run reports it,
// recomputes from there, and prints the same sizes as before.
func TestCorruptLayerDetected(t *testing.T) {
	p := slidingpuzzle.MustNew(2, 4)
	want := sweepLayers[slidingpuzzle.State](t, p, puzzleKey, p.Goal())
	wantSizes := make([]int, len(want))
	for d := range want {
		wantSizes[d] = len(want[d])
	}
	for _, tc := range []struct {
		name   string
		keep   bool
		damage func(t *testing.T, dir string) // of layer 20
		report string
	}{
		{"flipped byte", true, func(t *testing.T, dir string) { corrupt(t, shardOf20(t, dir)) }, "recomputing from layer 20"},
		{"truncated file", true, func(t *testing.T, dir string) {
			path := shardOf20(t, dir)
			b, err := os.ReadFile(path)
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(path, b[:len(b)-3], 0o644))
		}, "size differs from the manifest; recomputing from layer 20"},
		{"missing file", true, func(t *testing.T, dir string) { require.NoError(t, os.Remove(shardOf20(t, dir))) }, "recomputing from layer 20"},
		{"partial layer (no manifest)", true, func(t *testing.T, dir string) {
			require.NoError(t, os.Remove(filepath.Join(dir, "layer-00020.json")))
		}, ""},
		{"garbled manifest", true, func(t *testing.T, dir string) { corrupt(t, filepath.Join(dir, "layer-00020.json")) }, "recomputing from layer 20"},
		{"pruned predecessors", false, func(t *testing.T, dir string) { corrupt(t, lastShard(t, dir, len(want)-2)) }, "deleted by frontier search; starting again from depth 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := ripplebeam.Config{Problem: "sliding", Params: "2x4", Dir: t.TempDir(), Shards: 3, Keep: tc.keep}
			sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{})
			require.NoError(t, err)
			require.Equal(t, wantSizes, sizes)
			tc.damage(t, cfg.Dir)
			if tc.name != "partial layer (no manifest)" {
				d := 20
				if !tc.keep {
					d = len(want) - 2
				}
				_, _, err := ripplebeam.ReadLayer(context.Background(), cfg.Dir, d)
				require.ErrorIs(t, err, ripplebeam.ErrCorrupt)
			}
			// Without -resume the directory is refused.
			_, err = ripplebeam.Run(context.Background(), cfg, search.Options{})
			require.ErrorContains(t, err, "holds a run already")
			var progress bytes.Buffer
			cfg.Resume, cfg.Progress = true, &progress
			sizes, err = ripplebeam.Run(context.Background(), cfg, search.Options{})
			require.NoError(t, err)
			require.Equal(t, wantSizes, sizes)
			require.Contains(t, progress.String(), tc.report)
			if tc.keep {
				// Layer 20 was recomputed, and every layer checks out.
				for line := range strings.Lines(progress.String()) {
					if strings.HasPrefix(line, "depth  20:") {
						require.NotContains(t, line, "from layer-00020.json")
					}
				}
				for d := range want {
					_, keys, err := ripplebeam.ReadLayer(context.Background(), cfg.Dir, d)
					require.NoError(t, err)
					slices.Sort(keys)
					require.Equal(t, want[d], keys, "depth %d", d)
				}
			}
		})
	}
}

// equalSizeShards returns two shard files of layer d of the same size, or
// fails the test.
func equalSizeShards(t *testing.T, dir string, d int) (string, string) {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, fmt.Sprintf("layer-%05d", d), "shard-*.rbl"))
	require.NoError(t, err)
	bySize := map[int64]string{}
	for _, name := range names {
		fi, err := os.Stat(name)
		require.NoError(t, err)
		if other, ok := bySize[fi.Size()]; ok {
			return other, name
		}
		bySize[fi.Size()] = name
	}
	t.Fatalf("layer %d has no two shard files of one size", d)
	return "", ""
}

// TestSwappedShards swaps two shard files of the same size within a layer
// of a run stopped at depth 20, then resumes it: the swap is found (each
// file names its bucket, and its keys are of another), the layer is
// recomputed (with every layer from depth 0 when frontier search has
// deleted its predecessors), and the layers are Sweep's.
func TestSwappedShards(t *testing.T) {
	p := slidingpuzzle.MustNew(2, 4)
	want, err := sweepSizes[slidingpuzzle.State](p, p.Goal())
	require.NoError(t, err)
	for _, tc := range []struct {
		name   string
		keep   bool
		report string
	}{
		{"kept layers", true, "recomputing from layer 19"},
		{"pruned layers", false, "starting again from depth 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := ripplebeam.Config{Problem: "sliding", Params: "2x4", Dir: t.TempDir(), Shards: 40, Keep: tc.keep}
			sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{MaxDepth: 20})
			require.NoError(t, err)
			require.Equal(t, want[:21], sizes)
			a, b := equalSizeShards(t, cfg.Dir, 19)
			ta := a + ".swap"
			require.NoError(t, os.Rename(a, ta))
			require.NoError(t, os.Rename(b, a))
			require.NoError(t, os.Rename(ta, b))
			_, _, err = ripplebeam.ReadLayer(context.Background(), cfg.Dir, 19)
			require.ErrorIs(t, err, ripplebeam.ErrCorrupt)
			var progress bytes.Buffer
			cfg.Resume, cfg.Progress = true, &progress
			sizes, err = ripplebeam.Run(context.Background(), cfg, search.Options{})
			require.NoError(t, err)
			require.Equal(t, want, sizes)
			require.Contains(t, progress.String(), tc.report)
			m, _, err := ripplebeam.ReadLayer(context.Background(), cfg.Dir, 19)
			require.NoError(t, err)
			require.Equal(t, want[19], m.Count)
		})
	}
}

// TestForgedShard replaces a shard file with one of the same place, size
// and valid CRC but another key: the manifest's entry, a checksum of the
// keys, refuses it.
func TestForgedShard(t *testing.T) {
	cfg := ripplebeam.Config{Problem: "sliding", Params: "2x4", Dir: t.TempDir(), Shards: 1, Keep: true}
	_, err := ripplebeam.Run(context.Background(), cfg, search.Options{MaxDepth: 3})
	require.NoError(t, err)
	m, keys, err := ripplebeam.ReadLayer(context.Background(), cfg.Dir, 3)
	require.NoError(t, err)
	require.Len(t, m.Shards, 1)
	// Layer 3's file rewritten with its largest key one more, as a well
	// formed file of layer 3 of the same size: only the manifest can tell.
	slices.Sort(keys)
	keys[len(keys)-1]++
	forged := ripplebeam.EncodeShardForTest(m.Run, 3, 0, 1, keys)
	require.Equal(t, m.Shards[0].Bytes, int64(len(forged)))
	require.NoError(t, os.WriteFile(filepath.Join(cfg.Dir, m.Shards[0].Name), forged, 0o644))
	_, _, err = ripplebeam.ReadLayer(context.Background(), cfg.Dir, 3)
	require.ErrorIs(t, err, ripplebeam.ErrCorrupt)
	require.ErrorContains(t, err, "keys differ from the manifest")
}

// TestConcurrentRuns: while a run holds its directory, a second run on it,
// resuming or not, is refused at once; once the first has ended, a resume
// goes ahead. The first run holds the directory while its first pipeline
// runs, so every layer goes through one.
func TestConcurrentRuns(t *testing.T) {
	defer ripplebeam.SetDriverStatesForTest(0)()
	dir := t.TempDir()
	started, release := make(chan struct{}), make(chan struct{})
	var once bool
	cfg := ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: dir, Execute: func(ctx context.Context, p *abeam.Pipeline) error {
		if !once {
			once = true
			close(started)
			<-release
		}
		return beamx.Run(ctx, p)
	}}
	done := make(chan error)
	go func() {
		_, err := ripplebeam.Run(context.Background(), cfg, search.Options{})
		done <- err
	}()
	<-started
	for _, resume := range []bool{false, true} {
		_, err := ripplebeam.Run(context.Background(), ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: dir, Resume: resume}, search.Options{})
		require.ErrorContains(t, err, "is in use by another run")
	}
	close(release)
	require.NoError(t, <-done)
	sizes, err := ripplebeam.Run(context.Background(), ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: dir, Resume: true}, search.Options{})
	require.NoError(t, err)
	require.Len(t, sizes, 22)
}

func shardOf20(t *testing.T, dir string) string { return lastShard(t, dir, 20) }

func lastShard(t *testing.T, dir string, d int) string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, fmt.Sprintf("layer-%05d", d), "shard-*.rbl"))
	require.NoError(t, err)
	require.NotEmpty(t, names)
	return names[len(names)-1]
}

// TestResumeNeedsARun: resuming a directory that holds no run is an
// error, and does not create the directory.
func TestResumeNeedsARun(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing")
	for _, dir := range []string{missing, t.TempDir()} {
		_, err := ripplebeam.Run(context.Background(), ripplebeam.Config{Problem: "sliding", Params: "2x2", Dir: dir, Resume: true}, search.Options{})
		require.ErrorContains(t, err, "holds no run to resume (it has no run.json)")
	}
	_, err := os.Stat(missing)
	require.ErrorIs(t, err, os.ErrNotExist)
}

// TestLimits: MaxStates stops the run with ErrLimit, MaxDepth cuts it
// short, and the layers done stay for a resume, however the layers are
// computed.
func TestLimits(t *testing.T) {
	for _, path := range computePaths {
		t.Run(path.String(), func(t *testing.T) {
			defer path.set()()
			testLimits(t)
		})
	}
}

func testLimits(t *testing.T) {
	dir := t.TempDir()
	cfg := ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: dir}
	_, err := ripplebeam.Run(context.Background(), cfg, search.Options{MaxStates: 50})
	require.ErrorIs(t, err, search.ErrLimit)
	// The run kept the layers up to the first past the limit, not more.
	manifests, err := filepath.Glob(filepath.Join(dir, "layer-*.json"))
	require.NoError(t, err)
	total := 0
	for d := range manifests {
		require.LessOrEqual(t, total, 50, "depth %d", d)
		m, _, err := ripplebeam.ReadLayer(context.Background(), dir, d)
		require.NoError(t, err)
		total += m.Count
	}
	require.Greater(t, total, 50)
	cfg.Resume = true
	sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{MaxDepth: 4})
	require.NoError(t, err)
	p := slidingpuzzle.MustNew(2, 3)
	want, err := sweepSizes[slidingpuzzle.State](p, p.Goal())
	require.NoError(t, err)
	require.Equal(t, want[:5], sizes)
	sizes, err = ripplebeam.Run(context.Background(), cfg, search.Options{})
	require.NoError(t, err)
	require.Equal(t, want, sizes)
	_, err = ripplebeam.Run(context.Background(), ripplebeam.Config{Problem: "sliding", Params: "2x3", Dir: dir, Resume: true, Shards: 5}, search.Options{})
	require.ErrorContains(t, err, "holds another run")
	_, err = ripplebeam.Run(context.Background(), ripplebeam.Config{Problem: "sliding", Params: "5x5", Dir: t.TempDir()}, search.Options{})
	require.ErrorContains(t, err, "at most 16 cells")
	_, err = ripplebeam.Run(context.Background(), ripplebeam.Config{Problem: "nope", Dir: t.TempDir()}, search.Options{})
	require.ErrorContains(t, err, `unknown problem "nope"`)
}

// TestHeavy2x5 runs the 2×5 puzzle (1,814,400 states, 56 layers) on Prism
// and compares every layer's count and checksum with Sweep's; it should
// take under 5 minutes. It runs in the heavy tier (RIPPLE_HEAVY=1), as
// CI does.
func TestHeavy2x5(t *testing.T) {
	testsize.RequireHeavy(t)
	p := slidingpuzzle.MustNew(2, 5)
	want := sweepLayers[slidingpuzzle.State](t, p, puzzleKey, p.Goal())
	cfg := ripplebeam.Config{Problem: "sliding", Params: "2x5", Dir: t.TempDir(), Progress: os.Stderr}
	began := time.Now()
	sizes, err := ripplebeam.Run(context.Background(), cfg, search.Options{})
	el := time.Since(began)
	require.NoError(t, err)
	require.Len(t, sizes, len(want))
	for d := range want {
		m, _, err := ripplebeam.ReadLayer(context.Background(), cfg.Dir, d)
		require.NoError(t, err)
		require.Equal(t, len(want[d]), m.Count, "depth %d", d)
		require.Equal(t, ripplebeam.Checksum(want[d]), m.Checksum, "depth %d", d)
	}
	t.Logf("2x5 on Prism: %v", el)
	require.Less(t, el, 5*time.Minute)
}

// sweepSizes is the size of each layer of search.Sweep from starts.
func sweepSizes[S comparable](nb search.Neighbors[S], starts ...S) ([]int, error) {
	var sizes []int
	for st := range search.Sweep(nb, starts...) {
		sizes = append(sizes, st.Size)
	}
	return sizes, nil
}
