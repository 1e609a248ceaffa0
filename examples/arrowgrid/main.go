// Command arrowgrid solves LeetCode 1368 (Minimum Cost to Make at Least
// One Valid Path in a Grid) and draws the cheapest path.
//
//	go run ./examples/arrowgrid [-input FILE|-] [-max-bytes N]
//
// The grid is read from FILE, or from standard input with -input -, as
// LeetCode's matrix literal [[1,1,3],[3,2,2],[1,1,4]] (arrows 1 right, 2
// left, 3 down, 4 up; problems/arrowgrid.Parse), optionally pasted as
// LeetCode prints an example, "Input: grid = [[…]]", up to an "Output:"
// line. Without -input it uses LeetCode's example 1.
//
// It prints the least number of arrows to change (LeetCode's answer) and,
// for grids of at most 10,000 cells, the grid with the path drawn: each
// cell of the path shows the arrow the path follows, in parentheses where
// the grid's arrow is kept and in brackets where it is changed; * is the
// bottom-right cell.
//
// Limits: the grid is read up to -max-bytes (default 256 MiB); more is an
// error. The search is a 0-1 BFS over the grid given, linear in its cells.
//
// Exit status: 0 when the answer was printed, 2 on bad input or flags, or
// at -max-bytes, with one line on standard error. -h prints the usage and
// exits 0.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/arrowgrid"
)

// example1 is LeetCode 1368's example 1; its answer is 3.
const example1 = `[[1,1,1,1],[2,2,2,2],[1,1,1,1],[2,2,2,2]]`

// maxDrawn is the largest grid drawn.
const maxDrawn = 100 * 100

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

const usage = "usage: arrowgrid [-input FILE|-] [-max-bytes N]"

const notes = `Exit status: 0 the answer was printed; 2 bad input or flags, or more input
than -max-bytes, with one line on stderr.`

// run is the command: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := cli.New("arrowgrid", usage, stdout, stderr)
	c.Notes = notes
	c.MaxBytesFlag()
	file := c.Flags.String("input", "", "read the grid from `FILE` (- for standard input); default LeetCode example 1")
	if code, done := c.Parse(args); done {
		return code
	}
	if c.Flags.NArg() > 0 {
		return c.Failf("unexpected argument %q (see arrowgrid -h)", c.Flags.Arg(0))
	}
	in, err := c.OpenOr(*file, stdin, "example 1", example1)
	if err != nil {
		return c.Fail(err)
	}
	defer in.Close()
	p, err := arrowgrid.Parse(cli.Prompt(in, "grid"))
	if err != nil {
		return c.Fail(c.Named(in, err))
	}
	out := bufio.NewWriter(c.Stdout)
	report(out, p)
	out.Flush()
	return c.Done(cli.ExitAnswer)
}

// report prints the answer and, for small grids, the path.
func report(w io.Writer, g *arrowgrid.Grid) {
	cost, path := g.Cheapest()
	fmt.Fprintf(w, "cost: %d\n", cost)
	if g.Len() > maxDrawn {
		fmt.Fprintf(w, "(%d×%d grid: the path is drawn for at most %d cells)\n", g.Rows(), g.Cols(), maxDrawn)
		return
	}
	fmt.Fprint(w, g.Render(path))
}
