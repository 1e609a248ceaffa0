// Package rank numbers permutations, partial permutations and orientation
// vectors densely, in lexicographic order: the bijections a permutation
// puzzle needs to implement [search.Indexer] (a cube's corner permutation
// and twists, a sliding puzzle's tile positions) or to index a pattern
// database.
//
// Every function takes and fills caller-owned slices and allocates
// nothing. Elements are small integers: permutations of 0..n−1 with n ≤ 20
// (20! is the largest factorial an int holds) and partial permutations
// with n ≤ 64 whose count fits an int. Arguments outside those rules are
// programmer errors and panic with a message prefixed "rank: ".
//
// Ranking uses a bitmask of the values already seen and a population
// count, so it is O(k) for k elements rather than the textbook O(k²);
// unranking is O(k·n) at most, by scanning for the d-th unused value.
package rank

import (
	"fmt"
	"math/bits"
)

// Factorial returns n! for 0 ≤ n ≤ 20.
func Factorial(n int) int {
	if n < 0 || n > 20 {
		panic(fmt.Sprintf("rank: Factorial(%d): n must be in [0, 20]", n))
	}
	f := 1
	for i := 2; i <= n; i++ {
		f *= i
	}
	return f
}

// PartialCount returns n!/(n−k)!, the number of sequences of k distinct
// values out of 0..n−1, for 0 ≤ k ≤ n ≤ 64; it panics if that overflows
// an int.
func PartialCount(n, k int) int {
	if k < 0 || k > n || n > 64 {
		panic(fmt.Sprintf("rank: PartialCount(%d, %d): want 0 ≤ k ≤ n ≤ 64", n, k))
	}
	c := 1
	for i := range k {
		hi, lo := bits.Mul64(uint64(c), uint64(n-i))
		if hi != 0 || lo > 1<<63-1 {
			panic(fmt.Sprintf("rank: PartialCount(%d, %d) overflows an int", n, k))
		}
		c = int(lo)
	}
	return c
}

// Permutation returns the lexicographic rank of p, a permutation of
// 0..len(p)−1, in [0, len(p)!): the identity is 0 and the reversal
// len(p)!−1. It panics if p is not a permutation or len(p) > 20.
func Permutation(p []int) int {
	if len(p) > 20 {
		panic(fmt.Sprintf("rank: Permutation of %d elements: at most 20", len(p)))
	}
	return Partial(p, len(p))
}

// UnrankPermutation fills p with the permutation of 0..len(p)−1 whose rank
// is r: it inverts [Permutation]. It panics unless 0 ≤ r < len(p)!.
func UnrankPermutation(r int, p []int) {
	if len(p) > 20 {
		panic(fmt.Sprintf("rank: UnrankPermutation of %d elements: at most 20", len(p)))
	}
	UnrankPartial(r, len(p), p)
}

// Partial returns the lexicographic rank of p among the sequences of
// len(p) distinct values out of 0..n−1, in [0, PartialCount(n, len(p))).
// With len(p) == n it is [Permutation]. A pattern database over k tiles of
// a puzzle with n cells ranks the tiles' cells this way. It panics if a
// value is outside [0, n) or repeated, or if the count overflows an int.
func Partial(p []int, n int) int {
	k := len(p)
	count := PartialCount(n, k) // validates n and k
	var used uint64
	r := 0
	for i, v := range p {
		if uint(v) >= uint(n) || used&(1<<uint(v)) != 0 {
			panic(fmt.Sprintf("rank: element %d is %d: want distinct values in [0, %d)", i, v, n))
		}
		// count is now the number of ways to complete the sequence from
		// position i; each smaller unused value at i skips count/(n−i).
		count /= n - i
		r += (v - bits.OnesCount64(used&(1<<uint(v)-1))) * count
		used |= 1 << uint(v)
	}
	return r
}

// UnrankPartial fills p with the sequence of len(p) distinct values out of
// 0..n−1 whose rank is r: it inverts [Partial]. It panics unless
// 0 ≤ r < PartialCount(n, len(p)).
func UnrankPartial(r, n int, p []int) {
	count := PartialCount(n, len(p))
	if r < 0 || r >= count {
		panic(fmt.Sprintf("rank: UnrankPartial(%d, %d, len %d): rank outside [0, %d)", r, n, len(p), count))
	}
	var used uint64
	for i := range p {
		count /= n - i
		d := r / count
		r %= count
		// The d-th unused value, counting from 0.
		v := 0
		for ; ; v++ {
			if used&(1<<uint(v)) == 0 {
				if d == 0 {
					break
				}
				d--
			}
		}
		p[i] = v
		used |= 1 << uint(v)
	}
}

// Orientation returns the rank of o, a vector of orientations each in
// [0, base), read as a number in base base with o[0] most significant: in
// [0, base^len(o)). For pieces whose orientations sum to 0 modulo base
// (a cube's corner twists, edge flips), rank o[:len(o)−1] and recompute the
// last one. It panics if base < 1, an element is out of range, or the count
// overflows an int.
func Orientation(o []int, base int) int {
	if base < 1 {
		panic(fmt.Sprintf("rank: Orientation base %d: must be at least 1", base))
	}
	r := 0
	for i, v := range o {
		if uint(v) >= uint(base) {
			panic(fmt.Sprintf("rank: element %d is %d: want [0, %d)", i, v, base))
		}
		hi, lo := bits.Mul64(uint64(r), uint64(base))
		if hi != 0 || lo > 1<<63-1-uint64(v) {
			panic(fmt.Sprintf("rank: %d orientations in base %d overflow an int", len(o), base))
		}
		r = int(lo) + v
	}
	return r
}

// UnrankOrientation fills o with the orientation vector whose rank is r in
// base base: it inverts [Orientation]. It panics unless 0 ≤ r < base^len(o).
func UnrankOrientation(r, base int, o []int) {
	if base < 1 || r < 0 {
		panic(fmt.Sprintf("rank: UnrankOrientation(%d, %d): want r ≥ 0 and base ≥ 1", r, base))
	}
	for i := len(o) - 1; i >= 0; i-- {
		o[i] = r % base
		r /= base
	}
	if r != 0 {
		panic(fmt.Sprintf("rank: UnrankOrientation: rank too large for %d orientations in base %d", len(o), base))
	}
}
