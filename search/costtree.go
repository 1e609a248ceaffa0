package search

// CostTree is the result of [DijkstraContext] and [ZeroOneBFSContext]: every
// settled state with the least cost of a path to it from the nearest start
// (within [Options].MaxDepth edges, if set) and one such path. States are
// settled in order of cost; a goal search stops at the first goal settled,
// which is then a cheapest goal.
//
// A CostTree is immutable and safe for concurrent use by readers.
type CostTree[S comparable] struct {
	w    *csearch[S]
	goal int32 // position of the goal settled, or -1
}

// Len returns the number of states settled: those whose cost is final.
func (t *CostTree[S]) Len() int { return len(t.w.done) }

// Order returns the settled states in the order settled, which is by
// non-decreasing cost. The slice is freshly allocated. O(V).
func (t *CostTree[S]) Order() []S {
	out := make([]S, len(t.w.done))
	for i, p := range t.w.done {
		out[i] = t.w.order[p]
	}
	return out
}

// Cost returns the least cost of a path from a start to s and whether s
// was settled. A state reached but not settled when a goal search stopped
// reports false. O(1) plus a lookup.
func (t *CostTree[S]) Cost(s S) (int, bool) {
	l, ok := t.settled(s)
	if !ok {
		return 0, false
	}
	return int(t.cost(l)), true
}

// PathTo returns a cheapest path from a start to s, both included, and
// whether s was settled. With a depth bound, the path has at most
// MaxDepth edges, and among the cheapest such paths the fewest. O(path).
func (t *CostTree[S]) PathTo(s S) ([]S, bool) {
	l, ok := t.settled(s)
	if !ok {
		return nil, false
	}
	return t.pathFrom(l), true
}

// Goal returns the goal state a goal search settled, the cheapest one, and
// whether there is one: false when no goal was reachable (within the
// bounds), and always false for a search without a goal.
func (t *CostTree[S]) Goal() (S, bool) {
	if t.goal < 0 {
		var zero S
		return zero, false
	}
	return t.w.order[t.goal], true
}

// Last returns the state settled last and its cost, the greatest of the
// tree (with a nil goal, the cost of reaching every reachable state, such
// as the time a signal takes to reach them all), and false for an empty
// tree.
func (t *CostTree[S]) Last() (S, int, bool) {
	if len(t.w.done) == 0 {
		var zero S
		return zero, 0, false
	}
	p := t.w.done[len(t.w.done)-1]
	return t.w.order[p], int(t.cost(t.first(p))), true
}

// goalPath is the answer of the conveniences: the goal's path and cost.
func (t *CostTree[S]) goalPath() ([]S, int, bool) {
	if t.goal < 0 {
		return nil, 0, false
	}
	l := t.first(t.goal)
	return t.pathFrom(l), int(t.cost(l)), true
}

// A path is a chain of labels: a label is a position, or by rounds an
// index of w.labels.

// settled returns the label of s's cost, if s was settled.
func (t *CostTree[S]) settled(s S) (int32, bool) {
	p, ok := t.w.seen.get(s)
	if !ok || p < 0 || int(p) >= len(t.w.order) {
		return -1, false
	}
	if !t.w.rounds {
		return p, t.w.closed.has(int(p))
	}
	l := t.w.brec[p].first
	return l, l >= 0
}

func (t *CostTree[S]) first(p int32) int32 {
	if !t.w.rounds {
		return p
	}
	return t.w.brec[p].first
}

func (t *CostTree[S]) cost(l int32) int64 {
	if !t.w.rounds {
		return t.w.dist[l]
	}
	return t.w.labels[l].cost
}

func (t *CostTree[S]) parent(l int32) int32 {
	if !t.w.rounds {
		return t.w.parent[l]
	}
	return t.w.labels[l].parent
}

func (t *CostTree[S]) pathFrom(l int32) []S {
	n := 0
	for q := l; q >= 0; q = t.parent(q) {
		n++
	}
	path := make([]S, n)
	for q := l; q >= 0; q = t.parent(q) {
		n--
		path[n] = t.w.order[t.w.posOf(q)]
	}
	return path
}
