package main

import (
	"io"
	"strings"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// example6x6 is LeetCode 909's example 1 (answer 4), from the problem
// statement; problems/snakesladders/testdata/leetcode909.json has its source.
const example6x6 = `[[-1,-1,-1,-1,-1,-1],
 [-1,-1,-1,-1,-1,-1],
 [-1,-1,-1,-1,-1,-1],
 [-1,35,-1,-1,13,-1],
 [-1,-1,-1,-1,-1,-1],
 [-1,15,-1,-1,-1,-1]]`

const usage = "usage: snakesladders [-board FILE|-] [-max-bytes N] (default: LeetCode's 6×6 example)\n" +
	"       snakesladders -chance [-rules official|leetcode|bounce] [-board FILE|-] [-plot FILE.svg|FILE.png] (default: the Milton Bradley board)"

const notes = `The board is a LeetCode literal such as [[-1,-1],[-1,3]], optionally pasted as
LeetCode prints it ("Input: board = [[...]]", up to an "Output:" line).
With -chance the pawn moves by a die (a game of chance, not LeetCode's chosen
rolls), and a jump on square 1 is taken under the rules that start off the
board (official, bounce).
Exit status: 0 the report was printed (including "Fewest rolls: -1" when the
last square cannot be reached); 1 with -chance, the game can go on forever
(its expected length is infinite), with one line on stderr; 2 bad input or
flags, more input than -max-bytes, or a -chance limit (-max-states,
-timeout), with one line on stderr.`

// run is the whole command: it returns the exit status, 2 for bad input
// after one line on stderr.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := cli.New("snakesladders", usage, stdout, stderr)
	c.Notes = notes
	c.MaxBytesFlag()
	path := c.Flags.String("board", "", "board `file` (a LeetCode literal), - for stdin")
	chance, co := chanceFlags(c)
	c.VerboseFlag()
	if code, done := c.Parse(args); done {
		return code
	}
	if c.Flags.NArg() > 0 {
		return c.Failf("unexpected argument %q (see snakesladders -h)", c.Flags.Arg(0))
	}
	if err := co.check(*chance); err != nil {
		return c.Failf("%v (see snakesladders -h)", err)
	}
	if *chance && *path == "" {
		*path = "milton-bradley"
	}
	b, err := load(c, *path, stdin)
	if err != nil {
		return c.Fail(err)
	}
	if *chance {
		return runChance(c, b, co)
	}
	if b.Len() >= 1<<22 {
		c.Logf("%d squares, searching...", b.Len())
	}
	report(c.Stdout, b) // a failed write is reported by Done
	return c.Done(cli.ExitAnswer)
}

// load reads the board from path ("-" for stdin, "" for the 6×6 example),
// at most -max-bytes of it.
func load(c *cli.Command, path string, stdin io.Reader) (*snakesladders.Board, error) {
	var in *cli.Input
	switch path {
	case "":
		in = c.Bound("the 6×6 example", strings.NewReader(example6x6))
	case "milton-bradley":
		in = c.Bound("the Milton Bradley board", strings.NewReader(miltonBradley))
	default:
		var err error
		if in, err = c.Open(path, stdin); err != nil {
			return nil, err
		}
		defer in.Close()
	}
	b, err := snakesladders.Parse(cli.Prompt(in, "board"))
	return b, c.Named(in, err)
}
