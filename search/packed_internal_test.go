package search

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestU64Set compares the open-addressing set with a Go map on random keys,
// with 0, the largest key and keys colliding in the top bits included.
func TestU64Set(t *testing.T) {
	for _, tc := range []struct {
		name string
		hint int
		keys func(r *rand.Rand) uint64
	}{
		{"random", 1, func(r *rand.Rand) uint64 { return r.Uint64() }},
		{"small keys", 16, func(r *rand.Rand) uint64 { return r.Uint64N(5000) }},
		{"extremes", 0, func(r *rand.Rand) uint64 {
			return []uint64{0, 1, math.MaxUint64, math.MaxUint64 - 1, 1 << 63}[r.IntN(5)]
		}},
		{"same high bits", 1 << 10, func(r *rand.Rand) uint64 { return r.Uint64N(1<<12) << 40 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, 2))
			s := newU64Set(tc.hint, false)
			ref := map[uint64]bool{}
			for range testsize.Pick(20000, 2000) {
				k := tc.keys(r)
				probe := tc.keys(r)
				require.Equal(t, ref[probe], s.has(probe), "has(%#x)", probe)
				require.Equal(t, !ref[k], s.insert(k), "insert(%#x)", k)
				ref[k] = true
				require.Equal(t, len(ref), s.n)
			}
			for k := range ref {
				require.True(t, s.has(k))
			}
			require.LessOrEqual(t, s.n*8, len(s.slots)*5, "load factor above 5/8")
		})
	}
}

// has reports whether k is in the set: the check that TestU64Set
// compares with a Go map.
func (s *u64set) has(k uint64) bool {
	if k == 0 {
		return s.hasZero
	}
	mask := uint64(len(s.slots) - 1)
	for i := (k * fibMul) >> s.shift; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case k:
			return true
		case 0:
			return false
		}
	}
}
