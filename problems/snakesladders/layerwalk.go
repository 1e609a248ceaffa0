package snakesladders

// layerWalk is the breadth-first search behind [Board.MinRolls],
// [Board.Layers] and [Board.Route]. It is a loop specialised to this game,
// not a [search.Neighbors]: it expands a whole layer per call straight from
// the jump table, with a bitset indexed by square and int32 layers reused
// between steps, so that no call is made per roll.
//
// Its layers are exactly those of search.Layers(b, 1) over [Board.Neighbors]:
// the squares of layer d are expanded in order, rolls 1..6 of each, and a
// square joins layer d+1 when first reached. Within that order it skips the
// landing squares the previously expanded square also covered (a window of
// six squares overlapping the previous one): their destinations were marked
// seen then, so testing them again would add nothing. This cuts the bitset
// tests per expanded square from 6 to about 1 on jump-free stretches. The
// skip is local to one step of the loop; no successor function keeps state.
//
// Memory: n²/8 bytes of bitset plus two layers; no allocation per layer
// once the layers have grown to the widest one.
type layerWalk struct {
	jump      []int32  // the board's table: jump[t-1] is where square t leads, 0 if nowhere
	seen      []uint64 // bit t: square t has been reached
	cur, next []int32  // the current layer and the buffer of the next one
	prev      int32    // the square expanded last, for the skip
}

// newLayerWalk returns a walk whose current layer is [1] (depth 0).
func newLayerWalk(b *Board) layerWalk {
	last := len(b.jump)
	w := layerWalk{
		jump: b.jump,
		seen: make([]uint64, last>>6+1),
		cur:  make([]int32, 1, 64),
		next: make([]int32, 0, 64),
		prev: -8, // covers nothing
	}
	w.cur[0] = 1
	w.seen[0] = 1 << 1
	return w
}

// reached reports whether square s has been reached.
func (w *layerWalk) reached(s int) bool { return w.seen[s>>6]>>(s&63)&1 != 0 }

// step replaces the current layer by the next one (empty when the search
// is over) and reports whether square n² is in the new layer.
func (w *layerWalk) step() bool {
	jump, seen := w.jump, w.seen
	last := int32(len(jump))
	goalBefore := w.reached(int(last))
	next, p := w.next[:0], w.prev
	for _, s := range w.cur {
		// Landing squares s+1..s+6 on the board, minus p+1..p+6: a prefix
		// or a suffix of the window remains.
		lo, hi := s+1, min(s+6, last)
		if p < s && p+6 >= lo {
			lo = p + 7
		} else if p > s && p <= s+5 {
			hi = min(hi, p)
		}
		p = s
		if lo > hi {
			continue
		}
		for i, v := range jump[lo-1 : hi] {
			if v == 0 {
				v = lo + int32(i)
			}
			if m := uint64(1) << (v & 63); seen[v>>6]&m == 0 {
				seen[v>>6] |= m
				next = append(next, v)
			}
		}
	}
	w.cur, w.next, w.prev = next, w.cur, p
	return !goalBefore && w.reached(int(last))
}
