// Package engine holds the built-in puzzles of ripple's web page
// (examples/web): each parses a puzzle pasted on the page with its
// plugin's own parser, as the plugin's command-line tool reads it,
// searches it with [watch.Trace] or [watch.TraceCost] under the page's
// limits, and returns what the page draws (layer sizes, the states of each
// layer, one shortest or cheapest path) with the answer of the plugin's
// LeetCode-signature function.
//
// It has no dependency on the browser, so that its tests run natively:
// package watch serves the page and runs [Puzzles] in it, compiled to
// WebAssembly.
package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/watch"
)

// leetCode is what computes the built-in puzzles' answers.
const leetCode = "the LeetCode-signature function"

// Puzzles returns the page's built-in puzzles, in the order of its menu:
// the page opens on the first one, LeetCode 909's first example.
func Puzzles() []watch.Puzzle {
	return []watch.Puzzle{snakes(), oranges(), sliding(), words(), arrows(), network()}
}

// Find returns the puzzle named name.
func Find(name string) (watch.Puzzle, bool) {
	for _, p := range Puzzles() {
		if p.Name == name {
			return p, true
		}
	}
	return watch.Puzzle{}, false
}

// ErrUnknown is returned by [Run] for a puzzle name not in [Puzzles].
var ErrUnknown = errors.New("no such puzzle")

// Run runs the puzzle named name on input, as the page does
// ([watch.Puzzle.Solve]). The error, if any, is one line as the plugin's
// command-line tool would print it, starting with the plugin's name.
func Run(ctx context.Context, name, input string, env watch.Env) (*watch.Result, error) {
	p, ok := Find(name)
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrUnknown, name)
	}
	return p.Solve(ctx, input, env)
}

// Names of the page's input in error lines, where a CLI names its input
// after where it came from ("stdin", a file name).
const (
	// BoardName names a Snakes and Ladders or sliding-puzzle board.
	BoardName = "the board"
	// GridName names a grid of oranges or arrows.
	GridName = "the grid"
	// ProblemName names a pasted LeetCode 127 or 743 problem.
	ProblemName = "the problem"
)

// readNamed parses input with parse as the plugin's CLI (package pkg)
// reads standard input, a pasted LeetCode prompt naming fields allowed,
// and words its error as the CLI does for an input named name
// ([cli.Command.Named], [cli.Command.Fail]).
func readNamed[T any](pkg, name, input string, parse func(io.Reader) (T, error), fields ...string) (T, error) {
	in := cli.NewInput(name, strings.NewReader(input), cli.DefaultMaxBytes)
	v, err := parse(cli.Prompt(in, fields...))
	var re *cli.ReadError
	switch {
	case err == nil:
		return v, nil
	case in.Exceeded():
		err = fmt.Errorf("%s: more than %d bytes of input", name, in.Max)
	case errors.As(err, &re):
		err = re // what wraps it repeats its offset
	default:
		err = cli.New(pkg, "", io.Discard, io.Discard).Named(in, err)
	}
	var zero T
	return zero, err
}
