// Package plugin describes a problem package to the programs and tests that
// go over every plugin: the tour (examples/tour), the gonum cross-check
// (examples/crosscheck), and the cross-plugin tests and benchmarks
// (problems/all, search, graph). Each problem package exports one function,
// Plugin() plugin.Plugin, and problems/all lists those functions, one line
// per package; nothing else names the packages.
//
// The packages' state types differ (int squares, string words, packed
// puzzle states), so an [Instance] hides its state type behind int IDs:
// [New] turns any search.Neighbors[S] into a search.Neighbors[int] that
// every consumer can run generic code on.
package plugin

import (
	"fmt"
	"io"
	"sync"

	"github.com/ripplebfs/ripple/search"
)

// Plugin describes one problem package.
type Plugin struct {
	// Name is the package name, such as "islands".
	Name string
	// Title says what the package solves, such as "LeetCode 200, Number of
	// Islands".
	Title string
	// Parse is the package's Parse with its result dropped: nil for valid
	// input, else an error that errors.As matches as *input.Error.
	Parse func(io.Reader) error
	// Example is a valid input for Parse (LeetCode's first example).
	Example string
	// BadInputs are inputs Parse must reject, each with the rule and the
	// position it must report: at least one per rule the package adds to
	// input.ErrSyntax and input.ErrEmpty, where its input can break it.
	// problems/all checks them for every registered plugin.
	BadInputs []BadInput
	// Tour writes a few lines showing the package at work on published
	// examples, and returns an error if an answer differs from the
	// published one.
	Tour func(w io.Writer) error
	// Instances are named, search-ready instances, small enough for every
	// test run; the larger ones set Instance.Large.
	Instances []Instance
	// Packing, if not nil, says how the plugin's graphs travel as uint64
	// keys between machines (see [Packing]).
	Packing *Packing
}

// BadInput is one input that a plugin's Parse rejects, and what the error
// must say: its rule (the package's sentinel, for errors.Is), the byte
// offset from 0, and the cell [Row][Col] from 0 (-1 when not about one).
type BadInput struct {
	Kind     string // what is wrong, such as "ragged rows"
	Text     string
	Rule     error
	Offset   int64
	Row, Col int
}

// Instance is a named graph of a plugin and its start states, with the
// state type hidden behind int IDs (see [New]).
type Instance struct {
	// Name names the instance within its plugin, such as "leetcode-1".
	Name string
	// Graph is the instance's graph over state IDs; Starts are the IDs of
	// its start states.
	Graph  search.Neighbors[int]
	Starts []int
	// Label returns the text of the state with ID id, for DOT output and
	// messages.
	Label func(id int) string
	// Large marks instances too slow to search on every test run (more
	// than about 50,000 states): programs and benchmarks use them, tests
	// skip them under -short.
	Large bool
	// Undirected reports that every edge has its reverse, so that
	// connected components are defined; Components then holds the
	// plugin's own answer, if it computes one.
	Undirected bool
	Components *Components
	// Published, if set, is a figure published about the instance, which
	// the engine must reproduce.
	Published *Published

	id any // func(S) int, for AddComponents
}

// Components is a plugin's own connected components, for comparison with
// an independent computation over the same graph.
type Components struct {
	// Seeds are the state IDs whose components are listed.
	Seeds []int
	// Want are the components found by the plugin, as state IDs.
	Want [][]int
	// Edges and Count are published figures (edges of the graph over the
	// seeds, number of components), or -1.
	Edges, Count int
}

// Published is a figure published about an instance: the number of states
// reachable from the starts and the deepest layer, or -1 where unknown,
// with the source.
type Published struct {
	States, Depth int
	Source        string
}

// New returns the instance of graph nb from starts, with label naming its
// states (fmt.Sprint if nil).
//
// IDs are the states themselves when S is int. Otherwise, if nb is a
// search.Indexer[S], IDs are its indices and the instance's Graph is dense
// too (an Indexer whose index is the ID); else states get IDs in
// the order they are first seen, under a mutex, and Graph is searched in
// map mode. The wrapping costs one closure and one Index call per
// expansion: fine for tests and demonstrations, but benchmarks of a
// plugin's own speed use its own types.
func New[S comparable](name string, nb search.Neighbors[S], label func(S) string, starts ...S) Instance {
	if label == nil {
		label = func(s S) string { return fmt.Sprint(s) }
	}
	if g, ok := any(nb).(search.Neighbors[int]); ok {
		ints := any(starts).([]int)
		lab := any(label).(func(int) string)
		return Instance{Name: name, Graph: g, Starts: ints, Label: lab, id: func(s int) int { return s }}
	}
	var g interface {
		search.Neighbors[int]
		state(id int) S
		index(s S) int
	}
	if ix, ok := nb.(search.Indexer[S]); ok {
		g = &indexed[S]{nb: nb, ix: ix}
	} else {
		g = &interned[S]{nb: nb, ids: map[S]int{}}
	}
	ids := make([]int, len(starts))
	for i, s := range starts {
		ids[i] = g.index(s)
	}
	return Instance{Name: name, Graph: g, Starts: ids, Label: func(id int) string { return label(g.state(id)) }, id: g.index}
}

// AddComponents sets in.Components from the plugin's own components over
// the given seeds, in the instance's state type S (that of [New]), and
// marks the instance undirected. It panics if S is not that type.
func AddComponents[S comparable](in *Instance, seeds []S, want [][]S, edges, count int) {
	id, ok := in.id.(func(S) int)
	if !ok {
		panic(fmt.Sprintf("plugin: AddComponents on %s: state type is not %T", in.Name, *new(S)))
	}
	ids := func(s []S) []int {
		out := make([]int, len(s))
		for i, v := range s {
			out[i] = id(v)
		}
		return out
	}
	c := &Components{Seeds: ids(seeds), Edges: edges, Count: count}
	for _, w := range want {
		c.Want = append(c.Want, ids(w))
	}
	in.Undirected, in.Components = true, c
}

// indexed is a graph over a plugin's dense indices.
type indexed[S comparable] struct {
	nb search.Neighbors[S]
	ix search.Indexer[S]
}

func (g *indexed[S]) Neighbors(id int, yield func(int) bool) {
	g.nb.Neighbors(g.ix.State(id), func(t S) bool { return yield(g.ix.Index(t)) })
}
func (g *indexed[S]) Len() int         { return g.ix.Len() }
func (g *indexed[S]) Index(id int) int { return id }
func (g *indexed[S]) State(i int) int  { return i }
func (g *indexed[S]) state(id int) S   { return g.ix.State(id) }
func (g *indexed[S]) index(s S) int    { return g.ix.Index(s) }

// interned is a graph over IDs given to states as they are first seen.
type interned[S comparable] struct {
	nb     search.Neighbors[S]
	mu     sync.Mutex
	ids    map[S]int
	states []S
}

func (g *interned[S]) Neighbors(id int, yield func(int) bool) {
	g.nb.Neighbors(g.state(id), func(t S) bool { return yield(g.index(t)) })
}

func (g *interned[S]) state(id int) S {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.states[id]
}

func (g *interned[S]) index(s S) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	id, ok := g.ids[s]
	if !ok {
		id = len(g.states)
		g.ids[s] = id
		g.states = append(g.states, s)
	}
	return id
}
