package slidingpuzzle_test

import (
	"context"
	"testing"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

func BenchmarkEnumerate(b *testing.B) {
	for _, w := range []int{1, 2} {
		b.Run("2x5/workers="+string(rune('0'+w)), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sizes, err := sp.Enumerate(context.Background(), 2, 5, search.Options{Workers: w})
				if err != nil || len(sizes) != 56 {
					b.Fatal(err, len(sizes))
				}
			}
		})
	}
}
