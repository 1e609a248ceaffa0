package ripplebeam

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// testRun is the run of the files these tests encode.
var testRun = runID{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}

// whole is the place of a file with every key of layer 3: one bucket.
var whole = place{Run: testRun, Depth: 3, Bucket: 0, Buckets: 1}

// decodeAll decodes b both ways, which must agree.
func decodeAll(b []byte) ([]uint64, error) {
	var keys []uint64
	info, err := decodeShard(b, whole, func(k uint64) { keys = append(keys, k) })
	keys2, info2, err2 := decodeKeys(b, whole, nil)
	if (err == nil) != (err2 == nil) || info != info2 || !slices.Equal(keys, keys2) {
		panic("decodeShard and decodeKeys disagree")
	}
	return keys, err
}

func TestShardRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 2, 100, 5000} {
		keys := make([]uint64, n)
		for i := range keys {
			keys[i] = r.Uint64() >> r.IntN(64)
		}
		if n > 2 {
			keys[0], keys[1] = 0, ^uint64(0) // both extremes
		}
		keys = sortCompact(keys)
		got, err := decodeAll(encodeShard(whole, keys))
		require.NoError(t, err)
		require.Equal(t, len(keys), len(got))
		require.True(t, slices.Equal(keys, got))
	}
}

// TestShardDetectsDamage flips every bit of a small shard in turn, and
// cuts it at every length: each damaged copy must be refused, and yield
// nothing.
func TestShardDetectsDamage(t *testing.T) {
	b := encodeShard(whole, []uint64{3, 17, 1 << 40, 1<<63 + 5})
	for i := range len(b) * 8 {
		c := slices.Clone(b)
		c[i/8] ^= 1 << (i % 8)
		yielded := 0
		_, err := decodeShard(c, whole, func(uint64) { yielded++ })
		require.ErrorIs(t, err, ErrCorrupt, "bit %d", i)
		require.Zero(t, yielded, "bit %d", i)
	}
	for n := range len(b) {
		_, err := decodeAll(b[:n])
		require.ErrorIs(t, err, ErrCorrupt, "cut at %d", n)
	}
}

// TestShardKnowsItsPlace: a well-formed file read as another layer's or
// another bucket's is refused, and so is a file whose header claims a
// bucket its keys are not of (a forged file with a valid CRC).
func TestShardKnowsItsPlace(t *testing.T) {
	const buckets = 5
	r := rand.New(rand.NewPCG(5, 6))
	parts := make([][]uint64, buckets)
	for range 1000 {
		k := r.Uint64()
		parts[shardOf(k, buckets)] = append(parts[shardOf(k, buckets)], k)
	}
	at := place{Run: testRun, Depth: 7, Bucket: 2, Buckets: buckets}
	keys := sortCompact(parts[2])
	b := encodeShard(at, keys)
	info, err := decodeShard(b, at, nil)
	require.NoError(t, err)
	require.Equal(t, shardInfo{At: at, Count: len(keys), Sum: Checksum(keys)}, info)
	_, err = decodeShard(b, place{testRun, anyDepth, 2, buckets}, nil)
	require.NoError(t, err)
	for name, want := range map[string]place{
		"other layer":  {testRun, 6, 2, buckets},
		"other bucket": {testRun, 7, 1, buckets},
		"other count":  {testRun, 7, 2, buckets + 1},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := decodeShard(b, want, func(uint64) { t.Fatal("yielded") })
			require.ErrorIs(t, err, ErrCorrupt)
			require.ErrorContains(t, err, "expected")
		})
	}
	t.Run("other run", func(t *testing.T) {
		other := at
		other.Run[15]++
		_, err := decodeShard(b, other, func(uint64) { t.Fatal("yielded") })
		require.ErrorIs(t, err, ErrCorrupt)
		require.ErrorContains(t, err, "another run")
	})
	t.Run("keys of another bucket", func(t *testing.T) {
		forged := encodeShard(place{testRun, 7, 2, buckets}, sortCompact(parts[3]))
		_, err := decodeShard(forged, at, func(uint64) { t.Fatal("yielded") })
		require.ErrorIs(t, err, ErrCorrupt)
		require.ErrorContains(t, err, "is not of bucket 2")
	})
}

func TestPlaceOf(t *testing.T) {
	at, err := placeOf("gs://b/run/" + shardName(12, 3, 8))
	require.NoError(t, err)
	require.Equal(t, place{Depth: 12, Bucket: 3, Buckets: 8}, at)
	for _, bad := range []string{"x/layer-00001/shard-00008-of-00008.rbl", "layer-00001/shard-1-of-8.rbl", "layer-00001/shard-00001-of-00008.rbl.tmp", "shard-00001-of-00008.rbl"} {
		_, err := placeOf(bad)
		require.Error(t, err, bad)
	}
}

func TestSubtractSorted(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		a := sortCompact(randKeys(r, r.IntN(50)))
		b := sortCompact(randKeys(r, r.IntN(50)))
		var want []uint64
		for _, k := range a {
			if !slices.Contains(b, k) {
				want = append(want, k)
			}
		}
		got := subtractSorted(slices.Clone(a), b)
		require.Equal(t, len(want), len(got))
		require.True(t, slices.Equal(want, got), "%v - %v", a, b)
	}
}

func TestShardOfSpreads(t *testing.T) {
	const n, keys = 7, 70_000
	counts := make([]int, n)
	for k := range uint64(keys) {
		i := shardOf(k<<4, n) // sliding-puzzle keys differ in nibbles
		require.True(t, i >= 0 && i < n)
		counts[i]++
	}
	for i, c := range counts {
		require.InDelta(t, keys/n, c, keys/n/10, "shard %d", i)
	}
}

func randKeys(r *rand.Rand, n int) []uint64 {
	keys := make([]uint64, n)
	for i := range keys {
		keys[i] = uint64(r.IntN(100))
	}
	return keys
}

func FuzzDecodeShard(f *testing.F) {
	f.Add(encodeShard(whole, nil))
	f.Add(encodeShard(whole, []uint64{1, 2, 3, 1 << 60}))
	f.Add([]byte(shardMagic))
	f.Fuzz(func(t *testing.T, b []byte) {
		keys, err := decodeAll(b)
		if err != nil {
			return
		}
		// Whatever decodes is sorted, distinct, and encodes back to b.
		require.True(t, slices.IsSorted(keys))
		require.Equal(t, b, encodeShard(whole, keys))
	})
}

func TestMergeRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for n := range 12 {
		var runs [][]uint64
		var all []uint64
		for range n {
			run := sortCompact(randKeys(r, r.IntN(40)))
			runs = append(runs, run)
			all = append(all, run...)
		}
		want := sortCompact(all)
		got := mergeRuns(runs)
		require.Equal(t, len(want), len(got), "%d runs", n)
		require.True(t, slices.Equal(want, got), "%d runs", n)
	}
}
