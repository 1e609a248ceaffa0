package ripplebeam

import "slices"

// radixMin is the length below which sortKeys leaves the work to
// slices.Sort: a radix pass costs a histogram of 256 counts whatever the
// length.
const radixMin = 512

// sortKeys sorts keys in increasing order, using tmp (grown if it is
// shorter than keys) as scratch space, and returns tmp for the next call.
// It is a least-significant-digit radix sort on bytes that skips every
// byte position where all the keys agree: a sliding-puzzle key of 10
// nibbles takes five passes, each a count and a scatter, where a
// comparison sort takes log₂(len(keys)) mostly unpredictable branches per
// key.
func sortKeys(keys, tmp []uint64) []uint64 {
	if len(keys) < radixMin {
		slices.Sort(keys)
		return tmp
	}
	var counts [8][256]int
	var differ uint64
	first := keys[0]
	for _, k := range keys {
		differ |= k ^ first
		for b := range 8 {
			counts[b][byte(k>>(8*b))]++
		}
	}
	if cap(tmp) < len(keys) {
		tmp = make([]uint64, len(keys))
	}
	src, dst := keys, tmp[:len(keys)]
	for b := range 8 {
		if byte(differ>>(8*b)) == 0 {
			continue // every key has the same byte here
		}
		var next [256]int
		at := 0
		for v, c := range counts[b] {
			next[v] = at
			at += c
		}
		shift := uint(8 * b)
		for _, k := range src {
			v := byte(k >> shift)
			dst[next[v]] = k
			next[v]++
		}
		src, dst = dst, src
	}
	if &src[0] != &keys[0] {
		copy(keys, src)
	}
	return tmp
}

// sortCompact sorts keys and drops repeats, in place.
func sortCompact(keys []uint64) []uint64 {
	sortKeys(keys, nil)
	return slices.Compact(keys)
}
