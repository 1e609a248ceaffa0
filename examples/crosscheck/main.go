// Command crosscheck compares ripple's implicit search with gonum on every
// plugin's default instances and on seeded random graphs:
//
//	go run ./examples/crosscheck
//
// For each instance it exports the reachable graph (graph.Export), runs
// graph.CrossCheck (the engine's layers and BFS tree against gonum's
// traverse.BreadthFirst and path.DijkstraFrom on the export) and prints the
// states, the edges, the time of an implicit search (search.Layers), the
// time of Export plus gonum's BreadthFirst, their ratio, and the verdict,
// "0 mismatches" when everything agrees. Undirected instances also compare
// gonum's topo.ConnectedComponents with the plugin's own components.
// Instances whose graph also yields costs (a search.WeightedNeighbors, such
// as networkdelay, cheapestflights and arrowgrid) and seeded random
// weighted graphs get two more lines: graph.CrossCheckWeightedContext, the
// engine's Dijkstra against gonum's path.DijkstraFrom and BellmanFordFrom,
// without a bound on edges (timed against graph.ExportWeighted plus
// DijkstraFrom) and within 2 or 3 edges (on the layered graph of edges
// used).
//
// Times are the fastest of repeated runs (at least 3, for at least 20 ms).
//
//	go run ./examples/crosscheck -dot snakes-3x3 > board.dot
//
// prints the DOT text of one named instance instead (see docs/render.sh).
//
// It reads no input, and every instance is fixed and small, so it has no
// -max-bytes or -max-states. Exit status: 0 when every instance agrees
// (or -list or -dot printed what was asked), 1 on any disagreement (or if
// writing the DOT text fails), 2 on bad flags or an unknown -dot name,
// with one line on standard error. -h prints the usage and exits 0.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/search"
)

// outcome is one line of the report.
type outcome struct {
	name               string
	states, edges      int
	depth              int // deepest layer (directed checks)
	implicit, explicit time.Duration
	verdict            string
	mismatches         int
}

// instance is a named check; dot, if set, prints the instance's graph.
type instance struct {
	name  string
	check func() (outcome, error)
	dot   func(w io.Writer) error
}

const usage = `usage: crosscheck [-list] [-dot name]`

const notes = `Exit status: 0 every instance agrees (or -list/-dot printed what was asked);
1 some instance disagrees; 2 bad flags, an unknown -dot name, or output that
cannot be written, with one line on stderr.`

func main() {
	os.Exit(command(os.Args[1:], os.Stdout, os.Stderr))
}

// command is the whole program: it returns the exit status.
func command(args []string, stdout, stderr io.Writer) int {
	c := cli.New("crosscheck", usage, stdout, stderr)
	c.Notes = notes
	dotName := c.Flags.String("dot", "", "print the DOT graph of the named instance and exit")
	list := c.Flags.Bool("list", false, "list the instance names and exit")
	if code, done := c.Parse(args); done {
		return code
	}
	if c.Flags.NArg() > 0 {
		return c.Failf("unexpected argument %q (see crosscheck -h)", c.Flags.Arg(0))
	}
	insts, err := instances()
	if err != nil {
		return c.Fail(err)
	}
	switch {
	case *list:
		for _, in := range insts {
			fmt.Fprintln(c.Stdout, in.name)
		}
	case *dotName != "":
		i := slices.IndexFunc(insts, func(in instance) bool { return in.name == *dotName && in.dot != nil })
		if i < 0 {
			return c.Failf("no drawable instance %q (see -list)", *dotName)
		}
		w := bufio.NewWriter(c.Stdout)
		if err := insts[i].dot(w); err != nil {
			return c.Fail(err)
		}
		w.Flush()
	default:
		w := bufio.NewWriter(c.Stdout)
		code := run(w, insts)
		w.Flush()
		return c.Done(code)
	}
	return c.Done(cli.ExitAnswer)
}

// run checks every instance and returns the exit status.
func run(w io.Writer, insts []instance) int {
	fmt.Fprintf(w, "%-44s %9s %9s %10s %13s %7s  %s\n", "instance", "states", "edges", "implicit", "export+gonum", "ratio", "verdict")
	failed := 0
	for _, in := range insts {
		o, err := in.check()
		if err != nil {
			fmt.Fprintf(w, "%-44s error: %v\n", in.name, err)
			failed++
			continue
		}
		ratio := "-"
		if o.implicit > 0 && o.explicit > 0 {
			ratio = fmt.Sprintf("%.1f×", float64(o.explicit)/float64(o.implicit))
		}
		fmt.Fprintf(w, "%-44s %9d %9d %10v %13v %7s  %s\n", o.name, o.states, o.edges, round(o.implicit), round(o.explicit), ratio, o.verdict)
		if o.mismatches > 0 {
			failed++
		}
	}
	if failed > 0 {
		fmt.Fprintf(w, "\n%d of %d instances disagree\n", failed, len(insts))
		return 1
	}
	fmt.Fprintf(w, "\nall %d instances agree\n", len(insts))
	return 0
}

func round(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	case d >= time.Microsecond:
		return d.Round(10 * time.Nanosecond)
	}
	return d
}

// fastest runs f at least 3 times and for at least 20 ms, and returns the
// fastest run.
func fastest(f func()) time.Duration {
	best := time.Duration(1<<63 - 1)
	began := time.Now()
	for n := 0; n < 3 || time.Since(began) < 20*time.Millisecond; n++ {
		t := time.Now()
		f()
		best = min(best, time.Since(t))
	}
	return best
}

// check cross-checks one directed instance and times both sides.
func check[S comparable](name string, nb search.Neighbors[S], starts ...S) instance {
	return instance{name: name, check: func() (outcome, error) {
		r, err := graph.CrossCheck(nb, starts...)
		if err != nil {
			return outcome{}, err
		}
		o := outcome{name: name, states: r.States, edges: r.Edges, depth: r.Depth, mismatches: len(r.Mismatches)}
		o.verdict = fmt.Sprintf("%d mismatches", len(r.Mismatches))
		if !r.OK() {
			o.verdict = strings.ReplaceAll(r.String(), "\n", "\n    ")
		}
		o.implicit = fastest(func() {
			for range search.Layers(nb, starts...) {
			}
		})
		var exportErr error
		o.explicit = fastest(func() {
			g, err := graph.Export(nb, starts...)
			if err != nil {
				exportErr = err
				return
			}
			g.Depths()
		})
		return o, exportErr
	}}
}

// published wraps a directed check: the number of states and the deepest
// layer must also equal published figures.
func published(in instance, states, depth int, source string) instance {
	run := in.check
	in.check = func() (outcome, error) {
		o, err := run()
		if err != nil {
			return o, err
		}
		if o.states != states || o.depth != depth {
			o.mismatches++
			o.verdict += fmt.Sprintf("\n    %d states and depth %d, published %d and %d (%s)", o.states, o.depth, states, depth, source)
		} else {
			o.verdict += ", as published"
		}
		return o, nil
	}
	return in
}

// components compares gonum's connected components of the undirected
// export (every seed a start) with want, the plugin's own components, as
// sets of sets. It also checks the export's edge count and the number of
// components against published figures when they are >= 0.
func components[S comparable](name string, nb search.Neighbors[S], seeds []S, want [][]S, edges, count int) instance {
	return instance{name: name, check: func() (outcome, error) {
		o := outcome{name: name}
		var u *graph.Undirected[S]
		var err error
		o.explicit = fastest(func() {
			u, err = graph.ExportUndirected(nb, seeds...)
			if err == nil {
				graph.Components(u)
			}
		})
		if err != nil {
			return o, err
		}
		o.implicit = fastest(func() {
			for range search.Components(nb, seeds...) {
			}
		})
		got := graph.Components(u)
		o.states, o.edges = u.Len(), u.EdgeCount()
		diff := compareComponents(got, want)
		if edges >= 0 && edges != o.edges {
			diff = append(diff, fmt.Sprintf("%d edges, published %d", o.edges, edges))
		}
		if count >= 0 && count != len(got) {
			diff = append(diff, fmt.Sprintf("%d components, published %d", len(got), count))
		}
		o.mismatches = len(diff)
		o.verdict = fmt.Sprintf("%d components, %d mismatches", len(got), len(diff))
		for _, d := range diff {
			o.verdict += "\n    " + d
		}
		return o, nil
	}}
}

// compareComponents returns the differences between two partitions, in a
// deterministic order: the counts, then per component of got, then the
// states only the plugin covers.
func compareComponents[S comparable](got, want [][]S) []string {
	index := func(cc [][]S) map[S]int {
		m := make(map[S]int)
		for i, c := range cc {
			for _, s := range c {
				m[s] = i
			}
		}
		return m
	}
	g, w := index(got), index(want)
	var diff []string
	if len(got) != len(want) {
		diff = append(diff, fmt.Sprintf("gonum finds %d components, the plugin %d", len(got), len(want)))
	}
	for i, c := range got {
		wi, ok := w[c[0]]
		if !ok {
			diff = append(diff, fmt.Sprintf("state %v: in gonum's components only", c[0]))
			continue
		}
		for _, s := range c[1:] {
			if wj, ok := w[s]; !ok || wj != wi {
				diff = append(diff, fmt.Sprintf("states %v and %v: together in gonum's component %d, apart in the plugin's", c[0], s, i))
				break
			}
		}
		if len(want[wi]) != len(c) {
			diff = append(diff, fmt.Sprintf("state %v: its component has %d states in gonum's, %d in the plugin's", c[0], len(c), len(want[wi])))
		}
	}
	for _, c := range want {
		for _, s := range c {
			if _, ok := g[s]; !ok {
				diff = append(diff, fmt.Sprintf("state %v: in the plugin's components only", s))
			}
		}
	}
	return diff
}
