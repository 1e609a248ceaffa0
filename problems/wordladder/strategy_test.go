package wordladder_test

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func successors(g wordladder.Graph, w int) []int {
	var out []int
	g.Neighbors(w, func(v int) bool { out = append(out, v); return true })
	return out
}

// TestStrategiesAgree checks that the wildcard buckets and change-letter
// strategies yield the same neighbours in the same order for every word,
// and that both keep the Neighbors contract over word indices.
// TestHeavyStrategiesAgree is TestStrategiesAgree with Knuth's 5,757
// words, which the default run skips.
func TestHeavyStrategiesAgree(t *testing.T) {
	testsize.RequireHeavy(t)
	TestStrategiesAgree(t)
}

func TestStrategiesAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	lists := map[string][]string{"sgb": strings.Fields(sgb.Text)}
	for k := range 20 {
		_, _, list := randomCase(r)
		if len(list) == 0 {
			continue
		}
		var same []string
		for _, w := range list {
			if len(w) == len(list[0]) {
				same = append(same, w)
			}
		}
		lists["random"+string(rune('a'+k))] = same
	}
	// 13 letters over a–z need 65 bits: the bucket index falls back to
	// sorting strings.
	var long []string
	for range 300 {
		w := []byte("abcdefghijklm")
		w[r.IntN(13)] = byte('a' + r.IntN(26))
		w[r.IntN(13)] = byte('a' + r.IntN(26))
		long = append(long, string(w))
	}
	lists["long"] = long
	for name, list := range lists {
		t.Run(name, func(t *testing.T) {
			if name == "sgb" && !testsize.Heavy() {
				t.Skip("5,757 words: in the heavy tier (TestHeavyStrategiesAgree)")
			}
			b, c, u := wordladder.BuildWith(list, true), wordladder.BuildWith(list, false), wordladder.BuildUnpacked(list)
			h := wordladder.PositionsHashed(list)
			if want, got := b.Words(), c.Words(); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			if want, got := b.Edges(), c.Edges(); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			if want, got := b.Edges(), u.Edges(); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			pb, pc, pu := wordladder.Positions(b), wordladder.Positions(c), wordladder.Positions(u)
			degrees := 0
			for w := range b.Len() {
				if want, got := successors(pb, w), successors(pc, w); !reflect.DeepEqual(want, got) {
					t.Fatalf("word %q: got %#v, want %#v", b.State(w), got, want)
				}
				if want, got := successors(pb, w), successors(pu, w); !reflect.DeepEqual(want, got) {
					t.Fatalf("word %q: got %#v, want %#v", b.State(w), got, want)
				}
				if want, got := successors(pb, w), successors(h, w); !reflect.DeepEqual(want, got) {
					t.Fatalf("word %q: got %#v, want %#v", b.State(w), got, want)
				}
				degrees += len(successors(h, w))
			}
			if want, got := 2*b.Edges(), degrees; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			for _, g := range []wordladder.Graph{pb, pc, pu, h} {
				starts := make([]int, g.Len())
				for i := range starts {
					starts[i] = i
				}
				if err := searchtest.Check(g, starts...); err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
			}
		})
	}
}
