package search

import "iter"

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
// http.HandlerFunc does for handlers. Wrapping a method value, as in
// search.NeighborsFunc[int](board.Neighbors), hides every optional
// capability the value has, which forces map mode. Go does not infer the
// type argument of a conversion, so it is written out.
type NeighborsFunc[S comparable] func(s S, yield func(S) bool)

// Neighbors calls f(s, yield).
func (f NeighborsFunc[S]) Neighbors(s S, yield func(S) bool) { f(s, yield) }

// FromSeq adapts a function returning an [iter.Seq] of successors.
// It costs one closure allocation per expanded state inside f; prefer
// implementing Neighbors directly on hot paths.
func FromSeq[S comparable](f func(S) iter.Seq[S]) Neighbors[S] {
	if f == nil {
		panic("search: FromSeq(nil)")
	}
	return NeighborsFunc[S](func(s S, yield func(S) bool) {
		for v := range f(s) {
			if !yield(v) {
				return
			}
		}
	})
}

// FromSlice adapts a function returning the successors of a state as a
// slice, such as an adjacency list lookup. The engine does not retain or
// modify the slice.
func FromSlice[S comparable](f func(S) []S) Neighbors[S] {
	if f == nil {
		panic("search: FromSlice(nil)")
	}
	return NeighborsFunc[S](func(s S, yield func(S) bool) {
		for _, v := range f(s) {
			if !yield(v) {
				return
			}
		}
	})
}

func mustNeighbors[S comparable](nb Neighbors[S], fn string) {
	if nb == nil {
		panic("search: " + fn + " called with nil Neighbors")
	}
}
