package rank_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/search/rank"
)

// brutePartials lists the sequences of k distinct values of 0..n−1 in
// lexicographic order, by recursion: the reference order.
func brutePartials(n, k int) [][]int {
	var out [][]int
	cur := []int{}
	var rec func()
	rec = func() {
		if len(cur) == k {
			out = append(out, slices.Clone(cur))
			return
		}
		for v := range n {
			if !slices.Contains(cur, v) {
				cur = append(cur, v)
				rec()
				cur = cur[:len(cur)-1]
			}
		}
	}
	rec()
	return out
}

func TestPermutationAgainstEnumeration(t *testing.T) {
	for n := 0; n <= 7; n++ {
		t.Run(fmt.Sprint("n=", n), func(t *testing.T) {
			all := brutePartials(n, n)
			if len(all) != rank.Factorial(n) {
				t.Fatalf("%d permutations, Factorial gives %d", len(all), rank.Factorial(n))
			}
			got := make([]int, n)
			for i, p := range all {
				if r := rank.Permutation(p); r != i {
					t.Fatalf("Permutation(%v) = %d, want %d", p, r, i)
				}
				rank.UnrankPermutation(i, got)
				if !slices.Equal(p, got) {
					t.Fatalf("UnrankPermutation(%d) = %v, want %v", i, got, p)
				}
			}
		})
	}
}

func TestPartialAgainstEnumeration(t *testing.T) {
	for n := 0; n <= 7; n++ {
		for k := 0; k <= n; k++ {
			t.Run(fmt.Sprintf("n=%d,k=%d", n, k), func(t *testing.T) {
				all := brutePartials(n, k)
				if len(all) != rank.PartialCount(n, k) {
					t.Fatalf("%d sequences, PartialCount gives %d", len(all), rank.PartialCount(n, k))
				}
				got := make([]int, k)
				for i, p := range all {
					if r := rank.Partial(p, n); r != i {
						t.Fatalf("Partial(%v, %d) = %d, want %d", p, n, r, i)
					}
					rank.UnrankPartial(i, n, got)
					if !slices.Equal(p, got) {
						t.Fatalf("UnrankPartial(%d, %d) = %v, want %v", i, n, got, p)
					}
				}
			})
		}
	}
	t.Run("16 cells, 6 tiles round trip", func(t *testing.T) {
		p := make([]int, 6)
		for r := 0; r < rank.PartialCount(16, 6); r += 9973 {
			rank.UnrankPartial(r, 16, p)
			if got := rank.Partial(p, 16); got != r {
				t.Fatalf("Partial(UnrankPartial(%d)) = %d", r, got)
			}
		}
	})
}

func TestOrientationAgainstEnumeration(t *testing.T) {
	for base := 1; base <= 3; base++ {
		for n := 0; n <= 5; n++ {
			t.Run(fmt.Sprintf("base=%d,n=%d", base, n), func(t *testing.T) {
				// Counting in base base, last digit fastest, is the
				// reference order.
				o := make([]int, n)
				got := make([]int, n)
				for i := 0; ; i++ {
					if r := rank.Orientation(o, base); r != i {
						t.Fatalf("Orientation(%v, %d) = %d, want %d", o, base, r, i)
					}
					rank.UnrankOrientation(i, base, got)
					if !slices.Equal(o, got) {
						t.Fatalf("UnrankOrientation(%d, %d) = %v, want %v", i, base, got, o)
					}
					j := n - 1
					for j >= 0 && o[j] == base-1 {
						o[j] = 0
						j--
					}
					if j < 0 {
						want := 1
						for range n {
							want *= base
						}
						if i+1 != want {
							t.Fatalf("%d orientations, want %d", i+1, want)
						}
						break
					}
					o[j]++
				}
			})
		}
	}
}

// panics runs f and reports whether it panicked, and with what.
func panics(f func()) (v any, panicked bool) {
	panicked = true
	defer func() { v = recover() }()
	f()
	panicked = false
	return
}

func TestMisusePanics(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    func()
		want any // nil: any value
	}{
		{"Permutation repeats", func() { rank.Permutation([]int{0, 0}) }, "rank: element 1 is 0: want distinct values in [0, 2)"},
		{"Partial out of range", func() { rank.Partial([]int{5}, 3) }, "rank: element 0 is 5: want distinct values in [0, 3)"},
		{"Permutation of 21", func() { rank.Permutation(make([]int, 21)) }, nil},
		{"PartialCount overflows", func() { rank.PartialCount(64, 30) }, nil},
		{"UnrankPartial out of range", func() { rank.UnrankPartial(6, 3, make([]int, 3)) }, nil},
		{"Orientation digit", func() { rank.Orientation([]int{3}, 3) }, nil},
		{"UnrankOrientation out of range", func() { rank.UnrankOrientation(27, 3, make([]int, 3)) }, nil},
		{"Factorial(21)", func() { rank.Factorial(21) }, nil},
	} {
		v, ok := panics(tc.f)
		if !ok || (tc.want != nil && v != tc.want) {
			t.Errorf("%s: panicked %v with %#v, want a panic with %#v", tc.name, ok, v, tc.want)
		}
	}
}
