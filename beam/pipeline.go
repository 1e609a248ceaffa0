package ripplebeam

import (
	"context"
	"fmt"
	"slices"

	abeam "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn3x1[context.Context, string, func(int, string), error](&expandFn{})
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&subtractFn{})
	register.Emitter2[int, string]()
	register.Iter1[string]()
}

// batchKeys is the most keys expandFn holds per shard before it writes
// them out as a candidate file: it bounds a worker's memory (8 MiB per
// shard) whatever the size of a frontier file.
const batchKeys = 1 << 20

// layerPlan is what one pipeline computes: layer Depth of run Run (in
// hex) from the shard files of layer Depth−1 (the frontier) and of the
// other layers already seen (Seen: layer Depth−2 in frontier mode, every
// earlier layer in full mode), as Shards shard files. Every layer of a run
// has the same Shards, and a key's shard is shardOf(key, Shards), so shard
// i of every layer holds the keys of hash bucket i. The files are given
// by their manifest entries, so that a worker checks each file's size
// before it reads it, and its keys against the entry.
type layerPlan struct {
	Problem, Params string
	Dir, Run        string
	Depth, Shards   int
	Frontier, Seen  []Shard
}

// buildLayer adds one BFS layer to a pipeline. The runner shuffles only
// file names: the keys themselves go through files in the run's
// directory, which every worker reaches, so that the runner holds neither
// the candidates nor the seen layers in memory (on Prism, shuffling the
// keys in blocks cost most of the CPU time and gigabytes on the 3×4
// puzzle; see docs/benchmarks.md).
//
//  1. Expand: a ParDo reads each frontier file, calls Neighbors on every
//     state, and writes the successors of each shard, sorted and
//     distinct, to candidate files (at most batchKeys keys each) under
//     layer-NNNNN.cand/; it emits each file's shard and name.
//  2. Group by shard: each shard's candidate files come together.
//  3. Deduplicate and remove those already seen: a shard's candidates are
//     merged, sorted and compacted, and the keys of the seen layers'
//     files of the same shard (layers d and d−1 in frontier mode, all in
//     full mode), read in order, are merged out of them.
//  4. Write the new layer's shard file. Every file's name and contents
//     depend only on the layer, the shard and the frontier file, so that
//     a retried bundle rewrites the same files.
func buildLayer(s abeam.Scope, pl layerPlan) {
	s = s.Scope(fmt.Sprintf("layer%d", pl.Depth))
	names := make([]string, len(pl.Frontier))
	for i, sh := range pl.Frontier {
		names[i] = sh.Name
	}
	frontier := abeam.CreateList(s, names)
	cand := abeam.ParDo(s, &expandFn{Problem: pl.Problem, Params: pl.Params, Dir: pl.Dir, Run: pl.Run, Depth: pl.Depth, Shards: pl.Shards, Frontier: pl.Frontier}, frontier)
	grouped := abeam.GroupByKey(s, cand)
	seen := append(slices.Clone(pl.Frontier), pl.Seen...)
	abeam.ParDo0(s, &subtractFn{Dir: pl.Dir, Run: pl.Run, Depth: pl.Depth, Shards: pl.Shards, Seen: seen}, grouped)
}

// candDir is the directory of the candidate files for layer d.
func candDir(d int) string { return fmt.Sprintf("layer-%05d.cand", d) }

// candName names part p of the candidates of shard i from frontier shard j.
func candName(d, j, p, i int) string {
	return fmt.Sprintf("%s/from-%05d-part-%05d-to-%05d.rbl", candDir(d), j, p, i)
}

// expandFn reads a frontier shard file (of layer Depth−1), named by its
// entry in Frontier, and writes the successors of its states to candidate
// files, one or more per shard, headed as candidates for layer Depth; it
// emits each file's shard and path.
type expandFn struct {
	Problem, Params string
	Dir, Run        string
	Depth, Shards   int
	Frontier        []Shard
	g               Graph
	id              runID
	entries         map[string]Shard
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
	if f.id, err = parseRunID(f.Run); err != nil {
		return err
	}
	f.g, f.entries = g, make(map[string]Shard, len(f.Frontier))
	for _, sh := range f.Frontier {
		f.entries[sh.Name] = sh
	}
	return nil
}

func (f *expandFn) ProcessElement(ctx context.Context, name string, emit func(int, string)) error {
	sh, ok := f.entries[name]
	at, err := placeOf(name)
	if !ok || err != nil || at.Depth != f.Depth-1 || at.Buckets != f.Shards {
		return fmt.Errorf("%s: %w: not a file of layer %d", name, ErrCorrupt, f.Depth-1)
	}
	at.Run = f.id
	frontier, err := readEntry(ctx, f.Dir, at, sh, nil)
	if err != nil {
		return err
	}
	out := make([][]uint64, f.Shards)
	parts := make([]int, f.Shards)
	var werr error
	flush := func(i int) {
		keys := sortCompact(out[i])
		name := join(f.Dir, candName(f.Depth, at.Bucket, parts[i], i))
		if err := writeAtomic(ctx, name, encodeShard(place{f.id, f.Depth, i, f.Shards}, keys)); err != nil && werr == nil {
			werr = err
		}
		emit(i, name)
		parts[i]++
		out[i] = out[i][:0]
	}
	add := func(t uint64) bool {
		i := shardOf(t, f.Shards)
		out[i] = append(out[i], t)
		if len(out[i]) == batchKeys {
			flush(i)
		}
		return true
	}
	for _, k := range frontier {
		f.g.Expand(k, add)
	}
	for i := range out {
		if len(out[i]) > 0 {
			flush(i)
		}
	}
	return werr
}

// subtractFn builds one shard of the new layer: the distinct candidates
// of the shard that no seen file holds, written as the shard's file.
type subtractFn struct {
	Dir, Run      string
	Depth, Shards int
	Seen          []Shard // the seen layers' files, of every shard
}

func (f *subtractFn) ProcessElement(ctx context.Context, shard int, cands func(*string) bool) error {
	id, err := parseRunID(f.Run)
	if err != nil {
		return err
	}
	want := place{id, f.Depth, shard, f.Shards}
	// Each candidate file is sorted: merging them costs log₂(files)
	// comparisons per key, where sorting them together cost log₂(keys).
	var runs [][]uint64
	var name string
	for cands(&name) {
		b, err := readFile(ctx, name, int64(minShardBytes), int64(maxCandBytes))
		if err != nil {
			return fmt.Errorf("%s: candidates: %w", name, err)
		}
		run, _, err := decodeKeys(b, want, nil)
		if err != nil {
			return fmt.Errorf("%s: candidates: %w", name, err)
		}
		runs = append(runs, run)
	}
	keys := mergeRuns(runs)
	var old []uint64
	for _, sh := range f.Seen {
		at, err := placeOf(sh.Name)
		if err != nil {
			return err
		}
		if at.Bucket != shard || len(keys) == 0 {
			continue
		}
		if at.Depth >= f.Depth || at.Buckets != f.Shards {
			return fmt.Errorf("%s: %w: not a file of a layer before %d", sh.Name, ErrCorrupt, f.Depth)
		}
		at.Run = id
		if old, err = readEntry(ctx, f.Dir, at, sh, old[:0]); err != nil {
			return err
		}
		keys = subtractSorted(keys, old)
	}
	if len(keys) == 0 {
		return nil // no new state: the shard has no file
	}
	b := encodeShard(want, keys)
	if len(b) > maxShardBytes {
		return fmt.Errorf("%v: %d bytes, more than a shard file may hold (%d): use more shards", want, len(b), maxShardBytes)
	}
	return writeAtomic(ctx, join(f.Dir, shardName(f.Depth, shard, f.Shards)), b)
}

// readEntry appends to dst the keys of the shard file of entry sh, at
// place at in the run's directory dir: its size must be the entry's
// (checked before it is read), and its keys those the entry counts and
// checksums.
func readEntry(ctx context.Context, dir string, at place, sh Shard, dst []uint64) ([]uint64, error) {
	b, err := readFile(ctx, join(dir, sh.Name), sh.Bytes, sh.Bytes)
	if err != nil {
		return dst, fmt.Errorf("%s: %w: %v", sh.Name, ErrCorrupt, err)
	}
	start := len(dst)
	dst, info, err := decodeKeys(b, at, dst)
	if err == nil && (info.Count != sh.Count || info.Sum != sh.Checksum) {
		dst, err = dst[:start], fmt.Errorf("%w: keys differ from the manifest", ErrCorrupt)
	}
	if err != nil {
		return dst, fmt.Errorf("%s: %w", sh.Name, err)
	}
	return dst, nil
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

// mergeRuns merges sorted, distinct runs into one sorted, distinct slice,
// two at a time, so that each key is compared about log₂(len(runs))
// times.
func mergeRuns(runs [][]uint64) []uint64 {
	if len(runs) == 0 {
		return nil
	}
	for len(runs) > 1 {
		next := runs[:0]
		for i := 0; i < len(runs); i += 2 {
			if i+1 == len(runs) {
				next = append(next, runs[i])
				break
			}
			next = append(next, merge2(runs[i], runs[i+1]))
		}
		runs = next
	}
	return runs[0]
}

// merge2 returns the sorted union of sorted, distinct a and b.
func merge2(a, b []uint64) []uint64 {
	out := make([]uint64, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch x, y := a[i], b[j]; {
		case x < y:
			out = append(out, x)
			i++
		case y < x:
			out = append(out, y)
			j++
		default:
			out = append(out, x)
			i++
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}
