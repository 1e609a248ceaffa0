package search

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
)

// Neighbors describes an implicit graph with unit-cost edges.
//
// Neighbors calls yield once for each state one move away from s, in a
// deterministic order, and stops as soon as yield returns false. It is the
// body of an [iter.Seq]: for a fixed s, Neighbors(s, yield) behaves like
// ranging over a sequence of successors. Yielding the same successor more
// than once (a multi-edge) and yielding s itself (a self-loop) are allowed;
// the engine ignores both.
//
// Implementations must not retain yield after they return.
type Neighbors[S comparable] interface {
	Neighbors(s S, yield func(S) bool)
}

// NeighborsFunc adapts a plain function to the [Neighbors] interface, as
// http.HandlerFunc does for handlers. A function has no capabilities:
// give it an Indexer or a Packer with [With]. Wrapping a value's own
// Neighbors method, as in search.NeighborsFunc[int](board.Neighbors),
// would hide every capability of the value, so the searches refuse it
// (they panic, naming the method): pass the value itself. Go does not
// infer the type argument of a conversion, so it is written out.
type NeighborsFunc[S comparable] func(s S, yield func(S) bool)

// Neighbors calls f(s, yield).
func (f NeighborsFunc[S]) Neighbors(s S, yield func(S) bool) { f(s, yield) }

func mustNeighbors[S comparable](nb Neighbors[S], fn string) {
	if nb == nil {
		panic("search: " + fn + " called with nil Neighbors")
	}
}

// mustNotHide panics if g, a [NeighborsFunc] or a [WeightedFunc], is the
// method value x.Neighbors or x.Edges of some x, which hides x's
// capabilities: the compiler names such a function "pkg.T.M-fm".
func mustNotHide[S comparable](g any) {
	var f any
	switch g := g.(type) {
	case NeighborsFunc[S]:
		f = (func(S, func(S) bool))(g)
	case WeightedFunc[S]:
		f = (func(S, func(S, int) bool))(g)
	default:
		return
	}
	v := reflect.ValueOf(f)
	if v.IsNil() {
		return
	}
	name := runtime.FuncForPC(v.Pointer()).Name()
	if m, ok := strings.CutSuffix(name, "-fm"); ok && (strings.HasSuffix(m, ".Neighbors") || strings.HasSuffix(m, ".Edges")) {
		panic(fmt.Sprintf("search: %T wraps the method value %s, which hides every capability of its receiver; pass the receiver itself", g, m))
	}
}
