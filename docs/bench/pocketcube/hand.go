package main

// handRanks is the anchor every step is compared with: breadth-first
// search written by hand over the ranks, with the move tables, a bitset of
// the ranks seen and two reused int32 layers. It returns the size of each
// layer from the solved position (rank 0), up to the layer at distance
// depth (0: every layer).
func handRanks(t *moves, depth int) []int {
	seen := make([]uint64, (5040*729+63)/64)
	seen[0] = 1
	cur, next := []int32{0}, []int32(nil)
	var sizes []int
	for len(cur) > 0 && (depth == 0 || len(sizes) <= depth) {
		sizes = append(sizes, len(cur))
		next = next[:0]
		for _, s := range cur {
			p, tw := &t.perm[s/729], &t.twist[s%729]
			for m := range 9 {
				v := int32(p[m])*729 + int32(tw[m])
				if w, b := v>>6, uint64(1)<<(v&63); seen[w]&b == 0 {
					seen[w] |= b
					next = append(next, v)
				}
			}
		}
		cur, next = next, cur
	}
	return sizes
}

// handMap is the same search by hand over positions as they are, with a
// Go map as the set of positions seen: what the engine does in map mode.
func handMap(depth int) []int {
	seen := map[cube]struct{}{solved: {}}
	cur, next := []cube{solved}, []cube(nil)
	var sizes []int
	for len(cur) > 0 && (depth == 0 || len(sizes) <= depth) {
		sizes = append(sizes, len(cur))
		next = next[:0]
		for _, c := range cur {
			natural{}.Neighbors(c, func(d cube) bool {
				if _, ok := seen[d]; !ok {
					seen[d] = struct{}{}
					next = append(next, d)
				}
				return true
			})
		}
		cur, next = next, cur
	}
	return sizes
}
