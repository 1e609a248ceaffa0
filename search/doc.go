// Package search is ripple's search engine for implicit graphs.
//
// A caller describes a graph by saying which states are one move away from a
// given state (the [Neighbors] interface), or which states are one move away
// and at what cost ([WeightedNeighbors]); the engine never builds the graph.
//
// # Which function
//
// Every search has a convenience form X and a bounded form XContext, which
// takes a context and [Options] and returns X's results plus an error. The
// names say the cost model: BFS, Layers, Sweep, Components, Bidirectional
// and IDAStar count moves (every edge costs one, whatever Edges says);
// Dijkstra, AStar, BidirectionalDijkstra and Yen add costs (over moves,
// through [UnitCost]); StrongComponents and TopologicalOrder take the
// moves alone.
//
//   - one shortest path to a goal, in moves: [BFS], [BFSContext];
//     meeting in the middle between two sets: [Bidirectional],
//     [BidirectionalContext];
//   - one cheapest path to a goal: [Dijkstra], [DijkstraContext]; with an
//     estimate of the cost left, [AStar], [AStarContext]; in moves, in
//     memory linear in the depth: [IDAStar], [IDAStarContext]; meeting in
//     the middle between two sets: [BidirectionalDijkstra],
//     [BidirectionalDijkstraContext];
//   - the k cheapest loopless paths to a goal, streamed in order of cost:
//     [Yen], [YenContext];
//   - a [Tree] of everything reached (or up to the nearest goals): its
//     distances, a path to each state, its layers, and with
//     Options.AllPaths every shortest path: [BFSTree], [BFSTreeContext]
//     in moves, [DijkstraTree], [DijkstraTreeContext] by cost;
//   - every shortest or cheapest path to a state, streamed, and how many
//     there are, exactly or modulo a number: [Tree.AllPathsTo] and
//     [Tree.CountPathsTo] on a tree built with Options.AllPaths;
//   - the states at each distance, streamed: [Layers], [LayersContext] in
//     discovery order, or [Sweep], [SweepContext] for hundreds of millions
//     of states (parallel, compact, no parents);
//   - the connected components of a symmetric graph, streamed:
//     [Components], [ComponentsContext]; the strongly connected components
//     of any graph, streamed sinks first: [StrongComponents],
//     [StrongComponentsContext];
//   - an order of the states in which every move goes forward, or a cycle:
//     [TopologicalOrder], [TopologicalOrderContext].
//
// A search that streams returns an iterator; its XContext form takes the
// loop's body (yield) and returns an error, so that a stop in mid-stream is
// reported. The unit-cost questions have no weighted twin where moves are
// what they count (layers, components), and IDA* is over moves only: its
// cost-model twin is AStar.
// Pattern databases for the heuristics are built by package search/pdb;
// dense ranks of permutations are in search/rank.
//
// # Bounded searches
//
// A search over an implicit graph can run forever: the graph may be
// infinite, or much larger than memory. The XContext form checks the
// context before every expansion and, through a flag, for every successor,
// so a search reacts to cancellation within one call to Neighbors.
// MaxStates is checked as each state is stored, so memory stays within a
// small factor of the limit however wide a layer is. The error is non-nil
// only when the search was stopped, by the context (wrapping its error)
// or by a limit (wrapping [ErrLimit]), and reads "search: <search>:
// stopped at <depth, cost, bound or path> n: <cause>"; a stopped search returns
// no partial result. Unreachable goals, and goals beyond MaxDepth, are
// normal results. The convenience X is XContext with no context and no
// limits, for graphs known to be finite and small; it panics past 2³¹−1
// states.
//
// # Capabilities
//
// The cost of a search over an implicit graph is dominated by its visited
// set, chosen once per search from what the graph value implements: over
// an [Indexer] indices (a table while few states are reached, then a
// bitset), over a [Packer] packed uint64 keys, otherwise a Go map keyed by
// the state. The optional capabilities, found by type assertion, make
// searches faster and never change an answer:
//
//	Indexer            every search but IDAStar (ignored past Len() 2³¹−1)
//	Packer             every search but IDAStar, without an Indexer
//	FrontierNeighbors  the breadth-first searches (not AllPaths), once dense
//	Walls              where FrontierNeighbors is used
//	IndexNeighbors     Sweep, once dense
//	IndexEdger         Dijkstra, DijkstraTree and BidirectionalDijkstra forward, over an Indexer
//	ZeroOneFrontier    Dijkstra and DijkstraTree without MaxDepth or AllPaths, once dense
//
// [NeighborsFunc] and [WeightedFunc] adapt plain functions, which have no
// capabilities: [With] gives them an Indexer or a Packer, and wrapping a
// value's own Neighbors or Edges method, which would hide the value's
// capabilities, panics. [UnitCost] keeps every capability of its moves.
// Which Options field each search honours:
//
//	MaxStates, MaxDepth  every search
//	OnLayer              every search but Components, StrongComponents, TopologicalOrder and Yen
//	AllPaths             BFSTree, DijkstraTree (without MaxDepth)
//	Workers              BFSTree (over an Indexer, without AllPaths or a goal), Sweep
//
// A search given a field it does not honour panics.
//
// # Failure policy
//
// Programmer misuse, such as a nil Neighbors, an Indexer returning an
// index out of range, or an Options field the search does not honour,
// panics with a message prefixed "search: ". A panic in a worker goroutine
// reaches the caller: an error as an error that wraps it, with the
// worker's stack in its message.
//
// # Allocation
//
// None of the searches allocates per expanded state: queues and frontiers
// grow by doubling and are reused between layers, so over an Indexer (and,
// for the searches that keep no positions, over a Packer) the number of
// heap allocations grows with the logarithm of the states reached. A Go map
// allocates as it grows: far from once per state, but linearly.
package search
