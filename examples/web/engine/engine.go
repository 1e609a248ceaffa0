// Package engine is what the web page's WebAssembly runs: it parses a
// puzzle pasted on the page with the plugin's own parser, searches it with
// the search package under the page's limits, and returns what the page
// draws (layer sizes, the states of each layer, one shortest path) and
// the answer of the plugin's LeetCode-signature function.
//
// It has no dependency on the browser, so that its tests run natively:
// examples/web/wasm connects it to JavaScript, and the page only draws.
// [Puzzles] is the list of puzzles on the page; docs/web.md says how to add
// one.
package engine

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/search"
)

// DefaultMaxStates is the page's default state limit: a million states
// search in well under a second in the browser and fit its memory easily.
const DefaultMaxStates = 1_000_000

// Puzzle is one puzzle the page offers.
type Puzzle struct {
	// Name is the plugin's package name, such as "snakesladders": the
	// prefix of its error lines, as in the plugin's CLI.
	Name string `json:"name"`
	// Title is the puzzle's name on the page.
	Title string `json:"title"`
	// Example is the input the page starts with.
	Example string `json:"example"`
	// Help says on the page what the input is.
	Help string `json:"help"`
	// Kind names the page's drawing for the puzzle's states: "board"
	// (snakes and ladders squares), "grid" (grid cells), "tiles" (sliding
	// puzzle boards), "arrows" (grid cells under their arrows), or "" for
	// the generic one, which lists each state's label.
	Kind string `json:"kind"`
	// Run parses input and searches it. An error is a bad input (its
	// message is the plugin CLI's line for that input) or a search stopped
	// by the context or the state limit.
	Run func(ctx context.Context, input string, env Env) (*Result, error) `json:"-"`
}

// Env is what a search runs under: its limits and the hooks of the page.
type Env struct {
	// MaxStates bounds every search ([search.Options].MaxStates); 0 means
	// [DefaultMaxStates].
	MaxStates int
	// Pace, if set, is called every [PaceEvery] expansions of a search, on
	// the search's goroutine: in the browser it returns to the event loop
	// now and then, so that a new input can cancel the search.
	Pace func()
	// OnLayer, if set, is called as each layer of a search is complete,
	// for a progress report.
	OnLayer func(search.LayerStats)
}

// options are the search options of env.
func (env Env) options() search.Options {
	o := search.Options{MaxStates: env.MaxStates, OnLayer: env.OnLayer}
	if o.MaxStates <= 0 {
		o.MaxStates = DefaultMaxStates
	}
	return o
}

// Result is what the page shows about one search.
type Result struct {
	// Answer is the value of the plugin's LeetCode-signature function on
	// the input; AnswerNote says what it counts.
	Answer     int    `json:"answer"`
	AnswerNote string `json:"answerNote"`
	// Sizes are the sizes of every layer of the search, from depth 0.
	Sizes []int `json:"sizes"`
	// Layers holds the states of each layer as the page draws them (a
	// square, a cell, a board, a word), at most [Puzzle]-specific many per
	// layer; Cut reports that some layer was cut short.
	Layers [][]any `json:"layers"`
	Cut    bool    `json:"cut"`
	// Costs is, for a weighted puzzle ([TraceCost]), the cost of each
	// layer: its layers are cost classes, not breadth-first layers.
	Costs []int `json:"costs,omitempty"`
	// Path is one shortest path to the goal, as Layers encodes states; nil
	// if no goal was reached (or the puzzle has none).
	Path []any `json:"path"`
	// Goal labels what the search went for, such as "square 36".
	Goal string `json:"goal"`
	// Summary is one line about the search for the page.
	Summary string `json:"summary"`
	// View is what the page needs to draw the puzzle itself, per Kind.
	View any `json:"view"`
}

// Puzzles returns the page's puzzles, in the order of its menu. A new
// plugin joins the page with one line here and a Puzzle built with
// [Trace], or [TraceCost] for a weighted one (docs/web.md).
func Puzzles() []Puzzle {
	return []Puzzle{snakes(), oranges(), sliding(), words(), arrows()}
}

// Find returns the puzzle named name.
func Find(name string) (Puzzle, bool) {
	for _, p := range Puzzles() {
		if p.Name == name {
			return p, true
		}
	}
	return Puzzle{}, false
}

// ErrUnknown is returned by [Run] for a puzzle name not in [Puzzles].
var ErrUnknown = errors.New("no such puzzle")

// Run runs the puzzle named name on input. The error, if any, is one line
// as the plugin's CLI would print it, starting with the plugin's name.
func Run(ctx context.Context, name, input string, env Env) (*Result, error) {
	p, ok := Find(name)
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrUnknown, name)
	}
	res, err := p.Run(ctx, input, env)
	if err != nil {
		return nil, errors.New(line(p.Name, err))
	}
	return res, nil
}

// Names of the page's input in error lines, where a CLI names its input
// after where it came from ("stdin", a file name).
const (
	// BoardName names a Snakes and Ladders or sliding-puzzle board.
	BoardName = "the board"
	// GridName names a grid of oranges or arrows.
	GridName = "the grid"
	// ProblemName names a pasted LeetCode 127 problem.
	ProblemName = "the problem"
)

// readNamed parses input with parse as the plugin's CLI (package pkg)
// reads standard input, a pasted LeetCode prompt naming fields allowed,
// and words its error as the CLI does for an input named name
// ([cli.Command.Named]).
func readNamed[T any](pkg, name, input string, parse func(io.Reader) (T, error), fields ...string) (T, error) {
	in := cli.NewInput(name, strings.NewReader(input), cli.DefaultMaxBytes)
	v, err := parse(cli.Prompt(in, fields...))
	switch {
	case err == nil:
		return v, nil
	case in.Exceeded():
		err = fmt.Errorf("%s: more than %d bytes of input", name, in.Max)
	default:
		err = cli.New(pkg, "", io.Discard, io.Discard).Named(in, err)
	}
	var zero T
	return zero, err
}

// line formats err as the CLIs do (internal/cli.Command.Fail): one line,
// prefixed with the command's name, a state limit named as the page's.
func line(name string, err error) string {
	var b bytes.Buffer
	c := cli.New(name, "", io.Discard, &b)
	if errors.Is(err, search.ErrLimit) {
		err = fmt.Errorf("%s; raise the state limit to search further", strings.ReplaceAll(err.Error(), "(Options.MaxStates)", "(the state limit)"))
	}
	c.Fail(err)
	return strings.TrimRight(b.String(), "\n")
}
