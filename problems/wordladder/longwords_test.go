package wordladder_test

import (
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/wordladder"
)

// bytesPerLetter bounds what LadderLength allocates, in all, per letter of
// its N words of L letters: the index takes 4 bytes per letter, the ranks
// of the words that do not pack as many, the letters found at each
// position one, and a position 4 bytes more (at most 2 per letter, N being
// at least 2), whatever the alphabet.
const bytesPerLetter = 16

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// bfsLength is LeetCode 127's answer by breadth-first search over the
// list, comparing words letter by letter: O(N²·L), the reference.
func bfsLength(begin, end string, list []string) int {
	differ := func(a, b string) int {
		d := 0
		for i := range len(a) {
			if a[i] != b[i] {
				d++
			}
		}
		return d
	}
	dist := map[string]int{begin: 1}
	for queue := []string{begin}; len(queue) > 0; queue = queue[1:] {
		w := queue[0]
		if w == end {
			return dist[w]
		}
		for _, v := range list {
			if _, seen := dist[v]; !seen && len(v) == len(w) && differ(v, w) == 1 {
				dist[v] = dist[w] + 1
				queue = append(queue, v)
			}
		}
	}
	return 0
}

// longCase is a LeetCode 127 input.
type longCase struct {
	name, begin, end string
	list             []string
}

// longWords returns LeetCode 127 inputs of words of width letters: two
// words that differ in one position (they pack in a few bits); a ladder of
// three moves among random words over {a, b} (they do not pack); and
// random words over all 256 byte values (the largest alphabet).
func longWords(width int) []longCase {
	r := rand.New(rand.NewPCG(127, uint64(width)))
	random := func(letters int) string {
		b := make([]byte, width)
		for i := range b {
			b[i] = byte('a' + r.IntN(letters))
		}
		return string(b)
	}
	flip := func(w string, p int) string {
		b := []byte(w)
		b[p] ^= 3 // 'a' and 'b' become 'b' and 'a'
		return string(b)
	}
	a, ab, all := strings.Repeat("a", width), random(2), random(256)
	l1 := flip(ab, 1)
	l2 := flip(l1, width/2)
	l3 := flip(l2, width-1)
	return []longCase{
		{"one position", a, flip(a, width/2), []string{flip(a, width/2)}},
		{"a ladder over ab", ab, l3, []string{l3, random(2), l1, random(2), l2}},
		{"all bytes", all, flip(all, width/3), []string{random(256), random(256), random(256), flip(all, width/3), random(256)}},
	}
}

// TestLongWordsMemory checks LadderLength on words of many letters against
// breadth-first search, and that it allocates at most bytesPerLetter bytes
// per letter of its words in all, whether they pack or not and whatever
// their alphabet: no structure of the graph costs a table per position.
func TestLongWordsMemory(t *testing.T) { checkLongWords(t, testsize.Pick(200_000, 20_000)) }

// TestHeavyLongWordsMemory is TestLongWordsMemory on words of 4·10⁶
// letters.
func TestHeavyLongWordsMemory(t *testing.T) {
	testsize.RequireHeavy(t)
	checkLongWords(t, 4_000_000)
}

func checkLongWords(t *testing.T, width int) {
	for _, tc := range longWords(width) {
		t.Run(tc.name, func(t *testing.T) {
			want := bfsLength(tc.begin, tc.end, tc.list)
			var got int
			alloc := allocated(func() { got = wordladder.LadderLength(tc.begin, tc.end, tc.list) })
			if got != want || want < 2 {
				t.Errorf("LadderLength = %d, breadth-first search %d", got, want)
			}
			letters := uint64(width * (len(tc.list) + 1))
			t.Logf("%d words of %d letters: %d bytes allocated, %.1f per letter", len(tc.list)+1, width, alloc, float64(alloc)/float64(letters))
			if alloc > bytesPerLetter*letters {
				t.Errorf("%d bytes allocated for %d letters, want at most %d per letter", alloc, letters, bytesPerLetter)
			}
		})
	}
}
