package wordladder_test

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
	"github.com/ripplebfs/ripple/search"
)

// Benchmarks for docs/benchmarks.md, section "Word ladder"; the wordladder
// section of docs/bench (go -C docs/bench run ./cpu wordladder) runs them.
// Dictionaries:
//
//   - sgb: Knuth's 5,757 five-letter words (embedded);
//   - wamerican: the 8-letter words of /usr/share/dict/american-english
//     made of a–z only (10,500 words in Debian's wamerican 2020.12.07-2);
//     skipped when the file is absent (the script installs it);
//   - big: 500,000 distinct random five-letter words over a–z (seeded), a
//     4.2% dense sample of all 26^5 words, with a giant component.

var (
	sgbWords = sync.OnceValue(func() []string { return strings.Fields(sgb.Text) })
	bigWords = sync.OnceValue(func() []string {
		r := rand.New(rand.NewPCG(500000, 5))
		seen := make(map[string]bool, 500000)
		words := make([]string, 0, 500000)
		b := make([]byte, 5)
		for len(words) < 500000 {
			for i := range b {
				b[i] = byte('a' + r.IntN(26))
			}
			if w := string(b); !seen[w] {
				seen[w] = true
				words = append(words, w)
			}
		}
		return words
	})
	wamericanWords = sync.OnceValue(func() []string {
		f, err := os.Open("/usr/share/dict/american-english")
		if err != nil {
			return nil
		}
		defer f.Close()
		var words []string
		sc := bufio.NewScanner(f)
	next:
		for sc.Scan() {
			w := sc.Text()
			if len(w) != 8 {
				continue
			}
			for i := 0; i < len(w); i++ {
				if w[i] < 'a' || w[i] > 'z' {
					continue next
				}
			}
			words = append(words, w)
		}
		return words
	})
)

type benchDict struct {
	name  string
	words func() []string
}

var benchDicts = []benchDict{{"sgb", sgbWords}, {"wamerican", wamericanWords}, {"big", bigWords}}

// wordsOrSkip returns the dictionary's words, or skips if it is absent.
func wordsOrSkip(b *testing.B, d benchDict) []string {
	w := d.words()
	if len(w) == 0 {
		b.Skip("dictionary absent: apt-get install -y wamerican")
	}
	return w
}

// giantSeed returns a word of the largest component of d.
func giantSeed(d *wordladder.Dictionary) int {
	best, seed := 0, 0
	for c := range search.Components(wordladder.Positions(d), seeds(d)...) {
		if len(c) > best {
			best, seed = len(c), c[0]
		}
	}
	return seed
}

func seeds(d *wordladder.Dictionary) []int {
	s := make([]int, d.Len())
	for i := range s {
		s[i] = i
	}
	return s
}

// bfsLimit bounds the breadth-first searches of BenchmarkNeighbors: they
// stop after the first layer that brings the words reached to this many.
// Only the big dictionary's component is larger.
const bfsLimit = 20000

// textbookLayers is the hand-written baseline: the textbook LeetCode BFS
// over strings, a map[string]bool word set and visited set, layer by layer,
// every letter a–z tried at every position. It returns the number of words
// reached from start, stopping like BenchmarkNeighbors' searches.
func textbookLayers(wordSet map[string]bool, start string) int {
	visited := map[string]bool{start: true}
	layer := []string{start}
	reached := 1
	buf := make([]byte, len(start))
	for len(layer) > 0 && reached < bfsLimit {
		var next []string
		for _, u := range layer {
			copy(buf, u)
			for i := range buf {
				orig := buf[i]
				for c := byte('a'); c <= 'z'; c++ {
					if c == orig {
						continue
					}
					buf[i] = c
					if wordSet[string(buf)] && !visited[string(buf)] {
						w := string(buf)
						visited[w] = true
						next = append(next, w)
					}
				}
				buf[i] = orig
			}
		}
		reached += len(next)
		layer = next
	}
	return reached
}

// limitedLayers is the engine's breadth-first search over g with the same
// stopping rule as textbookLayers.
func limitedLayers(g search.Neighbors[int], seed int) int {
	reached := 0
	for _, l := range search.Layers[int](g, seed) {
		reached += len(l)
		if reached >= bfsLimit {
			break
		}
	}
	return reached
}

// BenchmarkNeighbors runs a breadth-first search from a word of the
// largest component, over the whole component or until bfsLimit words are
// reached, with each neighbour strategy (over word indices, dense mode:
// wildcard buckets, change-letter with a Go map, change-letter with the
// linear-hash table) and with the textbook baseline. All three do the same search, so ns/op
// compares the neighbour generation directly.
func BenchmarkNeighbors(b *testing.B) {
	for _, bd := range benchDicts {
		b.Run("dict="+bd.name, func(b *testing.B) {
			words := wordsOrSkip(b, bd)
			buckets := wordladder.BuildWith(words, true)
			change := wordladder.BuildWith(words, false)
			hashed := wordladder.PositionsHashed(words)
			seed := giantSeed(buckets)
			reached := limitedLayers(wordladder.Positions(buckets), seed)
			b.Logf("%s: %d words, %d reached from %q", bd.name, buckets.Len(), reached, buckets.State(seed))
			for _, s := range []struct {
				name string
				g    wordladder.Graph
			}{{"buckets", wordladder.Positions(buckets)}, {"changeletter", wordladder.Positions(change)}, {"changeletter-hashed", hashed}} {
				b.Run("nb="+s.name, func(b *testing.B) {
					g := s.g
					b.ReportAllocs()
					for b.Loop() {
						if n := limitedLayers(g, seed); n != reached {
							b.Fatalf("reached %d, want %d", n, reached)
						}
					}
				})
			}
			b.Run("nb=textbook", func(b *testing.B) {
				set := make(map[string]bool, len(words))
				for _, w := range words {
					set[w] = true
				}
				start := buckets.State(seed)
				b.ReportAllocs()
				for b.Loop() {
					if n := textbookLayers(set, start); n != reached {
						b.Fatalf("reached %d, want %d", n, reached)
					}
				}
			})
		})
	}
}

// BenchmarkBuild measures building each strategy's index from a word list.
func BenchmarkBuild(b *testing.B) {
	for _, bd := range benchDicts {
		b.Run("dict="+bd.name, func(b *testing.B) {
			words := wordsOrSkip(b, bd)
			for _, s := range []struct {
				name  string
				build func([]string) wordladder.Graph
			}{
				{"buckets", func(w []string) wordladder.Graph { return wordladder.Positions(wordladder.BuildWith(w, true)) }},
				{"changeletter", func(w []string) wordladder.Graph { return wordladder.Positions(wordladder.BuildWith(w, false)) }},
				{"changeletter-hashed", wordladder.PositionsHashed},
			} {
				b.Run("nb="+s.name, func(b *testing.B) {
					b.ReportAllocs()
					for b.Loop() {
						s.build(words)
					}
				})
			}
		})
	}
}

// BenchmarkModes compares the engine's visited-set modes on one BFS of the
// SGB giant component: words in map mode (search.NeighborsFunc hides the Indexer),
// words in dense mode (the Dictionary's Indexer hashes a string per edge),
// and word indices in dense mode with inline indices (what the solvers use).
func BenchmarkModes(b *testing.B) {
	d, err := wordladder.NewDictionary(sgbWords())
	if err != nil {
		b.Fatal(err)
	}
	seed := giantSeed(d)
	start := d.State(seed)
	count := func(seq func(func(int, []string) bool)) int {
		n := 0
		for _, l := range seq {
			n += len(l)
		}
		return n
	}
	want := count(search.Layers[string](d, start))
	b.Run("mode=string-map", func(b *testing.B) {
		g := search.NeighborsFunc[string](func(w string, yield func(string) bool) { d.Neighbors(w, yield) })
		b.ReportAllocs()
		for b.Loop() {
			if count(search.Layers[string](g, start)) != want {
				b.Fatal("wrong count")
			}
		}
	})
	b.Run("mode=string-dense", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if count(search.Layers[string](d, start)) != want {
				b.Fatal("wrong count")
			}
		}
	})
	b.Run("mode=int-dense", func(b *testing.B) {
		g := wordladder.Positions(d)
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for _, l := range search.Layers[int](g, seed) {
				n += len(l)
			}
			if n != want {
				b.Fatal("wrong count")
			}
		}
	})
}

// counted wraps g so that every expansion increments *n; it keeps g's
// Indexer so the search stays in dense mode.
func counted(g interface {
	search.Neighbors[int]
	search.Indexer[int]
}, n *int) search.Neighbors[int] {
	return search.With[int](search.NeighborsFunc[int](func(w int, yield func(int) bool) {
		*n++
		g.Neighbors(w, yield)
	}), g)
}

// BenchmarkLadder compares bidirectional search (Dictionary.Ladder's
// method) with one-way BFS stopping at the goal, on SGB chaos→order and on
// 16 random pairs of the big dictionary's giant component, and reports the
// words each expands per operation.
func BenchmarkLadder(b *testing.B) {
	type pair struct{ from, to int }
	cases := []struct {
		name  string
		dict  benchDict
		pairs func(d *wordladder.Dictionary) []pair
	}{
		{"sgb-chaos-order", benchDicts[0], func(d *wordladder.Dictionary) []pair {
			return []pair{{d.Index("chaos"), d.Index("order")}}
		}},
		{"big-16pairs", benchDicts[2], func(d *wordladder.Dictionary) []pair {
			var comp []int
			for c := range search.Components(wordladder.Positions(d), giantSeed(d)) {
				comp = append(comp, c...)
			}
			r := rand.New(rand.NewPCG(16, 16))
			ps := make([]pair, 16)
			for i := range ps {
				ps[i] = pair{comp[r.IntN(len(comp))], comp[r.IntN(len(comp))]}
			}
			return ps
		}},
	}
	for _, tc := range cases {
		b.Run("case="+tc.name, func(b *testing.B) {
			d := wordladder.BuildWith(wordsOrSkip(b, tc.dict), true)
			g := wordladder.Positions(d)
			ps := tc.pairs(d)
			bidi := func(nb search.Neighbors[int]) int {
				moves := 0
				for _, p := range ps {
					l, _ := search.Bidirectional(nb, nb, []int{p.from}, []int{p.to})
					moves += len(l) - 1
				}
				return moves
			}
			oneWay := func(nb search.Neighbors[int]) int {
				moves := 0
				for _, p := range ps {
					l, _ := search.BFS(nb, func(w int) bool { return w == p.to }, p.from)
					moves += len(l) - 1
				}
				return moves
			}
			var nBi, nOne int
			if bidi(counted(g, &nBi)) != oneWay(counted(g, &nOne)) {
				b.Fatal("bidirectional and one-way ladder lengths differ")
			}
			for _, s := range []struct {
				name     string
				run      func(search.Neighbors[int]) int
				expanded int
			}{{"bidirectional", bidi, nBi}, {"oneway", oneWay, nOne}} {
				b.Run("search="+s.name, func(b *testing.B) {
					b.ReportAllocs()
					for b.Loop() {
						s.run(g)
					}
					b.ReportMetric(float64(s.expanded), "expanded/op")
				})
			}
		})
	}
}

// BenchmarkFindLadders runs LeetCode 126 end to end on the adversarial
// cases: a unique 80-word ladder among 330 words, all 8! = 40,320 ladders
// across the 8-cube of {a, b} words, and SGB chaos→order.
func BenchmarkFindLadders(b *testing.B) {
	chain, snakeList := snake(80, 250, 126)
	cube := hypercube(8)
	cases := []struct {
		name       string
		begin, end string
		list       []string
		ladders    int
	}{
		{"snake80", chain[0], chain[79], snakeList, 1},
		{"cube8", "aaaaaaaa", "bbbbbbbb", cube, 40320},
		{"sgb-chaos-order", "chaos", "order", sgbWords(), 37},
	}
	for _, tc := range cases {
		b.Run("case="+tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if n := len(wordladder.FindLadders(tc.begin, tc.end, tc.list)); n != tc.ladders {
					b.Fatalf("%d ladders, want %d", n, tc.ladders)
				}
			}
		})
	}
}

// BenchmarkFindLaddersBuild measures the share of building the graph in
// a LeetCode 126 call, SGB chaos→order: FindLadders (call) against its
// build alone (build).
func BenchmarkFindLaddersBuild(b *testing.B) {
	words := sgbWords()
	b.Run("call", func(b *testing.B) {
		cputime.Measure(b, func() {
			if len(wordladder.FindLadders("chaos", "order", words)) != 37 {
				b.Fatal("want 37 ladders")
			}
		})
	})
	b.Run("build", func(b *testing.B) {
		cputime.Measure(b, func() {
			if !wordladder.FromDictionaryCall("chaos", "order", words) {
				b.Fatal("no graph")
			}
		})
	})
}

// textbookLadderLength is the hand-written baseline for LeetCode 127: the
// textbook one-way BFS over strings.
func textbookLadderLength(begin, end string, list []string) int {
	set := make(map[string]bool, len(list))
	for _, w := range list {
		set[w] = true
	}
	if !set[end] {
		return 0
	}
	visited := map[string]bool{begin: true}
	layer := []string{begin}
	for steps := 1; len(layer) > 0; steps++ {
		var next []string
		for _, u := range layer {
			if u == end {
				return steps
			}
			buf := []byte(u)
			for i := range buf {
				orig := buf[i]
				for c := byte('a'); c <= 'z'; c++ {
					buf[i] = c
					if set[string(buf)] && !visited[string(buf)] {
						w := string(buf)
						visited[w] = true
						next = append(next, w)
					}
				}
				buf[i] = orig
			}
		}
		layer = next
	}
	return 0
}

// BenchmarkLadderLength runs LeetCode 127 end to end (building the graph
// included) on SGB chaos→order and on the snake: LadderLength itself (a
// word set), a Dictionary with each neighbour strategy, and the textbook
// baseline.
func BenchmarkLadderLength(b *testing.B) {
	chain, snakeList := snake(80, 250, 126)
	cases := []struct {
		name       string
		begin, end string
		list       []string
		want       int
	}{
		{"sgb-chaos-order", "chaos", "order", sgbWords(), 13},
		{"snake80", chain[0], chain[79], snakeList, 80},
	}
	for _, tc := range cases {
		b.Run("case="+tc.name, func(b *testing.B) {
			impls := []struct {
				name string
				f    func(begin, end string, list []string) int
			}{
				{"LadderLength", wordladder.LadderLength},
				{"buckets", func(begin, end string, list []string) int {
					return wordladder.LadderLengthWith(true, begin, end, list)
				}},
				{"changeletter", func(begin, end string, list []string) int {
					return wordladder.LadderLengthWith(false, begin, end, list)
				}},
				{"textbook", textbookLadderLength},
			}
			for _, impl := range impls {
				b.Run("impl="+impl.name, func(b *testing.B) {
					cputime.Measure(b, func() {
						if impl.f(tc.begin, tc.end, tc.list) != tc.want {
							b.Fatal("wrong length")
						}
					})
				})
			}
		})
	}
}

// synth20k is 20,000 distinct random four-letter words over a–z (seeded):
// 4.4% of all 26⁴ words, mean degree 4.4, a giant component of 19,733.
var synth20k = sync.OnceValue(func() []string {
	r := rand.New(rand.NewPCG(20000, 4))
	seen := make(map[string]bool, 20000)
	words := make([]string, 0, 20000)
	b := make([]byte, 4)
	for len(words) < 20000 {
		for i := range b {
			b[i] = byte('a' + r.IntN(26))
		}
		if w := string(b); !seen[w] {
			seen[w] = true
			words = append(words, w)
		}
	}
	return words
})

// BenchmarkLeetCodeBuild measures the share of building the graph in a
// LeetCode 127 call: LadderLength (call), the same build alone (build),
// and a loop that reads every letter of the list once (read, the least any
// build costs), each over 16 pairs of words drawn from the giant component
// (seeded) of SGB, of synth20k and of the big list. Build's and read's
// shares of a call are their ratios to call.
func BenchmarkLeetCodeBuild(b *testing.B) {
	for _, bd := range []benchDict{benchDicts[0], {"synth20k", synth20k}, benchDicts[2]} {
		b.Run("dict="+bd.name, func(b *testing.B) {
			words := bd.words()
			pairs := giantPairs(words)
			b.Run("call", func(b *testing.B) {
				cputime.Measure(b, func() {
					for _, p := range pairs {
						if wordladder.LadderLength(p.from, p.to, words) != p.length {
							b.Fatal("wrong length")
						}
					}
				})
			})
			b.Run("build", func(b *testing.B) {
				cputime.Measure(b, func() {
					for _, p := range pairs {
						if !wordladder.FromCall(p.from, p.to, words) {
							b.Fatal("no graph")
						}
					}
				})
			})
			b.Run("read", func(b *testing.B) {
				cputime.Measure(b, func() {
					for _, p := range pairs {
						if readLetters(p.from, words) == 0 {
							b.Fatal("no letters")
						}
					}
				})
			})
		})
	}
}

// ladderPair is a LeetCode 127 query and its answer.
type ladderPair struct {
	from, to string
	length   int
}

// giantPairs draws 16 pairs of words of the giant component of words
// (seeded), with their ladders' lengths.
func giantPairs(words []string) []ladderPair {
	d := wordladder.BuildWith(words, true)
	var comp []int
	for c := range search.Components(wordladder.Positions(d), giantSeed(d)) {
		comp = append(comp, c...)
	}
	r := rand.New(rand.NewPCG(16, 16))
	pairs := make([]ladderPair, 16)
	for i := range pairs {
		p := ladderPair{from: d.State(comp[r.IntN(len(comp))]), to: d.State(comp[r.IntN(len(comp))])}
		l, _ := d.Ladder(p.from, p.to)
		p.length = len(l)
		pairs[i] = p
	}
	return pairs
}

// readLetters reads every letter of the words of list as long as begin,
// as a build must, and returns a checksum.
func readLetters(begin string, list []string) int {
	sum := 0
	for _, w := range list {
		if len(w) == len(begin) {
			for i := 0; i < len(w); i++ {
				sum += int(w[i])
			}
		}
	}
	return sum
}

// BenchmarkBFSTree measures the all-paths search tree alone over the SGB
// giant component, for comparison with FindLadders.
func BenchmarkBFSTree(b *testing.B) {
	d, _ := wordladder.NewDictionary(sgbWords())
	g := wordladder.Positions(d)
	seed := giantSeed(d)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := search.BFSTreeContext[int](context.Background(), g, nil, search.Options{AllPaths: true}, seed); err != nil {
			b.Fatal(err)
		}
	}
}
