package snakesladders

// layerWalk is the breadth-first search behind [Board.MinRolls],
// [Board.Layers] and [Board.Route]. It is a loop specialised to this game,
// not a search.Neighbors: it expands a whole layer per call straight from
// the jump table, with a bitset indexed by square and int32 layers reused
// between steps, so that no call is made per roll.
//
// Layers and Route advance it with step, whose layers are exactly those of
// search.Layers(b, 1) over [Board.Neighbors]:
// the squares of layer d are expanded in order, rolls 1..6 of each, and a
// square joins layer d+1 when first reached. Within that order it skips the
// landing squares the previously expanded square also covered (a window of
// six squares overlapping the previous one): their destinations were marked
// seen then, so testing them again would add nothing. This cuts the bitset
// tests per expanded square from 6 to about 1 on jump-free stretches. The
// skip is local to one step of the loop; no successor function keeps state.
// MinRolls advances it with stepShortcut, over a smaller graph with the same
// distances to n².
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

// stepShortcut is step over the shortcut graph of [Board.MinRolls]: from
// square s, the destination of every roll that lands on a jump leading
// elsewhere, and of the rolls that end where they land only the farthest
// (shortcut_internal_test.go has the same graph as a search.Neighbors, for
// the tests). Dropping a nearer such landing t loses no distance to n²: a
// square one roll from t is landed on in t+1..t+6; if that is at or before
// tf, the farthest, it is also one roll from s, so t was not on a shortest
// path from s; otherwise it is one roll from tf too (t+6 <= tf+6), so tf is
// at least as close to n² as t. By induction on the distance to n², every
// square keeps its distance. Unlike step it does not skip landings: the
// graph is small enough that each landing is tested once per expanded
// square.
func (w *layerWalk) stepShortcut() bool {
	jump, seen := w.jump, w.seen
	last := int32(len(jump))
	goalBefore := w.reached(int(last))
	next := w.next[:0]
	for _, s := range w.cur {
		far := int32(0)
		for i, v := range jump[s:min(s+6, last)] {
			if t := s + 1 + int32(i); v == 0 || v == t {
				far = t
				continue
			}
			if m := uint64(1) << (v & 63); seen[v>>6]&m == 0 {
				seen[v>>6] |= m
				next = append(next, v)
			}
		}
		if m := uint64(1) << (far & 63); far != 0 && seen[far>>6]&m == 0 {
			seen[far>>6] |= m
			next = append(next, far)
		}
	}
	w.cur, w.next = next, w.cur
	return !goalBefore && w.reached(int(last))
}
