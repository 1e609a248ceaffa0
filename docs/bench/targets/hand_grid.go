package main

// The hand-written grid anchors: the loops the best Go engineer writes for
// a breadth-first search of a w×h grid from its corner. The grid is laid
// out in a frame one cell wider on every side (cell (x, y) at
// (y+1)*(w+2) + x + 1, as searchtest.ImplicitGrid numbers it) whose
// border is marked before the search starts, so that one byte per cell
// answers both "wall?" and "seen?" and no move tests an edge.

// borderedFrame returns the frame of a w×h grid with its border marked 1.
func borderedFrame(w, h int) []uint8 {
	fw, fh := w+2, h+2
	seen := make([]uint8, fw*fh)
	for x := range fw {
		seen[x], seen[(fh-1)*fw+x] = 1, 1
	}
	for y := 1; y < fh-1; y++ {
		seen[y*fw], seen[y*fw+fw-1] = 1, 1
	}
	return seen
}

// handLayers is the layered hand loop: a []uint8 frame and two reused
// int32 frontiers. It returns the deepest layer and the number of cells
// reached from the corner (0, 0).
func handLayers(w, h int) (depth, reached int) {
	fw := int32(w + 2)
	seen := borderedFrame(w, h)
	start := fw + 1
	seen[start] = 1
	cur := make([]int32, 0, w+h)
	next := make([]int32, 0, w+h)
	next = append(next, start)
	depth = -1
	for len(next) > 0 {
		depth++
		reached += len(next)
		cur, next = next, cur[:0]
		for _, s := range cur {
			if seen[s-fw] == 0 {
				seen[s-fw] = 1
				next = append(next, s-fw)
			}
			if seen[s-1] == 0 {
				seen[s-1] = 1
				next = append(next, s-1)
			}
			if seen[s+1] == 0 {
				seen[s+1] = 1
				next = append(next, s+1)
			}
			if seen[s+fw] == 0 {
				seen[s+fw] = 1
				next = append(next, s+fw)
			}
		}
	}
	return depth, reached
}

// handTree is the hand loop that keeps a search tree: the same frame, a
// preallocated int32 parent per cell (-1 before the cell is reached, the
// start its own parent), two reused int32 frontiers. It returns the
// deepest layer, the number of cells reached and the parents.
func handTree(w, h int) (depth, reached int, parent []int32) {
	fw := int32(w + 2)
	seen := borderedFrame(w, h)
	parent = make([]int32, len(seen))
	for i := range parent {
		parent[i] = -1
	}
	start := fw + 1
	seen[start] = 1
	parent[start] = start
	cur := make([]int32, 0, w+h)
	next := make([]int32, 0, w+h)
	next = append(next, start)
	depth = -1
	for len(next) > 0 {
		depth++
		reached += len(next)
		cur, next = next, cur[:0]
		for _, s := range cur {
			if seen[s-fw] == 0 {
				seen[s-fw], parent[s-fw] = 1, s
				next = append(next, s-fw)
			}
			if seen[s-1] == 0 {
				seen[s-1], parent[s-1] = 1, s
				next = append(next, s-1)
			}
			if seen[s+1] == 0 {
				seen[s+1], parent[s+1] = 1, s
				next = append(next, s+1)
			}
			if seen[s+fw] == 0 {
				seen[s+fw], parent[s+fw] = 1, s
				next = append(next, s+fw)
			}
		}
	}
	return depth, reached, parent
}

// handQueueTree is the hand loop that keeps a search tree in one FIFO
// queue, as the breadth-first trees of the engine do: the same frame, a
// preallocated int32 parent per cell (the start its own parent) and a
// preallocated int32 queue of every cell. It returns the deepest layer,
// the number of cells reached and the parents.
func handQueueTree(w, h int) (depth, reached int, parent []int32) {
	fw := int32(w + 2)
	seen := borderedFrame(w, h)
	parent = make([]int32, len(seen))
	queue := make([]int32, 0, w*h)
	start := fw + 1
	seen[start], parent[start] = 1, start
	queue = append(queue, start)
	for head := 0; head < len(queue); head++ {
		s := queue[head]
		if seen[s-fw] == 0 {
			seen[s-fw], parent[s-fw] = 1, s
			queue = append(queue, s-fw)
		}
		if seen[s-1] == 0 {
			seen[s-1], parent[s-1] = 1, s
			queue = append(queue, s-1)
		}
		if seen[s+1] == 0 {
			seen[s+1], parent[s+1] = 1, s
			queue = append(queue, s+1)
		}
		if seen[s+fw] == 0 {
			seen[s+fw], parent[s+fw] = 1, s
			queue = append(queue, s+fw)
		}
	}
	last := queue[len(queue)-1]
	return handPathLen(parent, last) - 1, len(queue), parent
}

// handPathLen returns the number of cells on the tree path from the start
// to cell t, following parent.
func handPathLen(parent []int32, t int32) int {
	n := 1
	for parent[t] != t {
		t = parent[t]
		n++
	}
	return n
}
