package search

// deque is a double-ended queue of slots in a ring buffer that grows by
// doubling: 0-1 BFS pushes a state reached over a 0-cost edge at the front
// and one reached over a 1-cost edge at the back, so the costs in it are
// sorted from front to back and never span more than two values, and
// every push and pop is O(1). It holds no keys: the first time a state
// comes out is with its least cost, which its record holds, and later
// copies are skipped as settled.
type deque struct {
	buf        []int32
	head, size int
}

func (d *deque) grow() {
	n := max(64, 2*len(d.buf))
	buf := make([]int32, n)
	k := copy(buf, d.buf[d.head:])
	copy(buf[k:], d.buf[:d.head])
	d.buf, d.head = buf, 0
}

func (d *deque) pushFront(v int32) {
	if d.size == len(d.buf) {
		d.grow()
	}
	d.head = (d.head - 1) & (len(d.buf) - 1)
	d.buf[d.head] = v
	d.size++
}

func (d *deque) pushBack(v int32) {
	if d.size == len(d.buf) {
		d.grow()
	}
	d.buf[(d.head+d.size)&(len(d.buf)-1)] = v
	d.size++
}

// popFront removes the front slot; the deque must not be empty.
func (d *deque) popFront() int32 {
	v := d.buf[d.head]
	d.head = (d.head + 1) & (len(d.buf) - 1)
	d.size--
	return v
}
