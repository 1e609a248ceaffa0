// Command waystoarrive solves LeetCode 1976 (Number of Ways to Arrive at
// Destination): in how many ways one can travel from intersection 0 to
// intersection n-1 of a city in the least time, over bidirectional roads
// with travel times.
//
//	go run ./examples/waystoarrive [-input FILE|-] [-routes K] [-max-bytes N] [-max-states N]
//
// The input is read from FILE, or from standard input with -input -, as
// LeetCode's arguments: the JSON object {"n":2,"roads":[[1,0,10]]}
// (problems/waystoarrive.Parse), or pasted as LeetCode prints an example,
// `n = 2, roads = [[1,0,10]]`, optionally after "Input:" and up to an
// "Output:" line, or as the arguments alone in that order, one a line as
// LeetCode's test-case editor shows them (2, [[1,0,10]]). Offsets in error
// messages count bytes of the input as given. Without -input it uses
// LeetCode's example 1.
//
// It prints the number of ways modulo 10^9+7 (LeetCode's answer), the
// exact number while it fits 64 bits, the least time, and the first K
// fastest ways (-routes, default 5; 0 lists none), each a sequence of
// intersections; or 0 ways when n-1 cannot be reached.
//
// Limits: the input is read up to -max-bytes (default 256 MiB); more is an
// error. The search is Dijkstra's algorithm from intersection 0, which
// stops once -max-states intersections are reached (default 2^24, the
// most a city has); the ways are listed lazily, at most K of them.
//
// Exit status: 0 when the answer was printed (0 ways included), 2 on bad
// input or flags, at -max-bytes or at -max-states, with one line on
// standard error. -h prints the usage and exits 0.
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/waystoarrive"
	"github.com/ripplebfs/ripple/search"
)

// example1 is LeetCode 1976's example 1; its answer is 4.
const example1 = `{"n":7,"roads":[[0,6,7],[0,1,2],[1,2,3],[1,3,3],[6,3,3],[3,5,1],[6,5,1],[2,5,1],[0,4,5],[4,6,2]]}`

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

const usage = "usage: waystoarrive [-input FILE|-] [-routes K] [-max-bytes N] [-max-states N]"

const notes = `Exit status: 0 the answer was printed (0 ways included, when n-1 cannot be
reached); 2 bad input or flags, more input than -max-bytes, or more
intersections reached than -max-states, with one line on stderr.`

// run is the command: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := cli.New("waystoarrive", usage, stdout, stderr)
	c.Notes = notes
	c.MaxBytesFlag()
	maxStates := c.MaxStatesFlag(waystoarrive.MaxIntersections, "")
	file := c.Flags.String("input", "", "read LeetCode's arguments from `FILE` (- for standard input); default LeetCode example 1")
	routes := c.Flags.Int("routes", 5, "list at most `K` fastest ways")
	c.IntRange("routes", routes, 0, 1<<20)
	if code, done := c.Parse(args); done {
		return code
	}
	if c.Flags.NArg() > 0 {
		return c.Failf("unexpected argument %q (see waystoarrive -h)", c.Flags.Arg(0))
	}
	in, err := c.OpenOr(*file, stdin, "example 1", example1)
	if err != nil {
		return c.Fail(err)
	}
	defer in.Close()
	city, err := waystoarrive.Parse(cli.Prompt(in, "n", "roads"))
	if err != nil {
		return c.Fail(c.Named(in, err))
	}
	dest := city.Intersections() - 1
	opts := search.Options{AllPaths: true, MaxStates: *maxStates}
	tree, err := search.DijkstraTreeContext[int](context.Background(), city, func(u int) bool { return u == dest }, opts, 0)
	if err != nil {
		return c.Fail(err)
	}
	out := bufio.NewWriter(c.Stdout)
	report(out, tree, dest, *routes)
	out.Flush()
	return c.Done(cli.ExitAnswer)
}

// report prints the answer and up to k of the ways it counts.
func report(w io.Writer, tree *search.Tree[int], dest, k int) {
	time, ok := tree.Cost(dest)
	if !ok {
		fmt.Fprintf(w, "ways: 0\nintersection %d cannot be reached from 0\n", dest)
		return
	}
	ways, _ := tree.CountPathsTo(dest, waystoarrive.Modulus) // times ≥ 1: no zero-cost cycle
	exact, err := tree.CountPathsTo(dest, 0)
	fmt.Fprintf(w, "ways: %d\n", ways)
	switch {
	case errors.Is(err, search.ErrOverflow):
		fmt.Fprintln(w, "exactly: more than 2^64-1")
	default:
		fmt.Fprintf(w, "exactly: %d\n", exact)
	}
	fmt.Fprintf(w, "least time: %d\n", time)
	if k == 0 {
		return
	}
	listed := 0
	for route := range tree.AllPathsTo(dest) {
		if listed == k {
			fmt.Fprintln(w, "  ...")
			break
		}
		fmt.Fprintf(w, "  %s\n", arrows(route))
		listed++
	}
}

// arrows writes a route as "0 → 4 → 6".
func arrows(route []int) string {
	s := make([]string, len(route))
	for i, v := range route {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, " → ")
}
