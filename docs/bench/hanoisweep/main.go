// Command hanoisweep is beam/examples/hanoi in memory: the same puzzle
// (hanoi.go is a copy of beam/examples/hanoi/hanoi.go, which this
// package's test keeps identical), its layers counted by search.SweepContext in
// this one process instead of Apache Beam pipelines. It
// prints the same "<depth> <count>" lines; docs/distributed.md compares
// the two.
//
//	go -C docs/bench run ./hanoisweep -discs 10
//
// -workers sets Sweep's goroutines (default 1); -max-states (default
// 300,000,000, which 14 discs' 268,435,456 positions fit) stops the run
// with exit status 2. -index adds a search.Indexer (a position is its own
// index below 4^discs), so that Sweep keeps a bitset instead of a set of
// keys, as it would for a puzzle whose states are ranked; it takes at
// most 15 discs (a bitset of 4^15 bits, 128 MiB). Exit status 0 when the layers were printed, 2 with
// one line on standard error otherwise; -h prints the usage and exits 0.
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
	"os/signal"

	"github.com/ripplebfs/ripple/search"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "hanoisweep:", err)
		os.Exit(2)
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("hanoisweep", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	discs := fs.Int("discs", 8, "the number of discs, 1 to 32")
	workers := fs.Int("workers", 1, "Sweep's goroutines")
	maxStates := fs.Int("max-states", 300_000_000, "stop with exit 2 past this many `states`")
	index := fs.Bool("index", false, "give Sweep an Indexer: a bitset of 4^discs bits (at most 15 discs)")
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(stdout, "usage: hanoisweep [-discs N] [-index] [-workers N] [-max-states N]")
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return nil
	} else if err != nil {
		return err
	}
	switch {
	case fs.NArg() > 0:
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case *discs < 1 || *discs > MaxDiscs:
		return fmt.Errorf("-discs %d: want 1 to %d", *discs, MaxDiscs)
	case *workers < 1:
		return fmt.Errorf("-workers %d: want 1 or more", *workers)
	case *maxStates < 1:
		return fmt.Errorf("-max-states %d: want 1 or more", *maxStates)
	case *index && *discs > maxIndexed:
		return fmt.Errorf("-index with -discs %d: want at most %d discs", *discs, maxIndexed)
	}
	var nb search.Neighbors[uint64] = Hanoi{Discs: *discs}
	if *index {
		nb = indexed{Hanoi{Discs: *discs}}
	}
	opts := search.Options{MaxStates: *maxStates, Workers: *workers}
	var sizes []int
	err := search.SweepContext(ctx, nb, opts, func(st search.LayerStats, _ iter.Seq[uint64]) bool {
		sizes = append(sizes, st.Size)
		return true
	}, 0) // from every disc on peg 0
	if errors.Is(err, search.ErrLimit) {
		return fmt.Errorf("more than -max-states %d positions; raise it to search further", *maxStates)
	} else if err != nil {
		return err
	}
	out := bufio.NewWriter(stdout)
	for d, n := range sizes {
		fmt.Fprintf(out, "%d %d\n", d, n)
	}
	return out.Flush()
}

// maxIndexed is the most discs -index takes.
const maxIndexed = 15

// indexed is a Hanoi whose positions are their own indices in [0, 4^Discs).
type indexed struct{ Hanoi }

func (h indexed) Len() int         { return 1 << (2 * h.Discs) }
func (indexed) Index(s uint64) int { return int(s) }
func (indexed) State(i int) uint64 { return uint64(i) }
