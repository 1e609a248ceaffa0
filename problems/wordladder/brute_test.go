package wordladder_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// The brute-force reference below shares nothing with the package: it builds
// the ladder graph by comparing every pair of words, computes all-pairs
// distances with Floyd–Warshall, enumerates shortest ladders by depth-first
// search forward from beginWord over the distance DAG (the engine walks
// parents backward from endWord), and finds components with union-find.

// oneApart reports whether a and b have one length and differ in exactly
// one byte.
func oneApart(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	diff := 0
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			diff++
		}
	}
	return diff == 1
}

const inf = 1 << 30

// bruteGraph is the ladder graph over words (distinct, ascending) with
// all-pairs distances.
type bruteGraph struct {
	words []string
	adj   [][]bool
	dist  [][]int
}

func newBrute(words []string) *bruteGraph {
	words = lo.Uniq(words)
	slices.Sort(words)
	n := len(words)
	g := &bruteGraph{words: words, adj: make([][]bool, n), dist: make([][]int, n)}
	for i := range n {
		g.adj[i] = make([]bool, n)
		g.dist[i] = make([]int, n)
		for j := range n {
			g.adj[i][j] = oneApart(words[i], words[j])
			switch {
			case i == j:
				g.dist[i][j] = 0
			case g.adj[i][j]:
				g.dist[i][j] = 1
			default:
				g.dist[i][j] = inf
			}
		}
	}
	for k := range n {
		for i := range n {
			for j := range n {
				if d := g.dist[i][k] + g.dist[k][j]; d < g.dist[i][j] {
					g.dist[i][j] = d
				}
			}
		}
	}
	return g
}

func (g *bruteGraph) at(w string) int {
	i, ok := slices.BinarySearch(g.words, w)
	if !ok {
		return -1
	}
	return i
}

// allShortest enumerates every shortest ladder from word s to word t,
// extending forward from s and trying successors in ascending order, so the
// ladders come out in lexicographic order.
func (g *bruteGraph) allShortest(s, t int) [][]string {
	out := [][]string{}
	if g.dist[s][t] >= inf {
		return out
	}
	var walk func(u int, path []string)
	walk = func(u int, path []string) {
		path = append(path, g.words[u])
		if u == t {
			out = append(out, slices.Clone(path))
			return
		}
		for v := range g.words {
			if g.adj[u][v] && g.dist[v][t] == g.dist[u][t]-1 {
				walk(v, path)
			}
		}
	}
	walk(s, nil)
	return out
}

// components returns the components by union-find over all adjacent pairs,
// each ascending, largest first, ties by smallest word.
func (g *bruteGraph) components() [][]string {
	parent := make([]int, len(g.words))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		if parent[i] != i {
			parent[i] = find(parent[i])
		}
		return parent[i]
	}
	for i := range g.words {
		for j := i + 1; j < len(g.words); j++ {
			if g.adj[i][j] {
				parent[find(i)] = find(j)
			}
		}
	}
	groups := lo.GroupBy(lo.Range(len(g.words)), find)
	comps := lo.Map(lo.Values(groups), func(c []int, _ int) []string {
		return lo.Map(c, func(i, _ int) string { return g.words[i] })
	})
	slices.SortFunc(comps, func(a, b []string) int {
		if len(a) != len(b) {
			return len(b) - len(a)
		}
		if a[0] < b[0] {
			return -1
		}
		return 1
	})
	return comps
}

// bruteLeet answers a LeetCode call by the definition: the graph over
// beginWord and every word of wordList (any lengths), endWord required in
// wordList.
func bruteLeet(begin, end string, list []string) (length int, ladders [][]string) {
	if !slices.Contains(list, end) {
		return 0, [][]string{}
	}
	g := newBrute(append([]string{begin}, list...))
	ladders = g.allShortest(g.at(begin), g.at(end))
	if len(ladders) == 0 {
		return 0, ladders
	}
	return len(ladders[0]), ladders
}

// randomCase draws a small dictionary: word length 1–6, alphabet of 2–5
// letters, up to 40 words; sometimes words of another length or with
// characters outside a–z, to exercise the wrappers' tolerance.
func randomCase(r *rand.Rand) (begin, end string, list []string) {
	width, letters := 1+r.IntN(6), 2+r.IntN(4)
	word := func() string {
		b := make([]byte, width)
		for i := range b {
			b[i] = byte('a' + r.IntN(letters))
		}
		return string(b)
	}
	n := r.IntN(41)
	for range n {
		list = append(list, word())
	}
	if r.IntN(8) == 0 {
		list = append(list, "ab", "A"+word(), word()+"b")
	}
	begin = word()
	switch {
	case len(list) > 0 && r.IntN(10) < 8:
		end = list[r.IntN(len(list))]
	case r.IntN(2) == 0:
		end = begin
	default:
		end = word()
	}
	if r.IntN(10) == 0 && len(list) > 0 {
		begin = list[r.IntN(len(list))]
	}
	return begin, end, list
}

// TestLeetCodeFunctionsAgainstBruteForce checks LadderLength, FindLadders
// and Ladder against the brute force on 1,000 random cases (300 under
// -short); TestHeavyLeetCodeFunctionsAgainstBruteForce runs 3,000.
func TestLeetCodeFunctionsAgainstBruteForce(t *testing.T) {
	leetCodeFunctionsAgainstBruteForce(t, testsize.Pick(1000, 300))
}

func TestHeavyLeetCodeFunctionsAgainstBruteForce(t *testing.T) {
	testsize.RequireHeavy(t)
	leetCodeFunctionsAgainstBruteForce(t, 3000)
}

func leetCodeFunctionsAgainstBruteForce(t *testing.T, cases int) {
	r := rand.New(rand.NewPCG(127, 126))
	for k := range cases {
		begin, end, list := randomCase(r)
		wantLen, wantLadders := bruteLeet(begin, end, list)
		name := fmt.Sprintf("case%d", k)
		if want, got := wantLen, wordladder.LadderLength(begin, end, slices.Clone(list)); !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: LadderLength(%q, %q, %q): got %#v, want %#v", name, begin, end, list, got, want)
		}
		if want, got := wantLadders, wordladder.FindLadders(begin, end, slices.Clone(list)); !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: FindLadders(%q, %q, %q): got %#v, want %#v", name, begin, end, list, got, want)
		}
		l := wordladder.Ladder(begin, end, slices.Clone(list))
		if len(l) != wantLen {
			t.Fatalf("%s: Ladder(%q, %q, %q) = %q: length %d, want %d: %v", name, begin, end, list, l, len(l), wantLen, l)
		}
		if wantLen > 0 {
			if !isLadder(l, begin, end, list) {
				t.Fatalf("%s: Ladder(%q, %q, %q) = %q is not a ladder", name, begin, end, list, l)
			}
		}
	}
}

// isLadder checks l by the definition.
func isLadder(l []string, begin, end string, list []string) bool {
	if len(l) == 0 || l[0] != begin || l[len(l)-1] != end {
		return false
	}
	for i := 1; i < len(l); i++ {
		if !oneApart(l[i-1], l[i]) || !slices.Contains(list, l[i]) {
			return false
		}
	}
	return true
}

func TestComponentsAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(853, 1))
	for k := range testsize.Pick(1000, 300) {
		_, _, list := randomCase(r)
		want := newBrute(list).components()
		if len(want) == 0 {
			want = nil
		}
		if want, got := want, wordladder.Components(slices.Clone(list)); !reflect.DeepEqual(want, got) {
			t.Fatalf("case %d: Components(%q): got %#v, want %#v", k, list, got, want)
		}
	}
}

// TestDictionaryAgainstBruteForce checks the Dictionary methods on valid
// random dictionaries: Ladder (bidirectional) against one-way BFS and the
// brute-force distance, AllLadders, Components and Edges.
func TestDictionaryAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(5757, 14135))
	for k := range testsize.Pick(800, 200) {
		_, _, list := randomCase(r)
		list = lo.Filter(list, func(w string, _ int) bool { return len(list) > 0 && len(w) == len(list[0]) && w[0] != 'A' })
		if len(list) == 0 {
			continue
		}
		d, err := wordladder.NewDictionary(list)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		g := newBrute(list)
		if want, got := g.words, d.Words(); !reflect.DeepEqual(want, got) {
			t.Fatalf("got %#v, want %#v", got, want)
		}
		if err := searchtest.Check[string](d, d.Words()...); err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		edges := 0
		for i := range g.words {
			for j := i + 1; j < len(g.words); j++ {
				if g.adj[i][j] {
					edges++
				}
			}
		}
		if want, got := edges, d.Edges(); !reflect.DeepEqual(want, got) {
			t.Fatalf("case %d: Edges of %q: got %#v, want %#v", k, list, got, want)
		}
		if want, got := g.components(), d.Components(); !reflect.DeepEqual(want, got) {
			t.Fatalf("case %d: Components of %q: got %#v, want %#v", k, list, got, want)
		}
		for range 5 {
			s, e := r.IntN(len(g.words)), r.IntN(len(g.words))
			from, to := g.words[s], g.words[e]
			want := g.allShortest(s, e)
			if want, got := want, d.AllLadders(from, to); !reflect.DeepEqual(want, got) {
				t.Fatalf("case %d: AllLadders(%q, %q) over %q: got %#v, want %#v", k, from, to, list, got, want)
			}
			bi, ok := d.Ladder(from, to)
			one, ok1 := search.BFS[string](d, func(w string) bool { return w == to }, from)
			if want, got := ok1, ok; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			if want, got := len(one), len(bi); !reflect.DeepEqual(want, got) {
				t.Fatalf("case %d: bidirectional and one-way lengths differ for %q→%q: got %#v, want %#v", k, from, to, got, want)
			}
			if len(want) > 0 {
				if len(bi) != len(want[0]) {
					t.Fatalf("length %d, want %d: %v", len(bi), len(want[0]), bi)
				}
				if !isLadder(bi, from, to, g.words) {
					t.Fatalf("isLadder(bi, from, to, g.words) is false")
				}
			} else {
				if ok {
					t.Errorf("ok is true")
				}
			}
		}
	}
}
