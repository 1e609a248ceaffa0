package search

// The optional capabilities a Neighbors value can add, found by type
// assertion once per search. docs/design.md has the table of which search
// honours which; every search reaches the same result with or without
// them.

// Indexer is the optional dense-mode capability: a bijection between the
// states a search can reach and the integers [0, Len()).
//
// When the Neighbors value given to a search also implements Indexer, the
// engine keeps its visited set over the indices instead of a hash map
// keyed by the state: a table of the indices reached while they are few,
// then a bitset of Len() bits (and, for the searches that build a tree,
// int32 positions), so that memory follows the states reached, not Len().
// An index space of at most 2²² indices is dense from the start. Len is
// called once per search; Index is called once for every edge examined
// (unless a faster capability below replaces it). Index must return a
// value in [0, Len()) for every reachable state (anything else panics),
// and State must invert it: the searches check State(Index(v)) == v for
// the starts and for the successors of a sample of the states they
// expand, and panic with a message naming the Indexer if it fails. If Len
// exceeds 2³¹−1 the searches other than Sweep do not use the Indexer and
// run in map mode.
type Indexer[S comparable] interface {
	Len() int
	Index(s S) int
	State(i int) S
}

// FrontierNeighbors is the optional frontier-at-a-time capability of an
// [Indexer]: a value that expands a whole slice of states in one call and
// tests the successors against the engine's visited set itself, so that
// the plugin's move rule and the visited test run in one tight loop, with
// no indirect call per edge.
//
// AppendNeighbors goes through frontier in order and, for each state s,
// through the successors that Neighbors(s, yield) yields, in the same
// order. For each successor v it calls seen.Mark(Index(v)) and appends v
// to dst if Mark returned true (v was not marked before). It returns the
// extended dst. The result is therefore the states of the next layer
// reached from frontier, each once, in the order of a textbook FIFO-queue
// BFS. It must not modify frontier or retain frontier, dst or seen after
// it returns; frontier never overlaps the part of dst it appends to. Index
// is the value's own Index, which AppendNeighbors may compute inline.
//
// The searches use it only in dense mode, once their visited set is a
// bitset (the value is also an Indexer with Len() at most 2³¹−1; until
// the set is dense they expand per edge), and where they need no parent
// per edge:
// [Layers], [BFS], [BFSTo], [ShortestPath] and [ShortestPathContext] (a
// tree's paths then find each parent by calling Neighbors on the states
// of its chunk; not with Options.AllPaths, which needs every edge),
// [Components] and [ComponentsContext], and [Sweep] with one worker (at
// any Len; before [IndexNeighbors] up to Len() 2²², after it above). Each
// call passes at most [FrontierChunk] states. Searches that stop per
// successor (A*, IDA*, Bidirectional) call Neighbors, so the two must
// agree: searchtest.Check verifies that they do, state by state.
//
// The name mirrors [IndexNeighbors]: the neighbours of a frontier.
type FrontierNeighbors[S comparable] interface {
	AppendNeighbors(dst, frontier []S, seen Visited) []S
}

// FrontierChunk is the largest frontier slice the searches pass to
// [FrontierNeighbors] in one call. It bounds how far a call can overshoot
// a state limit and how long it can delay a cancellation, and keeps the
// states a call appends within the first-level cache.
const FrontierChunk = 256

// IndexNeighbors is an optional capability of an [Indexer] for the dense
// mode of [Sweep]: it yields the index of every successor of the state
// whose index is i, exactly the indices Index(v) for the v that
// Neighbors(State(i), ...) yields (in any order, repeats allowed), and
// stops when yield returns false. Sweep then calls it instead of State,
// Neighbors and Index, which lets a plugin compute successor indices
// incrementally from the parent's (the sliding puzzle does). The other
// searches ignore it; searchtest.Check verifies that it agrees with
// Neighbors.
//
// The name mirrors [Neighbors], whose method it is in index space: the
// interface is named after its one method, as Neighbors is, and says that
// it yields neighbours by index.
type IndexNeighbors interface {
	IndexNeighbors(i int, yield func(j int) bool)
}

// Packer is the optional packed-key capability: a state that packs into a
// uint64 without loss. When the Neighbors value given to [Sweep] implements
// Packer (and not [Indexer], which takes precedence), Sweep keeps its
// visited set in an open-addressing hash table of uint64 keys and its
// frontiers as []uint64, instead of a Go map and []S: no per-key hashing of
// a generic type, no map growth in steps, 8 bytes per frontier entry.
//
// Pack must be injective over the reachable states, and Unpack must invert
// it: Unpack(Pack(s)) == s. Any uint64 value, 0 included, is a valid key.
type Packer[S comparable] interface {
	Pack(s S) uint64
	Unpack(k uint64) S
}

// Walls is the optional capability of an [Indexer] whose index space has
// room for states that do not exist or must never be entered: the border
// of a grid laid out in a frame one cell wider on every side, blocked
// cells. Walls marks the index of each of them in seen (and marks nothing
// else), once per search, before the visited set is first lent to a
// [FrontierNeighbors]. Its AppendNeighbors then finds those indices
// already marked (seen.Mark returns false for them), so a grid plugin can
// test its four neighbours without any edge check: the border answers.
//
// The contract: no start and no state that Neighbors yields from a
// reachable state has a wall's index; Neighbors itself never yields one,
// so the searches that call Neighbors (per edge, A*, IDA*, Bidirectional)
// need no walls. Walls count neither as reached states nor toward
// MaxStates, and a search tree never reports one as reached. Every search
// that lends its visited set to a FrontierNeighbors marks the walls first
// ([Layers], [BFS], [BFSTo], [ShortestPath], [Components], [Sweep]); while
// the set is a sparse table (Len() above 2²²) the walls are marked when
// it turns dense, as FrontierNeighbors is used only from then on. The
// cost is one call and, for a tree, one pass over Len()/64 words.
// searchtest.Check verifies the contract over the reachable states.
type Walls interface {
	Walls(seen Visited)
}
