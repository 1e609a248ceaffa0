package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	ripplebeam "github.com/ripplebfs/ripple/beam"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
)

// childEnv makes the test binary act as the command, for the tests that
// kill it or bound its memory; limitEnv, if set, is the child's limit on
// its address space in bytes; slowEnv, if set, makes the child sleep
// 50 ms before each line it writes on stderr, so that a run of small
// layers outlasts the delay before a kill.
const (
	childEnv = "RIPPLE_BEAM_TEST_CHILD"
	limitEnv = "RIPPLE_BEAM_TEST_ADDRESS_SPACE"
	slowEnv  = "RIPPLE_BEAM_TEST_SLOW"
)

// slowWriter sleeps 50 ms before each write: see slowEnv.
type slowWriter struct{ w io.Writer }

func (s slowWriter) Write(b []byte) (int, error) {
	time.Sleep(50 * time.Millisecond)
	return s.w.Write(b)
}

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		if v := os.Getenv(limitEnv); v != "" {
			n, err := strconv.ParseUint(v, 10, 64)
			if err == nil {
				err = syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: n, Max: n})
			}
			if err != nil {
				fmt.Fprintln(os.Stderr, "cannot limit the address space:", err)
				os.Exit(3)
			}
		}
		var stderr io.Writer = os.Stderr
		if os.Getenv(slowEnv) != "" {
			stderr = slowWriter{os.Stderr}
		}
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, stderr))
	}
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError})))
	os.Exit(m.Run())
}

func runCmd(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// enumerateLines is the output of examples/slidingpuzzle -enumerate: one
// "<depth> <count>" line per depth of search.Sweep.
func enumerateLines(t *testing.T, rows, cols int) string {
	t.Helper()
	p := slidingpuzzle.MustNew(rows, cols)
	var sb strings.Builder
	for st := range search.Sweep[slidingpuzzle.State](p, p.Goal()) {
		fmt.Fprintf(&sb, "%d %d\n", st.Cost, st.Size)
	}
	return sb.String()
}

func TestSlidingOutput(t *testing.T) {
	code, out, errOut := runCmd("", "-puzzle", "sliding", "-size", "2x4", "-out", t.TempDir(), "-progress")
	require.Equal(t, 0, code, errOut)
	require.Equal(t, enumerateLines(t, 2, 4), out)
	require.Contains(t, errOut, "depth  36:")
	require.Contains(t, errOut, "states/s")
	// Without -progress, and stderr not a terminal, stderr stays empty.
	code, out, errOut = runCmd("", "-puzzle", "sliding", "-size", "2x4", "-out", t.TempDir())
	require.Equal(t, 0, code, errOut)
	require.Equal(t, enumerateLines(t, 2, 4), out)
	require.Empty(t, errOut)
}

func TestSnakesOutput(t *testing.T) {
	board := "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]"
	b, err := snakesladders.Parse(strings.NewReader(board))
	require.NoError(t, err)
	var want strings.Builder
	for d, layer := range search.Layers[int](b, 1) {
		fmt.Fprintf(&want, "%d %d\n", d, len(layer))
	}
	// Beam's own flags pass through: here the default runner, named.
	code, out, errOut := runCmd("Input: board = "+board+"\n", "-puzzle", "snakes", "-board", "-", "-out", t.TempDir(), "-progress=false", "--runner=prism")
	require.Equal(t, 0, code, errOut)
	require.Equal(t, want.String(), out)
	require.Empty(t, errOut)
}

// TestBadInput: every mistake is one line on stderr and exit 2; -h is the
// usage on stdout and exit 0.
func TestBadInput(t *testing.T) {
	code, out, errOut := runCmd("", "-h")
	require.Equal(t, 0, code)
	require.Contains(t, out, "usage: ripple-beam")
	require.NotContains(t, out, "temp_location string") // Beam's flags are not listed
	require.Empty(t, errOut)

	used := t.TempDir()
	require.Equal(t, 0, run([]string{"-puzzle", "sliding", "-size", "2x2", "-out", used, "-progress=false"}, nil, io.Discard, io.Discard))
	for name, tc := range map[string]struct {
		stdin string
		args  []string
		want  string
	}{
		"unknown flag":    {"", []string{"-nope"}, "flag provided but not defined: -nope"},
		"no puzzle":       {"", []string{"-out", "x"}, "-puzzle is required"},
		"no out":          {"", []string{"-puzzle", "sliding", "-size", "2x2"}, "-out DIR is required"},
		"no size":         {"", []string{"-puzzle", "sliding", "-out", "x"}, "needs -size"},
		"bad size":        {"", []string{"-puzzle", "sliding", "-size", "3x", "-out", t.TempDir()}, `size "3x": want RxC`},
		"huge size":       {"", []string{"-puzzle", "sliding", "-size", "5x5", "-out", t.TempDir()}, "at most 16 cells"},
		"unknown puzzle":  {"", []string{"-puzzle", "cube", "-out", t.TempDir()}, `unknown problem "cube"`},
		"bad mode":        {"", []string{"-puzzle", "sliding", "-size", "2x2", "-mode", "half", "-out", t.TempDir()}, `mode "half"`},
		"frontier snakes": {"", []string{"-puzzle", "snakes", "-board", "[[-1,4],[-1,3]]", "-mode", "frontier", "-out", t.TempDir()}, "not registered as undirected"},
		"bad board":       {"", []string{"-puzzle", "snakes", "-board", "[[-1,9],[-1,3]]", "-out", t.TempDir()}, "square"},
		"board too long":  {strings.Repeat(" ", 100), []string{"-puzzle", "snakes", "-board", "-", "-max-bytes", "10", "-out", t.TempDir()}, "-max-bytes"},
		"zero shards":     {"", []string{"-puzzle", "sliding", "-size", "2x2", "-shards", "0", "-out", t.TempDir()}, "-shards 0"},
		"stray argument":  {"", []string{"-puzzle", "sliding", "-size", "2x2", "-out", t.TempDir(), "extra"}, `unexpected argument "extra"`},
		"max states":      {"", []string{"-puzzle", "sliding", "-size", "3x3", "-max-states", "100", "-out", t.TempDir()}, "raise -max-states"},
		"dir in use":      {"", []string{"-puzzle", "sliding", "-size", "2x2", "-out", used}, "holds a run already"},
		"other run":       {"", []string{"-puzzle", "sliding", "-size", "2x3", "-out", used, "-resume"}, "holds another run"},
		"resume no dir":   {"", []string{"-puzzle", "sliding", "-size", "2x2", "-out", filepath.Join(t.TempDir(), "none"), "-resume"}, "holds no run to resume"},
		"resume no run":   {"", []string{"-puzzle", "sliding", "-size", "2x2", "-out", t.TempDir(), "-resume"}, "holds no run to resume"},
		"runner Dataflow": {"", []string{"-puzzle", "sliding", "-size", "2x2", "-out", t.TempDir(), "--runner=Dataflow"}, "--runner=Dataflow: not a runner"},
		"runner bogus":    {"", []string{"-puzzle", "sliding", "-size", "2x2", "-out", t.TempDir(), "--runner=bogus"}, "--runner=bogus: not a runner"},
		"runner dot":      {"", []string{"-puzzle", "sliding", "-size", "2x2", "-out", t.TempDir(), "--runner=dot"}, "--runner=dot: not a runner"},
	} {
		t.Run(name, func(t *testing.T) {
			// Beam's flags live in the process's flag set: restore --runner.
			defer flag.Set("runner", flag.Lookup("runner").Value.String())
			code, out, errOut := runCmd(tc.stdin, append(tc.args, "-progress=false")...)
			require.Equal(t, 2, code, errOut)
			require.Empty(t, out)
			require.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
			require.True(t, strings.HasPrefix(errOut, "ripple-beam: "), errOut)
			require.Contains(t, errOut, tc.want)
		})
	}
}

// spaces is an endless input of blanks, which a JSON reader skips.
type spaces struct{}

func (spaces) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

// TestHostileInput: an endless board on stdin stops at -max-bytes, and
// /dev/zero at its first byte.
func TestHostileInput(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"-puzzle", "snakes", "-board", "-", "-max-bytes", "1000000", "-out", t.TempDir()}, spaces{}, &out, &errb)
	require.Equal(t, 2, code)
	require.Contains(t, errb.String(), "-max-bytes")
	f, err := os.Open("/dev/zero")
	if err != nil {
		t.Skip("no /dev/zero")
	}
	defer f.Close()
	errb.Reset()
	code = run([]string{"-puzzle", "snakes", "-board", "-", "-out", t.TempDir()}, f, &out, &errb)
	require.Equal(t, 2, code)
	require.Equal(t, 1, strings.Count(errb.String(), "\n"), errb.String())
	require.Empty(t, out.String())
}

// TestResumeAfterKill starts the command as a child process, kills it with
// SIGKILL at a random layer (at a random moment after that layer's
// progress line, so usually in the middle of the next pipeline), resumes
// the run, and compares the output with Sweep's. It does so for a few
// random layers.
func TestResumeAfterKill(t *testing.T) {
	want := enumerateLines(t, 2, 4)
	layers := strings.Count(want, "\n")
	r := rand.New(rand.NewPCG(rand.Uint64(), 15))
	for i := range 3 {
		kill := 1 + r.IntN(layers-2)
		t.Run(fmt.Sprintf("kill%d-after-depth-%d", i, kill), func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "run")
			args := []string{"-puzzle", "sliding", "-size", "2x4", "-out", dir, "-shards", "3", "-progress"}
			cmd := exec.Command(os.Args[0], args...)
			cmd.Env = append(os.Environ(), childEnv+"=1", slowEnv+"=1")
			stderr, err := cmd.StderrPipe()
			require.NoError(t, err)
			require.NoError(t, cmd.Start())
			sc := bufio.NewScanner(stderr)
			killed := false
			for sc.Scan() {
				if strings.HasPrefix(sc.Text(), fmt.Sprintf("depth %3d:", kill)) {
					// A random delay of up to 60 ms lands in one of the next
					// layers, which the child spaces by slowEnv's 50 ms (the
					// driver expands one of these in about a millisecond).
					time.Sleep(time.Duration(r.IntN(60)) * time.Millisecond)
					require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
					killed = true
					break
				}
			}
			go io.Copy(io.Discard, stderr)
			_ = cmd.Wait()
			require.True(t, killed, "the child ended before depth %d", kill)
			code, out, errOut := runCmd("", append(args, "-resume")...)
			require.Equal(t, 0, code, errOut)
			require.Equal(t, want, out)
			require.Contains(t, errOut, fmt.Sprintf("depth %3d:", kill)) // loaded, not recomputed from 0
		})
	}
}

// makes counts the graphs built for "test-fails-in-workers": the driver
// builds the first, and every later one fails, so the first pipeline fails
// in its workers.
var makes atomic.Int32

func init() {
	ripplebeam.Register("test-fails-in-workers", true, func(params string) (ripplebeam.Graph, error) {
		if makes.Add(1) > 1 {
			return nil, errors.New("this worker cannot build the graph")
		}
		return wideGraph{}, nil
	})
}

// wideStarts is the number of start states of wideGraph: as many as a
// layer may hold and still be expanded by the driver itself, and more.
const wideStarts = 10_000

// wideGraph pairs each of its wideStarts start states k with one state,
// k+wideStarts: its layer 1 is computed by a pipeline, since the driver
// expands only smaller layers itself.
type wideGraph struct{}

func (wideGraph) Starts() []uint64 {
	keys := make([]uint64, wideStarts)
	for i := range keys {
		keys[i] = uint64(i)
	}
	return keys
}

func (wideGraph) Expand(k uint64, yield func(uint64) bool) {
	if k < wideStarts {
		yield(k + wideStarts)
	} else {
		yield(k - wideStarts)
	}
}

// TestFailingRunOneLine: a run whose pipeline fails prints one line on
// stderr, whatever the runner logged, and exits 2.
func TestFailingRunOneLine(t *testing.T) {
	cmd := ripplebeam.Command{Name: "ripple-beam", Flags: func(*flag.FlagSet) ripplebeam.Params {
		return ripplebeam.Fixed("test-fails-in-workers", func() string { return "" })
	}}
	var outb, errb bytes.Buffer
	code := cmd.Run([]string{"-out", t.TempDir()}, nil, &outb, &errb)
	out, errOut := outb.String(), errb.String()
	require.Equal(t, 2, code, errOut)
	require.Empty(t, out)
	require.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
	require.Contains(t, errOut, "this worker cannot build the graph")
}

// TestDirectoryLocked: while another process holds a run's directory, the
// command refuses it, resuming or not, with one line and exit 2.
func TestDirectoryLocked(t *testing.T) {
	dir := t.TempDir()
	require.Equal(t, 0, run([]string{"-puzzle", "sliding", "-size", "2x2", "-out", dir}, nil, io.Discard, io.Discard))
	f, err := os.OpenFile(filepath.Join(dir, "lock"), os.O_RDWR, 0)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB))
	for _, extra := range [][]string{nil, {"-resume"}} {
		code, out, errOut := runCmd("", append([]string{"-puzzle", "sliding", "-size", "2x2", "-out", dir, "-progress"}, extra...)...)
		require.Equal(t, 2, code, errOut)
		require.Empty(t, out)
		require.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
		require.Contains(t, errOut, "is in use by another run")
	}
	require.NoError(t, syscall.Flock(int(f.Fd()), syscall.LOCK_UN))
	code, out, errOut := runCmd("", "-puzzle", "sliding", "-size", "2x2", "-out", dir, "-resume")
	require.Equal(t, 0, code, errOut)
	require.Equal(t, enumerateLines(t, 2, 2), out)
}
