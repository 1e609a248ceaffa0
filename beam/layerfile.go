package beam

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

// A shard file holds distinct keys in increasing order:
//
//	magic "RPLBFS1\n" | uvarint count | uvarint first key |
//	uvarint gap to each next key | CRC-32C (Castagnoli) of all the
//	preceding bytes, 4 bytes little-endian
//
// Sorted keys and gaps make it compact: the 2×5 puzzle's layers take
// about 4 bytes per state (docs/benchmarks.md), against 8 for raw uint64.
const shardMagic = "RPLBFS1\n"

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// ErrCorrupt is wrapped by the errors about a layer file whose bytes do
// not match its checksum, its manifest or the format.
var ErrCorrupt = errors.New("corrupt layer file")

// encodeShard encodes keys, which must be sorted and distinct.
func encodeShard(keys []uint64) []byte {
	b := make([]byte, 0, len(shardMagic)+binary.MaxVarintLen64+3*len(keys)+4)
	b = append(b, shardMagic...)
	b = binary.AppendUvarint(b, uint64(len(keys)))
	var prev uint64
	for i, k := range keys {
		if i > 0 && k <= prev {
			panic("beam: encodeShard: keys not sorted and distinct")
		}
		b = binary.AppendUvarint(b, k-prev)
		prev = k
	}
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, castagnoli))
}

// decodeShard checks b's format and checksum and calls yield on each key.
// It returns the number of keys; on error nothing has been yielded.
func decodeShard(b []byte, yield func(uint64)) (int, error) {
	if len(b) < len(shardMagic)+1+4 || string(b[:len(shardMagic)]) != shardMagic {
		return 0, fmt.Errorf("%w: not a ripple layer shard", ErrCorrupt)
	}
	body, sum := b[:len(b)-4], binary.LittleEndian.Uint32(b[len(b)-4:])
	if crc32.Checksum(body, castagnoli) != sum {
		return 0, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	p := body[len(shardMagic):]
	n, w := binary.Uvarint(p)
	if w <= 0 || n > uint64(len(p)) {
		return 0, fmt.Errorf("%w: bad key count", ErrCorrupt)
	}
	p = p[w:]
	keys := p
	// Validate the whole shard before yielding anything.
	var k uint64
	for i := range n {
		g, w := binary.Uvarint(p)
		if w <= 0 || (i > 0 && g == 0) {
			return 0, fmt.Errorf("%w: bad key %d", ErrCorrupt, i)
		}
		p, k = p[w:], k+g
	}
	if len(p) != 0 {
		return 0, fmt.Errorf("%w: %d bytes after the last key", ErrCorrupt, len(p))
	}
	p, k = keys, 0
	for range n {
		g, w := binary.Uvarint(p)
		p, k = p[w:], k+g
		yield(k)
	}
	return int(n), nil
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
// manifest is partial; one whose shard files do not match their recorded
// sizes and CRCs is corrupt.
type Manifest struct {
	Depth int `json:"depth"`
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

// Shard is one file of a layer.
type Shard struct {
	Name   string `json:"name"` // relative to the run's directory
	Count  int    `json:"count"`
	Bytes  int64  `json:"bytes"`
	CRC32C uint32 `json:"crc32c"` // of the whole file
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

// readAll reads a file through Beam's filesystem registry (local paths,
// gs://, s3:// once their packages are linked in).
func readAll(ctx context.Context, path string) ([]byte, error) {
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	return filesystem.Read(ctx, fs, path)
}

// writeAtomic writes data to path through a temporary file renamed into
// place, so that a reader never sees part of it (object stores commit a
// write on Close anyway).
func writeAtomic(ctx context.Context, path string, data []byte) error {
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return err
	}
	defer fs.Close()
	tmp := path + ".tmp"
	if err := filesystem.Write(ctx, fs, tmp, data); err != nil {
		return err
	}
	return filesystem.Rename(ctx, fs, tmp, path)
}

// scanLayer builds the manifest of layer d from its shard files in dir,
// reading and checking each one.
func scanLayer(ctx context.Context, dir string, d int) (*Manifest, error) {
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
	m := &Manifest{Depth: d}
	for _, name := range names {
		b, err := filesystem.Read(ctx, fs, name)
		if err != nil {
			return nil, err
		}
		var sum uint64
		n, err := decodeShard(b, func(k uint64) { sum += fingerprint(k) })
		if err != nil {
			return nil, fmt.Errorf("layer %d: %s: %w", d, name, err)
		}
		rel := name[strings.LastIndex(name, layerDir(d)+"/"):]
		m.Shards = append(m.Shards, Shard{Name: rel, Count: n, Bytes: int64(len(b)), CRC32C: crc32.Checksum(b, castagnoli)})
		m.Count += n
		m.Checksum += sum
	}
	return m, nil
}

// checkLayer reads every shard of m and reports the first that does not
// match the manifest or the format.
func checkLayer(ctx context.Context, dir string, m *Manifest) error {
	var sum uint64
	count := 0
	for _, sh := range m.Shards {
		b, err := readAll(ctx, join(dir, sh.Name))
		if err != nil {
			return fmt.Errorf("layer %d: %w: %v", m.Depth, ErrCorrupt, err)
		}
		if int64(len(b)) != sh.Bytes || crc32.Checksum(b, castagnoli) != sh.CRC32C {
			return fmt.Errorf("layer %d: %s: %w: size or CRC-32C differs from the manifest", m.Depth, sh.Name, ErrCorrupt)
		}
		n, err := decodeShard(b, func(k uint64) { sum += fingerprint(k) })
		if err != nil {
			return fmt.Errorf("layer %d: %s: %w", m.Depth, sh.Name, err)
		}
		count += n
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

// readManifest returns layer d's manifest, or nil if it has none.
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
	b, err := filesystem.Read(ctx, fs, path)
	if err != nil {
		return nil, err
	}
	var m Manifest
	dec := json.NewDecoder(io.LimitReader(bytes.NewReader(b), 64<<20))
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
// [ErrCorrupt] if a file does not match the manifest, and if the layer has
// no manifest (it is partial, or the run never reached it).
func ReadLayer(ctx context.Context, dir string, d int) (Manifest, []uint64, error) {
	m, err := readManifest(ctx, dir, d)
	if err == nil && m == nil {
		err = fmt.Errorf("layer %d of %s has no manifest", d, dir)
	}
	if err != nil {
		return Manifest{}, nil, err
	}
	if m.Pruned {
		return *m, nil, nil
	}
	if err := checkLayer(ctx, dir, m); err != nil {
		return Manifest{}, nil, err
	}
	keys := make([]uint64, 0, m.Count)
	for _, sh := range m.Shards {
		b, err := readAll(ctx, join(dir, sh.Name))
		if err != nil {
			return Manifest{}, nil, err
		}
		if _, err := decodeShard(b, func(k uint64) { keys = append(keys, k) }); err != nil {
			return Manifest{}, nil, fmt.Errorf("layer %d: %s: %w", d, sh.Name, err)
		}
	}
	return *m, keys, nil
}
