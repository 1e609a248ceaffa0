package graph_test

import (
	"fmt"
	"os/exec"
	"reflect"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestDOT(t *testing.T) {
	// 0 yields 1 twice (collapsed), 1 has a self-loop (kept).
	g, err := graph.Export[int](searchtest.Graph{0: {1, 2, 1}, 1: {1, 2}, 2: {}}, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	u, err := graph.ExportUndirected[int](searchtest.Grid(2, 1), 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	tests := []struct {
		name string
		dot  func() ([]byte, error)
		want string
	}{
		{
			name: "directed with labels",
			dot:  func() ([]byte, error) { return g.DOT("g", func(s int) string { return fmt.Sprintf("square %d", s) }) },
			want: `strict digraph g {
	// Node definitions.
	0 [
		label="square 0"
		peripheries=2
	];
	1 [label="square 1"];
	2 [label="square 2"];

	// Edge definitions.
	0 -> 1;
	0 -> 2;
	1 -> 1;
	1 -> 2;
}`,
		},
		{
			name: "undirected, default labels",
			dot:  func() ([]byte, error) { return u.DOT("", nil) },
			want: `strict graph {
	// Node definitions.
	0 [
		label=0
		peripheries=2
	];
	1 [label=1];

	// Edge definitions.
	0 -- 1;
}`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := tc.dot()
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if want, got := tc.want, string(b); !reflect.DeepEqual(want, got) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

func TestDOTLabels(t *testing.T) {
	g, err := graph.Export[int](searchtest.Path(6), 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	labels := []string{"<nil>", "a\"b\nc", "8×8", "graph", `"q"`, "plain_1"}
	b, err := g.DOT("x", func(s int) string { return labels[s] })
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	for _, want := range []string{
		`label="<nil> "`,    // not an HTML label
		`[label="a\"b\nc"]`, // escaped quote, DOT line break
		`[label="8×8"]`,
		`[label="graph"]`, // a DOT keyword is quoted
		`[label="\"q\" "]`,
		`[label=plain_1]`,
	} {
		if s, sub := string(b), want; !strings.Contains(s, sub) {
			t.Errorf("%q does not contain %q", s, sub)
		}
	}
}

// TestDOTEdges checks on random graphs that the DOT text has one line per
// exported edge, "u -> v" for every edge of the fixture from a reached
// state, and one node line per node.
func TestDOTEdges(t *testing.T) {
	for seed := range uint64(30) {
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			fx, starts := randomCase(seed + 5000)
			g, err := graph.Export[int](fx, starts...)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			b, err := g.DOT("r", nil)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			text := string(b)
			lines := map[string]bool{}
			for l := range strings.Lines(text) {
				lines[strings.TrimSpace(l)] = true
			}
			arrows := strings.Count(text, " -> ")
			if want, got := g.EdgeCount(), arrows; !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			for u, adj := range fx {
				uid, ok := g.ID(u)
				if !ok {
					continue
				}
				for _, v := range adj {
					vid, _ := g.ID(v)
					if !lines[fmt.Sprintf("%d -> %d;", uid, vid)] {
						t.Fatalf("edge %d→%d", u, v)
					}
				}
			}
			for id := range int64(g.Len()) {
				label := fmt.Sprintf("label=%d", g.State(id))
				if !(lines[fmt.Sprintf("%d [%s];", id, label)] || lines[label]) {
					t.Fatalf("node %d", id)
				}
			}
		})
	}
}

// TestDOTGraphviz feeds the output to Graphviz itself, when it is installed
// (docs/render.sh installs it), and checks that it parses and that the
// labels come out as plain text.
func TestDOTGraphviz(t *testing.T) {
	dot, err := exec.LookPath("dot")
	if err != nil {
		t.Skip("graphviz not installed")
	}
	g, err := graph.Export[int](searchtest.Graph{0: {1, 2, 1, 0}, 1: {2}, 2: {0}}, 0)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	labels := []string{"<nil>", "a\"b", "graph"}
	b, err := g.DOT("x", func(s int) string { return labels[s] })
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	cmd := exec.Command(dot, "-Tplain")
	cmd.Stdin = strings.NewReader(string(b))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("graphviz rejects:\n%s: unexpected error: %v", b, err)
	}
	plain := string(out)
	if s, sub := plain, `"<nil> "`; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	if s, sub := plain, `"a\"b"`; !strings.Contains(s, sub) {
		t.Errorf("%q does not contain %q", s, sub)
	}
	// 0→1 (yielded twice, collapsed), 0→2, the self-loop 0→0, 1→2, 2→0: a
	// strict digraph keeps the loop.
	if want, got := 5, strings.Count(plain, "\nedge "); !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
}
