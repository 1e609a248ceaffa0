package plugin

import (
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// Packing describes how a plugin's graphs travel as uint64 keys, for
// programs that move states between machines (the Beam backend, in the
// module under beam/): such a program knows the graph by Problem, reads an
// instance's parameters from the flag Param, and sends workers only the
// name and the canonical parameters, from which each rebuilds the graph
// with New.
type Packing struct {
	// Problem names the graph to such programs, such as "sliding".
	Problem string
	// Param is the name of the flag that gives an instance, such as
	// "size"; Doc is the flag's usage text.
	Param, Doc string
	// Input reports that the parameter is input text in Parse's format
	// (such as a board), which a command may read from standard input,
	// bounded, as LeetCode prints it ("Input: board = …" included).
	Input bool
	// Undirected reports that every move of every instance can be undone,
	// which allows frontier search (only the last two layers kept).
	Undirected bool
	// New builds the instance's graph from its parameters, and returns
	// them in canonical form too: the same string for the same instance
	// however it was written, so that a resumed run recognises it. Bad
	// parameters are an error naming the rule and the position.
	New func(params string) (g PackedGraph, canonical string, err error)
}

// PackedGraph is a graph over uint64 keys, searched from its starts.
type PackedGraph interface {
	// Starts returns the keys of the start states.
	Starts() []uint64
	// Expand calls yield with the key of each state one move from the
	// state with key k, and stops when yield returns false. It must be
	// safe for concurrent use.
	Expand(k uint64, yield func(uint64) bool)
}

// Pack returns the PackedGraph of nb from starts, keyed by the first of
// nb's capabilities that applies, as the engine's searches pick theirs: a
// search.Indexer (keys are indices), else a search.Packer. It returns nil
// if nb has neither.
func Pack[S comparable](nb search.Neighbors[S], starts ...S) PackedGraph {
	var key func(S) uint64
	var state func(uint64) S
	if ix, ok := nb.(search.Indexer[S]); ok {
		key = func(s S) uint64 { return uint64(ix.Index(s)) }
		state = func(k uint64) S { return ix.State(int(k)) }
	} else if pk, ok := nb.(search.Packer[S]); ok {
		key, state = pk.Pack, pk.Unpack
	} else {
		return nil
	}
	return &packed[S]{nb: nb, key: key, state: state, starts: slices.Clone(starts)}
}

type packed[S comparable] struct {
	nb     search.Neighbors[S]
	key    func(S) uint64
	state  func(uint64) S
	starts []S
}

func (p *packed[S]) Starts() []uint64 {
	keys := make([]uint64, len(p.starts))
	for i, s := range p.starts {
		keys[i] = p.key(s)
	}
	return keys
}

func (p *packed[S]) Expand(k uint64, yield func(uint64) bool) {
	p.nb.Neighbors(p.state(k), func(t S) bool { return yield(p.key(t)) })
}
