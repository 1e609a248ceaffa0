package search

// daryHeap is a 4-ary min-heap of queue entries by key, for keys that are
// not monotone (A* with an inconsistent heuristic) and for comparison with
// [radixHeap]: push and pop O(log₄ n), four children per cache line of
// entries.
type daryHeap struct{ a []qitem }

func (h *daryHeap) push(key uint64, v int32) {
	h.a = append(h.a, qitem{key: key, v: v})
	a, i := h.a, len(h.a)-1
	it := a[i]
	for i > 0 {
		p := (i - 1) >> 2
		if a[p].key <= it.key {
			break
		}
		a[i] = a[p]
		i = p
	}
	a[i] = it
}

// pop removes an entry of least key; the heap must not be empty.
func (h *daryHeap) pop() (uint64, int32) {
	a := h.a
	top := a[0]
	last := a[len(a)-1]
	a = a[:len(a)-1]
	h.a = a
	n := len(a)
	if n == 0 {
		return top.key, top.v
	}
	i := 0
	for {
		c := 4*i + 1
		if c >= n {
			break
		}
		m := c
		for j := c + 1; j < min(c+4, n); j++ {
			if a[j].key < a[m].key {
				m = j
			}
		}
		if a[m].key >= last.key {
			break
		}
		a[i] = a[m]
		i = m
	}
	a[i] = last
	return top.key, top.v
}
