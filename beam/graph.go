package ripplebeam

import (
	"fmt"
	"slices"
	"sort"
	"sync"

	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/search"
)

// Graph is a state space as the pipeline sees it: states are uint64 keys
// (a [search.Packer]'s Pack), so that they travel between workers as
// eight bytes whatever the problem's state type.
type Graph interface {
	// Starts returns the keys of the start states (depth 0).
	Starts() []uint64
	// Expand calls yield with the key of each state one move from the
	// state with key k, and stops when yield returns false. It must be
	// safe for concurrent use: workers call it from several goroutines.
	Expand(k uint64, yield func(uint64) bool)
}

// Maker builds a registered problem's [Graph] from its parameters, a
// string that the driver ships to every worker (such as "3x3" for the
// sliding puzzle, or a board literal). It must return an error, not
// panic, on parameters it rejects.
type Maker func(params string) (Graph, error)

// Problem is a registered problem: how to build its graph, and whether
// its graph is undirected (every move can be undone), which lets [Run]
// use frontier search.
type Problem struct {
	Name       string
	Undirected bool
	New        Maker
}

var (
	registryMu sync.RWMutex
	registry   = map[string]Problem{}
)

// Register makes a problem available under name, to [Run] and to every
// worker. Call it from an init function of a package that both the
// launching program and the worker binary import (on distributed runners
// the worker is the same binary, cross-compiled), so that workers, which
// receive only the name and the parameters, can rebuild the graph.
// undirected asserts that every move has its reverse; searchtest.Check on
// a sample of states can verify it. Register panics if name is empty, mk
// is nil or name is taken.
func Register(name string, undirected bool, mk Maker) {
	if name == "" || mk == nil {
		panic("ripplebeam: Register needs a name and a Maker")
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, ok := registry[name]; ok {
		panic(fmt.Sprintf("ripplebeam: Register: problem %q registered twice", name))
	}
	registry[name] = Problem{Name: name, Undirected: undirected, New: mk}
}

// Lookup returns the problem registered under name.
func Lookup(name string) (Problem, bool) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	p, ok := registry[name]
	return p, ok
}

// Problems returns the registered names, sorted.
func Problems() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Of returns the [Graph] of nb searched from starts, keyed by the first
// capability of nb that applies, as the engine's searches pick theirs: a
// [search.Indexer] (keys are indices, dense and small, so layer files are
// smaller), else a [search.Packer]. It returns an error if nb has neither.
func Of[S comparable](nb search.Neighbors[S], starts ...S) (Graph, error) {
	if g := plugin.Pack(nb, starts...); g != nil {
		return g, nil
	}
	return nil, fmt.Errorf("the states of %T neither pack into a uint64 (search.Packer) nor are indexed (search.Indexer)", nb)
}

// Indexed returns the [Graph] of g searched from starts, for any g that
// is a [search.Indexer]: a state's key is its index. Expanding a key costs
// one State and one Index per successor.
func Indexed[S comparable, G interface {
	search.Neighbors[S]
	search.Indexer[S]
}](g G, starts ...S) Graph {
	return &indexed[S, G]{g: g, starts: slices.Clone(starts)}
}

type indexed[S comparable, G interface {
	search.Neighbors[S]
	search.Indexer[S]
}] struct {
	g      G
	starts []S
}

func (p *indexed[S, G]) Starts() []uint64 {
	keys := make([]uint64, len(p.starts))
	for i, s := range p.starts {
		keys[i] = uint64(p.g.Index(s))
	}
	return keys
}

func (p *indexed[S, G]) Expand(k uint64, yield func(uint64) bool) {
	p.g.Neighbors(p.g.State(int(k)), func(t S) bool { return yield(uint64(p.g.Index(t))) })
}

// Packed returns the [Graph] of g searched from starts, for any g whose
// states implement the engine's packed-key capability: g is both a
// [search.Neighbors] and a [search.Packer] (as slidingpuzzle.Puzzle is).
// Expanding a key costs one Unpack and one Pack per successor.
func Packed[S comparable, G interface {
	search.Neighbors[S]
	search.Packer[S]
}](g G, starts ...S) Graph {
	return &packed[S, G]{g: g, starts: slices.Clone(starts)}
}

type packed[S comparable, G interface {
	search.Neighbors[S]
	search.Packer[S]
}] struct {
	g      G
	starts []S
}

func (p *packed[S, G]) Starts() []uint64 {
	keys := make([]uint64, len(p.starts))
	for i, s := range p.starts {
		keys[i] = p.g.Pack(s)
	}
	return keys
}

func (p *packed[S, G]) Expand(k uint64, yield func(uint64) bool) {
	p.g.Neighbors(p.g.Unpack(k), func(t S) bool { return yield(p.g.Pack(t)) })
}
