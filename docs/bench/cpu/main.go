// Command cpu runs one comparison of the benchmark suite in interleaved
// rounds and prints its table in Markdown on stdout (progress on
// stderr). Run from anywhere inside the repository:
//
//	go -C docs/bench run ./cpu [-rounds N] NAME
//
// Every workload is a child process (a test binary built with go test -c
// running one benchmark, or a program built for the run); each round
// runs every process once, the order reversed every other round, and
// reads the child's CPU time (user + system) from its os.ProcessState.
// A row compares ripple's process with an anchor's: the table gives the
// medians over the rounds of each side's CPU time per operation and of
// the per-round ratio ripple / anchor, with its range. The time per
// operation is the cpu-ns/op the benchmark reports (the CPU time around
// its loop, set-up left out) where it reports one, else the whole
// process's CPU time divided by its operations (start-up and set-up
// included, so such ratios lean towards 1). A row without an anchor gives the
// median CPU and wall time and the largest peak RSS.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"sort"
	"strings"

	"github.com/ripplebfs/ripple/docs/bench/internal/cpu"
)

func main() {
	rounds := flag.Int("rounds", 5, "interleaved rounds")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: cpu [-rounds N] NAME\nnames: %s\n", strings.Join(names(), " "))
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	s, ok := sections[flag.Arg(0)]
	if !ok {
		fmt.Fprintf(os.Stderr, "cpu: no comparison %q (names: %s)\n", flag.Arg(0), strings.Join(names(), " "))
		os.Exit(2)
	}
	if err := run(s, max(1, *rounds)); err != nil {
		fmt.Fprintln(os.Stderr, "cpu:", err)
		os.Exit(1)
	}
}

func names() []string {
	var n []string
	for k := range sections {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

func logf(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }

func run(s section, rounds int) error {
	root, err := cpu.Root()
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "ripple-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	jobs := s.jobs(tmp)
	for _, b := range s.builds(tmp) {
		logf("# %s", strings.Join(b, " "))
		cmd := exec.Command(b[0], b[1:]...)
		cmd.Dir = root
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("%s: %w", strings.Join(b, " "), err)
		}
	}
	res, err := cpu.Rounds(root, rounds, jobs, logf)
	if err != nil {
		return err
	}
	if s.Table != nil {
		return s.Table(os.Stdout, s.Rows, res)
	}
	s.table(os.Stdout, res)
	return nil
}

// A section is one comparison: rows of a ripple workload against an
// anchor (or alone), and what to build first.
type section struct {
	Unit  string     // what one operation is, for the table's header
	Build [][]string // commands run at the root before the rounds; {tmp} is the scratch directory
	Rows  []row
	// Table, if set, prints the section's table instead of the default
	// one, and may reject the results (such as outputs that differ).
	Table func(out io.Writer, rows []row, res map[string][]cpu.Result) error
}

// A row is one line of the table.
type row struct {
	Label          string
	Ripple, Anchor work // Anchor.Argv nil: a row without an anchor
}

// Work is one process and the number of operations it performs.
type work struct {
	Desc string // shown in the table
	cpu.Job
	Ops int
}

// test is the work of one benchmark of package pkg (relative to the
// root) run ops times by its test binary.
func test(desc, pkg, bench string, ops int, env ...string) work {
	return work{Desc: desc, Ops: ops, Job: cpu.Job{
		Name: strings.TrimSpace(fmt.Sprintf("%s %s %s ×%d", strings.Join(env, " "), pkg, bench, ops)),
		Dir:  pkg,
		Argv: []string{"{tmp}/" + strings.ReplaceAll(pkg, "/", "_") + ".test", "-test.run", "^$",
			"-test.bench", bench, "-test.benchtime", fmt.Sprintf("%dx", ops)},
		Env: env,
	}}
}

// prog is the work of a program built into {tmp}, run once at the root.
func prog(desc string, argv ...string) work {
	return work{Desc: desc, Ops: 1, Job: cpu.Job{Name: strings.Join(argv, " "), Argv: argv}}
}

func (s section) jobs(tmp string) []cpu.Job {
	var jobs []cpu.Job
	seen := map[string]bool{}
	for _, r := range s.Rows {
		for _, w := range []work{r.Ripple, r.Anchor} {
			if w.Argv == nil || seen[w.Name] {
				continue
			}
			seen[w.Name] = true
			j := w.Job
			j.Argv = slices.Clone(j.Argv)
			for i := range j.Argv {
				j.Argv[i] = strings.ReplaceAll(j.Argv[i], "{tmp}", tmp)
			}
			j.Stdin = strings.ReplaceAll(j.Stdin, "{tmp}", tmp)
			jobs = append(jobs, j)
		}
	}
	return jobs
}

func (s section) builds(tmp string) [][]string {
	var out [][]string
	seen := map[string]bool{}
	for _, r := range s.Rows {
		for _, w := range []work{r.Ripple, r.Anchor} {
			if w.Argv == nil || !strings.HasSuffix(w.Argv[0], ".test") || seen[w.Argv[0]] {
				continue
			}
			seen[w.Argv[0]] = true
			out = append(out, []string{"go", "test", "-c", "-o", strings.ReplaceAll(w.Argv[0], "{tmp}", tmp), "./" + w.Dir})
		}
	}
	for _, b := range s.Build {
		c := slices.Clone(b)
		for i := range c {
			c[i] = strings.ReplaceAll(c[i], "{tmp}", tmp)
		}
		out = append(out, c)
	}
	return out
}

type cpuJob = cpu.Job
