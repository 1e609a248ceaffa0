package wordladder_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/wordladder"
)

// leetCodeAll answers a call with the four LeetCode functions,
// FindLaddersSeq collected.
func leetCodeAll(begin, end string, list []string) (int, []string, [][]string, [][]string) {
	var seq [][]string
	for l := range wordladder.FindLaddersSeq(begin, end, list) {
		seq = append(seq, l)
	}
	return wordladder.LadderLength(begin, end, list), wordladder.Ladder(begin, end, list), wordladder.FindLadders(begin, end, list), seq
}

// TestLeetCodeSetAgreesWithDictionary checks that LadderLength and Ladder
// give the same answers through their word set as through a Dictionary,
// to the ladder Ladder picks, on random lists of up to 2,000 words with
// many ladders (300 calls, 60 under -short).
func TestLeetCodeSetAgreesWithDictionary(t *testing.T) {
	r := rand.New(rand.NewPCG(126, 127))
	for k := range testsize.Pick(300, 60) {
		width, letters := 1+r.IntN(6), 2+r.IntN(8)
		word := func() string {
			b := make([]byte, width)
			for i := range b {
				b[i] = byte('a' + r.IntN(letters))
			}
			return string(b)
		}
		list := make([]string, r.IntN(2000))
		for i := range list {
			list[i] = word()
		}
		begin, end := word(), word()
		if len(list) > 0 && r.IntN(4) > 0 {
			end = list[r.IntN(len(list))]
		}
		if !wordladder.UsesWordSet(begin, end, list) && slices.Contains(list, end) {
			t.Fatalf("case %d: a list of a–z does not take the word set", k)
		}
		n, l := wordladder.LadderLength(begin, end, list), wordladder.Ladder(begin, end, list)
		wn, wl := wordladder.LeetCodeViaDictionary(begin, end, list)
		name := fmt.Sprintf("case %d (%q → %q, %d words)", k, begin, end, len(list))
		switch {
		case n != wn:
			t.Fatalf("%s: LadderLength %d, Dictionary %d", name, n, wn)
		case !reflect.DeepEqual(l, wl):
			t.Fatalf("%s: Ladder %q, Dictionary %q", name, l, wl)
		}
	}
}

// TestLeetCodeFallbackAgainstBruteForce runs the brute-force comparison
// on calls whose list holds a word of beginWord's length with a byte
// outside a–z, which the word set declines: the answers then come from a
// Dictionary (500 calls, 150 under -short).
func TestLeetCodeFallbackAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(127, 1))
	for k := 0; k < testsize.Pick(500, 150); {
		begin, end, list := randomCase(r)
		if len(begin) != len(end) {
			continue
		}
		list = append(list, "Z"+begin[1:])
		if r.IntN(2) == 0 {
			list[0], list[len(list)-1] = list[len(list)-1], list[0]
		}
		if wordladder.UsesWordSet(begin, end, list) {
			t.Fatalf("%q → %q over %q takes the word set", begin, end, list)
		}
		k++
		wantLen, wantLadders := bruteLeet(begin, end, list)
		n, l, all, seq := leetCodeAll(begin, end, slices.Clone(list))
		slices.SortFunc(seq, slices.Compare)
		switch {
		case n != wantLen:
			t.Fatalf("LadderLength(%q, %q, %q) = %d, want %d", begin, end, list, n, wantLen)
		case !reflect.DeepEqual(all, wantLadders):
			t.Fatalf("FindLadders(%q, %q, %q) = %q, want %q", begin, end, list, all, wantLadders)
		case len(seq) != len(wantLadders) || len(seq) > 0 && !reflect.DeepEqual(seq, wantLadders):
			t.Fatalf("FindLaddersSeq(%q, %q, %q) = %q, want %q", begin, end, list, seq, wantLadders)
		case len(l) != wantLen || wantLen > 0 && !isLadder(l, begin, end, list):
			t.Fatalf("Ladder(%q, %q, %q) = %q, want a ladder of %d words", begin, end, list, l, wantLen)
		}
	}
}
