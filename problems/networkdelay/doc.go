// Package networkdelay solves LeetCode 743, Network Delay Time, on ripple's
// weighted search.
//
// A network has n nodes labelled 1 to n and directed edges times[i] =
// [u, v, w]: a signal sent from u reaches v after w time units. A signal
// is sent from node k; the question is how long it takes for every node
// to receive it, or -1 if some node never does.
//
// [Network] is the graph as a [search.WeightedNeighbors][int] over the
// node labels (each edge with its travel time), with the dense
// [search.Indexer] (a node is its own index) and, as [search.Neighbors],
// the same edges counting one hop each. The answer is the cost of the
// state [search.DijkstraTree] settles last ([search.Tree.Last]): the
// greatest of the shortest arrival times, with no search loop of its own.
//
// Two APIs share the solver:
//
//   - [NetworkDelayTime] has LeetCode's signature and never panics: invalid
//     input gives -1, as does a node the signal never reaches.
//   - [New] and [Parse] (LeetCode's arguments as a JSON object, such as
//     {"times":[[2,1,1],[2,3,1],[3,4,1]],"n":4,"k":2}) validate their input
//     and report an [*InputError] naming the rule and the position.
//
// Beyond LeetCode's bounds (n ≤ 100, 6,000 edges, times 0 to 100), the
// package accepts up to [MaxNodes] nodes, [MaxEdges] edges and times up
// to [MaxTime]; repeated edges and edges from a node to itself, which
// LeetCode rules out, are accepted and change no answer.
package networkdelay
