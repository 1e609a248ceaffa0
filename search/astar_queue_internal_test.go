package search

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestFQueueAgreesWithASortedList drives the queue with random pushes and
// pops, f drawn from narrow, wide and huge ranges, rising or not, and
// checks every pop against a plain list: the entry returned is held, and
// its f is the least held.
func TestFQueueAgreesWithASortedList(t *testing.T) {
	fqueueAgreesWithASortedList(t, testsize.Pick(12, 4))
}

func TestHeavyFQueueAgreesWithASortedList(t *testing.T) {
	testsize.RequireHeavy(t)
	fqueueAgreesWithASortedList(t, 50)
}

func fqueueAgreesWithASortedList(t *testing.T, seeds int) {
	spreads := []struct {
		name string
		f    func(r *rand.Rand, least int) int
	}{
		{"consistent", func(r *rand.Rand, least int) int { return least + r.IntN(3) }},
		{"within the window", func(r *rand.Rand, _ int) int { return r.IntN(fWindow) }},
		{"wide", func(r *rand.Rand, _ int) int { return r.IntN(5 * fWindow) }},
		{"below and above", func(r *rand.Rand, least int) int { return max(0, least-fWindow/2+r.IntN(2*fWindow)) }},
		{"huge", func(r *rand.Rand, _ int) int { return math.MaxInt32 - r.IntN(3*fWindow) }},
		{"mixed", func(r *rand.Rand, least int) int {
			if r.IntN(4) == 0 {
				return r.IntN(math.MaxInt32)
			}
			return least + r.IntN(3)
		}},
	}
	for _, sp := range spreads {
		t.Run(sp.name, func(t *testing.T) {
			for seed := range uint64(seeds) {
				r := rand.New(rand.NewPCG(seed, 9))
				var q fqueue
				type fentry struct {
					f int
					p int32
				}
				var held []fentry
				least := r.IntN(1000)
				for step := range 3000 {
					if r.IntN(5) < 3 {
						e := fentry{sp.f(r, least), int32(step)}
						q.push(e.p, e.f)
						held = append(held, e)
						continue
					}
					p, f, ok := q.pop()
					if ok != (len(held) > 0) {
						t.Fatalf("seed %d step %d: pop ok = %v with %d held", seed, step, ok, len(held))
					}
					if !ok {
						continue
					}
					i := slices.Index(held, fentry{f, p})
					if i < 0 {
						t.Fatalf("seed %d step %d: popped (%d, %d), not held", seed, step, f, p)
					}
					for _, e := range held {
						if e.f < f {
							t.Fatalf("seed %d step %d: popped f = %d while %d is held", seed, step, f, e.f)
						}
					}
					held = slices.Delete(held, i, i+1)
					least = f
				}
				if q.n != len(held) {
					t.Fatalf("seed %d: %d entries counted, %d held", seed, q.n, len(held))
				}
			}
		})
	}
}

// TestFQueueIsLIFOWithinAnF: among entries of equal f in the window, the
// last pushed comes out first.
func TestFQueueIsLIFOWithinAnF(t *testing.T) {
	var q fqueue
	for p := range int32(5) {
		q.push(p, 7)
	}
	q.push(9, 6)
	want := []int32{9, 4, 3, 2, 1, 0}
	for _, w := range want {
		p, _, ok := q.pop()
		if !ok || p != w {
			t.Fatalf("popped %d, %v; want %d", p, ok, w)
		}
	}
	if _, _, ok := q.pop(); ok {
		t.Fatal("pop from an empty queue")
	}
}
