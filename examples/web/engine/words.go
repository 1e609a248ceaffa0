package engine

import (
	"context"
	"fmt"
	"strings"

	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/watch"
)

// ExampleSGB is the word ladder the page starts with: over Knuth's
// Stanford GraphBase words, as `wordladder chaos order` runs it.
const ExampleSGB = "chaos order"

// wordsShown is how many words of each layer the page receives.
const wordsShown = 400

func words() watch.Puzzle {
	return watch.Puzzle{
		Name:    "wordladder",
		Title:   "Word Ladder (LeetCode 127, SGB words)",
		Example: ExampleSGB,
		Help:    "Two words FROM TO of Knuth's 5,757 five-letter Stanford GraphBase words, or a LeetCode 127 input pasted as is (beginWord = \"hit\", endWord = \"cog\", wordList = […]).",
		Kind:    watch.KindLabels,
		Run:     runWords,
	}
}

// ladder is a word ladder problem: a dictionary and two of its words.
type ladder struct {
	dict       *wordladder.Dictionary
	from, to   string
	list       []string // the word list the LeetCode function is given
	dictionary string   // what the dictionary is, for the summary
}

// parseLadder reads "FROM TO" over the SGB words (the wordladder CLI's
// default), or a LeetCode 127 input as wordladder.Parse reads it, after
// the CLI's handling of a pasted "beginWord = …".
func parseLadder(input string) (*ladder, error) {
	trimmed := strings.TrimSpace(input)
	if strings.HasPrefix(trimmed, "{") || strings.Contains(trimmed, "beginWord") {
		p, err := readNamed("wordladder", ProblemName, input, wordladder.Parse, "beginWord", "endWord", "wordList")
		if err != nil {
			return nil, err
		}
		return &ladder{dict: p.Dictionary, from: p.BeginWord, to: p.EndWord, list: p.WordList, dictionary: "the word list"}, nil
	}
	args := strings.Fields(trimmed)
	if len(args) != 2 {
		return nil, fmt.Errorf("want two words, FROM and TO, got %d arguments (see wordladder -h)", len(args))
	}
	d, name := wordladder.SGB(), "the SGB list"
	for _, w := range args {
		if !d.Contains(w) {
			return nil, fmt.Errorf("%q is not in the dictionary (%s: %d words of %d letters)", w, name, d.Len(), d.WordLen())
		}
	}
	return &ladder{dict: d, from: args[0], to: args[1], list: d.Words(), dictionary: name}, nil
}

func runWords(ctx context.Context, input string, env watch.Env) (*watch.Result, error) {
	l, err := parseLadder(input)
	if err != nil {
		return nil, err
	}
	res := &watch.Result{AnswerFrom: leetCode, AnswerNote: "words on a shortest ladder, both ends included (0: none)", Goal: l.to}
	goal := func(w string) bool { return w == l.to }
	if _, err := watch.Trace(ctx, env, l.dict, goal, nil, wordsShown, func(w string) any { return w }, res, l.from); err != nil {
		return nil, err
	}
	res.Answer = wordladder.LadderLength(l.from, l.to, l.list)
	if res.Path == nil {
		res.Summary = fmt.Sprintf("no ladder from %s to %s in %s: all %d words reachable searched", l.from, l.to, l.dictionary, sum(res.Sizes))
	} else {
		res.Summary = fmt.Sprintf("%d words of %s reached up to %s's layer", sum(res.Sizes), l.dictionary, l.to)
	}
	return res, nil
}
