package main

import (
	"fmt"
	"io"
	"time"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/problems/all"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func init() { register(90, "graph: the engine cross-checked against gonum", crossCheckSection) }

// crossLine cross-checks one instance and prints one line; any mismatch is
// an error.
func crossLine[S comparable](w io.Writer, name string, nb search.Neighbors[S], starts ...S) error {
	began := time.Now()
	r, err := graph.CrossCheck(nb, starts...)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	fmt.Fprintf(w, "%-32s %5d states %6d edges, deepest layer %2d: %d mismatches (%v)\n",
		name, r.States, r.Edges, r.Depth, len(r.Mismatches), time.Since(began).Round(time.Millisecond))
	if !r.OK() {
		return fmt.Errorf("%s: engine and gonum disagree:\n%v", name, r)
	}
	return nil
}

// crossCheckSection cross-checks every plugin's instances (the small ones:
// go run ./examples/crosscheck does them all) and a random graph.
func crossCheckSection(w io.Writer) error {
	for _, p := range all.Plugins() {
		for _, in := range p.Instances {
			if in.Large {
				continue
			}
			if err := crossLine(w, p.Name+"/"+in.Name, in.Graph, in.Starts...); err != nil {
				return err
			}
		}
	}
	return crossLine[int](w, "random graph, seed 1", searchtest.Random(1, 3000, 2), 0, 1)
}
