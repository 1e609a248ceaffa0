// Package graph is ripple's bridge to gonum: it materialises the reachable
// part of an implicit graph ([search.Neighbors]) as an explicit graph that
// gonum's algorithms accept, cross-checks the search engine against gonum,
// and draws small instances through gonum's DOT encoder.
//
// It is the only ripple package that imports gonum's graph packages.
//
// # Export
//
// [Export] walks everything reachable from the starts with a FIFO queue of
// its own (not the search engine) and returns an [Explicit] graph that
// implements gonum's graph.Directed. Node IDs are discovery indices: the
// distinct starts get 0, 1, ... in the order given, then every state gets the
// next ID when it is first yielded, exactly the order of [search.Layers]
// concatenated. [Explicit.ID] and [Explicit.State] map between the two.
// [ExportUndirected] does the same for symmetric graphs and returns an
// [Undirected] that implements graph.Undirected, after verifying that every
// edge has its reverse.
//
// Edge policy:
//   - parallel edges (a successor yielded more than once) are collapsed into
//     one edge, kept at the position of its first yield;
//   - self-loops (a state yielding itself, such as a snake whose tail is on
//     its own square) are kept by default, because they are part of the
//     implicit graph and gonum's traversals, shortest paths and components
//     handle them (a loop is an already-visited node; its uniform cost never
//     shortens a path). [Options].DropSelfLoops removes them, for callers
//     that copy the result into a gonum simple graph, which panics on a
//     self-loop. No function of this package panics on a self-loop.
//
// The graph is stored as compact adjacency arrays (CSR): per node an int32
// offset into one successor array in first-yield order, and the same for
// predecessors sorted by ID, so that From, To, HasEdgeFromTo and Edge
// answer without maps. Memory is about 4·(2V + 2E) bytes plus the states
// and their lookup table.
//
// [ExportWeighted] exports a [search.WeightedNeighbors] as a [Weighted]
// graph, a gonum simple.WeightedDirectedGraph whose parallel edges are
// collapsed into the cheapest and whose self-loops are dropped.
//
// # Cross-check
//
// [CrossCheck] runs the search engine, the export, and gonum's
// breadth-first search and Dijkstra on the same graph, and reports in a
// [Report] every state on which they disagree: reached or not, depth,
// discovery order, and paths that do not follow the export's edges.
// [CrossCheckWeighted] does the same for cheapest costs and paths, against
// gonum's Dijkstra and Bellman-Ford.
//
// # Names and bounds
//
// The names follow package search's rule: every function that takes a
// context is named XContext and takes [Options] after it ([ExportContext],
// [ExportUndirectedContext], [ExportWeightedContext], [CrossCheckContext],
// [CrossCheckWeightedContext]), and X, with no context and zero Options,
// is its unbounded convenience for graphs known to be finite. The XContext
// form stops on the context or on Options.MaxStates with an error, and
// Options.MaxDepth restricts it to the states within that many moves of a
// start.
//
// # Failure policy
//
// A state limit ([Options].MaxStates) that would be exceeded is an error
// wrapping [search.ErrLimit]; no function returns a silently partial graph.
// A graph given to [ExportUndirected] that is not symmetric is an error of
// type [*AsymmetricError]. Programmer misuse (a nil Neighbors) panics with a
// "graph: " prefix.
package graph
