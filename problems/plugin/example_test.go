package plugin_test

import (
	"fmt"

	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/search"
)

// next holds the moves of letters; a state it does not list has none.
var next = map[string][]string{"a": {"b"}, "b": {"c"}}

// letters is a graph over strings: "a" → "b" → "c", and "x" alone.
var letters = search.NeighborsFunc[string](func(s string, yield func(string) bool) {
	for _, t := range next[s] {
		if !yield(t) {
			return
		}
	}
})

func ExampleNew() {
	in := plugin.New[string]("abc", letters, nil, "a")
	for d, layer := range search.Layers(in.Graph, in.Starts...) {
		for _, id := range layer {
			fmt.Print(d, ":", in.Label(id), " ")
		}
	}
	fmt.Println()
	// Output: 0:a 1:b 2:c
}

func ExampleAddComponents() {
	in := plugin.New[string]("abc", letters, nil, "a")
	plugin.AddComponents(&in, []string{"a", "b", "c", "x"}, [][]string{{"a", "b", "c"}, {"x"}}, 2, 2)
	fmt.Println(in.Undirected, len(in.Components.Seeds), len(in.Components.Want), in.Components.Count)
	// Output: true 4 2 2
}

func ExampleHash() {
	// A 4×8 grid with about a third of its cells set, the same on every run.
	for r := range 4 {
		row := []byte("........")
		for c := range row {
			if plugin.Hash(7, uint64(r*8+c))%3 == 0 {
				row[c] = '#'
			}
		}
		fmt.Println(string(row))
	}
	// Output:
	// ####....
	// ....#...
	// ####.#..
	// ..#...#.
}

// packedRing is the cycle 0..5 whose int states pack as themselves.
type packedRing struct{}

func (packedRing) Neighbors(s int, yield func(int) bool) { _ = yield((s+1)%6) && yield((s+5)%6) }
func (packedRing) Pack(s int) uint64                     { return uint64(s) }
func (packedRing) Unpack(k uint64) int                   { return int(k) }

// Pack keys a graph by its Indexer or its Packer; a graph with neither
// has no PackedGraph.
func ExamplePack() {
	g := plugin.Pack[int](packedRing{}, 0)
	fmt.Print(g.Starts(), " ->")
	g.Expand(0, func(k uint64) bool { fmt.Print(" ", k); return true })
	fmt.Println()
	fmt.Println(plugin.Pack[string](letters, "a") == nil)
	// Output:
	// [0] -> 1 5
	// true
}
