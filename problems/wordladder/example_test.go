package wordladder_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/search"
)

func ExampleLadderLength() {
	fmt.Println(wordladder.LadderLength("hit", "cog", []string{"hot", "dot", "dog", "lot", "log", "cog"}))
	fmt.Println(wordladder.LadderLength("hit", "cog", []string{"hot", "dot", "dog", "lot", "log"}))
	// Output:
	// 5
	// 0
}

func ExampleFindLadders() {
	for _, l := range wordladder.FindLadders("hit", "cog", []string{"hot", "dot", "dog", "lot", "log", "cog"}) {
		fmt.Println(l)
	}
	// Output:
	// [hit hot dot dog cog]
	// [hit hot lot log cog]
}

func ExampleLadder() {
	fmt.Println(wordladder.Ladder("hit", "cog", []string{"hot", "dot", "dog", "lot", "log", "cog"}))
	fmt.Println(wordladder.Ladder("hit", "cog", []string{"hot"}))
	// Output:
	// [hit hot dot dog cog]
	// []
}

func ExampleComponents() {
	fmt.Println(wordladder.Components([]string{"hot", "dot", "dog", "cat", "cab", "zzz"}))
	// Output:
	// [[dog dot hot] [cab cat] [zzz]]
}

func ExampleNewDictionary() {
	d, err := wordladder.NewDictionary([]string{"hot", "dot", " dog ", "", "hot"})
	fmt.Println(d.Words(), err)
	_, err = wordladder.NewDictionary([]string{"hot", "cats"})
	fmt.Println(err)
	fmt.Println(errors.Is(err, wordladder.ErrLength))
	// Output:
	// [dog dot hot] <nil>
	// wordladder: words[1]: all words have the length of the first: "cats" has 4 letters, the first word "hot" (words[0]) has 3
	// true
}

func ExampleReadDictionary() {
	_, err := wordladder.ReadDictionary(strings.NewReader("hot\n\nHit\n"))
	fmt.Println(err)
	d, err := wordladder.ReadDictionary(strings.NewReader("hot\r\n  dot\n"))
	fmt.Println(d.Words(), d.Len(), d.WordLen(), err)
	// Output:
	// wordladder: offset 5: words are lowercase letters a-z: "Hit": character 'H' at byte 0
	// [dot hot] 2 3 <nil>
}

func ExampleSGB() {
	d := wordladder.SGB()
	fmt.Println(d.Len(), "words,", d.Edges(), "edges,", len(d.Components()), "components")
	// Output:
	// 5757 words, 14135 edges, 853 components
}

func ExampleDictionary_Ladder() {
	d := wordladder.SGB()
	l, ok := d.Ladder("nodes", "graph")
	fmt.Println(len(l)-1, "moves", ok)
	_, ok = d.Ladder("pound", "marks")
	fmt.Println(ok)
	// Output:
	// 9 moves true
	// false
}

func ExampleDictionary_AllLadders() {
	d := wordladder.SGB()
	for _, l := range d.AllLadders("nodes", "graph") {
		fmt.Println(strings.Join(l, " "))
	}
	// Output:
	// nodes lodes lores lords loads goads grads grade grape graph
	// nodes modes moles molds golds goads grads grade grape graph
}

func ExampleDictionary_Components() {
	d, _ := wordladder.NewDictionary([]string{"cold", "cord", "card", "ward", "warm", "fish"})
	fmt.Println(d.Components())
	// Output:
	// [[card cold cord ward warm] [fish]]
}

func ExampleDictionary_Neighbors() {
	d, _ := wordladder.NewDictionary([]string{"hot", "dot", "dog", "lot", "hit", "hog"})
	var next []string
	d.Neighbors("hot", func(w string) bool { next = append(next, w); return true })
	fmt.Println(next)
	// The dictionary is also a search.Indexer, so the engine runs dense.
	for depth, layer := range search.Layers[string](d, "hit") {
		fmt.Println(depth, layer)
	}
	// Output:
	// [dot lot hit hog]
	// 0 [hit]
	// 1 [hot]
	// 2 [dot lot hog]
	// 3 [dog]
}

func ExampleDictionary_Edges() {
	d, _ := wordladder.NewDictionary([]string{"hot", "dot", "dog", "lot"})
	fmt.Println(d.Edges())
	// Output:
	// 4
}

func ExampleDictionary_Index() {
	d, _ := wordladder.NewDictionary([]string{"hot", "dot", "dog"})
	fmt.Println(d.Index("dot"), d.State(1), d.Index("cat"), d.Contains("hot"))
	// Output:
	// 1 dot -1 true
}

func ExampleInputError() {
	_, err := wordladder.ReadDictionary(strings.NewReader("hot\nh0t\n"))
	var ie *wordladder.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Offset, errors.Is(err, wordladder.ErrLetter))
	}
	// Output:
	// 5 true
}

func ExampleDictionary_Len() {
	d, _ := wordladder.NewDictionary([]string{"hot", "dot", "hot", "dog"})
	fmt.Println(d.Len()) // duplicates count once
	// Output:
	// 3
}

func ExampleDictionary_WordLen() {
	d, _ := wordladder.NewDictionary([]string{"hot", "dot"})
	fmt.Println(d.WordLen())
	// Output:
	// 3
}

func ExampleDictionary_Words() {
	d, _ := wordladder.NewDictionary([]string{"hot", " dot", "dog", "hot"})
	fmt.Println(d.Words()) // ascending, trimmed, distinct
	// Output:
	// [dog dot hot]
}

func ExampleDictionary_Contains() {
	d := wordladder.SGB()
	fmt.Println(d.Contains("chaos"), d.Contains("Chaos"), d.Contains("orders"))
	// Output:
	// true false false
}

func ExampleDictionary_State() {
	d, _ := wordladder.NewDictionary([]string{"hot", "dot", "dog"})
	for i := range d.Len() {
		fmt.Print(d.State(i), " ")
	}
	fmt.Println()
	// Output:
	// dog dot hot
}

func ExampleInputError_Error() {
	_, err := wordladder.NewDictionary([]string{"hot", "dot", "do"})
	fmt.Println(err)
	_, err = wordladder.NewDictionary([]string{"", " "})
	fmt.Println(err)
	// Output:
	// wordladder: words[2]: all words have the length of the first: "do" has 2 letters, the first word "hot" (words[0]) has 3
	// wordladder: empty: no words
}

func ExampleInputError_Unwrap() {
	_, err := wordladder.ReadDictionary(strings.NewReader("hot\nhôt\n"))
	var ie *wordladder.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Unwrap() == wordladder.ErrLetter)
	}
	// Output:
	// true
}

func ExampleParse() {
	p, err := wordladder.Parse(strings.NewReader(`{"beginWord":"hit","endWord":"cog","wordList":["hot","dot","dog","lot","log","cog"]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.LadderLength(), p.Dictionary.Len())
	_, err = wordladder.Parse(strings.NewReader(`{"beginWord":"hit","endWord":"cog","wordList":["hot","Dot"]}`))
	fmt.Println(err)
	// Output:
	// 5 7
	// wordladder: offset 54, wordList[1]: words are lowercase letters a-z: "Dot": character 'D' at byte 0
}

func ExampleProblem_LadderLength() {
	p, _ := wordladder.Parse(strings.NewReader(`{"beginWord":"hit","endWord":"cog","wordList":["hot","dot","dog","lot","log"]}`))
	fmt.Println(p.LadderLength()) // cog is not in the list
	// Output: 0
}

func ExampleProblem_Ladder() {
	p, _ := wordladder.Parse(strings.NewReader(`{"beginWord":"hit","endWord":"cog","wordList":["hot","dot","dog","cog"]}`))
	fmt.Println(p.Ladder())
	// Output: [hit hot dot dog cog]
}

func ExamplePlugin() {
	p := wordladder.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// wordladder: LeetCode 127/126, Word Ladder (I and II)
	// <nil>
	// leetcode-1 hit-cog sgb
}
