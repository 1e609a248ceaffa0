// Command cheapestflights solves LeetCode 787 (Cheapest Flights Within K
// Stops) and shows the cheapest route.
//
//	go run ./examples/cheapestflights [-input FILE|-] [-max-bytes N]
//
// The input is read from FILE, or from standard input with -input -, as
// LeetCode's arguments: the JSON object
// {"n":3,"flights":[[0,1,100],...],"src":0,"dst":2,"k":1}
// (problems/cheapestflights.Parse), or pasted as LeetCode prints an
// example, `n = 3, flights = [[0,1,100],[1,2,100],[0,2,500]], src = 0,
// dst = 2, k = 1`, optionally after "Input:" and up to an "Output:" line,
// or as the arguments alone in that order, one a line as LeetCode's
// test-case editor shows them. Offsets in error messages count bytes of the
// input as given. Without -input it uses LeetCode's example 1.
//
// It prints the price (LeetCode's answer) and a cheapest route with at
// most k stops, or -1 when there is none.
//
// Limits: the input is read up to -max-bytes (default 256 MiB); more is an
// error. The search is Dijkstra's algorithm under a bound of k+1 flights
// over the flights given, so its work is bounded by the input.
//
// Exit status: 0 when the answer was printed (-1 included), 2 on bad input
// or flags, or at -max-bytes, with one line on standard error. -h prints
// the usage and exits 0.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/cheapestflights"
)

// example1 is LeetCode 787's example 1; its answer is 700.
const example1 = `{"n":4,"flights":[[0,1,100],[1,2,100],[2,0,100],[1,3,600],[2,3,200]],"src":0,"dst":3,"k":1}`

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

const usage = "usage: cheapestflights [-input FILE|-] [-max-bytes N]"

const notes = `Exit status: 0 the answer was printed (-1 included, when no route has at
most k stops); 2 bad input or flags, or more input than -max-bytes, with
one line on stderr.`

// run is the command: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := cli.New("cheapestflights", usage, stdout, stderr)
	c.Notes = notes
	c.MaxBytesFlag()
	file := c.Flags.String("input", "", "read LeetCode's arguments from `FILE` (- for standard input); default LeetCode example 1")
	if code, done := c.Parse(args); done {
		return code
	}
	if c.Flags.NArg() > 0 {
		return c.Failf("unexpected argument %q (see cheapestflights -h)", c.Flags.Arg(0))
	}
	in, err := c.OpenOr(*file, stdin, "example 1", example1)
	if err != nil {
		return c.Fail(err)
	}
	defer in.Close()
	p, err := cheapestflights.Parse(cli.Prompt(in, "n", "flights", "src", "dst", "k"))
	if err != nil {
		return c.Fail(c.Named(in, err))
	}
	out := bufio.NewWriter(c.Stdout)
	report(out, p)
	out.Flush()
	return c.Done(cli.ExitAnswer)
}

// report prints the answer and the route.
func report(w io.Writer, p *cheapestflights.Problem) {
	route, price, ok := p.Cheapest()
	if !ok {
		fmt.Fprintf(w, "price: -1\nno route from %d to %d with at most %d stop(s)\n", p.Src, p.Dst, p.Stops)
		return
	}
	fmt.Fprintf(w, "price: %d\nroute: %s (%d stop(s), at most %d allowed)\n", price, arrows(route), max(len(route)-2, 0), p.Stops)
}

// arrows writes a route as "2 → 3 → 4".
func arrows(route []int) string {
	s := make([]string, len(route))
	for i, v := range route {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, " → ")
}
