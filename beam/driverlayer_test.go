package ripplebeam_test

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	ripplebeam "github.com/ripplebfs/ripple/beam"
	"github.com/ripplebfs/ripple/search"
)

// computePath is a way a run's layers are computed: the small puzzles of
// the tests are expanded by the driver unless a test sends them through
// pipelines.
type computePath int

const (
	inDriver         computePath = iota // the default: small layers in the driver
	inPipelines                         // every layer by a pipeline of up to 16 layers
	inShortPipelines                    // pipelines that stop after 300 states
	inNarrowDriver                      // the driver holds at most 100 successors
)

var computePaths = []computePath{inDriver, inPipelines, inShortPipelines, inNarrowDriver}

func (p computePath) String() string {
	return [...]string{"driver", "pipelines", "short-pipelines", "narrow-driver"}[p]
}

// set makes the runs that follow compute their layers by p, and returns
// the function that restores the default.
func (p computePath) set() (restore func()) {
	switch p {
	case inPipelines:
		return ripplebeam.SetDriverStatesForTest(0)
	case inShortPipelines:
		a, b := ripplebeam.SetDriverStatesForTest(0), ripplebeam.SetPipelineStatesForTest(300)
		return func() { b(); a() }
	case inNarrowDriver:
		return ripplebeam.SetDriverCandsForTest(100)
	}
	return func() {}
}

// TestComputePathsSameFiles runs one run from its first two layers to its
// end by each path, from copies of one directory, and finds every file
// (shard files and manifests, every layer kept) byte for byte the same:
// the driver writes what a pipeline would, and how many layers a pipeline
// computes changes no file. With a driver that holds at most 100
// successors, the run's first layers are computed by the driver and the
// others by pipelines.
func TestComputePathsSameFiles(t *testing.T) {
	for name, cfg := range map[string]ripplebeam.Config{
		"sliding-2x4-frontier": {Problem: "sliding", Params: "2x4", Shards: 5, Keep: true},
		"snakes-12x12-full":    {Problem: "snakes", Params: mustJSON(t, snakesBoard()), Shards: 4},
	} {
		t.Run(name, func(t *testing.T) {
			cfg.Dir = filepath.Join(t.TempDir(), "start")
			_, err := ripplebeam.Run(context.Background(), cfg, search.Options{MaxDepth: 1})
			require.NoError(t, err)
			trees := map[computePath]map[string]string{}
			for _, path := range computePaths {
				c := cfg
				c.Dir, c.Resume = filepath.Join(t.TempDir(), path.String()), true
				copyTree(t, cfg.Dir, c.Dir)
				var progress strings.Builder
				c.Progress = &progress
				restore := path.set()
				_, err := ripplebeam.Run(context.Background(), c, search.Options{})
				restore()
				require.NoError(t, err)
				if path == inNarrowDriver {
					require.Contains(t, progress.String(), "in the driver")
					require.Contains(t, progress.String(), "in one pipeline")
				}
				trees[path] = readTree(t, c.Dir)
			}
			require.Greater(t, len(trees[inDriver]), 20)
			for _, path := range computePaths[1:] {
				require.Equal(t, trees[inDriver], trees[path], "%s against %s", path, inDriver)
			}
		})
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// copyTree copies the regular files and directories under from to to.
func copyTree(t *testing.T, from, to string) {
	t.Helper()
	for name, b := range readTree(t, from) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(to, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(to, name), []byte(b), 0o644))
	}
}

// readTree returns the contents of every regular file under dir, by its
// path relative to dir, and fails on anything else but a directory.
func readTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	require.NoError(t, filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		require.True(t, d.Type().IsRegular(), path)
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		files[rel] = string(b)
		return err
	}))
	return files
}
