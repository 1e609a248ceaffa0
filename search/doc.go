// Package search is ripple's breadth-first search engine for implicit graphs.
//
// A caller describes a graph by saying which states are one move away from a
// given state (the [Neighbors] interface); the engine never builds the graph.
//
// # Which function
//
//   - the layers of states at each distance: [Layers], or [Sweep] for
//     hundreds of millions of states (parallel, compact, no parents);
//   - one shortest path to a goal predicate: [ShortestPath];
//   - the distance, a path and every shortest path to the nearest goals:
//     [BFSTo]; the same for every reachable state: [BFS];
//   - one shortest path between two sets of states, meeting in the middle:
//     [Bidirectional];
//   - the connected components of a symmetric graph: [Components];
//   - one shortest path guided by a heuristic estimate of the moves left,
//     for graphs too large to search breadth-first: [AStar], or [IDAStar]
//     in memory linear in the depth (pattern databases for the heuristic:
//     package search/pdb; dense ranks of permutations: search/rank).
//   - over edges with costs ([WeightedNeighbors], adapted by [WeightedFunc]
//     or [UnitCost]): the cheapest path to a goal, [Dijkstra], or to every
//     state, [DijkstraAll] and [DijkstraContext] (a [CostTree] of costs and
//     paths; MaxDepth bounds a path's edges exactly); [ZeroOneBFS] and
//     [ZeroOneBFSContext] when every cost is 0 or 1; [AStarCost] and
//     [AStarCostContext] with an admissible heuristic. An [IndexEdger]
//     expands a state with one call.
//
// # Bounded searches
//
// A search over an implicit graph can run forever: the graph may be infinite,
// or much larger than memory. Every search therefore comes in a bounded
// form that takes a [context.Context] and [Options]: [BFS], [BFSTo],
// [ShortestPathContext], [BidirectionalContext], [ComponentsContext],
// [Sweep], [AStarContext] and [IDAStarContext], and for weighted graphs
// [DijkstraContext], [ZeroOneBFSContext] and [AStarCostContext]. The
// context is checked before every expansion and, through a flag, for every
// successor, so a search reacts to cancellation within one call to
// Neighbors. MaxStates is checked as each state is added, so memory stays
// within a small factor of the limit however wide a layer is. The error is
// non-nil only when the search was stopped, by the context (wrapping its
// error) or by a limit (wrapping [ErrLimit]); a stopped search returns no
// partial result. [Layers], [ShortestPath], [Bidirectional], [Components],
// [AStar] and [IDAStar] are the unbounded conveniences, for graphs known to
// be finite and small.
//
// # Visited sets
//
// The cost of a breadth-first search over an implicit graph is dominated by
// its visited set, chosen once per search from what the value passed as
// Neighbors implements: over an [Indexer] (found by type assertion, or
// attached with [WithIndex]) indices, over a [Packer] packed uint64 keys,
// otherwise a Go map keyed by the state. [FrontierNeighbors], [Walls] and
// [IndexNeighbors] speed up particular cases; docs/design.md has the table
// of which search uses which capability. Wrapping a method value in
// [NeighborsFunc] hides every capability.
//
// # Failure policy
//
// Unreachable goals, and goals beyond [Options].MaxDepth, are normal results
// (ok == false); limits and cancellation are errors, as above. Programmer
// misuse, such as a nil Neighbors, an Indexer returning an index out of
// range, or an Options field the search does not honour, panics with a
// message prefixed "search: ". A panic in a worker goroutine reaches the
// caller with the worker's stack in its message.
//
// # Allocation
//
// None of the searches allocates per expanded state: queues and frontiers
// grow by doubling and are reused between layers, so over an Indexer (and,
// for the searches that keep no positions, over a Packer) the number of
// heap allocations grows with the logarithm of the states reached. A Go map
// allocates as it grows: far from once per state, but linearly.
package search
