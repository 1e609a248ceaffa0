package ripplebeam

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	abeam "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn2x0[string, func(int, string)](&zeroKeyFn{})
	register.DoFn4x1[int, func(*string) bool, func(int, string), func(int, string), error](&planFn{})
	register.DoFn4x1[context.Context, int, func(*string) bool, func(int, string), error](&expandFn{})
	register.DoFn4x1[context.Context, int, func(*string) bool, func(int, string), error](&subtractFn{})
	register.DoFn2x0[int, func(*string) bool](&endFn{})
	register.Emitter2[int, string]()
	register.Iter1[string]()
}

// batchKeys is the most keys expandFn holds per shard before it writes
// them out as a candidate file: it bounds a worker's memory (8 MiB per
// shard) whatever the size of a frontier file.
const batchKeys = 1 << 20

// chunkStates is about the most frontier states one expand call reads:
// the frontier files of a layer are expanded in chunks of consecutive
// buckets holding up to chunkStates states (a file holding more is a
// chunk of its own), so that a small layer is one chunk, and writes one
// candidate file per bucket rather than one per frontier file and bucket,
// while a large one is spread over the workers.
const chunkStates = 1 << 18

// layersPlan is what one pipeline computes: layers First to Last of run
// Run (in hex), each as at most Shards shard files, from the shard files
// of layer First−1 (Frontier) and of the earlier layers that the new
// layers are subtracted from (Seen: layer First−2 in frontier mode, every
// layer before First−1 in full mode). Every layer of a run has the same
// Shards, and a key's shard is shardOf(key, Shards), so shard i of every
// layer holds the keys of hash bucket i. Files are given by their
// manifest entries, or for the layers the pipeline computes by the
// entries their writers emit, so that every reader checks a file's size
// before it reads it, and its keys against the entry.
//
// The pipeline stops early, leaving the layers after layer d empty, once
// its layers First to d hold more than Stop states, or once layers 0 to d
// hold more than MaxStates (if not 0); Total is the number of states in
// layers 0 to First−1. The driver applies the same rules when it commits
// the layers (see run.commitPipeline).
type layersPlan struct {
	Problem, Params  string
	Dir, Run         string
	Shards           int
	First, Last      int
	Full             bool
	Frontier, Seen   []Shard
	Total, MaxStates int
	Stop             int
}

// buildLayers adds layers First to Last to a pipeline, each made of the
// steps below. The runner shuffles only file names and manifest entries:
// the keys themselves go through files in the run's directory, which
// every worker reaches, so that the runner holds neither the candidates
// nor the seen layers in memory (on Prism, shuffling the keys in blocks
// cost most of the CPU time and gigabytes on the 3×4 puzzle; see
// docs/benchmarks.md).
//
//  1. Plan (the entries of every layer so far, grouped under one key):
//     count the states, stop if a limit says so, group the frontier's
//     entries into chunks, and send each earlier layer's entries that the
//     new layer is subtracted from to the group of their bucket.
//  2. Expand (grouped by chunk): read each frontier file of the chunk
//     against its entry, call Neighbors on every state, and write the
//     successors of each bucket, sorted and distinct, to candidate files
//     (at most batchKeys keys each) under layer-NNNNN.cand/; emit each
//     file's bucket and name.
//  3. Deduplicate and remove those already seen (grouped by bucket): a
//     bucket's candidate files are merged, and the keys of the seen
//     layers' files of the same bucket (layers d and d−1 in frontier
//     mode, all in full mode), read in order, are merged out of them.
//  4. Write the new layer's shard file of the bucket and emit its entry
//     (name, count, bytes, checksum) to the next layer's plan.
//
// Every file's name and contents depend only on the layer, the bucket and
// the chunk, so that a retried bundle rewrites the same files. A last
// step groups the last layer's entries and does nothing else: Prism polls
// in a loop while a step whose output no other stage reads is running,
// so every subtract step's output goes to another stage. The steps take
// no side inputs, which cost Prism more than a group does.
func buildLayers(s abeam.Scope, pl layersPlan) {
	s = s.Scope(fmt.Sprintf("layers%d-%d", pl.First, pl.Last))
	ents := []abeam.PCollection{abeam.ParDo(s, &zeroKeyFn{}, abeam.CreateList(s, encodeEntries(pl.Frontier)))}
	var last abeam.PCollection
	for d := pl.First; d <= pl.Last; d++ {
		ls := s.Scope(fmt.Sprintf("layer%d", d))
		plan := &planFn{Depth: d, First: pl.First, Shards: pl.Shards, Full: pl.Full, Total: pl.Total, MaxStates: pl.MaxStates, Stop: pl.Stop}
		chunks, seen := abeam.ParDo2(ls, plan, abeam.GroupByKey(ls, abeam.Flatten(ls, ents...)))
		expand := &expandFn{Problem: pl.Problem, Params: pl.Params, Dir: pl.Dir, Run: pl.Run, Depth: d, Shards: pl.Shards}
		cands := abeam.ParDo(ls, expand, abeam.GroupByKey(ls, chunks))
		sub := &subtractFn{Dir: pl.Dir, Run: pl.Run, Depth: d, First: pl.First, Shards: pl.Shards, Full: pl.Full, Seen: pl.Seen}
		last = abeam.ParDo(ls, sub, abeam.GroupByKey(ls, abeam.Flatten(ls, cands, seen)))
		ents = append(ents, last)
	}
	abeam.ParDo0(s, &endFn{}, abeam.GroupByKey(s, last))
}

// zeroKeyFn puts every entry of the frontier under key 0, for the plan.
type zeroKeyFn struct{}

func (zeroKeyFn) ProcessElement(entry string, emit func(int, string)) { emit(0, entry) }

// endFn is the last step of a pipeline: see buildLayers.
type endFn struct{}

func (endFn) ProcessElement(_ int, entries func(*string) bool) {}

// Tags of the values grouped by bucket for the subtract step.
const (
	candTag = "c" // the path of a candidate file
	seenTag = "s" // the entry of a seen layer's file
)

// planFn plans layer Depth from the entries of layers First−1 to
// Depth−1: see buildLayers. It emits the frontier's chunks, keyed by the
// bucket of their first file, and the entries of the seen layers' files,
// tagged and keyed by their bucket.
type planFn struct {
	Depth, First, Shards int
	Full                 bool
	Total, MaxStates     int
	Stop                 int
}

func (f *planFn) ProcessElement(_ int, entries func(*string) bool, chunk, seen func(int, string)) error {
	var front []Shard
	var buckets []int
	names := map[string]bool{}
	inPipeline := 0
	var e string
	for entries(&e) {
		sh, at, err := decodeEntry(e, f.First-1, f.Depth-1, f.Shards)
		if err == nil && names[sh.Name] {
			err = fmt.Errorf("%s: %w: given twice", sh.Name, ErrCorrupt)
		}
		if err != nil {
			return err
		}
		names[sh.Name] = true
		if at.Depth >= f.First {
			inPipeline += sh.Count
		}
		if at.Depth == f.Depth-1 {
			front, buckets = append(front, sh), append(buckets, at.Bucket)
		}
		if f.Full || at.Depth >= f.Depth-2 {
			seen(at.Bucket, seenTag+e)
		}
	}
	if inPipeline > f.Stop || (f.MaxStates > 0 && f.Total+inPipeline > f.MaxStates) {
		return nil // see layersPlan; what was emitted to seen is never used
	}
	order := make([]int, len(front))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return buckets[a] - buckets[b] })
	var part []Shard
	n := 0
	for k, i := range order {
		part = append(part, front[i])
		n += front[i].Count
		if k+1 == len(order) || n+front[order[k+1]].Count > chunkStates {
			b, err := json.Marshal(part)
			if err != nil {
				return err
			}
			chunk(buckets[order[k+1-len(part)]], string(b))
			part, n = part[:0], 0
		}
	}
	return nil
}

// encodeEntries encodes manifest entries as a pipeline's elements.
func encodeEntries(shards []Shard) []string {
	out := make([]string, len(shards))
	for i, sh := range shards {
		out[i] = encodeEntry(sh)
	}
	return out
}

func encodeEntry(sh Shard) string {
	b, err := json.Marshal(sh)
	if err != nil {
		panic("ripplebeam: " + err.Error()) // strings and numbers always encode
	}
	return string(b)
}

// decodeEntry decodes an entry that a pipeline's element carries, and
// checks it (see checkEntry).
func decodeEntry(s string, lo, hi, buckets int) (Shard, place, error) {
	var sh Shard
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sh); err != nil || dec.Decode(&struct{}{}) != io.EOF {
		return sh, place{}, fmt.Errorf("%w: entry %.200q is not a shard's", ErrCorrupt, s)
	}
	at, err := checkEntry(sh, lo, hi, buckets)
	return sh, at, err
}

// checkEntry checks that sh names a shard file of a layer of buckets
// buckets from depth lo to hi, of a size a shard can have, and returns
// the file's place.
func checkEntry(sh Shard, lo, hi, buckets int) (place, error) {
	at, err := placeOf(sh.Name)
	switch {
	case err != nil || sh.Name != shardName(at.Depth, at.Bucket, at.Buckets) || at.Depth < lo || at.Depth > hi || at.Buckets != buckets:
		return at, fmt.Errorf("%s: %w: not a file of layers %d to %d", sh.Name, ErrCorrupt, lo, hi)
	case sh.Count < 1 || sh.Bytes < int64(minShardBytes) || sh.Bytes > maxShardBytes || int64(sh.Count) > sh.Bytes:
		return at, fmt.Errorf("%s: %w: %d keys in %d bytes", sh.Name, ErrCorrupt, sh.Count, sh.Bytes)
	}
	return at, nil
}

// candDir is the directory of the candidate files for layer d.
func candDir(d int) string { return fmt.Sprintf("layer-%05d.cand", d) }

// candName names part p of the candidates of bucket i from the chunk of
// frontier files that starts with bucket j.
func candName(d, j, p, i int) string {
	return fmt.Sprintf("%s/from-%05d-part-%05d-to-%05d.rbl", candDir(d), j, p, i)
}

// expandFn reads the frontier files (of layer Depth−1) of a chunk, named
// by their entries, and writes the successors of their states to
// candidate files, one or more per bucket, headed as candidates for layer
// Depth; it emits each file's bucket and path.
type expandFn struct {
	Problem, Params string
	Dir, Run        string
	Depth, Shards   int
	g               Graph
	id              runID
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
	f.id, err = parseRunID(f.Run)
	f.g = g
	return err
}

func (f *expandFn) ProcessElement(ctx context.Context, chunk int, lists func(*string) bool, emit func(int, string)) error {
	c := newCandWriter(ctx, f.Dir, f.id, f.Depth, chunk, f.Shards, emit)
	var list string
	var frontier []uint64
	for lists(&list) {
		var shards []Shard
		dec := json.NewDecoder(strings.NewReader(list))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&shards); err != nil || dec.Decode(&struct{}{}) != io.EOF {
			return fmt.Errorf("%w: chunk %.200q is not a list of entries", ErrCorrupt, list)
		}
		for _, sh := range shards {
			at, err := checkEntry(sh, f.Depth-1, f.Depth-1, f.Shards)
			if err != nil {
				return err
			}
			at.Run = f.id
			if frontier, err = readEntry(ctx, f.Dir, at, sh, frontier[:0]); err != nil {
				return err
			}
			for _, k := range frontier {
				f.g.Expand(k, c.add)
			}
		}
	}
	return c.close()
}

// candWriter gathers the successors of a chunk by bucket and writes each
// bucket's as candidate files of at most batchKeys keys.
type candWriter struct {
	ctx                  context.Context
	dir                  string
	id                   runID
	depth, chunk, shards int
	emit                 func(int, string)
	out                  [][]uint64
	parts                []int
	tmp                  []uint64
	err                  error
}

func newCandWriter(ctx context.Context, dir string, id runID, depth, chunk, shards int, emit func(int, string)) *candWriter {
	return &candWriter{ctx: ctx, dir: dir, id: id, depth: depth, chunk: chunk, shards: shards, emit: emit,
		out: make([][]uint64, shards), parts: make([]int, shards)}
}

func (c *candWriter) add(t uint64) bool {
	i := shardOf(t, c.shards)
	c.out[i] = append(c.out[i], t)
	if len(c.out[i]) == batchKeys {
		c.flush(i)
	}
	return true
}

func (c *candWriter) flush(i int) {
	c.tmp = sortKeys(c.out[i], c.tmp)
	keys := slices.Compact(c.out[i])
	name := join(c.dir, candName(c.depth, c.chunk, c.parts[i], i))
	if err := writeAtomic(c.ctx, name, encodeShard(place{c.id, c.depth, i, c.shards}, keys)); err != nil && c.err == nil {
		c.err = err
	}
	c.emit(i, candTag+name)
	c.parts[i]++
	c.out[i] = c.out[i][:0]
}

// close writes what is left and returns the first error.
func (c *candWriter) close() error {
	for i := range c.out {
		if len(c.out[i]) > 0 {
			c.flush(i)
		}
	}
	return c.err
}

// subtractFn builds one bucket of layer Depth: the distinct candidates of
// the bucket that no seen file holds, written as the bucket's shard file,
// whose entry it emits under key 0. Its values are the paths of the
// bucket's candidate files and the entries of the seen files of layers
// First−1 to Depth−1 (tagged); Seen holds the entries of the earlier
// layers it may subtract.
type subtractFn struct {
	Dir, Run     string
	Depth, First int
	Shards       int
	Full         bool
	Seen         []Shard
}

func (f *subtractFn) ProcessElement(ctx context.Context, bucket int, vals func(*string) bool, emit func(int, string)) error {
	id, err := parseRunID(f.Run)
	if err != nil {
		return err
	}
	// The seen files of the bucket: of layers Depth−1 and Depth−2 in
	// frontier mode, of every earlier layer in full mode.
	lo := 0
	if !f.Full {
		lo = f.Depth - 2
	}
	var seen []Shard
	for _, sh := range f.Seen {
		at, err := checkEntry(sh, 0, f.First-2, f.Shards)
		if err != nil {
			return err
		}
		if at.Bucket == bucket && at.Depth >= lo {
			seen = append(seen, sh)
		}
	}
	want := place{id, f.Depth, bucket, f.Shards}
	// Each candidate file is sorted: merging them costs log₂(files)
	// comparisons per key, where sorting them together cost log₂(keys).
	var runs [][]uint64
	var v string
	for vals(&v) {
		tag, val := v[:min(1, len(v))], v[min(1, len(v)):]
		switch tag {
		case candTag:
			b, err := readFile(ctx, val, int64(minShardBytes), int64(maxCandBytes))
			if err != nil {
				return fmt.Errorf("%s: candidates: %w", val, err)
			}
			run, _, err := decodeKeys(b, want, nil)
			if err != nil {
				return fmt.Errorf("%s: candidates: %w", val, err)
			}
			runs = append(runs, run)
		case seenTag:
			sh, at, err := decodeEntry(val, max(lo, f.First-1), f.Depth-1, f.Shards)
			if err == nil && at.Bucket != bucket {
				err = fmt.Errorf("%s: %w: not a file of bucket %d", sh.Name, ErrCorrupt, bucket)
			}
			if err != nil {
				return err
			}
			seen = append(seen, sh)
		default:
			return fmt.Errorf("%w: value %.200q is neither candidates nor an entry", ErrCorrupt, v)
		}
	}
	if len(runs) == 0 {
		return nil // only seen files: no candidate of this bucket
	}
	keys, _, err := subtractSeen(ctx, f.Dir, want, mergeRuns(runs), seen, nil)
	if err != nil || len(keys) == 0 {
		return err // no new state: the bucket has no file
	}
	sh, err := writeShard(ctx, f.Dir, want, keys)
	if err != nil {
		return err
	}
	emit(0, encodeEntry(sh))
	return nil
}

// subtractSeen removes from keys, sorted and distinct keys of the bucket
// of place at, those of the files of seen that are of that bucket, and
// returns the keys left and buf, the buffer it read the files into.
func subtractSeen(ctx context.Context, dir string, at place, keys []uint64, seen []Shard, buf []uint64) ([]uint64, []uint64, error) {
	for _, sh := range seen {
		sp, err := placeOf(sh.Name)
		if err != nil {
			return keys, buf, err
		}
		if sp.Bucket != at.Bucket || len(keys) == 0 {
			continue
		}
		if sp.Depth >= at.Depth || sp.Buckets != at.Buckets {
			return keys, buf, fmt.Errorf("%s: %w: not a file of a layer before %d", sh.Name, ErrCorrupt, at.Depth)
		}
		sp.Run = at.Run
		if buf, err = readEntry(ctx, dir, sp, sh, buf[:0]); err != nil {
			return keys, buf, err
		}
		keys = subtractSorted(keys, buf)
	}
	return keys, buf, nil
}

// writeShard writes keys, sorted, distinct and of at's bucket, as the
// shard file of place at, and returns its entry.
func writeShard(ctx context.Context, dir string, at place, keys []uint64) (Shard, error) {
	b := encodeShard(at, keys)
	if len(b) > maxShardBytes {
		return Shard{}, fmt.Errorf("%v: %d bytes, more than a shard file may hold (%d): use more shards", at, len(b), maxShardBytes)
	}
	name := shardName(at.Depth, at.Bucket, at.Buckets)
	if err := writeAtomic(ctx, join(dir, name), b); err != nil {
		return Shard{}, err
	}
	return Shard{Name: name, Count: len(keys), Bytes: int64(len(b)), Checksum: Checksum(keys)}, nil
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
