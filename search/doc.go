// Package search is ripple's breadth-first search engine for implicit graphs.
//
// A caller describes a graph by saying which states are one move away from a
// given state (the [Neighbors] interface); the engine never builds the graph.
// It answers the unit-cost questions: the layers of states at each distance
// ([Layers]), one shortest path to a goal ([ShortestPath], [Bidirectional]),
// and a full search tree with distances, paths and all shortest paths ([BFS]).
// [Components] splits a symmetric graph into connected components. [Sweep]
// is for state spaces of hundreds of millions of states: it keeps no
// parents, spreads wide layers over [Options].Workers goroutines and
// returns the layer sizes.
//
// # Visited sets
//
// The cost of a breadth-first search over an implicit graph is dominated by
// its visited set. By default the engine uses a Go map keyed by the state. If
// the value passed as Neighbors also implements [Indexer] (found by type
// assertion, or attached with [WithIndex]), the engine switches to dense mode:
// a bitset over [0, Len()) and int32 positions, several times faster and
// without per-insert hashing. To force map mode for a value that implements
// Indexer, pass its method value wrapped in [Func]: search.NeighborsFunc(x.Neighbors).
//
// Three more optional capabilities speed up particular cases: [Offsetter]
// (int states whose index is the state minus a constant: dense [Layers]
// computes the index inline), [IndexNeighbors] (successor indices computed
// directly: dense [Sweep] skips State and Index), and [Packer] (states that
// pack into a uint64: [Sweep] keeps them in an open-addressing table
// instead of a map).
//
// # Failure policy
//
// Unreachable goals are normal results: ok == false. Limits set by the caller
// ([Options].MaxStates) and context cancellation are errors (wrapping
// [ErrLimit] or the context's error). Programmer misuse, such as a nil
// Neighbors or an Indexer returning an index out of range, panics with a
// message prefixed "search: ".
//
// # Allocation
//
// None of the searches allocates per expanded state in steady state: queues
// and frontiers grow by doubling and are reused between layers, so the number
// of heap allocations grows with the logarithm of the number of states, not
// with the states.
package search
