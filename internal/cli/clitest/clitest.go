// Package clitest runs a command of examples/ as a real process from its
// own tests, and reports its exit status, output, time and peak memory.
//
// The child is the test binary itself: the package's TestMain calls
// [Main], which runs the command's main instead of the tests when the
// environment says so. No separate build is needed.
package clitest

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"testing"
	"time"
)

const envChild = "RIPPLE_CLITEST_CHILD"

// Main is the TestMain of a command's tests: in a child started by [Run]
// it runs main (which exits by itself; Main exits 0 if it returns), and
// otherwise the tests.
func Main(m *testing.M, main func()) {
	if os.Getenv(envChild) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Result is what a finished child did.
type Result struct {
	Code           int       // exit status, -1 if killed at the timeout or by a signal
	Signal         os.Signal // the signal that ended the child, nil if it exited
	Stdout, Stderr string    // the first 4 MiB of each
	Wall           time.Duration
	CPU            time.Duration // user and system CPU time
	// MaxRSS is the peak resident set size in bytes, -1 where unknown. On
	// Linux it counts the test process's resident set when the child
	// started too (Go starts a child with vfork), so it bounds the
	// command's own from above.
	MaxRSS int64
}

// Run starts the command with args, standard input read from the file
// stdin ("" for none), and waits at most timeout. A child still running
// then is killed and reported with Code -1.
func Run(t testing.TB, stdin string, timeout time.Duration, args ...string) Result {
	t.Helper()
	return RunTo(t, stdin, "", timeout, args...)
}

// RunTo is [Run] with standard output written to the file stdout (such
// as /dev/full, see [DevFull]) instead of captured; "" captures it.
func RunTo(t testing.TB, stdin, stdout string, timeout time.Duration, args ...string) Result {
	t.Helper()
	if stdout == "" {
		return runFile(t, stdin, nil, timeout, args)
	}
	f, err := os.OpenFile(stdout, os.O_WRONLY, 0)
	if err != nil {
		t.Fatalf("clitest: %v", err)
	}
	defer f.Close()
	return runFile(t, stdin, f, timeout, args)
}

// runFile is [RunTo] with standard output the open file stdout, or
// captured if it is nil.
func runFile(t testing.TB, stdin string, stdout *os.File, timeout time.Duration, args []string) Result {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatalf("clitest: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Env = append(os.Environ(), envChild+"=1")
	if stdin != "" {
		f, err := os.Open(stdin)
		if err != nil {
			t.Fatalf("clitest: %v", err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	var out, stderr capped
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if stdout != nil {
		cmd.Stdout = stdout
	}
	began := time.Now()
	err = cmd.Run()
	r := Result{Stdout: out.String(), Stderr: stderr.String(), Wall: time.Since(began), MaxRSS: -1}
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		r.Code = -1
	case err == nil:
	case errors.As(err, &exit):
		r.Code = exit.ExitCode()
	default:
		t.Fatalf("clitest: %v", err)
	}
	if ps := cmd.ProcessState; ps != nil {
		r.CPU = ps.UserTime() + ps.SystemTime()
		r.MaxRSS = maxRSS(ps)
		r.Signal = signalOf(ps)
	}
	return r
}

// capped keeps the first 4 MiB written to it.
type capped struct{ bytes.Buffer }

func (c *capped) Write(p []byte) (int, error) {
	if room := 4<<20 - c.Len(); room > 0 {
		c.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// Bounds that every hostile-input run must keep.
const (
	MaxWall = 5 * time.Second // "ends within a few seconds"
	MaxRSS  = 1 << 30         // peak resident set size
)

// CheckFailed checks that r ended within MaxWall with exit status 2 and
// exactly one line on stderr, containing want, and that its peak RSS
// stayed under MaxRSS where that is known.
func CheckFailed(t testing.TB, r Result, want string) {
	t.Helper()
	if r.Code != 2 {
		t.Errorf("exit status %d, want 2 (stderr %q)", r.Code, r.Stderr)
	}
	if r.Wall > MaxWall {
		t.Errorf("took %v, want at most %v", r.Wall, MaxWall)
	}
	if n := bytes.Count([]byte(r.Stderr), []byte("\n")); n != 1 || r.Stderr[len(r.Stderr)-1] != '\n' {
		t.Errorf("want exactly one line on stderr, got %q", r.Stderr)
	}
	if !bytes.Contains([]byte(r.Stderr), []byte(want)) {
		t.Errorf("stderr %q does not contain %q", r.Stderr, want)
	}
	if r.MaxRSS >= MaxRSS {
		t.Errorf("peak RSS %d MiB, want under %d MiB", r.MaxRSS>>20, MaxRSS>>20)
	}
	t.Logf("exit %d in %v, peak RSS %d MiB (-1: unknown): %s", r.Code, r.Wall.Round(time.Millisecond), r.MaxRSS>>20, bytes.TrimSpace([]byte(r.Stderr)))
}

// DevZero returns "/dev/zero", or skips the test where there is none.
func DevZero(t testing.TB) string {
	t.Helper()
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero here")
	}
	return "/dev/zero"
}

// DevFull returns "/dev/full", a device on which every write fails with
// "no space left on device", or skips the test where there is none.
func DevFull(t testing.TB) string {
	t.Helper()
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full here")
	}
	return "/dev/full"
}

// CheckWriteFailed checks that r, run with its output on [DevFull],
// reported the failed write: exit status 2 and one line on stderr.
func CheckWriteFailed(t testing.TB, r Result) {
	t.Helper()
	CheckFailed(t, r, "writing the output")
}

// Endless returns a reader that yields b forever, like yes(1): input that
// only a byte limit stops.
func Endless(b byte) io.Reader { return endless(b) }

type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}
