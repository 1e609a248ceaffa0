// Command networkdelay solves LeetCode 743 (Network Delay Time): how long a
// signal sent from node k takes to reach every node of a network with
// travel times.
//
//	go run ./examples/networkdelay [-input FILE|-] [-max-bytes N]
//
// The input is read from FILE, or from standard input with -input -, as
// LeetCode's arguments: the JSON object {"times":[[2,1,1],...],"n":4,"k":2}
// (problems/networkdelay.Parse), or pasted as LeetCode prints an example,
// `times = [[2,1,1],[2,3,1],[3,4,1]], n = 4, k = 2`, optionally after
// "Input:" and up to an "Output:" line, or as the arguments alone in that
// order, one a line as LeetCode's test-case editor shows them
// ([[2,1,1],[2,3,1],[3,4,1]], 4, 2). Offsets in error messages count bytes
// of the input as given. Without -input it uses LeetCode's example 1.
//
// It prints the time (LeetCode's answer), then the node reached last and
// its fastest route; or -1 and how many nodes never receive the signal,
// with the first few of them.
//
// Limits: the input is read up to -max-bytes (default 256 MiB); more is an
// error. The search is Dijkstra's algorithm over the network given, so its
// work is bounded by the input.
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
	"github.com/ripplebfs/ripple/problems/networkdelay"
)

// example1 is LeetCode 743's example 1; its answer is 2.
const example1 = `{"times":[[2,1,1],[2,3,1],[3,4,1]],"n":4,"k":2}`

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

const usage = "usage: networkdelay [-input FILE|-] [-max-bytes N]"

const notes = `Exit status: 0 the answer was printed (-1 included, when some node never
receives the signal); 2 bad input or flags, or more input than -max-bytes,
with one line on stderr.`

// run is the command: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := cli.New("networkdelay", usage, stdout, stderr)
	c.Notes = notes
	c.MaxBytesFlag()
	file := c.Flags.String("input", "", "read LeetCode's arguments from `FILE` (- for standard input); default LeetCode example 1")
	if code, done := c.Parse(args); done {
		return code
	}
	if c.Flags.NArg() > 0 {
		return c.Failf("unexpected argument %q (see networkdelay -h)", c.Flags.Arg(0))
	}
	in, err := c.OpenOr(*file, stdin, "example 1", example1)
	if err != nil {
		return c.Fail(err)
	}
	defer in.Close()
	p, err := networkdelay.Parse(cli.Prompt(in, "times", "n", "k"))
	if err != nil {
		return c.Fail(c.Named(in, err))
	}
	out := bufio.NewWriter(c.Stdout)
	report(out, p)
	out.Flush()
	return c.Done(cli.ExitAnswer)
}

// report prints the answer and how it comes about.
func report(w io.Writer, p *networkdelay.Problem) {
	delays := p.Network.Delays(p.K)
	time, last, ok := p.DelayTime()
	if ok {
		route, _ := delays.PathTo(last)
		fmt.Fprintf(w, "time: %d\nlast node reached: %d, at %d, via %s\n", time, last, time, arrows(route))
		return
	}
	var never []string
	for v := 1; v <= p.Network.Nodes(); v++ {
		if _, reached := delays.Cost(v); !reached {
			if len(never) == 5 {
				never = append(never, "...")
				break
			}
			never = append(never, fmt.Sprint(v))
		}
	}
	fmt.Fprintf(w, "time: -1\n%d of %d node(s) never receive the signal from %d: %s\n",
		p.Network.Nodes()-delays.Len(), p.Network.Nodes(), p.K, strings.Join(never, ", "))
}

// arrows writes a route as "2 → 3 → 4".
func arrows(route []int) string {
	s := make([]string, len(route))
	for i, v := range route {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, " → ")
}
