package watch

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/ripplebfs/ripple/search"
)

// Shown is how many states of each layer [BFS] and [Dijkstra] send to the
// page; the layer sizes count every state.
const Shown = 400

// Problem is one input of a puzzle with unit-cost moves, as its parser
// reads it for [BFS].
type Problem[S comparable] struct {
	// Neighbors are the moves; they may depend on the input (a parsed
	// board) or not (a value of the puzzle's type).
	Neighbors search.Neighbors[S]
	// Starts are the states at distance 0.
	Starts []S
	// Goal, if not nil, says which states the path goes to: the page
	// draws a shortest path to the nearest goal, whose moves are the
	// answer.
	Goal func(S) bool
	// UpToGoal stops the search after the layer of the nearest goal; else
	// it covers everything reachable (within the state limit).
	UpToGoal bool
	// Label encodes a state for the page: with [KindLabels] a string is
	// shown as is and anything else as JSON; another Kind reads what its
	// drawing needs. Nil means fmt.Sprint.
	Label func(S) any
	// View is what the puzzle's drawing needs besides the states, per
	// [Puzzle].Kind; nil for KindLabels.
	View any
}

// WeightedProblem is one input of a puzzle whose moves have costs, as its
// parser reads it for [Dijkstra]; its fields are those of [Problem], with
// the moves as Edges and the search by cost.
type WeightedProblem[S comparable] struct {
	Edges    search.WeightedNeighbors[S] // the moves, each with its cost (at least 0)
	Starts   []S                         // the states at cost 0
	Goal     func(S) bool                // the goals of the path, or nil
	UpToGoal bool                        // stop at the cost of the cheapest goals
	Label    func(S) any                 // nil: fmt.Sprint
	View     any                         // for the puzzle's Kind
}

// BFS returns a [Puzzle].Run function that parses the input with parse
// and runs [Trace] on the Problem it returns, sending at most [Shown]
// states of each layer to the page. The answer is the number of moves of a
// shortest path from the starts to the nearest goal, -1 if no goal is
// reachable; without a goal, the number of states reachable. A parse error
// is returned as is (see [InputError]). It panics, with a "watch: "
// prefix, if parse returns a Problem without Neighbors.
func BFS[S comparable](parse func(input string) (Problem[S], error)) func(context.Context, string, Env) (*Result, error) {
	return func(ctx context.Context, input string, env Env) (*Result, error) {
		p, err := parse(input)
		if err != nil {
			return nil, err
		}
		if p.Neighbors == nil {
			panic("watch: BFS: the parser returned a Problem without Neighbors")
		}
		label := labeller(p.Label)
		res := &Result{View: p.View}
		var stop func(S) bool
		if p.UpToGoal {
			stop = p.Goal
		}
		t, err := Trace(ctx, env, p.Neighbors, stop, nil, Shown, label, res, p.Starts...)
		if err != nil {
			return nil, err
		}
		answer(res, t, p.Goal, p.UpToGoal, label, false)
		return res, nil
	}
}

// Dijkstra is [BFS] for weighted moves: the Run function runs [TraceCost]
// on the WeightedProblem that parse returns, and the answer is the cost of
// a cheapest path to the cheapest goal (-1 if none is reachable; without a
// goal, the number of states reachable). It panics, with a "watch: "
// prefix, if parse returns a WeightedProblem without Edges.
func Dijkstra[S comparable](parse func(input string) (WeightedProblem[S], error)) func(context.Context, string, Env) (*Result, error) {
	return func(ctx context.Context, input string, env Env) (*Result, error) {
		p, err := parse(input)
		if err != nil {
			return nil, err
		}
		if p.Edges == nil {
			panic("watch: Dijkstra: the parser returned a WeightedProblem without Edges")
		}
		label := labeller(p.Label)
		res := &Result{View: p.View}
		var stop func(S) bool
		if p.UpToGoal {
			stop = p.Goal
		}
		t, err := TraceCost(ctx, env, p.Edges, stop, nil, Shown, label, res, p.Starts...)
		if err != nil {
			return nil, err
		}
		answer(res, t, p.Goal, p.UpToGoal, label, true)
		return res, nil
	}
}

// labeller is label, or fmt.Sprint if label is nil.
func labeller[S any](label func(S) any) func(S) any {
	if label != nil {
		return label
	}
	return func(s S) any { return fmt.Sprint(s) }
}

// answer sets res's answer, path, goal and summary from the tree t: the
// path to the first goal in the order of t's layers (the nearest or
// cheapest).
func answer[S comparable](res *Result, t *search.Tree[S], goal func(S) bool, upTo bool, label func(S) any, byCost bool) {
	reached := 0
	for _, n := range res.Sizes {
		reached += n
	}
	what := fmt.Sprintf("%d layers", len(res.Sizes))
	if byCost {
		what = fmt.Sprintf("%d distinct costs", len(res.Sizes))
	}
	res.Summary = fmt.Sprintf("%d states reachable from the start, at %s", reached, what)
	if goal == nil {
		res.Answer, res.AnswerNote = reached, "states reachable (the puzzle has no goal)"
		return
	}
	if upTo {
		res.Summary = fmt.Sprintf("%d states reached, at %s, up to the nearest goal", reached, what)
	}
	res.Answer, res.AnswerNote, res.Path = -1, "fewest moves to a goal (-1: no goal is reachable)", nil
	if byCost {
		res.AnswerNote = "least cost of a path to a goal (-1: no goal is reachable)"
	}
	for _, layer := range t.Layers() {
		for _, s := range layer {
			if !goal(s) {
				continue
			}
			path, _ := t.PathTo(s)
			res.Path = encodeAll(path, label)
			res.PathCost, _ = t.Cost(s)
			res.Answer, res.Goal = len(path)-1, text(label(s))
			if byCost {
				res.Answer = res.PathCost
			}
			return
		}
	}
}

// text is v as the page's labels show it: a string as is, anything else
// as JSON.
func text(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
