package ripplebeam

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// testManifest is a sealed manifest of layer 3 of testRun, with entries
// for five of eight buckets, and its file's bytes.
func testManifest(t testing.TB) (*Manifest, []byte) {
	t.Helper()
	m := &Manifest{Run: testRun.String(), Depth: 3, Prev: "ab", Pruned: true}
	for i, b := range []int{0, 2, 3, 5, 7} {
		sh := Shard{Name: shardName(3, b, 8), Count: 10 + i, Bytes: 60 + int64(i), Checksum: uint64(b) << 60}
		m.Shards = append(m.Shards, sh)
		m.Count += sh.Count
		m.Checksum += sh.Checksum
	}
	m.Digest = m.digest(m.Pruned)
	b, err := json.MarshalIndent(m, "", "\t")
	require.NoError(t, err)
	return m, append(b, '\n')
}

// TestManifestBitFlips flips every bit of a manifest file in turn: each
// flipped file is refused, or says exactly what the manifest said (a flip
// in the layout, or in the case of a field name, which JSON ignores).
func TestManifestBitFlips(t *testing.T) {
	want, b := testManifest(t)
	got, err := parseManifest(b)
	require.NoError(t, err)
	require.NoError(t, got.check(testRun, 3, 8))
	require.Equal(t, want, got)
	accepted := 0
	for i := range len(b) * 8 {
		c := slices.Clone(b)
		c[i/8] ^= 1 << (i % 8)
		m, err := parseManifest(c)
		if err == nil {
			err = m.check(testRun, 3, 8)
		}
		if err == nil {
			accepted++
			if !equalManifests(want, m) {
				t.Fatalf("bit %d (byte %q): accepted a manifest that differs: %+v", i, b[i/8], m)
			}
		}
	}
	t.Logf("%d of %d flips accepted, each with the same contents", accepted, len(b)*8)
}

func equalManifests(a, b *Manifest) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// TestManifestCheckRules: each rule of Manifest.check refuses a manifest
// that breaks it, even one sealed again with a matching digest.
func TestManifestCheckRules(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(m *Manifest)
		reseal bool
		want   string
	}{
		{"stale digest", func(m *Manifest) { m.Count++ }, false, "does not match its digest"},
		{"no digest", func(m *Manifest) { m.Digest = "" }, false, "does not match its digest"},
		{"other run", func(m *Manifest) { m.Run = runID{}.String() }, true, "is of another run"},
		{"other depth", func(m *Manifest) { m.Depth = 4 }, true, "names depth 4"},
		{"count off", func(m *Manifest) { m.Count-- }, true, "add up to"},
		{"checksum off", func(m *Manifest) { m.Checksum++ }, true, "add up to"},
		{"entry dropped, totals kept", func(m *Manifest) { m.Shards = m.Shards[1:] }, true, "add up to"},
		{"entry of another layer", func(m *Manifest) { m.Shards[0].Name = shardName(2, 0, 8) }, true, "not a shard file of the layer"},
		{"entry of other buckets", func(m *Manifest) { m.Shards[0].Name = shardName(3, 0, 9) }, true, "not a shard file of the layer"},
		{"entry not a shard", func(m *Manifest) { m.Shards[0].Name = "../../etc/passwd" }, true, "not a shard file of the layer"},
		{"entry with a prefix", func(m *Manifest) { m.Shards[0].Name = "x/" + m.Shards[0].Name }, true, "not a shard file of the layer"},
		{"entries out of order", func(m *Manifest) { m.Shards[0], m.Shards[1] = m.Shards[1], m.Shards[0] }, true, "out of order or twice"},
		{"entry twice", func(m *Manifest) { m.Shards[1] = m.Shards[0] }, true, "out of order or twice"},
		{"empty entry", func(m *Manifest) { m.Count -= m.Shards[0].Count; m.Shards[0].Count = 0 }, true, "keys in"},
		{"huge entry", func(m *Manifest) { m.Shards[0].Bytes = 3 << 30 }, true, "keys in"},
		{"entry too small", func(m *Manifest) { m.Shards[0].Bytes = 3 }, true, "keys in"},
		{"more keys than bytes", func(m *Manifest) { m.Count += 100; m.Shards[0].Count += 100 }, true, "keys in"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, _ := testManifest(t)
			tc.change(m)
			if tc.reseal {
				m.Digest = m.digest(m.Pruned)
			}
			err := m.check(testRun, 3, 8)
			require.ErrorIs(t, err, ErrCorrupt)
			require.ErrorContains(t, err, tc.want)
		})
	}
	m, _ := testManifest(t)
	require.NoError(t, m.follows("ab"))
	require.ErrorContains(t, m.follows("cd"), "does not follow layer 2's")
	// Pruning changes the digest, not the one the next layer names.
	m.Pruned = false
	require.NotEqual(t, m.Digest, m.digest(false))
	require.Equal(t, m.Digest, m.digest(true))
}

func FuzzParseManifest(f *testing.F) {
	_, b := testManifest(f)
	f.Add(b)
	f.Add([]byte(`{"run":"","depth":0,"count":0,"checksum":0,"shards":null,"digest":""}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := parseManifest(b)
		if err != nil {
			return
		}
		if err := m.check(testRun, 3, 8); err != nil {
			return
		}
		// What checks out encodes to a manifest that checks out the same.
		c, err := json.MarshalIndent(m, "", "\t")
		require.NoError(t, err)
		m2, err := parseManifest(c)
		require.NoError(t, err)
		require.NoError(t, m2.check(testRun, 3, 8))
		require.True(t, equalManifests(m, m2), fmt.Sprintf("%+v", m2))
	})
}
