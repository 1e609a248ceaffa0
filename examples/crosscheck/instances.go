package main

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/islands"
	"github.com/ripplebfs/ripple/problems/openlock"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// examplesJSON holds the official LeetCode examples (origin and checksum in
// testdata/README.md).
//
//go:embed testdata/leetcode-official-examples.json
var examplesJSON []byte

type leetcode struct {
	WordLadder struct {
		Examples []struct {
			BeginWord, EndWord string
			WordList           []string
		}
	} `json:"127_word_ladder"`
	Oranges struct {
		Examples []struct{ Grid [][]int }
	} `json:"994_rotting_oranges"`
	Snakes struct {
		Examples []struct{ Board [][]int }
	} `json:"909_snakes_and_ladders"`
	Sliding struct {
		Examples []struct{ Board [][]int }
	} `json:"773_sliding_puzzle"`
	Lock struct {
		Examples []struct{ Deadends []string }
	} `json:"752_open_the_lock"`
	Islands struct {
		Examples []struct {
			Grid   [][]string
			Output int
		}
	} `json:"200_number_of_islands"`
}

// snakes3x3 is the board drawn in docs/graph.md: a ladder from square 2 to
// 8 and one from 8 to 9.
var snakes3x3 = [][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}}

// instances returns every check: the plugins' LeetCode examples, a larger
// instance per plugin, and seeded random graphs.
func instances() ([]instance, error) {
	var lc leetcode
	if err := json.Unmarshal(examplesJSON, &lc); err != nil {
		return nil, fmt.Errorf("embedded LeetCode examples: %v", err)
	}
	var out []instance

	// Snakes and Ladders (LeetCode 909): squares from 1.
	snakes := func(name string, rows [][]int) error {
		b, err := snakesladders.New(rows)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		in := check[int](name, b, 1)
		in.dot = func(w io.Writer) error {
			g, err := graph.Export[int](b, 1)
			if err != nil {
				return err
			}
			text, err := g.DOT(name, func(s int) string { return fmt.Sprint(s) })
			if err != nil {
				return err
			}
			_, err = fmt.Fprintf(w, "%s\n", text)
			return err
		}
		out = append(out, in)
		return nil
	}
	for i, ex := range lc.Snakes.Examples {
		if err := snakes(fmt.Sprintf("snakesladders/leetcode-%d", i+1), ex.Board); err != nil {
			return nil, err
		}
	}
	if err := snakes("snakes-3x3", snakes3x3); err != nil {
		return nil, err
	}
	out = append(out, check[int]("snakesladders/random-300×300", gen.Snakes(300, 0.05, 1), 1))

	// Word Ladder (LeetCode 127): the dictionary is the word list plus the
	// begin word, so that the ladder graph is symmetric.
	for i, ex := range lc.WordLadder.Examples {
		d, err := wordladder.NewDictionary(append([]string{ex.BeginWord}, ex.WordList...))
		if err != nil {
			return nil, fmt.Errorf("word ladder example %d: %v", i+1, err)
		}
		out = append(out, check[string](fmt.Sprintf("wordladder/leetcode-%d", i+1), d, ex.BeginWord))
		if i == 0 {
			out = append(out, instance{name: "wordladder-hit-cog", check: func() (outcome, error) {
				return components[string]("wordladder-hit-cog", d, d.Words(), wordladder.Components(d.Words()), -1, 1).check()
			}, dot: func(w io.Writer) error {
				u, err := graph.ExportUndirected[string](d, ex.BeginWord)
				if err != nil {
					return err
				}
				text, err := u.DOT("hit-cog", nil)
				if err != nil {
					return err
				}
				_, err = fmt.Fprintf(w, "%s\n", text)
				return err
			}})
		}
	}
	words := strings.Fields(sgb.Text)
	d := wordladder.SGB()
	out = append(out,
		check[string]("wordladder/sgb from \"words\"", d, "words"),
		components[string]("wordladder/sgb components", d, words, wordladder.Components(words), sgb.Edges, sgb.Components))

	// Rotting Oranges (LeetCode 994): every rotten orange is a start.
	oranges := func(name string, rows [][]int) error {
		g, err := rottingoranges.New(rows)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		out = append(out, check[int](name, g, g.Rotten()...))
		return nil
	}
	for i, ex := range lc.Oranges.Examples {
		if err := oranges(fmt.Sprintf("rottingoranges/leetcode-%d", i+1), ex.Grid); err != nil {
			return nil, err
		}
	}
	if err := oranges("rottingoranges/random-400×400", randomOranges(400, 400, 7)); err != nil {
		return nil, err
	}

	// Open the Lock (LeetCode 752): from 0000.
	for i, ex := range lc.Lock.Examples {
		l, err := openlock.New(ex.Deadends)
		if err != nil {
			return nil, fmt.Errorf("open lock example %d: %v", i+1, err)
		}
		out = append(out, check[int](fmt.Sprintf("openlock/leetcode-%d", i+1), l, 0))
	}
	all := make([]int, openlock.Combinations)
	for i := range all {
		all[i] = i
	}
	// Example 3's eight dead ends wall 8888 in: an isolated component.
	walled := mustLock(lc.Lock.Examples[2].Deadends)
	out = append(out, components[int]("openlock/components, example 3", walled, all, searchComponents[int](walled, all), -1, -1))

	// Number of Islands (LeetCode 200): gonum's components of the land
	// cells against the plugin's islands.
	island := func(name string, rows [][]byte, published int) error {
		g, err := islands.New(rows)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		var land []int
		var want [][]int
		for c := range g.Rows() * g.Cols() {
			if g.Land(c) {
				land = append(land, c)
			}
		}
		for is := range g.Islands() {
			want = append(want, append([]int(nil), is...))
		}
		out = append(out, components[int](name, g, land, want, -1, published))
		return nil
	}
	for i, ex := range lc.Islands.Examples {
		rows := make([][]byte, len(ex.Grid))
		for r, row := range ex.Grid {
			rows[r] = []byte(strings.Join(row, ""))
		}
		if err := island(fmt.Sprintf("islands/leetcode-%d", i+1), rows, ex.Output); err != nil {
			return nil, err
		}
	}
	if err := island("islands/random-400×400", randomLand(400, 400, 200), -1); err != nil {
		return nil, err
	}

	// Sliding Puzzle (LeetCode 773) on 2×3, and the whole 8-puzzle.
	for i, ex := range lc.Sliding.Examples {
		p, start, err := slidingpuzzle.FromBoard(ex.Board)
		if err != nil {
			return nil, fmt.Errorf("sliding puzzle example %d: %v", i+1, err)
		}
		out = append(out, check[slidingpuzzle.State](fmt.Sprintf("slidingpuzzle/leetcode-%d", i+1), p, start))
	}
	eight := slidingpuzzle.MustNew(3, 3)
	eightIx, err := eight.Indexed()
	if err != nil {
		return nil, err
	}
	// 9!/2 positions, the farthest 31 moves from the goal: A. Reinefeld,
	// "Complete Solution of the Eight-Puzzle and the Benefit of Node
	// Ordering in IDA*", IJCAI 1993.
	const reinefeld = "Reinefeld 1993"
	out = append(out,
		published(check[slidingpuzzle.State]("slidingpuzzle/8-puzzle", eight, eight.Goal()), 181_440, 31, reinefeld),
		published(check[slidingpuzzle.State]("slidingpuzzle/8-puzzle dense", eightIx, eight.Goal()), 181_440, 31, reinefeld))

	// Seeded random graphs with self-loops, multi-edges and unreachable
	// parts, in dense mode and in map mode.
	for seed := uint64(1); seed <= 3; seed++ {
		g := searchtest.Random(seed, 50_000, 2)
		out = append(out,
			check[int](fmt.Sprintf("random/seed=%d dense", seed), g, 0, 1),
			check[int](fmt.Sprintf("random/seed=%d map", seed), search.NeighborsFunc[int](g.Neighbors), 0, 1))
	}
	for seed := uint64(1); seed <= 2; seed++ {
		g := searchtest.RandomUndirected(seed, 20_000, 15_000)
		seeds := make([]int, len(g))
		for i := range seeds {
			seeds[i] = i
		}
		out = append(out, components[int](fmt.Sprintf("random-undirected/seed=%d components", seed), g, seeds, searchComponents[int](g, seeds), -1, -1))
	}
	return out, nil
}

func mustLock(deadends []string) *openlock.Lock {
	l, err := openlock.New(deadends)
	if err != nil {
		panic("crosscheck: embedded dead ends: " + err.Error())
	}
	return l
}

// searchComponents collects the engine's components.
func searchComponents[S comparable](nb search.Neighbors[S], seeds []S) [][]S {
	var cc [][]S
	for c := range search.Components(nb, seeds...) {
		cc = append(cc, append([]S(nil), c...))
	}
	return cc
}

// randomOranges returns a seeded rows×cols grid: 1% rotten, 69% fresh, 30%
// empty.
func randomOranges(rows, cols int, seed uint64) [][]int {
	r := rand.New(rand.NewPCG(seed, 994))
	g := make([][]int, rows)
	for i := range g {
		g[i] = make([]int, cols)
		for j := range g[i] {
			switch x := r.IntN(100); {
			case x < 1:
				g[i][j] = 2
			case x < 70:
				g[i][j] = 1
			}
		}
	}
	return g
}

// randomLand returns a seeded rows×cols grid of '1' (45%) and '0'.
func randomLand(rows, cols int, seed uint64) [][]byte {
	r := rand.New(rand.NewPCG(seed, 200))
	g := make([][]byte, rows)
	for i := range g {
		g[i] = make([]byte, cols)
		for j := range g[i] {
			g[i][j] = '0'
			if r.IntN(100) < 45 {
				g[i][j] = '1'
			}
		}
	}
	return g
}
