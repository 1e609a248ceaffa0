package wordladder_test

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/problems/wordladder"
)

// snake returns a word list whose only shortest ladder from chain[0] to
// chain[n-1] is the n-word chain itself, plus decoys dead-ending off it.
//
// Step t of the chain changes position (t-1) mod 5 to the next unused
// letter for that position (a, b, … q for n = 80). Two chain words t < s
// apart differ in min(s-t, 5) positions, so the chain has no shortcut.
// Each decoy is a chain word with one position set to a letter of r–z,
// never used by the chain: it neighbours that chain word, the chain words
// one step away that change the same position, and other decoys of the same
// bucket, so it opens side branches but no shortcut. This is the shape of
// LeetCode 126's time-limit cases: a long unique ladder in a thicket of
// branches that a backtracking search without distance pruning explores
// exponentially.
func snake(n, decoys int, seed uint64) (chain, list []string) {
	w := []byte("aaaaa")
	chain = append(chain, string(w))
	for t := 1; t < n; t++ {
		w[(t-1)%5]++
		chain = append(chain, string(w))
	}
	r := rand.New(rand.NewPCG(seed, 80))
	seen := map[string]bool{}
	for _, c := range chain {
		seen[c] = true
	}
	list = slices.Clone(chain)
	for len(list) < n+decoys {
		b := []byte(chain[r.IntN(n)])
		b[r.IntN(5)] = byte('r' + r.IntN(9))
		if !seen[string(b)] {
			seen[string(b)] = true
			list = append(list, string(b))
		}
	}
	r.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
	return chain, list
}

func TestAdversarialLongLadder(t *testing.T) {
	chain, list := snake(80, 250, 126)
	if len(list) != 330 {
		t.Fatalf("length %d, want %d: %v", len(list), 330, list)
	}
	begin, end := chain[0], chain[len(chain)-1]

	_, want := bruteLeet(begin, end, list)
	if want, got := ([][]string{chain}), want; !reflect.DeepEqual(want, got) {
		t.Fatalf("brute force: the chain should be the unique shortest ladder: got %#v, want %#v", got, want)
	}

	if want, got := ([][]string{chain}), wordladder.FindLadders(begin, end, list); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := 80, wordladder.LadderLength(begin, end, list); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if want, got := chain, wordladder.Ladder(begin, end, list); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}

// hypercube returns all 2^width words over {a, b}: between a…a and b…b
// every shortest ladder flips each position once, in one of width! orders.
func hypercube(width int) []string {
	var words []string
	for m := range 1 << width {
		b := make([]byte, width)
		for i := range b {
			b[i] = 'a' + byte(m>>i&1)
		}
		words = append(words, string(b))
	}
	return words
}

func TestExponentiallyManyLadders(t *testing.T) {
	factorial := 1
	for width := 1; width <= 7; width++ {
		factorial *= width
		words := hypercube(width)
		begin, end := strings.Repeat("a", width), strings.Repeat("b", width)
		got := wordladder.FindLadders(begin, end, words)
		if len(got) != factorial {
			t.Fatalf("width %d: want width! ladders: length %d, want %d: %v", width, len(got), factorial, got)
		}
		if !slices.IsSortedFunc(got, slices.Compare) {
			t.Fatalf("lexicographic order")
		}
		for _, l := range got {
			if len(l) != width+1 {
				t.Fatalf("length %d, want %d: %v", len(l), width+1, l)
			}
			if !isLadder(l, begin, end, words) {
				t.Fatalf("isLadder(l, begin, end, words) is false")
			}
		}
		if v := slices.CompactFunc(slices.Clone(got), slices.Equal); len(v) != factorial {
			t.Fatalf("distinct: length %d, want %d: %v", len(v), factorial, v)
		}
		if width <= 5 {
			_, want := bruteLeet(begin, end, words)
			if want, got := want, got; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		}
	}
}
