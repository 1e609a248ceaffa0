package search

import "iter"

// layersFrontier is [Layers] over a [FrontierNeighbors] in dense mode: each
// layer is expanded in chunks of at most FrontierChunk states, one
// AppendNeighbors call per chunk, which appends the next layer's states
// directly. It reports ok == false if nb lacks the capability or the
// search runs in map mode. The layers are Layers' layers, in its order.
func layersFrontier[S comparable](nb Neighbors[S], starts []S) (seq iter.Seq2[int, []S], ok bool) {
	fn, ok := nb.(FrontierNeighbors[S])
	if !ok {
		return nil, false
	}
	ix, n, ok := denseIndexer(nb)
	if !ok {
		return nil, false
	}
	return func(yield func(int, []S) bool) {
		if len(starts) == 0 {
			return
		}
		seen, chk := newIndexStore(n, false).withWalls(nb), indexCheck[S]{ix: ix, n: n}
		cur, next := []S(nil), make([]S, 0, len(starts))
		push := func(v S) bool {
			i := checkIndex(ix, v, n)
			if seen.mark(i) {
				next = append(next, v)
			}
			return true
		}
		pushChk := chk.checked(push)
		for _, s := range starts {
			i := checkIndex(ix, s, n)
			chk.verify(s, i)
			if seen.mark(i) {
				next = append(next, s)
			}
		}
		for depth := 0; len(next) > 0; depth++ {
			cur, next = next, cur[:0]
			if !yield(depth, cur) {
				return
			}
			if !seen.dense() {
				// Per edge until the store is dense.
				for _, u := range cur {
					if chk.due() {
						nb.Neighbors(u, pushChk)
					} else {
						nb.Neighbors(u, push)
					}
				}
				continue
			}
			for lo := 0; lo < len(cur); lo += FrontierChunk {
				before := len(next)
				next = fn.AppendNeighbors(next, cur[lo:min(lo+FrontierChunk, len(cur))], seen.visited())
				if chk.due() {
					for _, v := range next[before:] {
						chk.verify(v, ix.Index(v))
					}
				}
			}
		}
	}, true
}
