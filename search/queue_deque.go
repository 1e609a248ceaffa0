package search

// deque is a double-ended queue of entries in a ring buffer that grows by
// doubling: 0-1 BFS pushes a state reached over a 0-cost edge at the front
// and one reached over a 1-cost edge at the back, so the keys in it never
// span more than two values and it pops them in order, each push and pop
// O(1).
type deque struct {
	buf        []qitem
	head, size int
}

func (d *deque) grow() {
	n := max(16, 2*len(d.buf))
	buf := make([]qitem, n)
	for i := range d.size {
		buf[i] = d.buf[(d.head+i)&(len(d.buf)-1)]
	}
	d.buf, d.head = buf, 0
}

func (d *deque) pushFront(key uint64, v int32) {
	if d.size == len(d.buf) {
		d.grow()
	}
	d.head = (d.head - 1) & (len(d.buf) - 1)
	d.buf[d.head] = qitem{key, v}
	d.size++
}

func (d *deque) pushBack(key uint64, v int32) {
	if d.size == len(d.buf) {
		d.grow()
	}
	d.buf[(d.head+d.size)&(len(d.buf)-1)] = qitem{key, v}
	d.size++
}

// popFront removes the front entry; the deque must not be empty.
func (d *deque) popFront() (uint64, int32) {
	it := d.buf[d.head]
	d.head = (d.head + 1) & (len(d.buf) - 1)
	d.size--
	return it.key, it.v
}
