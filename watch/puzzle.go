package watch

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/search"
)

// DefaultMaxStates is the state limit of a search when the page sets
// none: a million states search in well under a second in a browser and
// fit its memory easily.
const DefaultMaxStates = 1_000_000

// MaxStateLimit is the largest state limit the page takes. A browser tab
// gives WebAssembly at most 4 GiB, which holds about 58,000,000 states of
// a 3×4 sliding puzzle (measured in headless Chromium; docs/benchmarks.md,
// "The web page's state limit"); the page stays under half of that, so
// that a search ends at its limit and not out of memory, and refuses a
// larger limit with that reason. The engine itself searches under any
// limit it is sent.
const MaxStateLimit = 20_000_000

// MaxInputBytes bounds a puzzle's input: [Puzzle.Solve] refuses a longer
// one without parsing it. It is 256 MiB, the command-line tools' default
// -max-bytes.
const MaxInputBytes = 256 << 20

// inputLimit is MaxInputBytes, lowered by tests.
var inputLimit = MaxInputBytes

// Puzzle is one puzzle on the page.
type Puzzle struct {
	// Name selects the puzzle in the page's address (?puzzle=NAME) and
	// starts its error lines. It must not be empty, and no two puzzles of
	// a program may share it.
	Name string `json:"name"`
	// Title is the puzzle's name in the page's menu.
	Title string `json:"title"`
	// Example is the input the page starts with.
	Example string `json:"example"`
	// Help says on the page what the input is.
	Help string `json:"help"`
	// Kind names the page's drawing of the puzzle's states: [KindLabels]
	// (the zero value) or one of the drawings of [Result].View.
	Kind string `json:"kind"`
	// Run parses input and searches it under env. An error is a bad input
	// (its text says what is wrong and, best, at which byte: see
	// [InputError]) or a search stopped by the context or the state
	// limit. [BFS] and [Dijkstra] make Run from a parser.
	Run func(ctx context.Context, input string, env Env) (*Result, error) `json:"-"`
}

// Env is what a search runs under: its limits and the page's hooks.
type Env struct {
	// MaxStates bounds every search ([search.Options].MaxStates); 0 or
	// less means [DefaultMaxStates].
	MaxStates int
	// Pace, if set, is called every [PaceEvery] expansions of a search,
	// on the search's goroutine: in the browser it returns to the event
	// loop now and then, so that a new input can cancel the search.
	Pace func()
	// OnLayer, if set, is called as each layer of a search is complete,
	// for a progress report: a breadth-first layer, or with byCost the
	// states settled at one cost (st.Cost is then that cost).
	OnLayer func(st search.LayerStats, byCost bool)
}

// options are the search options of env, its OnLayer told byCost.
func (env Env) options(byCost bool) search.Options {
	o := search.Options{MaxStates: env.MaxStates}
	if o.MaxStates <= 0 {
		o.MaxStates = DefaultMaxStates
	}
	if on := env.OnLayer; on != nil {
		o.OnLayer = func(st search.LayerStats) { on(st, byCost) }
	}
	return o
}

// Result is what the page shows of one search.
type Result struct {
	// Answer is the puzzle's answer for the input, and AnswerNote says
	// what it counts. AnswerFrom, if set, names what computed it, such as
	// "the LeetCode-signature function": the page shows "note, from
	// AnswerFrom".
	Answer     int    `json:"answer"`
	AnswerNote string `json:"answerNote"`
	AnswerFrom string `json:"answerFrom,omitempty"`
	// Sizes are the sizes of every layer of the search, in order.
	Sizes []int `json:"sizes"`
	// Costs is, for a weighted search ([TraceCost]), the cost of each
	// layer: its layers are then the states settled at each cost that
	// occurs, in increasing order, and the page labels them by cost.
	Costs []int `json:"costs,omitempty"`
	// Layers holds the states of each layer as the page receives them
	// (encoded by the puzzle's label function), at most a puzzle-specific
	// number per layer; Cut reports that some layer was cut short.
	Layers [][]any `json:"layers"`
	Cut    bool    `json:"cut"`
	// Path is one shortest (or cheapest) path to the goal, as Layers
	// encodes states; nil if no goal was reached or the puzzle has none.
	// PathCost is its cost in a weighted search.
	Path     []any `json:"path"`
	PathCost int   `json:"pathCost"`
	// Goal names where the path goes, such as "square 36".
	Goal string `json:"goal"`
	// Summary is one line about the search.
	Summary string `json:"summary"`
	// View is what the puzzle's drawing needs ([Puzzle].Kind).
	View any `json:"view"`
}

// InputError is a fault in a puzzle's input at a byte offset. A parser
// that returns one, or an error wrapping one, has its line on the page
// read "name: offset N: what is wrong", and the page marks byte N of the
// input (any error line saying "offset N" is marked so).
type InputError struct {
	Offset int   // the byte at fault, counted from 0 in the input
	Err    error // what is wrong
}

// Error returns "offset N: " and e.Err's text.
func (e *InputError) Error() string { return fmt.Sprintf("offset %d: %v", e.Offset, e.Err) }

// Unwrap returns e.Err.
func (e *InputError) Unwrap() error { return e.Err }

// Solve runs p on input under env. Its error, if any, reads as one line
// that starts with p.Name, as a command-line tool's error line does: a
// bad input as p.Run words it (line breaks become spaces), a state limit
// reached as the limit of the page ("… more than N states (the state
// limit); raise the state limit to search further"); it wraps p.Run's
// error, so that errors.Is finds [search.ErrLimit] or the context's
// error. An input of more than [MaxInputBytes] bytes is refused unread.
func (p Puzzle) Solve(ctx context.Context, input string, env Env) (*Result, error) {
	if len(input) > inputLimit {
		return nil, lineError(p.Name, fmt.Errorf("the input: more than %d bytes of input", inputLimit))
	}
	res, err := p.Run(ctx, input, env)
	if err != nil {
		return nil, lineError(p.Name, err)
	}
	return res, nil
}

// lineErr is an error as one line, prefixed with the puzzle's name.
type lineErr struct {
	line string
	err  error
}

func (e *lineErr) Error() string { return e.line }
func (e *lineErr) Unwrap() error { return e.err }

// lineError words err as one line starting with "name: ", a state limit
// named as the page's.
func lineError(name string, err error) error {
	msg := err.Error()
	if errors.Is(err, search.ErrLimit) {
		msg = strings.ReplaceAll(msg, "(Options.MaxStates)", "(the state limit)") + "; raise the state limit to search further"
	}
	msg = strings.TrimSpace(strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(msg))
	if !strings.HasPrefix(msg, name+": ") {
		msg = name + ": " + msg
	}
	return &lineErr{line: msg, err: err}
}

// checkPuzzles panics unless puzzles is a list [Main] can serve: at least
// one puzzle, each with a name of its own and a Run function.
func checkPuzzles(puzzles []Puzzle) {
	if len(puzzles) == 0 {
		panic("watch: Main: no puzzles")
	}
	seen := map[string]bool{}
	for i, p := range puzzles {
		switch {
		case p.Name == "":
			panic(fmt.Sprintf("watch: Main: puzzle %d has no Name", i))
		case seen[p.Name]:
			panic(fmt.Sprintf("watch: Main: two puzzles are named %q", p.Name))
		case p.Run == nil:
			panic(fmt.Sprintf("watch: Main: puzzle %q has no Run", p.Name))
		}
		seen[p.Name] = true
	}
}

// At returns err as an [InputError] at byte offset of the input, or nil
// if err is nil: a parser's one-line return of a fault it can locate.
func At(offset int, err error) error {
	if err == nil {
		return nil
	}
	return &InputError{Offset: offset, Err: err}
}
