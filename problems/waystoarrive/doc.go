// Package waystoarrive solves LeetCode 1976, Number of Ways to Arrive at
// Destination, on ripple's weighted search.
//
// A city has n intersections numbered 0 to n-1 and bidirectional roads
// roads[i] = [u, v, time]: travelling between u and v takes time minutes
// either way. The question is in how many ways one can travel from
// intersection 0 to intersection n-1 in the least time, modulo 10^9+7.
//
// [City] is the road network as a [search.WeightedNeighbors][int] over the
// intersections (each road both ways, with its time), with the dense
// [search.Indexer] (an intersection is its own index), the bulk
// [search.IndexEdger] over its adjacency arrays and, as
// [search.Neighbors], the same roads counting one each. [City.Ways] is
// [search.DijkstraTreeContext] with Options.AllPaths up to the
// destination, then [search.Tree.CountPathsTo] modulo the caller's number:
// no search loop of its own. A way is a sequence of intersections, so
// that [City.Routes] lists exactly the ways counted.
//
// Two APIs share the solver:
//
//   - [CountPaths] has LeetCode's signature and never panics: invalid
//     input gives -1, and a destination out of reach 0 ways.
//   - [New] and [Parse] (LeetCode's arguments as a JSON object, such as
//     {"n":2,"roads":[[1,0,10]]}) validate their input and report an
//     [*InputError] naming the rule and the position.
//
// Beyond LeetCode's bounds (n ≤ 200, at most n(n-1)/2 roads, times 1 to
// 10^9, every intersection reachable), the package accepts up to
// [MaxIntersections] intersections, [MaxRoads] roads and times up to
// [MaxTime], and a city in pieces; repeated roads and roads from an
// intersection to itself, which LeetCode rules out, are accepted: a
// repeated road of the same time is one way, not two, and a road to
// itself is never on a fastest way. A time of 0 is refused: a road that
// takes no time could be driven back and forth for ever, and the ways
// would be infinitely many.
package waystoarrive
