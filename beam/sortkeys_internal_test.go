package ripplebeam

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSortKeys compares sortKeys with slices.Sort on keys that vary in
// every byte, in a few bytes only (as a puzzle's do), in none, and on
// lengths around radixMin, reusing one scratch slice throughout.
func TestSortKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	var tmp []uint64
	for _, n := range []int{0, 1, 2, radixMin - 1, radixMin, radixMin + 1, 5000, 100_000} {
		for name, key := range map[string]func() uint64{
			"random":    r.Uint64,
			"low bytes": func() uint64 { return r.Uint64() >> 24 },
			"one byte":  func() uint64 { return 0xABCD<<48 | uint64(r.IntN(256))<<16 },
			"odd bytes": func() uint64 { return r.Uint64() & 0xFF00FF00FF },
			"equal":     func() uint64 { return 42 },
			"extremes":  func() uint64 { return -uint64(r.IntN(2)) },
		} {
			keys := make([]uint64, n)
			for i := range keys {
				keys[i] = key()
			}
			want := slices.Clone(keys)
			slices.Sort(want)
			tmp = sortKeys(keys, tmp)
			require.Equal(t, want, keys, "%s, %d keys", name, n)
			require.Equal(t, slices.Compact(slices.Clone(want)), sortCompact(slices.Clone(keys)), "%s, %d keys", name, n)
		}
	}
}

// BenchmarkSortKeys sorts the candidates of one bucket as the expand step
// does: sliding-puzzle-like keys of 40 bits.
func BenchmarkSortKeys(b *testing.B) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, n := range []int{5000, 1 << 20} {
		keys := make([]uint64, n)
		for i := range keys {
			keys[i] = r.Uint64() >> 24
		}
		work := make([]uint64, n)
		b.Run("radix/n="+itoa(n), func(b *testing.B) {
			var tmp []uint64
			for b.Loop() {
				copy(work, keys)
				tmp = sortKeys(work, tmp)
			}
		})
		b.Run("slices.Sort/n="+itoa(n), func(b *testing.B) {
			for b.Loop() {
				copy(work, keys)
				slices.Sort(work)
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
