package ripplebeam

import (
	"context"
	"encoding/binary"
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
