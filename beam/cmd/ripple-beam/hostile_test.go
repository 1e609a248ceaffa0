package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// runLimited runs the command as a child process with at most 4 GiB of
// address space, killed after 60 s, and returns its exit status and
// output.
func runLimited(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], args...)
	cmd.Env = append(os.Environ(), childEnv+"=1", limitEnv+"="+strconv.FormatUint(4<<30, 10))
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	require.NoError(t, ctx.Err(), "the command ran for 60 s; stderr: %s", errb.String())
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode(), out.String(), errb.String()
	}
	require.NoError(t, err)
	return 0, out.String(), errb.String()
}

// copyTree copies the regular files of the run directory from into to.
func copyTree(t *testing.T, from, to string) {
	t.Helper()
	require.NoError(t, filepath.Walk(from, func(path string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		if fi.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), b, 0o644)
	}))
}

// sparse makes path a sparse file of 3 GiB.
func sparse(t *testing.T, path string) {
	t.Helper()
	f, err := os.Create(path)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(3<<30))
	require.NoError(t, f.Close())
}

// TestHostileFiles replaces a file of a finished run (a shard of its last
// layer, that layer's manifest, run.json, the lock) by something a reader
// must not trust: a symbolic link to /dev/zero or to a good copy outside
// the run's directory, a FIFO, a sparse file of 3 GiB. Each resume runs
// in 4 GiB of address space and 60 s, and either prints the right table
// (the layer recomputed) or, for run.json and the lock, which no layer
// can replace, fails with one line and exit status 2.
func TestHostileFiles(t *testing.T) {
	want := enumerateLines(t, 2, 2)
	fixture := t.TempDir()
	args := []string{"-puzzle", "sliding", "-size", "2x2", "-shards", "2", "-keep"}
	code, out, errOut := runCmd("", append(args, "-out", fixture)...)
	require.Equal(t, 0, code, errOut)
	require.Equal(t, want, out)
	const last = 6 // 2×2's last layer
	shard, err := filepath.Glob(filepath.Join(fixture, "layer-00006", "shard-*.rbl"))
	require.NoError(t, err)
	require.NotEmpty(t, shard)
	targets := map[string]string{
		"shard":    strings.TrimPrefix(shard[0], fixture+"/"),
		"manifest": "layer-00006.json",
		"run.json": "run.json",
		"lock":     "lock",
	}
	outside := filepath.Join(t.TempDir(), "copy")
	damage := map[string]func(t *testing.T, path string){
		"symlink to /dev/zero": func(t *testing.T, path string) { require.NoError(t, os.Symlink("/dev/zero", path)) },
		"symlink out of the run": func(t *testing.T, path string) {
			copyTree(t, path+".orig", outside)
			require.NoError(t, os.Symlink(outside, path))
		},
		"FIFO":            func(t *testing.T, path string) { require.NoError(t, syscall.Mkfifo(path, 0o644)) },
		"sparse of 3 GiB": sparse,
	}
	for target, rel := range targets {
		for how, do := range damage {
			t.Run(target+" "+how, func(t *testing.T) {
				dir := t.TempDir()
				copyTree(t, fixture, dir)
				path := filepath.Join(dir, rel)
				require.NoError(t, os.Rename(path, path+".orig"))
				do(t, path)
				code, out, errOut := runLimited(t, append(args, "-out", dir, "-resume", "-progress")...)
				switch target {
				case "run.json":
					require.Equal(t, 2, code, errOut)
					require.Empty(t, out)
					require.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
					require.Contains(t, errOut, "run.json")
				case "lock":
					if how == "FIFO" || how == "sparse of 3 GiB" {
						// Only locked, never read: harmless.
						require.Equal(t, 0, code, errOut)
						require.Equal(t, want, out)
						return
					}
					require.Equal(t, 2, code, errOut)
					require.Empty(t, out)
					require.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
					require.Contains(t, errOut, "cannot lock")
				default:
					require.Equal(t, 0, code, errOut)
					require.Equal(t, want, out)
					require.Contains(t, errOut, "recomputing from layer "+strconv.Itoa(last))
				}
			})
		}
	}
}
