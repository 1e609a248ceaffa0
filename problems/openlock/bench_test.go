package openlock_test

import (
	"math/rand/v2"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/problems/openlock"
	"github.com/ripplebfs/ripple/search"
)

// benchCases are the instances the benchmarks solve: LeetCode's example 1
// (6 moves), the farthest combination with no dead ends (20 moves), and a
// 20% random dead-end set with a far reachable target.
func benchCases(b *testing.B) []struct {
	name   string
	lock   *openlock.Lock
	target int
} {
	ex1, err := openlock.New([]string{"0201", "0101", "0102", "1212", "2002"})
	if err != nil {
		b.Fatal(err)
	}
	open, _ := openlock.New(nil)
	r := rand.New(rand.NewPCG(1, 2))
	var dead []string
	for c := 1; c < openlock.Combinations; c++ {
		if c != 5555 && r.Float64() < 0.2 {
			dead = append(dead, openlock.Format(c))
		}
	}
	random, _ := openlock.New(dead)
	return []struct {
		name   string
		lock   *openlock.Lock
		target int
	}{
		{"leetcode1", ex1, 202},
		{"open_5555", open, 5555},
		{"dead20pct_5555", random, 5555},
	}
}

// BenchmarkPath compares the bidirectional search the package uses with a
// one-way dense BFS over the same Lock and with the hand-written
// baseline below.
func BenchmarkPath(b *testing.B) {
	for _, tc := range benchCases(b) {
		want := textbookLock(tc.lock, tc.target)
		// States expanded (Neighbors calls), counted once: deterministic.
		var bi, one int
		cb, co := counting{tc.lock, &bi}, counting{tc.lock, &one}
		search.Bidirectional(search.With(cb, tc.lock), cb, []int{0}, []int{tc.target})
		search.BFS[int](search.With[int](co, tc.lock), func(c int) bool { return c == tc.target }, 0)
		b.Run(tc.name+"/bidirectional", func(b *testing.B) {
			cputime.Measure(b, func() {
				if p, _ := tc.lock.Path(0, tc.target); len(p)-1 != want {
					b.Fatal(len(p)-1, want)
				}
			})
			b.ReportMetric(float64(bi), "expanded/op")
		})
		b.Run(tc.name+"/oneway", func(b *testing.B) {
			cputime.Measure(b, func() {
				p, _ := search.BFS[int](tc.lock, func(c int) bool { return c == tc.target }, 0)
				if len(p)-1 != want {
					b.Fatal(len(p)-1, want)
				}
			})
			b.ReportMetric(float64(one), "expanded/op")
		})
		b.Run(tc.name+"/textbook", func(b *testing.B) {
			cputime.Measure(b, func() {
				if textbookLock(tc.lock, tc.target) != want {
					b.Fatal()
				}
			})
		})
	}
}

// textbookLock is the hand-written baseline: the textbook one-way FIFO BFS
// with []bool visited and []int distances, the wheel rule inlined,
// returning the distance to target (-1 if unreachable). It uses the Lock
// only through Dead.
func textbookLock(l *openlock.Lock, target int) int {
	const n = openlock.Combinations
	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[0] = 0
	queue := make([]int, 1, n)
	for head := 0; head < len(queue); head++ {
		c := queue[head]
		if c == target {
			return dist[c]
		}
		for _, p := range [4]int{1000, 100, 10, 1} {
			d := c / p % 10
			for _, e := range [2]int{1, 9} {
				v := c + ((d+e)%10-d)*p
				if dist[v] < 0 && !l.Dead(v) {
					dist[v] = dist[c] + 1
					queue = append(queue, v)
				}
			}
		}
	}
	return -1
}

// counting counts the states a search expands; search.With keeps the
// lock's dense index.
type counting struct {
	l *openlock.Lock
	n *int
}

func (c counting) Neighbors(s int, yield func(int) bool) { *c.n++; c.l.Neighbors(s, yield) }

// deadends2000 is 2,000 distinct random dead ends (seeded), none of them
// 0000, 0202 or 5555, four times LeetCode's limit of 500: the input of
// BenchmarkOpenLock.
func deadends2000() []string {
	r := rand.New(rand.NewPCG(2000, 1))
	seen := map[int]bool{0: true, 202: true, 5555: true}
	var dead []string
	for len(dead) < 2000 {
		if c := r.IntN(openlock.Combinations); !seen[c] {
			seen[c] = true
			dead = append(dead, openlock.Format(c))
		}
	}
	return dead
}

// BenchmarkOpenLock times LeetCode's signature end to end on 2,000 dead
// ends, for a near target (0202) and a far one (5555), and New alone on
// the same dead ends: New's share of a call is the ratio of the two.
func BenchmarkOpenLock(b *testing.B) {
	dead := deadends2000()
	for _, target := range []string{"0202", "5555"} {
		l, err := openlock.New(dead)
		if err != nil {
			b.Fatal(err)
		}
		t, _ := openlock.ParseCombination(target)
		want := textbookLock(l, t)
		if want < 0 {
			b.Fatalf("%s unreachable", target)
		}
		b.Run("target="+target+"/OpenLock", func(b *testing.B) {
			cputime.Measure(b, func() {
				if got := openlock.OpenLock(dead, target); got != want {
					b.Fatal(got, want)
				}
			})
		})
	}
	b.Run("New", func(b *testing.B) {
		cputime.Measure(b, func() {
			if _, err := openlock.New(dead); err != nil {
				b.Fatal(err)
			}
		})
	})
}
