package plugin_test

import (
	"fmt"

	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/search"
)

// letters is a graph over strings: "a" → "b" → "c", and "x" alone.
var letters = search.FromSlice(func(s string) []string {
	return map[string][]string{"a": {"b"}, "b": {"c"}}[s]
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
