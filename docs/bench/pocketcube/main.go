// Command pocketcube counts the positions of the pocket cube (the 2×2×2
// Rubik's cube, 3,674,160 positions with one corner held still) at each
// distance from the solved cube in the half-turn metric, by one of the
// programs that docs/plugins.md, "A puzzle with millions of states",
// walks through, and prints "<depth> <count>" lines:
//
//	go -C docs/bench run ./pocketcube -step frontier
//
// The steps, from the first program a user writes to the one that pays:
//
//	struct          positions as structs, Neighbors only (Layers, map mode)
//	packed          the struct with search.Packer (a uint64 key per position)
//	rank            the struct with search.Indexer, ranked by search/rank
//	tables          int ranks, Neighbors from move tables, Indexer
//	frontier        the same with search.FrontierNeighbors
//	sweep-rank      Sweep over the struct with search.Indexer
//	sweep           Sweep over int ranks, Neighbors and Indexer only
//	sweep-index     Sweep with search.IndexNeighbors
//	sweep-frontier  Sweep with search.FrontierNeighbors
//	hand            breadth-first search by hand over the ranks, move tables, a bitset
//	hand-map        breadth-first search by hand over the structs, a Go map
//
// -depth N stops after the layer at distance N (0: every layer);
// -max-states (default 3,674,160, every position) bounds the states the
// engine's steps store, beyond which the program stops with exit status
// 2. Exit status 0 when the layers were printed, 2 with one line on
// standard error otherwise; -h prints the usage and exits 0.
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
	"strings"

	"github.com/ripplebfs/ripple/search"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "pocketcube:", err)
		os.Exit(2)
	}
}

// positions is the number of positions of the pocket cube.
const positions = 3_674_160

// A step is one of the programs: it counts the layers up to depth (0:
// all), storing at most max states.
type step struct {
	name  string
	count func(ctx context.Context, depth, max int) ([]int, error)
}

var steps = []step{
	{"struct", func(ctx context.Context, depth, max int) ([]int, error) {
		return layers[cube](ctx, natural{}, solved, depth, max)
	}},
	{"packed", func(ctx context.Context, depth, max int) ([]int, error) {
		return layers[cube](ctx, packed{}, solved, depth, max)
	}},
	{"rank", func(ctx context.Context, depth, max int) ([]int, error) {
		return layers[cube](ctx, indexed{}, solved, depth, max)
	}},
	{"tables", func(ctx context.Context, depth, max int) ([]int, error) {
		return layers[int](ctx, ranks{newMoves()}, 0, depth, max)
	}},
	{"frontier", func(ctx context.Context, depth, max int) ([]int, error) {
		return layers[int](ctx, frontier{ranks{newMoves()}}, 0, depth, max)
	}},
	{"sweep-rank", func(ctx context.Context, depth, max int) ([]int, error) {
		return sweep[cube](ctx, indexed{}, solved, depth, max)
	}},
	{"sweep", func(ctx context.Context, depth, max int) ([]int, error) {
		return sweep[int](ctx, ranks{newMoves()}, 0, depth, max)
	}},
	{"sweep-index", func(ctx context.Context, depth, max int) ([]int, error) {
		return sweep[int](ctx, byIndex{ranks{newMoves()}}, 0, depth, max)
	}},
	{"sweep-frontier", func(ctx context.Context, depth, max int) ([]int, error) {
		return sweep[int](ctx, frontier{ranks{newMoves()}}, 0, depth, max)
	}},
	{"hand", func(_ context.Context, depth, _ int) ([]int, error) { return handRanks(newMoves(), depth), nil }},
	{"hand-map", func(_ context.Context, depth, _ int) ([]int, error) { return handMap(depth), nil }},
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("pocketcube", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	name := fs.String("step", "", "the program to run (see the package doc)")
	depth := fs.Int("depth", 0, "stop after the layer at this `distance` (0: every layer)")
	maxStates := fs.Int("max-states", positions, "stop with exit 2 past this many stored `states`")
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(stdout, "usage: pocketcube -step NAME [-depth N] [-max-states N]")
		fmt.Fprintln(stdout, "steps:", strings.Join(stepNames(), " "))
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return nil
	} else if err != nil {
		return err
	}
	s, ok := lookup(*name)
	switch {
	case fs.NArg() > 0:
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case !ok:
		return fmt.Errorf("-step %q: want one of %s", *name, strings.Join(stepNames(), " "))
	case *depth < 0:
		return fmt.Errorf("-depth %d: want 0 or more", *depth)
	case *maxStates < 1:
		return fmt.Errorf("-max-states %d: want 1 or more", *maxStates)
	}
	sizes, err := s.count(ctx, *depth, *maxStates)
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

func lookup(name string) (step, bool) {
	for _, s := range steps {
		if s.name == name {
			return s, true
		}
	}
	return step{}, false
}

func stepNames() []string {
	var n []string
	for _, s := range steps {
		n = append(n, s.name)
	}
	return n
}

// layers counts the layers of search.LayersContext from start.
func layers[S comparable](ctx context.Context, nb search.Neighbors[S], start S, depth, max int) ([]int, error) {
	var sizes []int
	err := search.LayersContext(ctx, nb, search.Options{MaxStates: max}, func(d int, layer []S) bool {
		sizes = append(sizes, len(layer))
		return depth == 0 || d < depth
	}, start)
	return sizes, err
}

// sweep counts the layers of search.SweepContext from start.
func sweep[S comparable](ctx context.Context, nb search.Neighbors[S], start S, depth, max int) ([]int, error) {
	var sizes []int
	err := search.SweepContext(ctx, nb, search.Options{MaxStates: max}, func(st search.LayerStats, _ iter.Seq[S]) bool {
		sizes = append(sizes, st.Size)
		return depth == 0 || st.Cost < depth
	}, start)
	return sizes, err
}
