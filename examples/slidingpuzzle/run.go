package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"iter"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

const defaultBoard = "[[4,1,2],[5,0,3]]"

const usage = `usage: slidingpuzzle [-solve] [-max-states N] [-max-bytes N] [BOARD | -]
       slidingpuzzle -batch [-workers N] [-max-bytes N] < BOARDS
       slidingpuzzle -enumerate RxC [-mode dense|packed|map] [-workers N] [-depth D] [-max-states N] [-progress]`

const notes = `BOARD is a LeetCode literal such as [[4,1,2],[5,0,3]] (default), or - to read
one from standard input; "Input: board = [[...]]" as LeetCode prints it is fine.
Exit status: 0 an answer was printed (-1 for an unsolvable board); 2 bad input
or flags, more input than -max-bytes, or more states than -max-states, with one
line on stderr.`

// defaultMaxStates bounds packed, map and solving runs so that a stopped
// run stays under a quarter of a 24 GiB machine (6 GiB); Sweep and
// Bidirectional search check the limit as they add states.
// docs/benchmarks.md ("CLI limits") has the peak memory of runs stopped
// at the limit, with the command that measures it.
// Dense mode costs 3 bits per permutation of the board (at most 180 MB, for
// 12 cells), not per state reached, so the default does not apply to it:
// -enumerate 3x4 visits all 239,500,800 positions unless -max-states is set.
const defaultMaxStates = 32_000_000

// denseSolveCells mirrors the library's choice of dense mode for solving
// boards of at most 9 cells (problems/slidingpuzzle/solve.go).
const denseSolveCells = 9

type config struct {
	c            *cli.Command
	maxStates    int
	maxStatesSet bool // -max-states given explicitly
	stderr       io.Writer
}

// maxWorkers bounds -workers: goroutines beyond it only cost memory.
const maxWorkers = 1024

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := cli.New("slidingpuzzle", usage, stdout, stderr)
	c.Notes = notes
	c.MaxBytesFlag()
	cfg := config{c: c, stderr: c.Stderr}
	maxStates := c.MaxStatesFlag(defaultMaxStates, "the default does not apply to -enumerate in dense mode, whose memory is fixed")
	fs := c.Flags
	solve := fs.Bool("solve", false, "solve BOARD (the default without -enumerate)")
	batch := fs.Bool("batch", false, "solve one board per line of standard input, printing one length per line (-1: unsolvable); with -v, progress and a summary on stderr")
	enumerate := fs.String("enumerate", "", "enumerate the RxC puzzle from its goal, e.g. 3x4")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "goroutines expanding each layer (-enumerate), or solving boards at once (-batch), 1..1024")
	c.IntRange("workers", workers, 1, maxWorkers)
	mode := fs.String("mode", "", "visited set for -enumerate: dense, packed or map (default dense up to 12 cells, else packed)")
	depth := fs.Int("depth", 0, "stop -enumerate after this depth (0: no limit)")
	c.IntRange("depth", depth, 0, 1000)
	c.VerboseFlag()
	cache := fs.String("table-cache", "", "the file keeping the 4×4 pattern databases between runs, off for none (default ripple/slidingpuzzle-4x4.pdb under the user's cache directory)")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file")
	if code, done := c.Parse(args); done {
		return code
	}
	cfg.maxStates = *maxStates
	cfg.tables(*cache)
	c.Flags.Visit(func(f *flag.Flag) { cfg.maxStatesSet = cfg.maxStatesSet || f.Name == "max-states" })
	if *solve && *enumerate != "" {
		return c.Failf("-solve and -enumerate exclude each other")
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			return c.Fail(err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return c.Fail(err)
		}
		defer pprof.StopCPUProfile()
	}
	out := bufio.NewWriter(c.Stdout)
	var err error
	if *batch {
		if fs.NArg() > 0 && !(fs.NArg() == 1 && fs.Arg(0) == "-") {
			err = errors.New("-batch reads standard input and takes no board argument (see slidingpuzzle -h)")
		} else {
			err = cfg.runBatch(stdin, out, *workers)
		}
	} else if *enumerate != "" {
		if fs.NArg() > 0 {
			err = errors.New("-enumerate takes no board argument (see slidingpuzzle -h)")
		} else {
			err = cfg.runEnumerate(*enumerate, *mode, *workers, *depth, out)
		}
	} else {
		err = cfg.runSolve(fs.Args(), stdin, out)
	}
	out.Flush()
	if err != nil {
		return c.Fail(err)
	}
	return c.Done(cli.ExitAnswer)
}

// tables sets where the 4×4 pattern databases are kept between runs:
// path, or DefaultTableCache for "", or nowhere for "off" (or with the
// environment variable RIPPLE_PDB_CACHE=off); the build's progress goes
// to stderr with -v.
func (cfg config) tables(path string) {
	o := slidingpuzzle.TableOptions{CacheFile: path}
	if path == "" && os.Getenv("RIPPLE_PDB_CACHE") != "off" {
		o.CacheFile, _ = slidingpuzzle.DefaultTableCache()
	}
	if path == "off" {
		o.CacheFile = ""
	}
	if cfg.c.Verbose() {
		o.Progress = cfg.stderr
	}
	slidingpuzzle.SetTableOptions(o)
}

func (cfg config) runSolve(args []string, stdin io.Reader, out io.Writer) error {
	var src *cli.Input
	switch {
	case len(args) > 1:
		return fmt.Errorf("want one board argument, got %d (quote the JSON)", len(args))
	case len(args) == 1 && args[0] == "-":
		src = cfg.c.Bound("stdin", stdin)
	case len(args) == 1:
		src = cfg.c.Bound("the board argument", strings.NewReader(args[0]))
	default:
		src = cfg.c.Bound("the default board", strings.NewReader(defaultBoard))
	}
	pos, err := slidingpuzzle.Parse(cli.Prompt(src, "board"))
	if err != nil {
		return cfg.c.Named(src, err)
	}
	p, s := pos.Puzzle, pos.State
	if !p.Solvable(s) {
		fmt.Fprintf(out, "-1: unsolvable (the tiles' permutation parity does not match the goal's)\n%s\n", p.Format(s))
		return nil
	}
	began := time.Now()
	path, err := cfg.solve(p, s)
	if err != nil {
		return err
	}
	if n := len(path) - 1; n == 1 {
		fmt.Fprintln(out, "1 move")
	} else {
		fmt.Fprintf(out, "%d moves\n", n)
	}
	fmt.Fprintf(out, "tiles moved: %s\n", tilesMoved(path))
	fmt.Fprintf(out, "time: %s\n", time.Since(began).Round(time.Millisecond))
	for i, st := range path {
		fmt.Fprintf(out, "\nmove %d:\n%s\n", i, p.Format(st))
	}
	return nil
}

// solve finds a shortest solution of a solvable board. On 4×4 it runs
// IDA* with the pattern databases: its memory is fixed (the tables,
// 33.6 MB, and the path), so the default -max-states does not apply and
// Puzzle.Solve answers; an explicit -max-states bounds the states
// generated, through search.IDAStarContext with Puzzle.Heuristic (the same
// search, about four times slower per state). On other boards it runs a
// bidirectional search, as Puzzle.Solve does, reaching at most -max-states
// states (both sides together).
func (cfg config) solve(p *slidingpuzzle.Puzzle, s slidingpuzzle.State) ([]slidingpuzzle.State, error) {
	if p.Rows() == 4 && p.Cols() == 4 {
		if !cfg.maxStatesSet {
			path, _ := p.Solve(s)
			return path, nil
		}
		opts := search.Options{MaxStates: cfg.maxStates}
		goal := p.Goal()
		path, ok, err := search.IDAStarContext(context.Background(), p, p.Heuristic(), func(s slidingpuzzle.State) bool { return s == goal }, opts, s)
		switch {
		case err != nil:
			return nil, err
		case !ok:
			return nil, errors.New("no solution found for a solvable board (a bug)")
		}
		return path, nil
	}
	return solve(p, s, cfg.maxStates)
}

// solve finds a shortest solution by bidirectional search, as Puzzle.Solve
// does on boards other than 4×4, reaching at most max states (both sides
// together).
func solve(p *slidingpuzzle.Puzzle, s slidingpuzzle.State, max int) ([]slidingpuzzle.State, error) {
	var nb search.Neighbors[slidingpuzzle.State] = p
	if x, err := p.Indexed(); err == nil && p.Rows()*p.Cols() <= denseSolveCells {
		nb = x
	}
	opts := search.Options{MaxStates: max}
	path, ok, err := search.BidirectionalContext(context.Background(), nb, nb, opts, []slidingpuzzle.State{s}, []slidingpuzzle.State{p.Goal()})
	switch {
	case err != nil:
		return nil, err
	case !ok:
		return nil, errors.New("no solution found for a solvable board (a bug)")
	}
	return path, nil
}

func parseSize(spec string) (rows, cols int, err error) {
	r, c, ok := strings.Cut(strings.ToLower(spec), "x")
	if ok {
		rows, err = strconv.Atoi(r)
		if err == nil {
			cols, err = strconv.Atoi(c)
		}
	}
	var ne *strconv.NumError
	switch {
	case errors.As(err, &ne) && ne.Err == strconv.ErrRange:
		// Digits beyond int break the size rule, not the format.
		rule := fmt.Sprintf("at most %d cells allowed", slidingpuzzle.MaxCells)
		if strings.HasPrefix(ne.Num, "-") {
			rule = "both sides must be at least 1"
		}
		return 0, 0, fmt.Errorf("-enumerate %q: %s (see slidingpuzzle -h)", spec, rule)
	case !ok || err != nil:
		return 0, 0, fmt.Errorf("-enumerate %q: want RxC, such as 3x4 (see slidingpuzzle -h)", spec)
	}
	return rows, cols, nil
}

func (cfg config) runEnumerate(spec, mode string, workers, depth int, out io.Writer) error {
	rows, cols, err := parseSize(spec)
	if err != nil {
		return err
	}
	p, err := slidingpuzzle.New(rows, cols)
	if err != nil {
		return err
	}
	if mode == "" {
		mode = "dense"
		if rows*cols > slidingpuzzle.MaxIndexedCells {
			mode = "packed"
		}
	}
	var nb search.Neighbors[slidingpuzzle.State]
	switch mode {
	case "dense":
		x, err := p.Indexed()
		if err != nil {
			return fmt.Errorf("%v (use -mode packed with -depth)", err)
		}
		nb = x
	case "packed":
		nb = p
	case "map":
		// A closure hides p's Packer (wrapping the method value itself
		// panics), so the visited set is a Go map keyed by the state.
		nb = search.NeighborsFunc[slidingpuzzle.State](func(s slidingpuzzle.State, yield func(slidingpuzzle.State) bool) {
			p.Neighbors(s, yield)
		})
	default:
		return fmt.Errorf("-mode %q: want dense, packed or map (see slidingpuzzle -h)", mode)
	}
	limit := cfg.maxStates
	if mode == "dense" && !cfg.maxStatesSet {
		limit = 0 // memory is fixed by the board's size, not by the states reached
	}
	cfg.c.Logf("enumerating %d×%d from the goal: mode %s, %d workers, GOMAXPROCS %d, -max-states %d (0: none)\n", rows, cols, mode, workers, runtime.GOMAXPROCS(0), limit)
	began := time.Now()
	opts := search.Options{Workers: workers, MaxDepth: depth, MaxStates: limit}
	var sizes []int
	progress := func(st search.LayerStats, _ iter.Seq[slidingpuzzle.State]) bool {
		sizes = append(sizes, st.Size)
		elapsed := time.Since(began)
		fmt.Fprintf(out, "%d %d\n", st.Cost, st.Size)
		rate := float64(st.Reached) / max(elapsed.Seconds(), 1e-9)
		cfg.c.Logf("depth %3d: %11d states, %11d so far, %7.2f M states/s, %v\n",
			st.Cost, st.Size, st.Reached, rate/1e6, elapsed.Round(time.Millisecond))
		return true
	}
	if err := search.SweepContext(context.Background(), nb, opts, progress, p.Goal()); err != nil {
		return err
	}
	elapsed := time.Since(began)
	total := 0
	for _, n := range sizes {
		total += n
	}
	cfg.c.Logf("total %d states in %d layers (depth 0..%d), %v, %.2f M states/s, peak memory %s\n",
		total, len(sizes), len(sizes)-1, elapsed.Round(time.Millisecond), float64(total)/elapsed.Seconds()/1e6, peakMemory())
	return nil
}

// peakMemory reports the peak resident set size from /proc/self/status
// (VmHWM), or, where that is unavailable, the memory the Go runtime
// obtained from the system.
func peakMemory() string {
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for line := range strings.Lines(string(b)) {
			if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				if kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB"))); err == nil {
					return fmt.Sprintf("%d MiB (VmHWM)", kb>>10)
				}
			}
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return fmt.Sprintf("%d MiB (Go runtime Sys)", ms.Sys>>20)
}
