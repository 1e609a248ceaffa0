package ripplebeam

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

// A shard file holds the distinct keys of one hash bucket of one layer,
// in increasing order:
//
//	magic "RPLBFS3\n" | run ID, 16 bytes | uvarint depth | uvarint bucket |
//	uvarint buckets | uvarint count | uvarint first key |
//	uvarint gap to each next key |
//	CRC-32C (Castagnoli) of all the preceding bytes, 4 bytes little-endian
//
// Sorted keys and gaps make it compact: the 2×5 puzzle's layers take
// about 4 bytes per state (docs/benchmarks.md), against 8 for raw uint64.
// The header names the file's place (its run, layer and bucket), and
// every key must belong to the bucket it names, so a file moved, copied
// or swapped within a run, or brought from another run, is refused: a
// byte checksum alone would accept it. The pipeline's candidate files use
// the same format, headed by the layer they are candidates for.
const shardMagic = "RPLBFS3\n"

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// ErrCorrupt is wrapped by the errors about a layer file whose bytes do
// not match its checksum, its manifest or the format.
var ErrCorrupt = errors.New("corrupt layer file")

// Bounds on a shard file's size: the smallest holds one key; the largest
// is what a worker may read into memory at once (a layer whose bucket
// would take more needs more buckets). A candidate file holds at most
// batchKeys keys.
const (
	minShardBytes = len(shardMagic) + len(runID{}) + 4 + 1 + 4
	maxShardBytes = 1 << 30
	maxCandBytes  = len(shardMagic) + len(runID{}) + (4+batchKeys)*binary.MaxVarintLen64 + 4
)

// place is where a shard file belongs: bucket Bucket of Buckets in the
// layer at Depth of run Run.
type place struct {
	Run                    runID
	Depth, Bucket, Buckets int
}

func (p place) String() string {
	return fmt.Sprintf("layer %d bucket %d of %d", p.Depth, p.Bucket, p.Buckets)
}

// encodeShard encodes keys, which must be sorted, distinct and of bucket
// at.Bucket.
func encodeShard(at place, keys []uint64) []byte {
	b := make([]byte, 0, len(shardMagic)+len(at.Run)+4*binary.MaxVarintLen64+3*len(keys)+4)
	b = append(b, shardMagic...)
	b = append(b, at.Run[:]...)
	b = binary.AppendUvarint(b, uint64(at.Depth))
	b = binary.AppendUvarint(b, uint64(at.Bucket))
	b = binary.AppendUvarint(b, uint64(at.Buckets))
	b = binary.AppendUvarint(b, uint64(len(keys)))
	var prev uint64
	for i, k := range keys {
		if i > 0 && k <= prev {
			panic("ripplebeam: encodeShard: keys not sorted and distinct")
		}
		b = binary.AppendUvarint(b, k-prev)
		prev = k
	}
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, castagnoli))
}

// shardInfo is what decodeShard learns of a file.
type shardInfo struct {
	At    place
	Count int
	Sum   uint64 // Checksum of its keys
}

// anyDepth in the place given to decodeShard accepts a file of any layer.
const anyDepth = -1

// decodeKeys is decodeShard into a slice: it appends b's keys to dst,
// decoding and checking them in one pass, and on error returns dst as it
// was.
func decodeKeys(b []byte, want place, dst []uint64) ([]uint64, shardInfo, error) {
	info, p, n, err := decodeHeader(b, want)
	if err != nil {
		return dst, info, err
	}
	start := len(dst)
	dst = slices.Grow(dst, int(n))
	var k, fp uint64
	for i := range n {
		g, w := binary.Uvarint(p)
		if w <= 0 || (i > 0 && g == 0) {
			return dst[:start], info, fmt.Errorf("%w: bad key %d", ErrCorrupt, i)
		}
		p, k = p[w:], k+g
		if shardOf(k, want.Buckets) != want.Bucket {
			return dst[:start], info, fmt.Errorf("%w: key %d is not of bucket %d", ErrCorrupt, i, want.Bucket)
		}
		fp += fingerprint(k)
		dst = append(dst, k)
	}
	if len(p) != 0 {
		return dst[:start], info, fmt.Errorf("%w: %d bytes after the last key", ErrCorrupt, len(p))
	}
	info.Count, info.Sum = int(n), fp
	return dst, info, nil
}

// decodeHeader checks b's magic, checksum and header against want, and
// returns the key count and the bytes of the keys.
func decodeHeader(b []byte, want place) (info shardInfo, keys []byte, n uint64, err error) {
	if len(b) < len(shardMagic)+len(runID{})+4+4 || string(b[:len(shardMagic)]) != shardMagic {
		return info, nil, 0, fmt.Errorf("%w: not a ripple layer shard", ErrCorrupt)
	}
	body, sum := b[:len(b)-4], binary.LittleEndian.Uint32(b[len(b)-4:])
	if crc32.Checksum(body, castagnoli) != sum {
		return info, nil, 0, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	p := body[len(shardMagic):]
	if info.At.Run = runID(p[:len(runID{})]); info.At.Run != want.Run {
		return info, nil, 0, fmt.Errorf("%w: a file of another run", ErrCorrupt)
	}
	p = p[len(runID{}):]
	var head [4]uint64
	for i, limit := range [4]uint64{maxDepth, maxShards, maxShards, uint64(len(b))} {
		v, w := binary.Uvarint(p)
		if w <= 0 || v > limit {
			return info, nil, 0, fmt.Errorf("%w: bad header", ErrCorrupt)
		}
		head[i], p = v, p[w:]
	}
	info.At = place{want.Run, int(head[0]), int(head[1]), int(head[2])}
	if got := info.At; got.Bucket != want.Bucket || got.Buckets != want.Buckets || (want.Depth != anyDepth && got.Depth != want.Depth) {
		return info, nil, 0, fmt.Errorf("%w: holds %v, expected %v", ErrCorrupt, got, want)
	}
	return info, p, head[3], nil
}

// decodeShard checks that b is well formed, matches its checksum, is at
// place want (of any layer if want.Depth is anyDepth), and that every key
// is of want's bucket, then calls yield on each key (yield may be nil). On
// error nothing has been yielded.
func decodeShard(b []byte, want place, yield func(uint64)) (shardInfo, error) {
	info, p, n, err := decodeHeader(b, want)
	if err != nil {
		return info, err
	}
	keys := p
	// Validate the whole shard before yielding anything.
	var k, fp uint64
	for i := range n {
		g, w := binary.Uvarint(p)
		if w <= 0 || (i > 0 && g == 0) {
			return info, fmt.Errorf("%w: bad key %d", ErrCorrupt, i)
		}
		p, k = p[w:], k+g
		if shardOf(k, want.Buckets) != want.Bucket {
			return info, fmt.Errorf("%w: key %d is not of bucket %d", ErrCorrupt, i, want.Bucket)
		}
		fp += fingerprint(k)
	}
	if len(p) != 0 {
		return info, fmt.Errorf("%w: %d bytes after the last key", ErrCorrupt, len(p))
	}
	info.Count, info.Sum = int(n), fp
	if yield != nil {
		p, k = keys, 0
		for range n {
			g, w := binary.Uvarint(p)
			p, k = p[w:], k+g
			yield(k)
		}
	}
	return info, nil
}

// shardOf returns the shard of key k among n: a multiplicative hash, so
// that keys that differ in a few bits spread evenly.
func shardOf(k uint64, n int) int {
	return int(((k * 0x9E3779B97F4A7C15) >> 32) * uint64(n) >> 32)
}

// fingerprint is the contribution of key k to a layer's checksum: the sum
// of fingerprints (mod 2⁶⁴) identifies the set of keys whatever its order
// and sharding, so that two runs, or a run and an in-memory search, can
// be compared by their manifests.
func fingerprint(k uint64) uint64 {
	// splitmix64's finaliser.
	k ^= k >> 30
	k *= 0xBF58476D1CE4E5B9
	k ^= k >> 27
	k *= 0x94D049BB133111EB
	return k ^ k>>31
}

// Manifest describes one complete layer. The driver writes it after the
// pipeline that built the layer has succeeded, so a layer without a
// manifest is partial; one whose shard files do not match their entries
// is corrupt.
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
	Checksum uint64  `json:"checksum"`
	Shards   []Shard `json:"shards"`
	// Pruned reports that frontier search has deleted the shard files,
	// no longer needed; the counts stay.
	Pruned bool `json:"pruned,omitempty"`
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

func join(dir, name string) string {
	if dir == "" {
		return name
	}
	return strings.TrimSuffix(dir, "/") + "/" + name
}

func layerDir(d int) string     { return fmt.Sprintf("layer-%05d", d) }
func manifestName(d int) string { return fmt.Sprintf("layer-%05d.json", d) }
func shardName(d, i, n int) string {
	return fmt.Sprintf("%s/shard-%05d-of-%05d.rbl", layerDir(d), i, n)
}

// scanLayer builds the manifest of layer d of run id from its shard files
// in dir, reading and checking each one.
func scanLayer(ctx context.Context, dir string, id runID, d, buckets int) (*Manifest, error) {
	fs, err := filesystem.New(ctx, dir)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	names, err := fs.List(ctx, join(dir, layerDir(d))+"/shard-*.rbl")
	if err != nil {
		return nil, err
	}
	slices.Sort(names)
	m := &Manifest{Run: id.String(), Depth: d}
	for _, name := range names {
		rel := relName(name, d)
		at, err := placeOf(rel)
		if err != nil || at.Depth != d || at.Buckets != buckets {
			return nil, fmt.Errorf("layer %d: %s: %w: a stray file", d, name, ErrCorrupt)
		}
		at.Run = id
		b, err := readFile(ctx, name, int64(minShardBytes), maxShardBytes)
		if err != nil {
			return nil, fmt.Errorf("layer %d: %s: %w", d, name, err)
		}
		info, err := decodeShard(b, at, nil)
		if err != nil {
			return nil, fmt.Errorf("layer %d: %s: %w", d, name, err)
		}
		m.Shards = append(m.Shards, Shard{Name: rel, Count: info.Count, Bytes: int64(len(b)), Checksum: info.Sum})
		m.Count += info.Count
		m.Checksum += info.Sum
	}
	return m, nil
}

// relName returns the name, relative to the run's directory, of a file of
// layer d's directory listed by its full path.
func relName(path string, d int) string {
	return path[strings.LastIndex(path, layerDir(d)+"/"):]
}

// placeOf returns the place of a shard file from its path, which ends in
// layer-NNNNN/shard-IIIII-of-BBBBB.rbl.
func placeOf(path string) (place, error) {
	var at place
	i := strings.LastIndex(path, "layer-")
	if i < 0 {
		return at, fmt.Errorf("%s: not a shard file name", path)
	}
	rest := path[i:]
	if _, err := fmt.Sscanf(rest, "layer-%05d/shard-%05d-of-%05d.rbl", &at.Depth, &at.Bucket, &at.Buckets); err != nil ||
		rest != shardName(at.Depth, at.Bucket, at.Buckets) || at.Bucket >= at.Buckets {
		return at, fmt.Errorf("%s: not a shard file name", path)
	}
	return at, nil
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

// checkLayer reads every shard of m, of run id, and reports the first that
// does not match its entry, its place or the format, then checks the
// entries against the layer's totals.
func checkLayer(ctx context.Context, dir string, id runID, m *Manifest, yield func(uint64)) error {
	var sum uint64
	count := 0
	seen := map[string]bool{}
	for _, sh := range m.Shards {
		if seen[sh.Name] {
			return fmt.Errorf("layer %d: %w: %s listed twice", m.Depth, ErrCorrupt, sh.Name)
		}
		seen[sh.Name] = true
		if err := checkShard(ctx, dir, id, m, sh, yield); err != nil {
			return err
		}
		count += sh.Count
		sum += sh.Checksum
	}
	if count != m.Count || sum != m.Checksum {
		return fmt.Errorf("layer %d: %w: count or checksum differs from the manifest", m.Depth, ErrCorrupt)
	}
	return nil
}

func writeManifest(ctx context.Context, dir string, m *Manifest) error {
	b, err := json.MarshalIndent(m, "", "\t")
	if err != nil {
		return err
	}
	return writeAtomic(ctx, join(dir, manifestName(m.Depth)), append(b, '\n'))
}

// maxManifestBytes bounds a manifest: an entry takes at most about 170
// bytes, and a layer has at most maxShards entries.
const maxManifestBytes = 64 << 20

// readManifest returns layer d's manifest, or nil if it has none; it
// checks the file's kind and size before reading it.
func readManifest(ctx context.Context, dir string, d int) (*Manifest, error) {
	path := join(dir, manifestName(d))
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	if names, err := fs.List(ctx, path); err != nil || len(names) == 0 {
		return nil, err
	}
	b, err := readFile(ctx, path, 0, maxManifestBytes)
	if err != nil {
		return nil, fmt.Errorf("layer %d: %w: manifest %s: %v", d, ErrCorrupt, path, err)
	}
	var m Manifest
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil || m.Depth != d || m.Count < 0 {
		return nil, fmt.Errorf("layer %d: %w: unreadable manifest %s", d, ErrCorrupt, path)
	}
	return &m, nil
}

// Checksum returns the checksum that a [Manifest] records for a layer
// holding keys: the sum mod 2⁶⁴ of a 64-bit mix of each key, so that it
// does not depend on order or sharding. keys must be distinct.
func Checksum(keys []uint64) uint64 {
	var sum uint64
	for _, k := range keys {
		sum += fingerprint(k)
	}
	return sum
}

// ReadLayer returns the manifest of layer d of the run in dir and, unless
// frontier search has deleted the layer's files (Manifest.Pruned), its
// keys in shard order, each shard sorted. It fails with an error wrapping
// [ErrCorrupt] if the manifest or a file is of another run or a file does
// not match the manifest, and if the layer has no manifest (it is
// partial, or the run never reached it).
func ReadLayer(ctx context.Context, dir string, d int) (Manifest, []uint64, error) {
	ri, _, err := readRunInfo(ctx, dir, maxRunInfoBytes)
	if err != nil {
		return Manifest{}, nil, err
	}
	id := ri.identity()
	m, err := readManifest(ctx, dir, d)
	if err == nil && m == nil {
		err = fmt.Errorf("layer %d of %s has no manifest", d, dir)
	}
	if err == nil && m.Run != id.String() {
		err = fmt.Errorf("layer %d: %w: manifest %s is of another run", d, ErrCorrupt, manifestName(d))
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
