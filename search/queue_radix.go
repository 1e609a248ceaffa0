package search

import "math/bits"

// qitem is a queue entry: a key, a second key that breaks ties (a label's
// edges), and the position or label it stands for.
type qitem struct {
	key uint64
	sub uint32
	v   int32
}

// radixHeap is a monotone priority queue over the keys (key, sub) in
// lexicographic order (Ahuja, Mehlhorn, Orlin and Tarjan, 1990, "Faster
// algorithms for the shortest path problem"): every key pushed must be at
// least the last key popped, which Dijkstra's keys are. An entry sits in
// the bucket of the highest bit in which its 96-bit key differs from the
// last popped; a pop empties the lowest non-empty bucket into lower ones
// around its minimum, so each entry moves at most 96 times and usually a
// few: push is O(1), pop amortised O(log C) for keys spread over C. It
// needs no bound on the costs, unlike Dial's buckets, and no key packs a
// cost with its edges, so none overflows. Entries of equal key come out
// last in, first out.
type radixHeap struct {
	last    qitem
	n       int
	buckets [97][]qitem
}

// bucket is the bucket of an entry with key (k, sub).
func (h *radixHeap) bucket(k uint64, sub uint32) int {
	if x := k ^ h.last.key; x != 0 {
		return 32 + bits.Len64(x)
	}
	return bits.Len32(sub ^ h.last.sub)
}

func (h *radixHeap) push(key uint64, sub uint32, v int32) {
	b := h.bucket(key, sub)
	h.buckets[b] = append(h.buckets[b], qitem{key, sub, v})
	h.n++
}

// pop removes an entry of least key; the queue must not be empty.
func (h *radixHeap) pop() (uint64, uint32, int32) {
	if len(h.buckets[0]) == 0 {
		h.refill()
	}
	b := h.buckets[0]
	it := b[len(b)-1]
	h.buckets[0] = b[:len(b)-1]
	h.n--
	return it.key, it.sub, it.v
}

// refill moves the lowest non-empty bucket's entries down around its
// minimum key, which becomes last.
func (h *radixHeap) refill() {
	i := 1
	for len(h.buckets[i]) == 0 {
		i++
	}
	b := h.buckets[i]
	m := b[0]
	for _, it := range b[1:] {
		if it.key < m.key || it.key == m.key && it.sub < m.sub {
			m = it
		}
	}
	h.last = m
	for _, it := range b {
		j := h.bucket(it.key, it.sub)
		h.buckets[j] = append(h.buckets[j], it)
	}
	h.buckets[i] = b[:0]
}
