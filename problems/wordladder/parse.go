package wordladder

import (
	"encoding/json"
	"errors"
	"io"
	"slices"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/problems/input"
)

// InputError is an invalid word list or LeetCode input: the rule broken
// (Err, one of the errors below or a read error, for errors.Is), the byte
// offset of the fault in the text given to ReadDictionary or Parse (-1 for
// NewDictionary), and the Field at fault ("words[3]", "wordList[0]",
// "beginWord"). It is the type shared by every problem package; see
// [input.Error].
type InputError = input.Error

// The rules an [*InputError] reports, for errors.Is.
var (
	// ErrSyntax: Parse's input is not a JSON object like
	// {"beginWord":"hit","endWord":"cog","wordList":["hot"]}.
	ErrSyntax = input.ErrSyntax
	// ErrEmpty: the input holds no word (only blank lines, or nothing).
	ErrEmpty = input.ErrEmpty
	// ErrLength: a word's length differs from the first word's.
	ErrLength = errors.New("all words have the length of the first")
	// ErrLetter: a word holds a byte outside 'a'..'z'.
	ErrLetter = errors.New("words are lowercase letters a-z")
	// ErrTooBig: the words hold more than 2^31-1 letters in all.
	ErrTooBig = errors.New("more than 2^31-1 letters in all")
)

// Problem is one LeetCode 127/126 input, validated: the begin and end
// words, the word list, and the ladder graph over the begin word and the
// list.
type Problem struct {
	BeginWord, EndWord string
	WordList           []string
	// Dictionary holds BeginWord and the words of WordList.
	Dictionary *Dictionary
}

// LadderLength is [LadderLength] on the problem: the number of words in a
// shortest ladder, 0 if there is none (endWord must be in the list). It
// searches p.Dictionary rather than build the same graph again.
func (p *Problem) LadderLength() int {
	if d, ok := p.graph(); ok {
		return d.ladderLength(p.BeginWord, p.EndWord)
	}
	return LadderLength(p.BeginWord, p.EndWord, p.WordList)
}

// Ladder is [Ladder] on the problem: one shortest ladder, or nil. It
// searches p.Dictionary rather than build the same graph again.
func (p *Problem) Ladder() []string {
	if d, ok := p.graph(); ok {
		l, _ := d.Ladder(p.BeginWord, p.EndWord)
		return l
	}
	return Ladder(p.BeginWord, p.EndWord, p.WordList)
}

// graph returns p.Dictionary if it holds both words and endWord is in the
// list, as Parse makes it when a ladder can exist: then it is the graph
// that LadderLength would build.
func (p *Problem) graph() (*Dictionary, bool) {
	d := p.Dictionary
	ok := d != nil && d.Contains(p.BeginWord) && d.Contains(p.EndWord) && slices.Contains(p.WordList, p.EndWord)
	return d, ok
}

// Parse reads LeetCode 127's (and 126's) input as a JSON object with
// exactly the fields "beginWord", "endWord" (strings) and "wordList" (an
// array of strings), in any order, such as
// {"beginWord":"hit","endWord":"cog","wordList":["hot","dot","dog","lot","log","cog"]}.
// JSON whitespace is allowed between tokens; nothing may come before or
// after the object (a pasted "Input: beginWord = " is an error).
//
// The words follow LeetCode's constraints: letters a-z only, all of the
// length of beginWord. endWord need not be in wordList (the answer is then
// 0), and duplicates are allowed.
//
// Errors are [*InputError] values with the byte offset of the fault (from
// 0; inside a word, of the offending character) and the field at fault
// ("beginWord", "wordList[3]"): [ErrSyntax] (not such an object, a
// missing, repeated or unknown field, a word that is not a string),
// [ErrEmpty] (no input, or an empty beginWord), [ErrLetter], [ErrLength],
// [ErrTooBig]; a read error of r is the rule of an *InputError too. It
// never panics; time O(input) plus building the dictionary.
func Parse(r io.Reader) (*Problem, error) {
	d := input.NewDecoder("wordladder", r)
	tok, off, err := d.Token("'{' opening the input")
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('{') {
		return nil, d.Fail(ErrSyntax, off, `%s, want '{' opening {"beginWord":...,"endWord":...,"wordList":[...]}`, input.Describe(tok))
	}
	var p Problem
	var list []string
	var listOff []int64
	seen := map[string]bool{}
	words := map[string]*string{"beginWord": &p.BeginWord, "endWord": &p.EndWord}
	offsets := map[string]int64{}
	for d.More() {
		key, koff, err := d.Token("a field name")
		if err != nil {
			return nil, err
		}
		k, _ := key.(string)
		switch {
		case seen[k]:
			return nil, d.Fail(ErrSyntax, koff, "field %s appears twice", input.Describe(k))
		case k == "wordList":
			if list, listOff, err = readWordList(d); err != nil {
				return nil, err
			}
		case words[k] != nil:
			if *words[k], offsets[k], err = readWord(d, k, -1); err != nil {
				return nil, err
			}
		default:
			return nil, d.Fail(ErrSyntax, koff, "unknown field %s, want beginWord, endWord and wordList", input.Describe(k))
		}
		seen[k] = true
	}
	if _, off, err = d.Token("',' or '}'"); err != nil {
		return nil, err
	}
	if k, missing := lo.Find([]string{"beginWord", "endWord", "wordList"}, func(k string) bool { return !seen[k] }); missing {
		return nil, d.Fail(ErrSyntax, off, "missing field %s", k)
	}
	if err := d.End("the input object"); err != nil {
		return nil, err
	}
	// Validate in the order of LeetCode's statement: beginWord fixes the
	// length.
	v := validator{}
	if p.BeginWord == "" {
		e := d.Fail(ErrEmpty, offsets["beginWord"], "beginWord is empty")
		e.Field = "beginWord"
		return nil, e
	}
	if err := v.add(p.BeginWord, "beginWord", -1, offsets["beginWord"]+1); err != nil {
		return nil, err
	}
	if err := v.add(p.EndWord, "endWord", -1, offsets["endWord"]+1); err != nil {
		return nil, err
	}
	if p.EndWord == "" {
		return nil, &InputError{Pkg: "wordladder", Err: ErrLength, Field: "endWord", At: input.Located, Offset: offsets["endWord"], Row: -1, Col: -1, Detail: "endWord is empty"}
	}
	v.words = v.words[:1] // the dictionary is beginWord and the list
	for i, w := range list {
		if w == "" {
			return nil, &InputError{Pkg: "wordladder", Err: ErrLength, Field: fieldName("wordList", i), At: input.Located, Offset: listOff[i], Row: -1, Col: -1, Detail: "the word is empty"}
		}
		if err := v.add(w, "wordList", i, listOff[i]+1); err != nil {
			return nil, err
		}
	}
	p.WordList = list
	p.Dictionary = build(v.words)
	return &p, nil
}

// readWord reads the string value of field name (or of its element i if
// i >= 0) and its offset.
func readWord(d *input.Decoder, name string, i int) (string, int64, error) {
	tok, off, err := d.Token("a word")
	if err != nil {
		return "", 0, err
	}
	w, ok := tok.(string)
	if !ok {
		e := d.Fail(ErrSyntax, off, "%s, want a string", input.Describe(tok))
		e.Field = fieldName(name, i)
		return "", 0, e
	}
	return w, off, nil
}

// readWordList reads the array of words, and their offsets.
func readWordList(d *input.Decoder) ([]string, []int64, error) {
	tok, off, err := d.Token("'[' opening wordList")
	if err != nil {
		return nil, nil, err
	}
	if tok != json.Delim('[') {
		return nil, nil, d.Fail(ErrSyntax, off, "wordList is %s, want an array of strings", input.Describe(tok))
	}
	list, offs := []string{}, []int64{}
	for i := 0; d.More(); i++ {
		w, off, err := readWord(d, "wordList", i)
		if err != nil {
			return nil, nil, err
		}
		list, offs = append(list, w), append(offs, off)
	}
	_, _, err = d.Token("',' or ']' after a word")
	return list, offs, err
}
