package ripplebeam

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

// Manifest describes one complete layer. The driver writes it after the
// pipeline that built the layer has succeeded, so a layer without a
// manifest is partial. A manifest proves itself: its Digest covers its
// other fields, it names its run and follows the previous layer's
// manifest, and its entries add up to its totals; one that does not, or
// whose shard files do not match their entries, is corrupt.
type Manifest struct {
	// Run is the ID of the run that wrote the layer, in hex: every shard
	// file's header holds the same 16 bytes, the first of the SHA-256 of
	// the run's run.json (its parameters and an ID drawn at random when
	// the run was created).
	Run   string `json:"run"`
	Depth int    `json:"depth"`
	// Count is the number of states in the layer.
	Count int `json:"count"`
	// Checksum is the sum mod 2⁶⁴ of a 64-bit mix of every key: equal
	// layers have equal checksums, whatever their sharding.
	Checksum uint64 `json:"checksum"`
	// Shards lists the layer's files in the order of their buckets, at
	// most one per bucket; the layer's directory holds no other shard
	// file.
	Shards []Shard `json:"shards"`
	// Pruned reports that frontier search has deleted the shard files,
	// no longer needed; the counts stay.
	Pruned bool `json:"pruned,omitempty"`
	// Prev is the Digest of layer Depth−1's manifest as it was written
	// (frontier search marks it pruned later); empty at depth 0.
	Prev string `json:"prev,omitempty"`
	// Digest is the SHA-256, in hex, of the manifest's compact JSON
	// encoding with Digest empty.
	Digest string `json:"digest"`
}

// Shard is one file of a layer, identified by its contents: a file with
// other keys, even as many in as many bytes, does not match its entry.
type Shard struct {
	Name  string `json:"name"` // relative to the run's directory
	Count int    `json:"count"`
	Bytes int64  `json:"bytes"`
	// Checksum is that of the file's keys (the sum mod 2⁶⁴ of a 64-bit
	// mix of each, as in [Checksum]).
	Checksum uint64 `json:"checksum"`
}

// digest returns the Digest of m with Pruned set to pruned: m.digest(false)
// is the digest m had when it was written, which the next layer's
// manifest names as its Prev.
func (m Manifest) digest(pruned bool) string {
	m.Digest, m.Pruned = "", pruned
	b, err := json.Marshal(m)
	if err != nil {
		panic("ripplebeam: " + err.Error()) // strings and numbers always encode
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// check checks m, read as the manifest of layer d of run id with buckets
// buckets, on its own: its digest, run and depth, and its entries against
// its totals (each names a shard file of the layer, in the order of their
// buckets, with at least one key and a size a shard file can have, and
// their counts and checksums add up to the layer's). It does not check
// m.Prev, which only the previous manifest can, nor read the files.
func (m *Manifest) check(id runID, d, buckets int) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("layer %d: %w: manifest %s %s", d, ErrCorrupt, manifestName(d), fmt.Sprintf(format, args...))
	}
	switch {
	case m.Digest != m.digest(m.Pruned):
		return bad("does not match its digest")
	case m.Run != id.String():
		return bad("is of another run")
	case m.Depth != d:
		return bad("names depth %d", m.Depth)
	}
	count, last := 0, -1
	var sum uint64
	for _, sh := range m.Shards {
		at, err := placeOf(sh.Name)
		switch {
		case err != nil || at.Depth != d || at.Buckets != buckets || sh.Name != shardName(d, at.Bucket, buckets):
			return bad("lists %q, not a shard file of the layer", sh.Name)
		case at.Bucket <= last:
			return bad("lists %s out of order or twice", sh.Name)
		case sh.Count < 1 || sh.Bytes < int64(minShardBytes) || sh.Bytes > maxShardBytes || int64(sh.Count) > sh.Bytes:
			return bad("gives %s %d keys in %d bytes", sh.Name, sh.Count, sh.Bytes)
		}
		last = at.Bucket
		count += sh.Count
		sum += sh.Checksum
	}
	if count != m.Count || sum != m.Checksum {
		return bad("has entries that add up to %d keys of checksum %d, not %d of %d", count, sum, m.Count, m.Checksum)
	}
	return nil
}

// follows checks that m names prev, the digest of the previous layer's
// manifest as written ("" at depth 0), as its Prev.
func (m *Manifest) follows(prev string) error {
	if m.Prev != prev {
		return fmt.Errorf("layer %d: %w: manifest %s does not follow layer %d's", m.Depth, ErrCorrupt, manifestName(m.Depth), m.Depth-1)
	}
	return nil
}

// manifestBytes bounds the manifest of a layer of buckets buckets: an
// entry takes at most about 170 bytes.
func manifestBytes(buckets int) int64 { return 4096 + 256*int64(buckets) }

// writeManifest sets m's Digest and writes it as layer m.Depth's manifest.
func writeManifest(ctx context.Context, dir string, m *Manifest) error {
	m.Digest = m.digest(m.Pruned)
	b, err := json.MarshalIndent(m, "", "\t")
	if err != nil {
		return err
	}
	return writeAtomic(ctx, join(dir, manifestName(m.Depth)), append(b, '\n'))
}

// readManifest returns layer d's manifest in a run of buckets buckets, or
// nil if it has none. It checks the file's kind and size before reading
// it, and its encoding; m.check checks what it says.
func readManifest(ctx context.Context, dir string, d, buckets int) (*Manifest, error) {
	path := join(dir, manifestName(d))
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	if names, err := fs.List(ctx, path); err != nil || len(names) == 0 {
		return nil, err
	}
	b, err := readFile(ctx, path, 0, manifestBytes(buckets))
	if err != nil {
		return nil, fmt.Errorf("layer %d: %w: manifest %s: %v", d, ErrCorrupt, path, err)
	}
	m, err := parseManifest(b)
	if err != nil {
		return nil, fmt.Errorf("layer %d: %w: unreadable manifest %s", d, err, path)
	}
	return m, nil
}

// parseManifest decodes a manifest file: one JSON object with a
// manifest's fields and no other.
func parseManifest(b []byte) (*Manifest, error) {
	var m Manifest
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil || dec.Decode(&struct{}{}) != io.EOF {
		return nil, ErrCorrupt
	}
	return &m, nil
}

// checkShard reads the file of entry sh of layer m of run id and checks it
// against the entry, then calls yield (if not nil) on each key.
func checkShard(ctx context.Context, dir string, id runID, m *Manifest, sh Shard, yield func(uint64)) error {
	at, err := placeOf(sh.Name)
	if err != nil || at.Depth != m.Depth {
		return fmt.Errorf("layer %d: %w: manifest names %q", m.Depth, ErrCorrupt, sh.Name)
	}
	at.Run = id
	b, err := readFile(ctx, join(dir, sh.Name), sh.Bytes, sh.Bytes)
	if se := (*sizeError)(nil); errors.As(err, &se) {
		return fmt.Errorf("layer %d: %s: %w: %v: size differs from the manifest", m.Depth, sh.Name, ErrCorrupt, se)
	}
	if err != nil {
		return fmt.Errorf("layer %d: %s: %w: %v", m.Depth, sh.Name, ErrCorrupt, err)
	}
	// The keys are checked before any is yielded.
	info, err := decodeShard(b, at, nil)
	if err == nil && (info.Count != sh.Count || info.Sum != sh.Checksum) {
		err = fmt.Errorf("%w: keys differ from the manifest", ErrCorrupt)
	}
	if err == nil && yield != nil {
		_, err = decodeShard(b, at, yield)
	}
	if err != nil {
		return fmt.Errorf("layer %d: %s: %w", m.Depth, sh.Name, err)
	}
	return nil
}

// checkLayer compares the shard files in layer m's directory with m's
// entries (a file missing, or one more, is corrupt), then reads every
// file and reports the first that does not match its entry, its place or
// the format. m must have passed m.check.
func checkLayer(ctx context.Context, dir string, id runID, m *Manifest, yield func(uint64)) error {
	fs, err := filesystem.New(ctx, dir)
	if err != nil {
		return err
	}
	defer fs.Close()
	names, err := fs.List(ctx, join(dir, layerDir(m.Depth))+"/shard-*.rbl")
	if err != nil {
		return err
	}
	listed := make(map[string]bool, len(names))
	for _, name := range names {
		listed[relName(name, m.Depth)] = true
	}
	for _, sh := range m.Shards {
		if !listed[sh.Name] {
			return fmt.Errorf("layer %d: %s: %w: missing", m.Depth, sh.Name, ErrCorrupt)
		}
		delete(listed, sh.Name)
	}
	if len(listed) > 0 {
		extra := slices.Sorted(maps.Keys(listed))
		return fmt.Errorf("layer %d: %s: %w: not in the manifest", m.Depth, extra[0], ErrCorrupt)
	}
	for _, sh := range m.Shards {
		if err := checkShard(ctx, dir, id, m, sh, yield); err != nil {
			return err
		}
	}
	return nil
}

// ReadLayer returns the manifest of layer d of the run in dir and, unless
// frontier search has deleted the layer's files (Manifest.Pruned), its
// keys in shard order, each shard sorted. It fails with an error wrapping
// [ErrCorrupt] if the manifest does not prove itself (its digest, its run,
// its link to layer d−1's manifest, its totals) or a file does not match
// it, and if the layer has no manifest (it is partial, or the run never
// reached it).
func ReadLayer(ctx context.Context, dir string, d int) (Manifest, []uint64, error) {
	ri, _, err := readRunInfo(ctx, dir, maxRunInfoBytes)
	if err != nil {
		return Manifest{}, nil, err
	}
	id := ri.identity()
	prev := ""
	if d > 0 {
		pm, err := readChecked(ctx, dir, id, d-1, ri.Shards)
		if err != nil {
			return Manifest{}, nil, err
		}
		prev = pm.digest(false)
	}
	m, err := readChecked(ctx, dir, id, d, ri.Shards)
	if err == nil {
		err = m.follows(prev)
	}
	if err != nil {
		return Manifest{}, nil, err
	}
	if m.Pruned {
		return *m, nil, nil
	}
	keys := make([]uint64, 0, min(m.Count, 1<<20))
	if err := checkLayer(ctx, dir, id, m, func(k uint64) { keys = append(keys, k) }); err != nil {
		return Manifest{}, nil, err
	}
	return *m, keys, nil
}

// readChecked reads layer d's manifest and checks it on its own; a layer
// without one is an error.
func readChecked(ctx context.Context, dir string, id runID, d, buckets int) (*Manifest, error) {
	m, err := readManifest(ctx, dir, d, buckets)
	if err == nil && m == nil {
		err = fmt.Errorf("layer %d of %s has no manifest", d, dir)
	}
	if err == nil {
		err = m.check(id, d, buckets)
	}
	return m, err
}
