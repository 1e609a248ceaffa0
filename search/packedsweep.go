package search

// sweepPacked is Sweep's packed mode: the map mode's algorithm over uint64
// keys, with one u64set per shard and []uint64 frontiers.
func sweepPacked[S comparable](r *sweepRun[S], nb Neighbors[S], pk Packer[S], starts []S) error {
	w := r.workers
	shardOf := func(k uint64) int {
		if w == 1 {
			return 0
		}
		// Independent of the set's own hash, which uses the top bits of
		// k·fibMul.
		return int(((k ^ k>>31) * 0xD6E8FEB86659FD93 >> 33) % uint64(w))
	}
	sets := make([]*u64set, w)
	for i := range sets {
		sets[i] = newU64Set(1024)
	}
	var cur, next []uint64
	serialPush := func(v S) bool {
		k := pk.Pack(v)
		if sets[shardOf(k)].insert(k) {
			next = append(next, k)
		}
		return true
	}
	for _, s := range starts {
		serialPush(s)
	}
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
	for depth := 0; len(next) > 0; depth++ {
		cur, next = next, cur[:0]
		expand, err := r.layer(depth, len(cur), layer)
		if err != nil || !expand {
			return err
		}
		if w == 1 || len(cur) < parCutoff {
			for i, k := range cur {
				if i%ctxCheckEvery == ctxCheckEvery-1 {
					if err := r.stopped(depth); err != nil {
						return err
					}
				}
				nb.Neighbors(pk.Unpack(k), serialPush)
			}
			continue
		}
		work := chunks{n: len(cur), size: sweepChunk}
		parallel(w, func(p int) {
			box := out[p]
			for sh := range box {
				box[sh] = box[sh][:0]
			}
			push := func(v S) bool {
				k := pk.Pack(v)
				sh := shardOf(k)
				if !sets[sh].has(k) {
					box[sh] = append(box[sh], k)
				}
				return true
			}
			for {
				lo, hi, ok := work.take()
				if !ok || r.ctx.Err() != nil {
					return
				}
				for _, k := range cur[lo:hi] {
					nb.Neighbors(pk.Unpack(k), push)
				}
			}
		})
		if err := r.stopped(depth); err != nil {
			return err
		}
		parallel(w, func(sh int) {
			set, f := sets[sh], fresh[sh][:0]
			for p := range w {
				for _, k := range out[p][sh] {
					if set.insert(k) {
						f = append(f, k)
					}
				}
			}
			fresh[sh] = f
		})
		for _, f := range fresh {
			next = append(next, f...)
		}
	}
	return nil
}
