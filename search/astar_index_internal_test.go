package search

import (
	"math/rand/v2"
	"testing"
)

// TestIndexTableAgreesWithAMap enters random indices, spread wide or
// packed close, and checks every lookup against a Go map, across growths,
// then the refusal to grow past the limit and the listing of entries.
func TestIndexTableAgreesWithAMap(t *testing.T) {
	for _, spread := range []int{1 << 12, 1 << 20, maxPositions} {
		r := rand.New(rand.NewPCG(uint64(spread), 5))
		tb, ref := newIndexTable(), map[int]int32{}
		for k := range 20000 {
			i := r.IntN(spread)
			p, ok := tb.find(i)
			q, want := ref[i]
			if ok != want || ok && p != q {
				t.Fatalf("spread %d step %d: find(%d) = %d, %v; want %d, %v", spread, k, i, p, ok, q, want)
			}
			if !ok {
				if !tb.insert(i, int32(k), 1<<20) {
					t.Fatalf("spread %d: insert refused with %d entries", spread, tb.n)
				}
				ref[i] = int32(k)
			}
		}
		if tb.n != len(ref) {
			t.Fatalf("spread %d: %d entries, want %d", spread, tb.n, len(ref))
		}
		seen := 0
		tb.each(func(i int, p int32) {
			if ref[i] != p {
				t.Fatalf("spread %d: each gives %d → %d, want %d", spread, i, p, ref[i])
			}
			seen++
		})
		if seen != len(ref) {
			t.Fatalf("spread %d: each lists %d entries, want %d", spread, seen, len(ref))
		}
	}
	t.Run("limit", func(t *testing.T) {
		tb := newIndexTable()
		n := 0
		for i := 0; ; i++ {
			if _, ok := tb.find(i); ok {
				t.Fatalf("index %d found before it was entered", i)
			}
			if !tb.insert(i, int32(i), 4*indexTableMin) {
				break
			}
			n++
		}
		if n != 2*indexTableMin || len(tb.slots) != 4*indexTableMin {
			t.Fatalf("%d entries in %d slots before the refusal; want %d in %d", n, len(tb.slots), 2*indexTableMin, 4*indexTableMin)
		}
	})
}
