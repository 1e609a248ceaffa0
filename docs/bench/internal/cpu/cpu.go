// Package cpu runs benchmark processes in interleaved rounds and reads
// each child's CPU time (user + system) from its os.ProcessState, the
// figure the benchmark suite quotes on a shared, noisy machine.
package cpu

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// A Job is one child process: Argv run in Dir (relative to the
// repository root) with Env added to the environment and Stdin, if set,
// a file (relative to the root, unless absolute) on its standard input.
type Job struct {
	Name  string
	Dir   string
	Argv  []string
	Env   []string
	Stdin string
	// Exit is the exit status the job must end with (0 unless set).
	Exit int
}

// A Result is what one run of a Job cost.
type Result struct {
	CPU    time.Duration // user + system time of the child
	Wall   time.Duration
	MaxRSS int64 // peak resident set of the child, KiB (0 where unknown)
	Out    []byte
}

// Run runs j once from root and fails when the child's exit status is
// not j.Exit.
func Run(root string, j Job) (Result, error) {
	cmd := exec.Command(j.Argv[0], j.Argv[1:]...)
	cmd.Dir = filepath.Join(root, j.Dir)
	cmd.Env = append(os.Environ(), j.Env...)
	if j.Stdin != "" {
		path := j.Stdin
		if !filepath.IsAbs(path) {
			path = filepath.Join(root, path)
		}
		f, err := os.Open(path)
		if err != nil {
			return Result{}, err
		}
		defer f.Close()
		cmd.Stdin = f
	}
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	began := time.Now()
	err := cmd.Run()
	r := Result{Wall: time.Since(began), Out: out.Bytes()}
	if cmd.ProcessState == nil {
		return r, fmt.Errorf("%s: %w", j.Name, err)
	}
	r.CPU = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	r.MaxRSS = maxRSS(cmd.ProcessState)
	if code := cmd.ProcessState.ExitCode(); code != j.Exit {
		return r, fmt.Errorf("%s: exit status %d, want %d: %s", j.Name, code, j.Exit, tail(out.String(), 800))
	}
	if strings.HasSuffix(j.Argv[0], ".test") && !bytes.Contains(out.Bytes(), []byte("\nBenchmark")) && !bytes.HasPrefix(out.Bytes(), []byte("Benchmark")) {
		return r, fmt.Errorf("%s: no benchmark matched: %s", j.Name, tail(out.String(), 800))
	}
	return r, nil
}

// Rounds runs every job once per round, in the given order in even
// rounds and in reverse order in odd ones, and returns each job's
// results by name, one per round. Progress goes to log.
func Rounds(root string, rounds int, jobs []Job, log func(format string, args ...any)) (map[string][]Result, error) {
	res := make(map[string][]Result)
	for r := range rounds {
		order := slices.Clone(jobs)
		if r%2 == 1 {
			slices.Reverse(order)
		}
		for _, j := range order {
			x, err := Run(root, j)
			if err != nil {
				return nil, err
			}
			res[j.Name] = append(res[j.Name], x)
			log("round %d/%d %-60s cpu %8.3f s  wall %8.3f s  rss %d KiB", r+1, rounds, j.Name, x.CPU.Seconds(), x.Wall.Seconds(), x.MaxRSS)
		}
	}
	return res, nil
}

// Root is the repository root: the nearest directory above the working
// directory whose go.mod declares the core module.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && strings.HasPrefix(string(b), "module github.com/ripplebfs/ripple\n") {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", errors.New("not inside the ripple repository")
		}
		dir = up
	}
}

// Median is the median of xs (the mean of the middle two for an even
// count); xs is not modified.
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func tail(s string, n int) string {
	s = strings.TrimSpace(s)
	if len(s) > n {
		s = "…" + s[len(s)-n:]
	}
	return s
}
