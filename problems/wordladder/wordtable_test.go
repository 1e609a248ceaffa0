package wordladder

// This file holds a neighbour strategy kept for the benchmarks only
// (BenchmarkNeighbors, BenchmarkBuild): it measured slower than the wildcard
// buckets, so the library does not ship it.

// wordTable is the change-letter strategy's faster lookup: an
// open-addressing hash table of word indices under a hash that is linear in
// the letters, h(w) = Σ w[p]·mult[p] (mod 2^64), so the hash of w with one
// letter changed is h(w) + (c - w[p])·mult[p]: one multiply-add per
// candidate instead of hashing a string, and no candidate string is built.
// A table hit is confirmed by comparing the candidate's hash and letters.
type wordTable struct {
	words []string
	mult  []uint64 // odd per-position multipliers
	hash  []uint64 // hash of each word
	slots []int32  // word index + 1, or 0 for an empty slot
	shift uint     // slot of hash h: (h·fibMul) >> shift
}

// newWordTable indexes words (distinct, one length) at load factor ≤ 1/2.
func newWordTable(words []string, width int) *wordTable {
	t := &wordTable{words: words, mult: make([]uint64, width), hash: make([]uint64, len(words))}
	x := uint64(0x243F6A8885A308D3) // splitmix64 stream for the multipliers
	for p := range t.mult {
		x += fibMul
		z := x
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		t.mult[p] = (z ^ z>>31) | 1
	}
	bits := uint(1)
	for 1<<bits < 2*len(words) {
		bits++
	}
	t.shift = 64 - bits
	t.slots = make([]int32, 1<<bits)
	for i, w := range words {
		var h uint64
		for p := 0; p < len(w); p++ {
			h += uint64(w[p]) * t.mult[p]
		}
		t.hash[i] = h
		s := (h * fibMul) >> t.shift
		for t.slots[s] != 0 {
			s = (s + 1) & uint64(len(t.slots)-1)
		}
		t.slots[s] = int32(i + 1)
	}
	return t
}

// find returns the index of word w with letter p changed to c, given h,
// the hash of that candidate, or -1.
func (t *wordTable) find(w string, p int, c byte, h uint64) int {
	mask := uint64(len(t.slots) - 1)
	for s := (h * fibMul) >> t.shift; ; s = (s + 1) & mask {
		e := t.slots[s]
		if e == 0 {
			return -1
		}
		j := int(e - 1)
		if t.hash[j] == h {
			if v := t.words[j]; v[p] == c && sameBut(v, w, p) {
				return j
			}
		}
	}
}

// hashedPositions is the ladder graph over word indices, as positions,
// with the change-letter strategy over a wordTable.
type hashedPositions struct {
	d *Dictionary
	t *wordTable
}

func newHashedPositions(words []string) hashedPositions {
	d := buildWith(words, useChangeLetter)
	return hashedPositions{d, newWordTable(d.words, d.width)}
}

func (g hashedPositions) Len() int        { return len(g.d.words) }
func (g hashedPositions) Index(w int) int { return w }
func (g hashedPositions) State(i int) int { return i }

// Neighbors yields the same sequence as the dictionary's strategies.
func (g hashedPositions) Neighbors(w int, yield func(int) bool) {
	d, t := g.d, g.t
	word, h := d.words[w], t.hash[w]
	for p := 0; p < len(word); p++ {
		orig := word[p]
		for _, c := range d.alphabet.at(p) {
			if c == orig {
				continue
			}
			if j := t.find(word, p, c, h+(uint64(c)-uint64(orig))*t.mult[p]); j >= 0 && !yield(j) {
				return
			}
		}
	}
}

// sameBut reports whether a and c (of equal length) agree except perhaps at
// position i.
func sameBut(a, c string, i int) bool {
	return a[:i] == c[:i] && a[i+1:] == c[i+1:]
}
