// Package cheapestflights solves LeetCode 787, Cheapest Flights Within K
// Stops, on ripple's weighted search.
//
// There are n cities numbered 0 to n-1 and flights[i] = [from, to, price].
// The question is the cheapest price from src to dst with at most k stops
// (k+1 flights), or -1 if there is no such route.
//
// [Flights] is the flight network as a [search.WeightedNeighbors][int] over
// the cities (each flight with its price), with the dense [search.Indexer]
// (a city is its own index) and, as [search.Neighbors], the same flights
// counting one each. [Flights.Cheapest] is [search.DijkstraContext] with
// Options.MaxDepth = k+1: the depth bound counts flights, and it is exact,
// so a city reached cheaply over many flights does not hide a dearer route
// over fewer flights that can still continue. The search runs as
// Dijkstra's algorithm while no route it keeps takes more than k+1
// flights, which is then the answer, and otherwise starts again by rounds
// of Bellman-Ford, one per flight. It returns the route as well as the
// price.
//
// Two APIs share the solver:
//
//   - [FindCheapestPrice] has LeetCode's signature and never panics: invalid
//     input gives -1, as does a dst out of reach; [FindCheapestRoute] gives
//     the route.
//   - [New] and [Parse] (LeetCode's arguments as a JSON object, such as
//     {"n":3,"flights":[[0,1,100],[1,2,100],[0,2,500]],"src":0,"dst":2,"k":1})
//     validate their input and report an [*InputError] naming the rule and
//     the position.
//
// Beyond LeetCode's bounds (n ≤ 100, prices 1 to 10^4, k < n), the
// package accepts up to [MaxCities] cities, [MaxFlights] flights, prices
// from 0 to [MaxPrice] and any k from 0 to 2^63-1, every k from n-2 on
// giving the same answer (a cheapest route visits no city twice); repeated
// flights, flights from a city to itself and src == dst (price 0), which
// LeetCode rules out, are accepted.
package cheapestflights
