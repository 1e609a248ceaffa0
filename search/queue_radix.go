package search

import "math/bits"

// qitem is a queue entry: a key and the position or label it stands for.
type qitem struct {
	key uint64
	v   int32
}

// radixHeap is a monotone priority queue over uint64 keys (Ahuja,
// Mehlhorn, Orlin and Tarjan, 1990, "Faster algorithms for the shortest
// path problem"): every key pushed must be at least the last key popped,
// which Dijkstra's keys are. An entry with key k sits in bucket
// bits.Len64(k ^ last); a pop empties the lowest non-empty bucket into
// lower ones around its minimum, so each entry moves at most 64 times and
// usually a few: push is O(1), pop amortised O(log C) for keys spread over
// C. It needs no bound on the costs, unlike Dial's buckets. Entries of
// equal key come out last in, first out.
type radixHeap struct {
	last    uint64
	n       int
	buckets [65][]qitem
}

func (h *radixHeap) push(key uint64, v int32) {
	b := bits.Len64(key ^ h.last)
	h.buckets[b] = append(h.buckets[b], qitem{key, v})
	h.n++
}

// pop removes an entry of least key; the queue must not be empty.
func (h *radixHeap) pop() (uint64, int32) {
	if len(h.buckets[0]) == 0 {
		h.refill()
	}
	b := h.buckets[0]
	it := b[len(b)-1]
	h.buckets[0] = b[:len(b)-1]
	h.n--
	return it.key, it.v
}

// refill moves the lowest non-empty bucket's entries down around its
// minimum key, which becomes last.
func (h *radixHeap) refill() {
	i := 1
	for len(h.buckets[i]) == 0 {
		i++
	}
	b := h.buckets[i]
	m := b[0].key
	for _, it := range b[1:] {
		m = min(m, it.key)
	}
	h.last = m
	for _, it := range b {
		j := bits.Len64(it.key ^ m)
		h.buckets[j] = append(h.buckets[j], it)
	}
	h.buckets[i] = b[:0]
}
