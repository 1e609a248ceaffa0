package search

import (
	"context"
	"fmt"
	"time"
)

// growParallel builds, with opts.Workers goroutines, a tree equivalent to
// the one grow builds for BFS without a goal: the same states at the same
// depths, each with a shortest-path parent, but the order within a layer
// and the parent chosen among several may differ. It applies to dense mode
// without AllPaths and with Workers > 1; otherwise it returns ok == false
// and does nothing, and the caller runs the serial grow.
//
// Layers of 4,096 states or more are expanded in three phases. Workers
// expand chunks of the layer and send every successor not yet seen to the
// outbox of its owner, the worker owning its visited-bitset word (word
// index mod Workers). Each owner then deduplicates its inbox, producer by
// producer, against its own words of the bitset: no two goroutines ever
// write a word, and there is no lock and no atomic. Finally the owners'
// new states are appended to the tree in owner order and each owner
// records their positions. Narrower layers are expanded serially.
func growParallel[S comparable](ctx context.Context, nb Neighbors[S], o Options, starts []S) (t *Tree[S], ok bool, err error) {
	ix, n, dense := denseIndexer(nb)
	if !dense || o.AllPaths || o.Workers <= 1 {
		return nil, false, nil
	}
	w := o.Workers
	began := time.Now()
	t = &Tree[S]{ix: ix, seen: newBitset(n), pos: make([]int32, n)}
	type item struct {
		v    S
		i    int32 // index of v
		from int32 // position of the parent
	}
	var from int32 = -1
	full := false
	place := func(v S) bool {
		i := ix.Index(v)
		if uint(i) >= uint(n) {
			panicIndex(v, i, n)
		}
		if !t.seen.testAndSet(i) {
			return true
		}
		t.pos[i] = int32(len(t.order))
		t.order = append(t.order, v)
		t.parent = append(t.parent, from)
		if o.MaxStates > 0 && len(t.order) > o.MaxStates {
			full = true
			return false
		}
		if len(t.order) == maxStates {
			panic("search: more than 2^31-1 states; set Options.MaxStates")
		}
		return true
	}
	for _, s := range starts {
		if !place(s) {
			break
		}
	}
	boxes := make([][][]item, w) // boxes[producer][owner]
	for p := range boxes {
		boxes[p] = make([][]item, w)
	}
	fresh := make([][]item, w)
	t.layers = append(t.layers, 0)
	expanded := 0
	for depth := 0; ; depth++ {
		if full {
			return nil, true, fmt.Errorf("%w: more than %d states reached", ErrLimit, o.MaxStates)
		}
		begin, end := t.layers[depth], int32(len(t.order))
		if begin == end {
			break
		}
		t.layers = append(t.layers, end)
		if o.OnLayer != nil {
			o.OnLayer(LayerStats{Depth: depth, Size: int(end - begin), Reached: int(end), Elapsed: time.Since(began)})
		}
		if o.MaxDepth > 0 && depth == o.MaxDepth {
			break
		}
		if int(end-begin) < o.cutoff() {
			for p := begin; p < end && !full; p++ {
				if expanded%ctxCheckEvery == 0 {
					if err := ctx.Err(); err != nil {
						return nil, true, fmt.Errorf("search: stopped at depth %d: %w", depth, err)
					}
				}
				expanded++
				from = p
				nb.Neighbors(t.order[p], place)
			}
			continue
		}
		// Phase 1: expand; the bitset is read-only.
		work := chunks{n: int(end - begin), size: sweepChunk}
		parallel(w, func(q int) {
			box := boxes[q]
			for k := range box {
				box[k] = box[k][:0]
			}
			var parent int32
			send := func(v S) bool {
				i := ix.Index(v)
				if uint(i) >= uint(n) {
					panicIndex(v, i, n)
				}
				if !t.seen.has(i) {
					k := (i >> 6) % w
					box[k] = append(box[k], item{v, int32(i), parent})
				}
				return true
			}
			for {
				lo, hi, ok := work.take()
				if !ok || ctx.Err() != nil {
					return
				}
				for p := begin + int32(lo); p < begin+int32(hi); p++ {
					parent = p
					nb.Neighbors(t.order[p], send)
				}
			}
		})
		if err := ctx.Err(); err != nil {
			return nil, true, fmt.Errorf("search: stopped at depth %d: %w", depth, err)
		}
		// Phase 2: each owner deduplicates its inbox on its own words.
		parallel(w, func(k int) {
			f := fresh[k][:0]
			for q := range w {
				for _, it := range boxes[q][k] {
					if t.seen.testAndSet(int(it.i)) {
						f = append(f, it)
					}
				}
			}
			fresh[k] = f
		})
		// Phase 3: append in owner order, then record positions.
		offsets := make([]int32, w)
		for k := range w {
			offsets[k] = int32(len(t.order))
			for _, it := range fresh[k] {
				t.order = append(t.order, it.v)
				t.parent = append(t.parent, it.from)
			}
			if o.MaxStates > 0 && len(t.order) > o.MaxStates {
				full = true
			}
			if len(t.order) >= maxStates {
				panic("search: more than 2^31-1 states; set Options.MaxStates")
			}
		}
		parallel(w, func(k int) {
			for j, it := range fresh[k] {
				t.pos[it.i] = offsets[k] + int32(j)
			}
		})
	}
	return t, true, nil
}
