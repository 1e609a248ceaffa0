package search

// CostTree is the result of [DijkstraContext] and [ZeroOneBFSContext]: every
// settled state with the least cost of a path to it from the nearest start
// (within [Options].MaxDepth edges, if set) and one such path. States are
// settled in order of cost; a goal search stops at the first goal settled,
// which is then a cheapest goal.
//
// A CostTree is immutable and safe for concurrent use by readers.
type CostTree[S comparable] struct {
	store *labelStore[S]
	order []int32 // positions in the order settled

	// Without a depth bound, indexed by position: cost[p], parent[p] (-1
	// for a start) and the settled bit.
	// With one, indexed by label: cost[l], parent[l] (-1 for a start),
	// and lpos[l], the label's position; label[p] is the first label of
	// position p settled, or -1.
	cost    []int64
	parent  []int32
	settled []uint64
	label   []int32
	lpos    []int32

	goal int32 // position of the goal settled, or -1
}

// Len returns the number of states settled: those whose cost is final.
func (t *CostTree[S]) Len() int { return len(t.order) }

// Order returns the settled states in the order settled, which is by
// non-decreasing cost. The slice is freshly allocated.
func (t *CostTree[S]) Order() []S {
	out := make([]S, len(t.order))
	for i, p := range t.order {
		out[i] = t.store.states[p]
	}
	return out
}

// lab returns the label of the settled state s: its position without a
// depth bound, its first settled label with one.
func (t *CostTree[S]) lab(s S) (int32, bool) {
	p, ok := t.store.find(s)
	if !ok {
		return -1, false
	}
	if t.label != nil {
		l := t.label[p]
		return l, l >= 0
	}
	return p, t.settled[p>>6]&(1<<(uint(p)&63)) != 0
}

// Cost returns the least cost of a path from a start to s and whether s
// was settled. A state reached but not settled when a goal search stopped
// reports false. O(1) plus a lookup.
func (t *CostTree[S]) Cost(s S) (int, bool) {
	l, ok := t.lab(s)
	if !ok {
		return 0, false
	}
	return int(t.cost[l]), true
}

// PathTo returns a cheapest path from a start to s, both included, and
// whether s was settled. With a depth bound, the path has at most
// MaxDepth edges, and among the cheapest such paths the fewest. O(path).
func (t *CostTree[S]) PathTo(s S) ([]S, bool) {
	l, ok := t.lab(s)
	if !ok {
		return nil, false
	}
	return t.pathFrom(l), true
}

func (t *CostTree[S]) pathFrom(l int32) []S {
	n := 0
	for q := l; q >= 0; q = t.parent[q] {
		n++
	}
	path := make([]S, n)
	for q := l; q >= 0; q = t.parent[q] {
		n--
		p := q
		if t.lpos != nil {
			p = t.lpos[q]
		}
		path[n] = t.store.states[p]
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
	return t.store.states[t.goal], true
}

// Last returns the state settled last and its cost, the greatest of the
// tree (with a nil goal, the cost of reaching every reachable state, such
// as the time a signal takes to reach them all), and false for an empty
// tree.
func (t *CostTree[S]) Last() (S, int, bool) {
	if len(t.order) == 0 {
		var zero S
		return zero, 0, false
	}
	p := t.order[len(t.order)-1]
	l := p
	if t.label != nil {
		l = t.label[p]
	}
	return t.store.states[p], int(t.cost[l]), true
}
