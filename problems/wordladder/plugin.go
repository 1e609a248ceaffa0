package wordladder

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
)

// leetcode127 is LeetCode 127's example 1 (answer 5; doocs/leetcode
// solution/0100-0199/0127.Word Ladder/README_EN.md, as copied to
// testdata/leetcode-official-examples.json).
const leetcode127 = `{"beginWord":"hit","endWord":"cog","wordList":["hot","dot","dog","lot","log","cog"]}`

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances are LeetCode's
// example 1 from "hit", with its components ("hit-cog"), and the Stanford
// GraphBase words from "words", with Knuth's published figures.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    "wordladder",
		Title:   "LeetCode 127/126, Word Ladder (I and II)",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: leetcode127,
		BadInputs: []plugin.BadInput{
			{Kind: "not a string", Text: `{"beginWord":1,"endWord":"cog","wordList":[]}`, Rule: ErrSyntax, Offset: 13, Row: -1, Col: -1},
			{Kind: "empty", Text: `{"beginWord":"","endWord":"cog","wordList":[]}`, Rule: ErrEmpty, Offset: 13, Row: -1, Col: -1},
			{Kind: "leading zero", Text: `{"beginWord":"hit","endWord":"cog","wordList":[01]}`, Rule: ErrSyntax, Offset: 48, Row: -1, Col: -1},
			{Kind: "pasted prefix", Text: `Input: beginWord = "hit", endWord = "cog", wordList = ["hot"]`, Rule: ErrSyntax, Offset: 0, Row: -1, Col: -1},
		},
		Tour: tour,
	}
	ex, err := Parse(strings.NewReader(leetcode127))
	if err != nil {
		panic("wordladder: Plugin: " + err.Error())
	}
	d := ex.Dictionary
	label := func(w string) string { return w }
	p.Instances = append(p.Instances, plugin.New[string]("leetcode-1", d, label, ex.BeginWord))
	hitCog := plugin.New[string]("hit-cog", d, label, ex.BeginWord)
	plugin.AddComponents(&hitCog, d.Words(), Components(d.Words()), -1, 1)
	sgbWords := SGB()
	sgbIn := plugin.New[string]("sgb", sgbWords, label, "words")
	plugin.AddComponents(&sgbIn, sgbWords.Words(), sgbWords.Components(), sgb.Edges, sgb.Components)
	p.Instances = append(p.Instances, hitCog, sgbIn)
	return p
}

// tour checks the Stanford GraphBase figures (D. E. Knuth, The Stanford
// GraphBase, 1993): 5,757 words, 14,135 edges, 853 components, and
// chaos→order in 12 moves.
func tour(w io.Writer) error {
	d := SGB()
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
