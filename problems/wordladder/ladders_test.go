package wordladder_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/wordladder"
)

// TestLaddersAgainstAllLadders checks, on random dictionaries, that
// Ladders yields exactly AllLadders' set (each ladder once), in the same
// order every time, and FindLaddersSeq exactly FindLadders' set.
func TestLaddersAgainstAllLadders(t *testing.T) {
	r := rand.New(rand.NewPCG(126, 5757))
	for k := range testsize.Pick(600, 150) {
		begin, end, list := randomCase(r)
		t.Run(fmt.Sprintf("case%d", k), func(t *testing.T) {
			want := wordladder.FindLadders(begin, end, slices.Clone(list))
			got := slices.Collect(wordladder.FindLaddersSeq(begin, end, slices.Clone(list)))
			slices.SortFunc(got, slices.Compare)
			if want, got := want, (lo.Ternary(got == nil, [][]string{}, got)); !reflect.DeepEqual(want, got) {
				t.Fatalf("FindLaddersSeq(%q, %q, %q): got %#v, want %#v", begin, end, list, got, want)
			}

			list = lo.Filter(list, func(w string, _ int) bool { return len(w) == len(list[0]) && w[0] != 'A' })
			if len(list) == 0 {
				return
			}
			d, err := wordladder.NewDictionary(list)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			words := d.Words()
			for range 4 {
				from, to := words[r.IntN(len(words))], words[r.IntN(len(words))]
				first := slices.Collect(d.Ladders(from, to))
				again := slices.Collect(d.Ladders(from, to))
				if want, got := first, again; !reflect.DeepEqual(want, got) {
					t.Fatalf("Ladders(%q, %q): order changed between runs: got %#v, want %#v", from, to, got, want)
				}
				sorted := slices.Clone(first)
				slices.SortFunc(sorted, slices.Compare)
				if want, got := d.AllLadders(from, to), (lo.Ternary(sorted == nil, [][]string{}, sorted)); !reflect.DeepEqual(want, got) {
					t.Fatalf("Ladders(%q, %q) over %q: got %#v, want %#v", from, to, list, got, want)
				}
			}
		})
	}
}

// TestLaddersOrder checks the documented order on a small cube: ladders
// sharing a prefix are consecutive.
func TestLaddersOrder(t *testing.T) {
	d, err := wordladder.NewDictionary(hypercube(4))
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	got := slices.Collect(d.Ladders("aaaa", "bbbb"))
	if len(got) != 24 {
		t.Fatalf("length %d, want %d: %v", len(got), 24, got)
	}
	for i := range 4 {
		// Each prefix of i+1 words, once left, never comes back.
		seen := map[string]bool{}
		last := ""
		for _, l := range got {
			p := strings.Join(l[:i+1], " ")
			if p != last {
				if seen[p] {
					t.Fatalf("prefix %q comes back", p)
				}
				seen[p], last = true, p
			}
		}
	}
}

// TestLaddersBreakEarly takes a few ladders of {a,b}^14 (16,384 words,
// 14! ≈ 8.7·10^10 shortest ladders; {a,b}^12 in the short tier, 4,096
// words and 12! ≈ 4.8·10^8 ladders) and stops: the loop must end at once,
// so Ladders computes nothing past what was taken.
func TestLaddersBreakEarly(t *testing.T) {
	width := testsize.Pick(14, 12)
	words := hypercube(width)
	d, err := wordladder.NewDictionary(words)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	begin, end := strings.Repeat("a", width), strings.Repeat("b", width)
	// isLadder by the definition, with the word list as a set.
	isLadder := func(l []string) bool {
		for i := 1; i < len(l); i++ {
			if !oneApart(l[i-1], l[i]) || len(l[i]) != width || strings.Trim(l[i], "ab") != "" {
				return false
			}
		}
		return len(l) == width+1 && l[0] == begin && l[width] == end
	}
	for _, take := range []int{1, 10, 1000} {
		t.Run(fmt.Sprint(take), func(t *testing.T) {
			began := time.Now()
			var got [][]string
			for l := range d.Ladders(begin, end) {
				got = append(got, l)
				if len(got) == take {
					break
				}
			}
			if len(got) != take {
				t.Fatalf("length %d, want %d: %v", len(got), take, got)
			}
			for _, l := range got {
				if !isLadder(l) {
					t.Fatalf("%q", l)
				}
			}
			if v := slices.CompactFunc(slices.SortedFunc(slices.Values(got), slices.Compare), slices.Equal); len(v) != take {
				t.Fatalf("distinct: length %d, want %d: %v", len(v), take, v)
			}
			if x, y := time.Since(began), 5*time.Second; !(x < y) {
				t.Errorf("%v is not < %v", x, y)
			}
		})
	}
	t.Run("LeetCode form", func(t *testing.T) {
		n := 0
		for l := range wordladder.FindLaddersSeq(begin, end, words) {
			if !isLadder(l) {
				t.Fatalf("%q", l)
			}
			if n++; n == 5 {
				break
			}
		}
		if want, got := 5, n; !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	})
}

// TestLaddersNone covers the empty sequences and the one-word ladder.
func TestLaddersNone(t *testing.T) {
	d, err := wordladder.NewDictionary([]string{"hot", "dot", "dog", "cat"})
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	for _, tc := range []struct {
		name, from, to string
		want           [][]string
	}{
		{"unreachable", "hot", "cat", nil},
		{"absent from", "hit", "dog", nil},
		{"absent to", "hot", "cog", nil},
		{"same word", "dog", "dog", [][]string{{"dog"}}},
		{"one ladder", "hot", "dog", [][]string{{"hot", "dot", "dog"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if want, got := tc.want, slices.Collect(d.Ladders(tc.from, tc.to)); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func ExampleDictionary_Ladders() {
	d := wordladder.SGB()
	for l := range d.Ladders("nodes", "graph") {
		fmt.Println(strings.Join(l, " "))
	}
	// Output:
	// nodes lodes lores lords loads goads grads grade grape graph
	// nodes modes moles molds golds goads grads grade grape graph
}

func ExampleFindLaddersSeq() {
	// Print at most two of the 3! ladders from aaa to bbb.
	n := 0
	for l := range wordladder.FindLaddersSeq("aaa", "bbb", []string{"aab", "aba", "baa", "abb", "bab", "bba", "bbb"}) {
		fmt.Println(l)
		if n++; n == 2 {
			break
		}
	}
	// Output:
	// [aaa aab abb bbb]
	// [aaa aab bab bbb]
}
