// Command targets times ripple against the best hand-written loops and
// textbook C++ on the workloads whose ratios ripple promises, and prints
// one markdown table: per workload and anchor, the median over rounds of
// the ratio ripple/anchor, its range over the rounds, the target and
// whether the median meets it. Run it from the repository root as
//
//	go -C docs/bench run ./targets [-rounds N] [-quick] [-smoke] [-baseline REF] [workload ...]
//
// Method: each round runs the Go sides of a workload (ripple and the hand
// loop) together in one child process of this program, and each external
// side (the compiled C++) in a child of its own, in an order that rotates
// from round to round so that all sides see the same machine load. A
// child makes its input untimed and runs the work once to warm up; the Go
// sides then take turns, one call each, reps times, so that both see the
// same process (its heap, its pages, its core) and the same moment; each side's figure is the
// median of its calls in process CPU time (user + system, getrusage),
// and the round's ratio is ripple's median over the anchor's. Every side's answer must equal ripple's, or the program stops
// with exit status 1. The memory rows run each search once per round in a
// child process and read its peak resident set size (VmHWM). The
// no-regression rows time the current engine against the engine at
// -baseline REF, built from a copy of REF that git archive extracts (with
// the build tag ripple_api_v0 if REF predates version one of package
// search's API); without -baseline they are left out.
//
// Workload arguments select rows by name prefix (grid, oranges-corner,
// snakes, mem, regress...); -list prints the names. The table goes to
// stdout, progress to stderr, and every round's raw figures to the file
// named on stderr (-raw chooses it). -quick leaves out the heavy
// no-regression rows; -smoke also divides every size by 10 and runs one
// round of one call per side, a check that the program works, not a
// measurement.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

type config struct {
	rounds   int
	quick    bool
	smoke    bool
	baseline string
	raw      string
}

func main() {
	var cfg config
	flag.IntVar(&cfg.rounds, "rounds", 5, "interleaved rounds")
	flag.BoolVar(&cfg.quick, "quick", false, "leave out the heavy no-regression rows")
	flag.BoolVar(&cfg.smoke, "smoke", false, "sizes divided by 10, one round of one call: a check that the program works")
	flag.StringVar(&cfg.baseline, "baseline", "", "git ref of the engine the no-regression rows compare against")
	flag.StringVar(&cfg.raw, "raw", "", "file for the raw rounds (default: a new file in the temporary directory)")
	list := flag.Bool("list", false, "print the workload names and exit")
	child := flag.String("child", "", "internal: run one side in this process")
	childSide := flag.String("side", "", "internal: the side to run")
	childReps := flag.Int("reps", 1, "internal: timed calls")
	childScale := flag.Int("scale", 1, "internal: size divisor")
	flag.Parse()
	if *child != "" {
		if err := runChild(*child, *childSide, *childReps, *childScale); err != nil {
			fmt.Fprintln(os.Stderr, "targets:", err)
			os.Exit(1)
		}
		return
	}
	if *list {
		for _, r := range plan(cfg) {
			fmt.Println(r.name)
		}
		return
	}
	if cfg.rounds < 1 {
		fmt.Fprintln(os.Stderr, "targets: -rounds must be at least 1")
		os.Exit(2)
	}
	if cfg.smoke {
		cfg.rounds, cfg.quick = 1, true
	}
	if !cfg.quick && cfg.baseline == "" {
		fmt.Fprintln(os.Stderr, "targets: the no-regression rows need -baseline REF; left out")
	}
	rows := selectRows(plan(cfg), flag.Args())
	if len(rows) == 0 {
		fmt.Fprintln(os.Stderr, "targets: no workload matches", strings.Join(flag.Args(), " "))
		os.Exit(2)
	}
	if err := run(cfg, rows); err != nil {
		fmt.Fprintln(os.Stderr, "targets:", err)
		os.Exit(1)
	}
}

// selectRows keeps the workloads whose name starts with one of args (all
// of them if args is empty).
func selectRows(ws []workload, args []string) []workload {
	if len(args) == 0 {
		return ws
	}
	var out []workload
	for _, w := range ws {
		for _, a := range args {
			if strings.HasPrefix(w.name, a) {
				out = append(out, w)
				break
			}
		}
	}
	return out
}
