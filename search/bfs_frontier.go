package search

// expandFrontier is builder.expand over a [FrontierNeighbors], in dense
// mode without AllPaths: one AppendNeighbors call per expanded state, which
// appends that state's new successors straight to the tree's order, so
// their parent is known; the engine then records each one's parent and
// position and runs add's checks (limits, goal, cancellation) in the same
// order as per-successor expansion would, and reaches the same tree.
func (b *builder[S]) expandFrontier(_ Neighbors[S], depth int, begin, end int32, _ func(S) bool) (atGoal bool) {
	t := b.t
	b.nextStart = end
	for p := begin; p < end; p++ {
		if b.st.stopped() {
			b.err = b.st.err(depth)
			return false
		}
		q := len(t.order)
		t.order = b.fn.AppendNeighbors(t.order, t.order[p:p+1], b.store.visited())
		check := b.chk.due()
		for r := q; r < len(t.order); r++ {
			v := t.order[r]
			i := b.ix.Index(v)
			if check {
				b.chk.verify(v, i)
			}
			b.pos[i] = int32(r)
			t.parent = append(t.parent, p)
			if r+1 >= b.stopAt {
				b.unmark(r + 1)
				if b.o.over(r + 1) {
					b.err = b.o.limitError()
				} else {
					b.err = positionsError("BFS")
				}
				return false
			}
			if b.goal != nil && b.goal(v) {
				t.goals = append(t.goals, int32(r))
				if b.firstGoal {
					b.unmark(r + 1)
					return true
				}
			}
			if b.st.flagged() {
				b.unmark(r + 1)
				b.err = b.st.err(depth)
				return false
			}
		}
	}
	return false
}

// unmark drops the states from position r on, which an AppendNeighbors
// call appended past the point where the search stopped: the tree is then
// exactly the one per-successor expansion builds.
func (b *builder[S]) unmark(r int) {
	t := b.t
	for _, v := range t.order[r:] {
		b.store.unmark(b.ix.Index(v))
	}
	clear(t.order[r:])
	t.order = t.order[:r]
}
