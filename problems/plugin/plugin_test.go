package plugin_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// words is a dense graph over strings: word i leads to words 2i+1 and 2i+2
// of 15.
type words struct{}

var names = []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o"}

func (words) Neighbors(s string, yield func(string) bool) {
	i := slices.Index(names, s)
	for _, j := range []int{2*i + 1, 2*i + 2} {
		if j < len(names) && !yield(names[j]) {
			return
		}
	}
}
func (words) Len() int           { return len(names) }
func (words) Index(s string) int { return slices.Index(names, s) }
func (words) State(i int) string { return names[i] }

// layersOf returns the labelled layers of an instance.
func layersOf(in plugin.Instance) [][]string {
	var out [][]string
	for _, l := range search.Layers(in.Graph, in.Starts...) {
		var names []string
		for _, id := range l {
			names = append(names, in.Label(id))
		}
		out = append(out, names)
	}
	return out
}

// TestNew checks that the three ways of hiding the state type (int states,
// an Indexer, interning) give the typed graph's layers, and keep the
// contract.
func TestNew(t *testing.T) {
	want := [][]string{{"a"}, {"b", "c"}, {"d", "e", "f", "g"}, {"h", "i", "j", "k", "l", "m", "n", "o"}}
	dense := plugin.New[string]("dense", words{}, nil, "a")
	_, isIndexer := dense.Graph.(search.Indexer[int])
	if !isIndexer {
		t.Error("an Indexer does not stay dense")
	}
	if got := layersOf(dense); !reflect.DeepEqual(got, want) {
		t.Errorf("dense layers %v, want %v", got, want)
	}
	// A closure has no Indexer: its states are interned.
	bare := search.NeighborsFunc[string](func(s string, yield func(string) bool) { words{}.Neighbors(s, yield) })
	interned := plugin.New[string]("map", bare, nil, "a")
	if got := layersOf(interned); !reflect.DeepEqual(got, want) {
		t.Errorf("interned layers %v, want %v", got, want)
	}
	for _, in := range []plugin.Instance{dense, interned} {
		if err := searchtest.Check(in.Graph, in.Starts...); err != nil {
			t.Fatalf("%s: %v", in.Name, err)
		}
	}

	g := searchtest.Path(5)
	ints := plugin.New[int]("ints", g, nil, 0)
	if !reflect.DeepEqual(search.Neighbors[int](g), ints.Graph) {
		t.Errorf("Graph %#v, want the int graph as it is", ints.Graph)
	}
	if got := ints.Label(3); got != "3" {
		t.Errorf("Label(3) = %q, want \"3\"", got)
	}
}

func TestAddComponentsWrongType(t *testing.T) {
	in := plugin.New[string]("dense", words{}, nil, "a")
	defer func() {
		const want = "plugin: AddComponents on dense: state type is not int"
		if r := recover(); r != want {
			t.Errorf("panic %#v, want %q", r, want)
		}
	}()
	plugin.AddComponents(&in, []int{1}, nil, -1, -1)
}
