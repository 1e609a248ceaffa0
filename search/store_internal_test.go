package search

import (
	"math/rand/v2"
	"testing"
)

// TestIndexStoreAgreesWithAMap drives the store through marks, positions
// and unmarks, sparse and across the switch to dense, against a Go map.
func TestIndexStoreAgreesWithAMap(t *testing.T) {
	for _, n := range []int{1000, denseAtOnce + 1, 1 << 30} {
		for _, keep := range []bool{false, true} {
			s := newIndexStoreAt(n, keep, denseAtOnce)
			want := map[int]int32{}
			r := rand.New(rand.NewPCG(uint64(n), 1))
			for op := range 40_000 {
				i := r.IntN(min(n, 50_000)) * (n / min(n, 50_000))
				switch r.IntN(3) {
				case 0, 1:
					_, had := want[i]
					if _, got := s.put(i, int32(op)); got == had {
						t.Fatalf("n=%d keep=%v: put(%d) added = %v, map had it: %v", n, keep, i, got, had)
					}
					if !had {
						want[i] = int32(op)
					}
				case 2:
					s.unmark(i)
					delete(want, i)
				}
			}
			for i := range min(n, 50_000) {
				i *= n / min(n, 50_000)
				p, ok := s.get(i)
				q, had := want[i]
				if ok != had || keep && ok && p != q {
					t.Fatalf("n=%d keep=%v dense=%v: get(%d) = %d %v, want %d %v", n, keep, s.bits != nil, i, p, ok, q, had)
				}
			}
		}
	}
}
