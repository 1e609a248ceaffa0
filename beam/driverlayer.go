package ripplebeam

import (
	"errors"
	"slices"
)

// driverCands is the most successors the driver holds in memory while it
// expands a layer: a few thousand states with many moves each go through
// a pipeline instead, whose expand step writes them out in batches. It is
// a variable for the tests.
var driverCands = 1 << 22

// errTooWide reports that a layer's successors are more than driverCands.
var errTooWide = errors.New("too many successors for the driver")

// driverLayer computes layer d in the driver, without a pipeline, then
// commits it: the same steps as a pipeline's (see buildLayers), for a
// frontier of fewer than driverStates states. The files it writes are
// those a pipeline would: a shard file's bytes depend only on the run,
// its place and its keys. It returns errTooWide, having written nothing,
// if the frontier has more than driverCands successors.
func (r *run) driverLayer(d int) (*Manifest, error) {
	if err := r.clearLayer(d); err != nil {
		return nil, err
	}
	if err := r.removeCands(d); err != nil { // left by a pipeline that was stopped
		return nil, err
	}
	n := r.cfg.Shards
	// The frontier, read against its manifest, shard by shard; each
	// shard's keys are kept to subtract them from the candidates.
	front := make([][]uint64, n)
	out := make([][]uint64, n)
	cands := 0
	add := func(t uint64) bool {
		i := shardOf(t, n)
		out[i] = append(out[i], t)
		cands++
		return cands <= driverCands
	}
	for _, sh := range r.layers[d-1].Shards {
		at, err := placeOf(sh.Name)
		if err != nil {
			return nil, err
		}
		at.Run = r.id
		keys, err := readEntry(r.ctx, r.cfg.Dir, at, sh, nil)
		if err != nil {
			return nil, err
		}
		front[at.Bucket] = keys
		for _, k := range keys {
			if r.g.Expand(k, add); cands > driverCands {
				return nil, errTooWide
			}
		}
	}
	var seen []Shard
	for _, m := range r.layers[r.seenFrom(d) : d-1] {
		seen = append(seen, m.Shards...)
	}
	var tmp, buf []uint64
	for i, keys := range out {
		if len(keys) == 0 {
			continue
		}
		tmp = sortKeys(keys, tmp)
		keys = subtractSorted(slices.Compact(keys), front[i])
		at := place{r.id, d, i, n}
		var err error
		if keys, buf, err = subtractSeen(r.ctx, r.cfg.Dir, at, keys, seen, buf); err != nil {
			return nil, err
		}
		if len(keys) == 0 {
			continue
		}
		if _, err := writeShard(r.ctx, r.cfg.Dir, at, keys); err != nil {
			return nil, err
		}
	}
	if err := r.commit(d); err != nil {
		return nil, err
	}
	if err := r.pruneBefore(d); err != nil {
		return nil, err
	}
	return r.layers[d], nil
}
