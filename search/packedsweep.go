package search

// packedBatch is how many successor keys packed mode gathers before it
// probes the set for them: enough independent loads to keep the memory
// system busy, few enough to stay in L1.
const packedBatch = 256

// sweepPacked is Sweep's packed mode: the map mode's algorithm over uint64
// keys, with one u64set per shard and []uint64 frontiers.
//
// Successors are gathered in batches; each batch first touches the home
// slot of every key (see u64set.touch), so that the cache misses of a
// batch overlap, then is inserted or looked up in order. On a table much
// larger than the caches this is what makes packed mode fast; the order of
// insertion, and so of each layer, is unchanged.
func sweepPacked[S comparable](r *sweepRun[S], nb Neighbors[S], pk Packer[S], starts []S) error {
	w := r.workers
	// Until the first layer wide enough for the workers, one set holds
	// everything and nothing is hashed twice: graphs whose layers all stay
	// narrow run exactly as with one worker.
	nsh := 1
	shardOf := func(k uint64) int {
		// Independent of the set's own hash, which uses the top bits of
		// k·fibMul.
		return int(((k ^ k>>31) * 0xD6E8FEB86659FD93 >> 33) % uint64(nsh))
	}
	sets := []*u64set{newU64Set(1024)}
	reshard := func() {
		old := sets[0]
		nsh = w
		sets = make([]*u64set, w)
		for i := range sets {
			sets[i] = newU64Set(old.n / w)
		}
		if old.hasZero {
			sets[shardOf(0)].insert(0)
		}
		for _, k := range old.slots {
			if k != 0 {
				sets[shardOf(k)].insert(k)
			}
		}
	}
	var cur, next, batch []uint64
	var sink uint64 // the touches' results, stored in sinks at the end
	collect := func(v S) bool {
		batch = append(batch, pk.Pack(v))
		return true
	}
	flush := func() {
		if nsh == 1 {
			set := sets[0]
			sink ^= set.touch(batch)
			for _, k := range batch {
				if set.insert(k) {
					next = append(next, k)
				}
			}
		} else {
			for _, k := range batch {
				sink ^= sets[shardOf(k)].touch1(k)
			}
			for _, k := range batch {
				if sets[shardOf(k)].insert(k) {
					next = append(next, k)
				}
			}
		}
		batch = batch[:0]
	}
	for _, s := range starts {
		collect(s)
	}
	flush()
	var buf []S
	layer := func() []S {
		buf = buf[:0]
		for _, k := range cur {
			buf = append(buf, pk.Unpack(k))
		}
		return buf
	}
	out := make([][][]uint64, w)
	for p := range out {
		out[p] = make([][]uint64, w)
	}
	fresh := make([][]uint64, w)
	sinks := make([]uint64, w) // stored to, so the touches are not optimised away
	for depth := 0; len(next) > 0; depth++ {
		cur, next = next, cur[:0]
		expand, err := r.layer(depth, len(cur), layer)
		if err != nil || !expand {
			return err
		}
		if w == 1 || len(cur) < r.o.cutoff() {
			for i, k := range cur {
				if i%ctxCheckEvery == ctxCheckEvery-1 {
					if err := r.stopped(depth); err != nil {
						return err
					}
				}
				nb.Neighbors(pk.Unpack(k), collect)
				if len(batch) >= packedBatch {
					flush()
				}
			}
			flush()
			continue
		}
		if nsh == 1 {
			reshard()
		}
		work := chunks{n: len(cur), size: sweepChunk}
		parallel(w, func(p int) {
			box := out[p]
			for sh := range box {
				box[sh] = box[sh][:0]
			}
			// No filtering here: each key is probed once, by the owner
			// of its shard in the next phase. (Probing here as well, to
			// keep seen keys out of the outboxes, doubled the random
			// memory accesses and made two workers slower than one.)
			var mine []uint64
			gather := func(v S) bool {
				mine = append(mine, pk.Pack(v))
				return true
			}
			filter := func() {
				for _, k := range mine {
					sh := shardOf(k)
					box[sh] = append(box[sh], k)
				}
				mine = mine[:0]
			}
			for {
				lo, hi, ok := work.take()
				if !ok || r.ctx.Err() != nil {
					return
				}
				for _, k := range cur[lo:hi] {
					nb.Neighbors(pk.Unpack(k), gather)
					if len(mine) >= packedBatch {
						filter()
					}
				}
				filter()
			}
		})
		if err := r.stopped(depth); err != nil {
			return err
		}
		parallel(w, func(sh int) {
			set, f := sets[sh], fresh[sh][:0]
			for p := range w {
				keys := out[p][sh]
				for len(keys) > 0 {
					b := keys[:min(len(keys), packedBatch)]
					keys = keys[len(b):]
					sinks[sh] ^= set.touch(b)
					for _, k := range b {
						if set.insert(k) {
							f = append(f, k)
						}
					}
				}
			}
			fresh[sh] = f
		})
		for _, f := range fresh {
			next = append(next, f...)
		}
	}
	sinks[0] ^= sink
	return nil
}
