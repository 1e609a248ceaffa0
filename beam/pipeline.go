package ripplebeam

import (
	"context"
	"fmt"
	"slices"

	abeam "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn3x1[context.Context, string, func(int, []byte), error](&expandFn{})
	register.DoFn3x1[context.Context, string, func(int, []byte), error](&readFn{})
	register.DoFn4x1[context.Context, int, func(*[]byte) bool, func(*[]byte) bool, error](&subtractFn{})
	register.Emitter2[int, []byte]()
	register.Iter1[[]byte]()
}

// batchKeys is the most keys expandFn holds per shard before it sends
// them on: it bounds a worker's memory whatever the size of a frontier
// file, and keeps shuffle elements large (up to about 1 MB each).
const batchKeys = 1 << 17

// layerPlan is what one pipeline computes: layer Depth from the shard
// files of layer Depth−1 (the frontier) and of the other layers already
// seen (Seen: layer Depth−2 in frontier mode, every earlier layer in full
// mode), as Shards shard files. Every layer of a run has the same Shards,
// and a key's shard is shardOf(key, Shards), so shard i of every layer
// holds the keys of hash bucket i.
type layerPlan struct {
	Problem, Params string
	Dir             string
	Depth, Shards   int
	Frontier, Seen  []string // shard file paths
}

// buildLayer adds one BFS layer to a pipeline. States travel as uint64
// keys, batched: a shuffle element is a shard number and a block of
// sorted keys in the format of a shard file, so that the runner moves
// megabytes, not one element per state (one element per state ran at
// 1,500 states/s on Prism; see docs/benchmarks.md).
//
//  1. Expand: a ParDo reads each frontier file, calls Neighbors on every
//     state, and sends the successors to their shards in sorted blocks.
//  2. Deduplicate by key: the candidates are grouped by shard, and each
//     shard's keys are sorted and compacted.
//  3. Remove those already seen: the grouping is a CoGroupByKey of the
//     candidate blocks with the blocks of the seen layers' files of the
//     same shard (layers d and d−1 in frontier mode, all in full mode),
//     merged out of the sorted candidates.
//  4. Write the new layer's shard file, whose name and contents depend
//     only on the layer and the shard, so that a retried bundle rewrites
//     the same file.
func buildLayer(s abeam.Scope, pl layerPlan) {
	s = s.Scope(fmt.Sprintf("layer%d", pl.Depth))
	frontier := abeam.CreateList(s, pl.Frontier)
	cand := abeam.ParDo(s, &expandFn{Problem: pl.Problem, Params: pl.Params, Depth: pl.Depth, Shards: pl.Shards}, frontier)
	seen := abeam.ParDo(s, &readFn{}, abeam.CreateList(s, append(slices.Clone(pl.Frontier), pl.Seen...)))
	grouped := abeam.CoGroupByKey(s, cand, seen)
	abeam.ParDo0(s, &subtractFn{Dir: pl.Dir, Depth: pl.Depth, Shards: pl.Shards}, grouped)
}

// expandFn reads a frontier shard file (of layer Depth−1) and emits the
// successors of its states, keyed by their shard, in sorted blocks of
// distinct keys headed as candidates for layer Depth.
type expandFn struct {
	Problem, Params string
	Depth, Shards   int
	g               Graph
}

func (f *expandFn) Setup() error {
	p, ok := Lookup(f.Problem)
	if !ok {
		return fmt.Errorf("ripplebeam: problem %q is not registered in this worker binary", f.Problem)
	}
	g, err := p.New(f.Params)
	if err != nil {
		return err
	}
	f.g = g
	return nil
}

func (f *expandFn) ProcessElement(ctx context.Context, path string, emit func(int, []byte)) error {
	at, err := placeOf(path)
	if err != nil {
		return err
	}
	if at.Depth != f.Depth-1 || at.Buckets != f.Shards {
		return fmt.Errorf("%s: %w: not a file of layer %d", path, ErrCorrupt, f.Depth-1)
	}
	b, err := readAll(ctx, path)
	if err != nil {
		return err
	}
	out := make([][]uint64, f.Shards)
	flush := func(i int) {
		keys := sortCompact(out[i])
		emit(i, encodeShard(place{f.Depth, i, f.Shards}, keys))
		out[i] = out[i][:0]
	}
	// decodeShard checks the whole file before it yields a key.
	_, err = decodeShard(b, at, func(k uint64) {
		f.g.Expand(k, func(t uint64) bool {
			i := shardOf(t, f.Shards)
			out[i] = append(out[i], t)
			if len(out[i]) == batchKeys {
				flush(i)
			}
			return true
		})
	})
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	for i := range out {
		if len(out[i]) > 0 {
			flush(i)
		}
	}
	return nil
}

// readFn emits a seen layer's shard file whole, keyed by its shard, once
// it has checked that the file holds what its name says.
type readFn struct{}

func (f *readFn) ProcessElement(ctx context.Context, path string, emit func(int, []byte)) error {
	at, err := placeOf(path)
	if err != nil {
		return err
	}
	b, err := readAll(ctx, path)
	if err != nil {
		return err
	}
	if _, err := decodeShard(b, at, nil); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	emit(at.Bucket, b)
	return nil
}

// subtractFn builds one shard of the new layer: the distinct candidates
// of the shard that no seen block holds, written as the shard's file.
type subtractFn struct {
	Dir           string
	Depth, Shards int
}

func (f *subtractFn) ProcessElement(ctx context.Context, shard int, cand, seen func(*[]byte) bool) error {
	var keys []uint64
	var b []byte
	for cand(&b) {
		if _, err := decodeShard(b, place{f.Depth, shard, f.Shards}, func(k uint64) { keys = append(keys, k) }); err != nil {
			return fmt.Errorf("layer %d shard %d: candidates: %w", f.Depth, shard, err)
		}
	}
	if len(keys) == 0 {
		return nil // no candidate: the shard has no file
	}
	keys = sortCompact(keys)
	for seen(&b) {
		old := make([]uint64, 0, len(keys))
		if _, err := decodeShard(b, place{anyDepth, shard, f.Shards}, func(k uint64) { old = append(old, k) }); err != nil {
			return fmt.Errorf("layer %d shard %d: a seen layer: %w", f.Depth, shard, err)
		}
		keys = subtractSorted(keys, old)
	}
	if len(keys) == 0 {
		return nil
	}
	return writeAtomic(ctx, join(f.Dir, shardName(f.Depth, shard, f.Shards)), encodeShard(place{f.Depth, shard, f.Shards}, keys))
}

// subtractSorted removes from a, in place, the keys that b holds; both
// are sorted.
func subtractSorted(a, b []uint64) []uint64 {
	out, j := a[:0], 0
	for _, k := range a {
		for j < len(b) && b[j] < k {
			j++
		}
		if j < len(b) && b[j] == k {
			continue
		}
		out = append(out, k)
	}
	return out
}

// sortCompact sorts keys and drops repeats, in place.
func sortCompact(keys []uint64) []uint64 {
	slices.Sort(keys)
	return slices.Compact(keys)
}
