// Command rottingoranges solves LeetCode 994 (Rotting Oranges) on a grid and
// shows the process minute by minute.
//
//	go run ./examples/rottingoranges [-grid FILE|-] [-animate] [-delay D] [-quiet] [-frames] [-max-bytes N]
//
// The grid is read from FILE, or from standard input with -grid -, in
// either of two forms: the LeetCode literal [[2,1,1],[1,1,0],[0,1,1]]
// (problems/rottingoranges.Parse; optionally pasted as LeetCode prints its
// examples, "Input: grid = [[…]]", up to an "Output:" line) or a text
// picture (ParsePicture), one row per line, with '.' or 0 empty, 'o' or 1
// fresh, 'x' or 2 rotten. Without -grid it uses LeetCode's example 1.
//
// It prints the minutes (the LeetCode answer: -1 if some orange never rots,
// followed by where those are), then the grid at each minute in the text
// picture form. With -animate and standard output a terminal, it redraws the
// picture in place with ANSI escapes, pausing -delay between minutes;
// otherwise -animate prints the plain frames. -quiet prints the minutes line
// only.
//
// Limits: the grid is read up to -max-bytes (default 256 MiB, which fits a
// 5000×5000 LeetCode board; see internal/cli.DefaultMaxBytes); more is an
// error. The search is linear in the grid, so there is no state limit, but
// the frames are not: a grid of n cells can rot for about n/2 minutes, and
// printing every minute's picture is then quadratic (2 GB of output for a
// 2 MB grid). So frames are printed only for grids of at most 10,000 cells
// (100×100); larger grids get the minutes line and a note, unless -frames
// asks for every frame anyway.
//
// Exit status: 0 when the answer was printed (including -1, LeetCode's
// answer when some orange never rots), 2 on bad input or flags, or at
// -max-bytes, with one line on standard error. -h prints the usage and
// exits 0.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
)

// example1 is LeetCode 994's example 1; its answer is 4.
const example1 = "[[2,1,1],[1,1,0],[0,1,1]]"

// env is what run needs from the outside world, replaced in tests.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	terminal       bool // stdout is a terminal
	sleep          func(time.Duration)
}

func main() {
	os.Exit(run(os.Args[1:], env{
		stdin:    os.Stdin,
		stdout:   os.Stdout,
		stderr:   os.Stderr,
		terminal: cli.IsTerminal(os.Stdout),
		sleep:    time.Sleep,
	}))
}

const usage = "usage: rottingoranges [-grid FILE|-] [-animate] [-delay D] [-quiet] [-frames] [-max-bytes N]"

const notes = `Exit status: 0 the answer was printed (including -1, when some orange never
rots); 2 bad input or flags, more input than -max-bytes, or output that
cannot be written, with one line on stderr.`

// maxFrameCells is the largest grid whose frames are printed without -frames.
const maxFrameCells = 100 * 100

// run is the command: it returns the exit status.
func run(args []string, e env) int {
	c := cli.New("rottingoranges", usage, e.stdout, e.stderr)
	c.Notes = notes
	c.MaxBytesFlag()
	file := c.Flags.String("grid", "", "read the grid from `FILE` (- for standard input); default LeetCode example 1")
	animate := c.Flags.Bool("animate", false, "redraw the grid in place on a terminal")
	delay := c.Flags.Duration("delay", 400*time.Millisecond, "pause between minutes with -animate, at most 10s")
	quiet := c.Flags.Bool("quiet", false, "print the minutes only")
	frames := c.Flags.Bool("frames", false, fmt.Sprintf("print every minute's grid even for grids over %d cells", maxFrameCells))
	if code, done := c.Parse(args); done {
		return code
	}
	if c.Flags.NArg() > 0 {
		return c.Failf("unexpected argument %q (see rottingoranges -h)", c.Flags.Arg(0))
	}
	if *delay < 0 || *delay > 10*time.Second {
		return c.Failf("-delay %v: want 0..10s (see rottingoranges -h)", *delay)
	}
	g, err := load(c, *file, e.stdin)
	if err != nil {
		return c.Fail(err)
	}
	res := g.Rot()
	out := bufio.NewWriter(c.Stdout)
	fmt.Fprintln(out, summary(g, res))
	switch {
	case *quiet:
	case g.Rows()*g.Cols() > maxFrameCells && !*frames:
		fmt.Fprintf(out, "(%d×%d grid: frames are printed for at most %d cells; -frames prints all %d)\n", g.Rows(), g.Cols(), maxFrameCells, frameCount(res))
	case *animate && e.terminal:
		out.Flush()
		animateFrames(e, c.Stdout, g, res, *delay)
	default:
		plainFrames(out, g, res)
	}
	out.Flush()
	return c.Done(cli.ExitAnswer)
}

// load reads the grid from file ("-" for stdin, "" for example 1), at most
// -max-bytes of it.
func load(c *cli.Command, file string, stdin io.Reader) (*rottingoranges.Grid, error) {
	in, err := c.OpenOr(file, stdin, "example 1", example1)
	if err != nil {
		return nil, err
	}
	defer in.Close()
	g, err := rottingoranges.ParseAny(cli.Prompt(in, "grid"))
	return g, c.Named(in, err)
}

// summary is the first line: the minutes, and for -1 the oranges that never
// rot (at most five named, as row,col).
func summary(g *rottingoranges.Grid, res rottingoranges.Result) string {
	s := fmt.Sprintf("minutes: %d", res.Minutes)
	if len(res.Never) == 0 {
		return s
	}
	at := lo.Map(res.Never[:min(5, len(res.Never))], func(c, _ int) string {
		r, col := g.RowCol(c)
		return fmt.Sprintf("(%d,%d)", r, col)
	})
	if len(res.Never) > 5 {
		at = append(at, "...")
	}
	return fmt.Sprintf("%s (%d fresh orange(s) never rot, at row,col %s)", s, len(res.Never), strings.Join(at, " "))
}

// frameCount is the number of pictures to show: one per frame, and at least
// the initial grid.
func frameCount(res rottingoranges.Result) int { return max(1, len(res.Frames)) }

func caption(res rottingoranges.Result, m int) string {
	switch {
	case len(res.Frames) == 0:
		return "minute 0: no rotten orange"
	case m == 0:
		return fmt.Sprintf("minute 0: %d rotten", len(res.Frames[0]))
	default:
		return fmt.Sprintf("minute %d: %d rot", m, len(res.Frames[m]))
	}
}

func plainFrames(w io.Writer, g *rottingoranges.Grid, res rottingoranges.Result) {
	for m := range frameCount(res) {
		fmt.Fprintf(w, "\n%s\n%s\n", caption(res, m), g.Render(res, m))
	}
}

// animateFrames draws the first picture, then for each later minute moves
// the cursor back to the caption line (ESC [ n F) and overwrites caption and
// rows, clearing each line's tail (ESC [ K).
func animateFrames(e env, w io.Writer, g *rottingoranges.Grid, res rottingoranges.Result, delay time.Duration) {
	for m := range frameCount(res) {
		if m > 0 {
			e.sleep(delay)
			fmt.Fprintf(w, "\x1b[%dF", g.Rows()+1)
		}
		fmt.Fprintf(w, "%s\x1b[K\n", caption(res, m))
		for _, line := range strings.Split(g.Render(res, m), "\n") {
			fmt.Fprintf(w, "%s\x1b[K\n", line)
		}
	}
}
