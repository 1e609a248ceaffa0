package search

// CostTree is the result of [DijkstraContext] and [ZeroOneBFSContext]: every
// settled state with the least cost of a path to it from the nearest start
// (within [Options].MaxDepth edges, if set) and one such path. States are
// settled in order of cost; a goal search stops at the first goal settled,
// which is then a cheapest goal.
//
// A CostTree is immutable and safe for concurrent use by readers.
type CostTree[S comparable] struct {
	n    int   // states settled
	last int32 // slot settled last
	goal int32 // slot of the goal settled, or -1
	view treeView[S]
}

// treeView is what a CostTree reads from the search that built it. Paths
// are chains of labels: without a depth bound a label is a state's slot,
// with one it is one of its (cost, edges) labels.
type treeView[S comparable] interface {
	state(slot int32) S
	order() []int32                     // the slots in the order settled
	settled(s S) (label int32, ok bool) // the cheapest settled label of s
	first(slot int32) int32             // the cheapest label of a settled slot
	cost(label int32) int64
	parent(label int32) int32 // -1 at a start
	stateOf(label int32) S
}

// Len returns the number of states settled: those whose cost is final.
func (t *CostTree[S]) Len() int { return t.n }

// Order returns the settled states in the order settled, which is by
// non-decreasing cost. The slice is freshly allocated; the search keeps
// no list, so Order costs O(V log V) for V states reached.
func (t *CostTree[S]) Order() []S {
	slots := t.view.order()
	out := make([]S, len(slots))
	for i, p := range slots {
		out[i] = t.view.state(p)
	}
	return out
}

// Cost returns the least cost of a path from a start to s and whether s
// was settled. A state reached but not settled when a goal search stopped
// reports false. O(1) plus a lookup.
func (t *CostTree[S]) Cost(s S) (int, bool) {
	l, ok := t.view.settled(s)
	if !ok {
		return 0, false
	}
	return int(t.view.cost(l)), true
}

// PathTo returns a cheapest path from a start to s, both included, and
// whether s was settled. With a depth bound, the path has at most
// MaxDepth edges, and among the cheapest such paths the fewest. O(path).
func (t *CostTree[S]) PathTo(s S) ([]S, bool) {
	l, ok := t.view.settled(s)
	if !ok {
		return nil, false
	}
	return t.pathFrom(l), true
}

func (t *CostTree[S]) pathFrom(l int32) []S {
	n := 0
	for q := l; q >= 0; q = t.view.parent(q) {
		n++
	}
	path := make([]S, n)
	for q := l; q >= 0; q = t.view.parent(q) {
		n--
		path[n] = t.view.stateOf(q)
	}
	return path
}

// Goal returns the goal state a goal search settled, the cheapest one, and
// whether there is one: false when no goal was reachable (within the
// bounds), and always false for a search without a goal.
func (t *CostTree[S]) Goal() (S, bool) {
	if t.goal < 0 {
		var zero S
		return zero, false
	}
	return t.view.state(t.goal), true
}

// Last returns the state settled last and its cost, the greatest of the
// tree (with a nil goal, the cost of reaching every reachable state, such
// as the time a signal takes to reach them all), and false for an empty
// tree.
func (t *CostTree[S]) Last() (S, int, bool) {
	if t.n == 0 {
		var zero S
		return zero, 0, false
	}
	p := t.last
	return t.view.state(p), int(t.view.cost(t.view.first(p))), true
}
