// Command rottingoranges solves LeetCode 994 (Rotting Oranges) on a grid and
// shows the process minute by minute.
//
//	go run ./examples/rottingoranges [-grid FILE|-] [-animate] [-delay D] [-quiet]
//
// The grid is read from FILE, or from standard input with -grid -, in either
// form problems/rottingoranges.Parse accepts: the LeetCode literal
// [[2,1,1],[1,1,0],[0,1,1]] (optionally after "grid =" or "Input: grid =",
// as LeetCode prints its examples) or a text picture,
// one row per line, with '.' or 0 empty, 'o' or 1 fresh, 'x' or 2 rotten.
// Without -grid it uses LeetCode's example 1.
//
// It prints the minutes (the LeetCode answer: -1 if some orange never rots,
// followed by where those are), then the grid at each minute in the text
// picture form. With -animate and standard output a terminal, it redraws the
// picture in place with ANSI escapes, pausing -delay between minutes;
// otherwise -animate prints the plain frames. -quiet prints the minutes line
// only. Bad input prints one line on standard error and exits with status 2.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

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
		terminal: isTerminal(os.Stdout),
		sleep:    time.Sleep,
	}))
}

// isTerminal reports whether f is a character device, as a terminal is.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// run is the command: it returns the exit status.
func run(args []string, e env) int {
	if err := solve(args, e); err != nil {
		msg := err.Error()
		if !strings.HasPrefix(msg, "rottingoranges: ") {
			msg = "rottingoranges: " + msg
		}
		fmt.Fprintln(e.stderr, strings.ReplaceAll(msg, "\n", " "))
		return 2
	}
	return 0
}

func solve(args []string, e env) error {
	fs := flag.NewFlagSet("rottingoranges", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	file := fs.String("grid", "", "read the grid from `FILE` (- for standard input); default LeetCode example 1")
	animate := fs.Bool("animate", false, "redraw the grid in place on a terminal")
	delay := fs.Duration("delay", 400*time.Millisecond, "pause between minutes with -animate")
	quiet := fs.Bool("quiet", false, "print the minutes only")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(e.stdout, "usage: rottingoranges [-grid FILE|-] [-animate] [-delay D] [-quiet]")
			fs.SetOutput(e.stdout)
			fs.PrintDefaults()
			return nil
		}
		return fmt.Errorf("%v (usage: rottingoranges [-grid FILE|-] [-animate] [-delay D] [-quiet])", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (usage: rottingoranges [-grid FILE|-] [-animate] [-delay D] [-quiet])", fs.Arg(0))
	}
	var in io.Reader
	switch *file {
	case "":
		in = strings.NewReader(example1)
	case "-":
		in = e.stdin
	default:
		f, err := os.Open(*file)
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	g, err := rottingoranges.Parse(in)
	if err != nil {
		return err
	}
	res := g.Rot()
	fmt.Fprintln(e.stdout, summary(g, res))
	if *quiet {
		return nil
	}
	if *animate && e.terminal {
		animateFrames(e, g, res, *delay)
	} else {
		plainFrames(e.stdout, g, res)
	}
	return nil
}

// summary is the first line: the minutes, and for -1 the oranges that never
// rot (at most five named, as row,col).
func summary(g *rottingoranges.Grid, res rottingoranges.Result) string {
	s := fmt.Sprintf("minutes: %d", res.Minutes)
	if len(res.Never) == 0 {
		return s
	}
	var at []string
	for _, c := range res.Never[:min(5, len(res.Never))] {
		r, col := g.RowCol(c)
		at = append(at, fmt.Sprintf("(%d,%d)", r, col))
	}
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
func animateFrames(e env, g *rottingoranges.Grid, res rottingoranges.Result, delay time.Duration) {
	for m := range frameCount(res) {
		if m > 0 {
			e.sleep(delay)
			fmt.Fprintf(e.stdout, "\x1b[%dF", g.Rows()+1)
		}
		fmt.Fprintf(e.stdout, "%s\x1b[K\n", caption(res, m))
		for _, line := range strings.Split(g.Render(res, m), "\n") {
			fmt.Fprintf(e.stdout, "%s\x1b[K\n", line)
		}
	}
}
