package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

const defaultBoard = "[[4,1,2],[5,0,3]]"

// usageError is a command-line mistake, reported like any bad input.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("slidingpuzzle", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	enumerate := fs.String("enumerate", "", "enumerate the RxC puzzle from its goal, e.g. 3x4")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "goroutines expanding each layer (-enumerate)")
	mode := fs.String("mode", "", "visited set for -enumerate: dense, packed or map (default dense up to 12 cells, else packed)")
	depth := fs.Int("depth", 0, "stop -enumerate after this depth (0: no limit)")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "slidingpuzzle: %v (see go doc ./examples/slidingpuzzle)\n", err)
		return 2
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "slidingpuzzle: %v\n", err)
			return 2
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "slidingpuzzle: %v\n", err)
			return 2
		}
		defer pprof.StopCPUProfile()
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	var err error
	if *enumerate != "" {
		if fs.NArg() > 0 {
			err = usageError{"slidingpuzzle: -enumerate takes no board argument"}
		} else {
			err = runEnumerate(*enumerate, *mode, *workers, *depth, out, stderr)
		}
	} else {
		err = runSolve(fs.Args(), stdin, out)
	}
	if err != nil {
		out.Flush()
		fmt.Fprintln(stderr, strings.ReplaceAll(err.Error(), "\n", " "))
		return 2
	}
	return 0
}

func runSolve(args []string, stdin io.Reader, out io.Writer) error {
	text := defaultBoard
	switch {
	case len(args) > 1:
		return usageError{fmt.Sprintf("slidingpuzzle: want one board argument, got %d (quote the JSON)", len(args))}
	case len(args) == 1 && args[0] == "-":
		b, err := io.ReadAll(stdin)
		if err != nil {
			return fmt.Errorf("slidingpuzzle: reading stdin: %v", err)
		}
		text = string(b)
	case len(args) == 1:
		text = args[0]
	}
	p, s, err := slidingpuzzle.Parse(text)
	if err != nil {
		return err
	}
	if !p.Solvable(s) {
		fmt.Fprintf(out, "-1: unsolvable (the tiles' permutation parity does not match the goal's)\n%s\n", p.Format(s))
		return nil
	}
	path, _ := p.Solve(s)
	fmt.Fprintf(out, "%d moves\n", len(path)-1)
	for i, st := range path {
		fmt.Fprintf(out, "\nmove %d:\n%s\n", i, p.Format(st))
	}
	return nil
}

func parseSize(spec string) (rows, cols int, err error) {
	r, c, ok := strings.Cut(strings.ToLower(spec), "x")
	if ok {
		rows, err = strconv.Atoi(r)
		if err == nil {
			cols, err = strconv.Atoi(c)
		}
	}
	if !ok || err != nil {
		return 0, 0, usageError{fmt.Sprintf("slidingpuzzle: -enumerate %q: want RxC, such as 3x4", spec)}
	}
	return rows, cols, nil
}

func runEnumerate(spec, mode string, workers, depth int, out, stderr io.Writer) error {
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
		nb = search.NeighborsFunc[slidingpuzzle.State](p.Neighbors)
	default:
		return usageError{fmt.Sprintf("slidingpuzzle: -mode %q: want dense, packed or map", mode)}
	}
	if workers < 1 {
		return usageError{fmt.Sprintf("slidingpuzzle: -workers %d: want at least 1", workers)}
	}
	fmt.Fprintf(stderr, "enumerating %d×%d from the goal: mode %s, %d workers, GOMAXPROCS %d\n", rows, cols, mode, workers, runtime.GOMAXPROCS(0))
	began := time.Now()
	opts := search.Options{Workers: workers, MaxDepth: depth, OnLayer: func(st search.LayerStats) {
		fmt.Fprintf(out, "%d %d\n", st.Depth, st.Size)
		rate := float64(st.Reached) / max(st.Elapsed.Seconds(), 1e-9)
		fmt.Fprintf(stderr, "depth %3d: %11d states, %11d so far, %7.2f M states/s, %v\n",
			st.Depth, st.Size, st.Reached, rate/1e6, st.Elapsed.Round(time.Millisecond))
	}}
	sizes, err := search.Sweep(context.Background(), nb, opts, nil, p.Goal())
	if err != nil {
		return err
	}
	elapsed := time.Since(began)
	total := 0
	for _, n := range sizes {
		total += n
	}
	fmt.Fprintf(stderr, "total %d states in %d layers (depth 0..%d), %v, %.2f M states/s, peak memory %s\n",
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
