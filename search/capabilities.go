package search

// The optional capabilities a Neighbors value can add, found by type
// assertion once per search: every search reaches the same result with or
// without them.

// Indexer is the optional dense-mode capability: a bijection between the
// states a search can reach and the integers [0, Len()). Every search then
// keeps its visited set over the indices, in memory that follows the states
// reached rather than Len() (a table while they are few, then a bitset). Len
// is called once per search, Index once per edge examined (unless a
// capability below replaces it). Index must return a value in [0, Len()) for
// every reachable state (anything else panics, but see [Visited.Mark]), and
// State must invert it: the searches check that for the starts and the
// successors of a sample of the states they expand. If Len exceeds 2³¹−1 the
// searches ignore it.
type Indexer[S comparable] interface {
	Len() int
	Index(s S) int
	State(i int) S
}

// FrontierNeighbors is the optional frontier-at-a-time capability of an
// [Indexer]: AppendNeighbors expands a whole slice of states in one call
// and tests the successors against the engine's visited set itself.
// AppendNeighbors goes through frontier in order and, for each state s,
// through the successors that Neighbors(s, yield) yields, in the same
// order. For each successor v it calls seen.Mark(Index(v)) and appends v
// to dst if Mark returned true. It returns the extended dst: the next
// layer's states reached from frontier, each once, in the order of a FIFO
// queue BFS. It must not modify or retain frontier, and must not retain
// dst or seen; frontier never overlaps the part of dst it appends to.
//
// The breadth-first searches use it once their visited set is a bitset,
// except with Options.AllPaths (the package doc has the table), passing
// at most 256 states per call, which bounds how far a call can overshoot
// a state limit or delay a cancellation. The searches that stop per
// successor (A*, IDA*, Bidirectional) call Neighbors, so the two must
// agree; searchtest.Check verifies that they do.
type FrontierNeighbors[S comparable] interface {
	AppendNeighbors(dst, frontier []S, seen Visited) []S
}

// ZeroOneFrontier is the optional 0-1 frontier capability of a
// [WeightedNeighbors] that is also an [Indexer] and whose every edge costs
// 0 or 1: the weighted twin of [FrontierNeighbors]. AppendEdges goes
// through frontier in order and, for each state s, through the edges that
// Edges(s, yield) yields, in the same order, taking those of the given
// cost (0 or 1) and no other. For each such edge to v it calls
// seen.Mark(Index(v)) and appends v to dst if Mark returned true. It
// returns the extended dst. It must not modify or retain frontier, and
// must not retain dst or seen; frontier never overlaps the part of dst it
// appends to.
//
// [Dijkstra] and [DijkstraTree] use it, without a bound on edges, once
// their visited set is a bitset (walls marked, see [Walls]): they settle
// the states cost by cost, as 0-1 BFS does, each cost class closed under
// the 0-cost moves by AppendEdges(dst, frontier, 0, seen) before
// AppendEdges(dst, frontier, 1, seen) takes its 1-cost moves to the next
// class, so that a state is final when it is marked. They pass at most 64
// states per call, and the capability takes precedence over
// [IndexEdger]. A plugin whose 0-cost moves are few and cheap to follow
// (an arrow grid: a cell's arrow is its only free move) then expands with
// no call per edge and no queue of costs. Implementing it declares that
// every cost is 0 or 1: a search
// that meets another cost through Edges (on a sampled expansion, or while
// its visited set is still a table) panics. searchtest.CheckWeighted
// verifies AppendEdges against Edges.
type ZeroOneFrontier[S comparable] interface {
	AppendEdges(dst, frontier []S, cost int, seen Visited) []S
}

// frontierChunk is the largest frontier slice the searches pass to a
// [FrontierNeighbors] in one call.
const frontierChunk = 256

// IndexNeighbors is an optional capability of an [Indexer] for [Sweep]: it
// yields the index of every successor of the state whose index is i,
// exactly the indices Index(v) for the v that Neighbors(State(i), ...)
// yields (in any order, repeats allowed), and stops when yield returns
// false. Once its store is dense, Sweep then expands without State,
// Neighbors or Index. searchtest.Check verifies that it agrees with Neighbors.
type IndexNeighbors interface {
	IndexNeighbors(i int, yield func(j int) bool)
}

// Packer is the optional packed-key capability: a state that packs into a
// uint64 without loss. When the Neighbors value implements Packer (and not
// an [Indexer] the search uses, which takes precedence), every search but
// IDAStar, which keeps no visited set, keys its visited set by the packed
// uint64 instead of the state.
//
// Pack must be injective over the reachable states, and Unpack must invert
// it: Unpack(Pack(s)) == s. Any uint64 value, 0 included, is a valid key.
type Packer[S comparable] interface {
	Pack(s S) uint64
	Unpack(k uint64) S
}

// Walls is the optional capability of an [Indexer] whose index space has
// room for states that must never be entered: the border of a grid laid
// out in a frame one cell wider on every side, blocked cells. Walls marks
// the index of each of them in seen (and nothing else), once per search,
// before the visited set is first lent to a [FrontierNeighbors], whose
// AppendNeighbors then needs no edge check. No start and no state that
// Neighbors yields from a reachable state may have a wall's index
// (searchtest.Check verifies this). Walls count neither as reached states
// nor toward MaxStates, and a search tree never reports one as reached.
type Walls interface {
	Walls(seen Visited)
}
