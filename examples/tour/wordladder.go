package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
)

func init() {
	register(30, "wordladder: Knuth's five-letter words (LeetCode 127/126)", wordLadderSection)
}

// wordLadderSection checks the Stanford GraphBase figures (D. E. Knuth, The
// Stanford GraphBase, 1993): 5,757 words, 14,135 edges, 853 components,
// and chaos→order in 12 moves.
func wordLadderSection(w io.Writer) error {
	d := wordladder.SGB()
	words, edges, comps := d.Len(), d.Edges(), len(d.Components())
	fmt.Fprintf(w, "SGB: %d words, %d edges, %d components\n", words, edges, comps)
	if words != sgb.Words || edges != sgb.Edges || comps != sgb.Components {
		return fmt.Errorf("want Knuth's %d words, %d edges, %d components", sgb.Words, sgb.Edges, sgb.Components)
	}
	l, ok := d.Ladder("chaos", "order")
	if !ok || len(l) != 13 {
		return fmt.Errorf("chaos→order: got %v, want Knuth's 12 moves", l)
	}
	all := d.AllLadders("chaos", "order")
	fmt.Fprintf(w, "chaos→order in %d moves (%d shortest ladders): %s\n", len(l)-1, len(all), strings.Join(l, "-"))
	if _, ok := d.Ladder("pound", "marks"); ok {
		return fmt.Errorf("pound→marks: found a ladder, Knuth says none")
	}
	fmt.Fprintln(w, "pound→marks: no ladder, as Knuth reports")
	return nil
}
