package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestSamePuzzle: hanoi.go is byte for byte the puzzle of
// beam/examples/hanoi, so that the two programs that docs/distributed.md
// compares search the same graph.
func TestSamePuzzle(t *testing.T) {
	mine, err := os.ReadFile("hanoi.go")
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := os.ReadFile("../../../beam/examples/hanoi/hanoi.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(mine, theirs) {
		t.Fatal("hanoi.go differs from beam/examples/hanoi/hanoi.go: copy it again")
	}
}

// TestLayers: for 1 to 6 discs, with and without -index, the program
// prints the layers that a map BFS over the pegs as stacks counts.
func TestLayers(t *testing.T) {
	for n := 1; n <= 6; n++ {
		var want strings.Builder
		for d, c := range layersByStacks(n) {
			fmt.Fprintf(&want, "%d %d\n", d, c)
		}
		for _, extra := range [][]string{nil, {"-index"}, {"-workers", "2"}} {
			var out bytes.Buffer
			args := append([]string{"-discs", fmt.Sprint(n)}, extra...)
			if err := run(context.Background(), args, &out); err != nil {
				t.Fatalf("%v: %v", args, err)
			}
			if out.String() != want.String() {
				t.Errorf("%v: got\n%swant\n%s", args, out.String(), want.String())
			}
		}
	}
}

// TestBadFlags: every rule of the flags is an error, and so is reaching
// -max-states.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-discs", "0"}, {"-discs", "33"}, {"-discs", "x"}, {"-workers", "0"}, {"-max-states", "0"},
		{"-discs", "16", "-index"}, {"extra"}, {"-nosuch"}, {"-discs", "5", "-max-states", "1000"},
	} {
		var out bytes.Buffer
		err := run(context.Background(), args, &out)
		if err == nil || out.Len() > 0 {
			t.Errorf("%v: error %v, output %q", args, err, out.String())
		}
	}
}

// layersByStacks counts the positions of the four-peg Towers of Hanoi
// with n discs by their distance in moves from every disc on the first
// peg, with a map BFS over the pegs as stacks of disc sizes: independent
// of Hanoi's two bits per disc.
func layersByStacks(n int) []int {
	type pegs [4][]int // each peg's discs, bottom first; 0 is the smallest
	var start pegs
	for d := n - 1; d >= 0; d-- {
		start[0] = append(start[0], d)
	}
	seen := map[string]bool{fmt.Sprint(start): true}
	var sizes []int
	for layer := []pegs{start}; len(layer) > 0; {
		sizes = append(sizes, len(layer))
		var next []pegs
		for _, p := range layer {
			for from := range p {
				if len(p[from]) == 0 {
					continue
				}
				d := p[from][len(p[from])-1]
				for to := range p {
					if to == from || len(p[to]) > 0 && p[to][len(p[to])-1] < d {
						continue
					}
					var q pegs
					for i := range p {
						q[i] = slices.Clone(p[i])
					}
					q[from], q[to] = q[from][:len(q[from])-1], append(q[to], d)
					if k := fmt.Sprint(q); !seen[k] {
						seen[k] = true
						next = append(next, q)
					}
				}
			}
		}
		layer = next
	}
	return sizes
}

// TestHelp: -h prints the usage on standard output, not an error.
func TestHelp(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"-h"}, &out); err != nil || !strings.HasPrefix(out.String(), "usage: hanoisweep") {
		t.Errorf("-h: error %v, output %q", err, out.String())
	}
}
