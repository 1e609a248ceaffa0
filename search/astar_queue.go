package search

// fqueue is AStar's open list, the bucket queue over a sliding window of f
// with a heap beside it for the entries outside the window, as
// docs/design.md describes. An f below the window moves it down if it
// still covers its entries; an entry of the heap comes out before a
// bucket's only if its f is smaller.
type fqueue struct {
	lo      int       // the f of buckets[0]
	min     int       // no bucket below buckets[min] is non-empty
	n       int       // entries held, in buckets and heap
	buckets [][]int32 // buckets[i]: positions queued with f = lo+i
	heap    daryHeap  // the entries outside the window, by f
}

// fWindow is the most f values the buckets cover at once.
const fWindow = 256

// push queues position p with priority f ≥ 0. Its common case, f in the
// window, is small enough to be inlined.
func (q *fqueue) push(p int32, f int) {
	if i := f - q.lo; uint(i) < uint(len(q.buckets)) && q.n > 0 {
		q.buckets[i] = append(q.buckets[i], p)
		q.min = min(q.min, i)
		q.n++
		return
	}
	q.pushSlow(p, f)
}

// pushSlow is push when f lies outside the buckets allocated so far, or
// the queue is empty.
func (q *fqueue) pushSlow(p int32, f int) {
	if q.n == 0 { // start the window here, keeping the buckets' arrays
		q.lo, q.min = f, 0
	}
	q.n++
	if f >= q.lo && f-q.lo >= fWindow && q.min >= fWindow/4 {
		q.slide()
	}
	if f < q.lo && q.lo-f <= fWindow-len(q.buckets) {
		q.lower(q.lo - f)
	}
	if f < q.lo || f-q.lo >= fWindow {
		q.heap.push(uint64(f), p)
		return
	}
	q.put(f-q.lo, p)
	q.min = min(q.min, f-q.lo)
}

// put appends p to bucket i, adding the buckets up to it.
func (q *fqueue) put(i int, p int32) {
	for i >= len(q.buckets) {
		q.buckets = append(q.buckets, nil)
	}
	q.buckets[i] = append(q.buckets[i], p)
}

// slide moves the window up by min, dropping the empty buckets below it.
func (q *fqueue) slide() {
	k := copy(q.buckets, q.buckets[q.min:])
	clear(q.buckets[k:])
	q.buckets = q.buckets[:k]
	q.lo += q.min
	q.min = 0
}

// lower moves the window down by k, keeping the entries of every bucket.
func (q *fqueue) lower(k int) {
	n := len(q.buckets)
	for range k {
		q.buckets = append(q.buckets, nil)
	}
	copy(q.buckets[k:], q.buckets[:n])
	clear(q.buckets[:k])
	q.lo -= k
	q.min += k
}

// pop removes and returns an entry of least f; ok is false when the queue
// is empty. Entries are returned as pushed: the caller skips stale ones.
func (q *fqueue) pop() (p int32, f int, ok bool) {
	for q.min < len(q.buckets) && len(q.buckets[q.min]) == 0 {
		q.min++
	}
	if len(q.heap.a) > 0 || q.min == len(q.buckets) { // not the common case
		if q.n == 0 {
			return -1, 0, false
		}
		if q.min == len(q.buckets) {
			q.refill()
		}
		if len(q.heap.a) > 0 && (q.min == len(q.buckets) || int(q.heap.a[0].key) < q.lo+q.min) {
			f, p := q.heap.pop()
			q.n--
			return p, int(f), true
		}
	}
	b := q.buckets[q.min]
	q.buckets[q.min] = b[:len(b)-1]
	q.n--
	return b[len(b)-1], q.lo + q.min, true
}

// refill, once the buckets are empty and the heap is not, moves the
// window to the heap's least f and the heap's entries that fall in it to
// their buckets.
func (q *fqueue) refill() {
	clear(q.buckets)
	q.buckets = q.buckets[:0]
	q.lo, q.min = int(q.heap.a[0].key), 0
	for len(q.heap.a) > 0 && int(q.heap.a[0].key)-q.lo < fWindow {
		f, p := q.heap.pop()
		q.put(int(f)-q.lo, p)
	}
}
