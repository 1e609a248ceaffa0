package wordladder

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ripplebfs/ripple/problems/input"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
)

// Dictionary is a validated word list and the ladder graph over it: two
// words are adjacent when they differ in exactly one letter.
//
// Its words are distinct, all of one length, made of the letters a–z, and
// kept in ascending (byte-wise lexicographic) order; a word's position in
// that order is its index. A Dictionary implements [search.Neighbors] and
// [search.Indexer] over words, so a search over it runs in the engine's dense
// mode. It is immutable and safe for concurrent use.
type Dictionary struct {
	words    []string // distinct, ascending
	width    int      // bytes per word
	index    map[string]int32
	alphabet alphabet // the letters found at each position
	bk       *buckets // the wildcard index; nil only in tests of the change-letter strategy
}

// NewDictionary validates words and builds a Dictionary from them.
//
// Surrounding spaces are trimmed; empty words are skipped and duplicates
// ignored. Every word must have the length of the first one and consist of
// the letters a–z only: LeetCode's constraints say its words are lowercase
// English letters. The error is an [*InputError] naming the first
// offending word as Field "words[i]" (i from 0), with Offset -1: [ErrLetter],
// [ErrLength], [ErrTooBig], or [ErrEmpty] if no word remains.
//
// Building costs O(L·N + N·log N) for N words of L letters (one sort, then
// one pass through a hash table per position; O(L·N·log N) for words that
// do not pack into 64 bits), and memory O(L·N).
func NewDictionary(words []string) (*Dictionary, error) {
	v := validator{}
	for i, w := range words {
		if err := v.add(strings.TrimSpace(w), "words", i, -1); err != nil {
			return nil, err
		}
	}
	return v.done(-1)
}

// ReadDictionary reads a word list, one word per line, and builds a
// Dictionary from it, with the rules of [NewDictionary]: blank lines and
// surrounding spaces (including a '\r' before the '\n') are ignored, as are
// duplicates. Errors are [*InputError] values with the byte offset (from
// 0) of the offending character, or of the offending word for ErrLength;
// lines longer than 1 MiB and read errors are reported with the offset of
// their line.
func ReadDictionary(r io.Reader) (*Dictionary, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	var start, next int64 // offset of the current line, and of the next
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		adv, tok, err := bufio.ScanLines(data, atEOF)
		if tok != nil {
			start, next = next, next+int64(adv)
		}
		return adv, tok, err
	})
	v := validator{}
	seen := make(map[string]struct{}) // duplicates are dropped as they come, so a repetitive list stays small
	for sc.Scan() {
		line := sc.Bytes()
		w := bytes.TrimSpace(line)
		if _, dup := seen[string(w)]; dup {
			continue
		}
		off := start + int64(bytes.Index(line, w))
		word := string(w)
		seen[word] = struct{}{}
		if err := v.add(word, "", -1, off); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			err = errLongLine{} // a rule of the text, not a failed read
		} else {
			err = input.ReadError(err)
		}
		return nil, &InputError{Pkg: "wordladder", Err: err, At: input.Located, Offset: next, Row: -1, Col: -1}
	}
	return v.done(next)
}

// errLongLine is the rule broken by a line over ReadDictionary's 1 MiB:
// errors.Is matches it with ErrSyntax and bufio.ErrTooLong.
type errLongLine struct{}

func (errLongLine) Error() string   { return "a line longer than 1048576 bytes (one word per line)" }
func (errLongLine) Unwrap() []error { return []error{ErrSyntax, bufio.ErrTooLong} }

// SGB returns the Stanford GraphBase dictionary of 5,757 five-letter words
// (package sgb), freshly built. It panics only if the embedded data is
// corrupt, which the package tests rule out.
func SGB() *Dictionary {
	d, err := ReadDictionary(strings.NewReader(sgb.Text))
	if err != nil {
		panic("wordladder: embedded SGB list: " + err.Error())
	}
	return d
}

// validator checks words one at a time.
type validator struct {
	words []string
	first string // where the first word is, for messages
	total int    // letters so far
}

// add checks word w (trimmed), the value of field name (or of its
// element i if i >= 0; no field if name is ""), at offset off in the text
// (-1 when not from text). Empty words are skipped. The field is named
// only for an error or the first word: formatting a name per word would
// cost more than the check.
func (v *validator) add(w, name string, i int, off int64) *InputError {
	fail := func(rule error, at int, format string, args ...any) *InputError {
		e := &InputError{Pkg: "wordladder", Err: rule, Field: fieldName(name, i), At: input.Located, Offset: -1, Row: -1, Col: -1, Detail: fmt.Sprintf(format, args...)}
		if off >= 0 {
			e.Offset = off + int64(at)
		}
		return e
	}
	if w == "" {
		return nil
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			r, _ := utf8.DecodeRuneInString(w[i:])
			ch := fmt.Sprintf("%q", r)
			if r == utf8.RuneError {
				ch = fmt.Sprintf("byte 0x%02x", c)
			}
			return fail(ErrLetter, i, "%s: character %s at byte %d", input.Describe(w), ch, i)
		}
	}
	if len(v.words) == 0 {
		v.first = input.Describe(w)
		if name != "" {
			v.first += " (" + fieldName(name, i) + ")"
		}
	} else if first := v.words[0]; len(w) != len(first) {
		return fail(ErrLength, 0, "%s has %d letters, the first word %s has %d", input.Describe(w), len(w), v.first, len(first))
	}
	v.total += len(w)
	if v.total > math.MaxInt32 {
		return fail(ErrTooBig, 0, "at word %s", input.Describe(w))
	}
	v.words = append(v.words, w)
	return nil
}

// fieldName names field name, or its element i if i >= 0 ("wordList[3]").
func fieldName(name string, i int) string {
	if i < 0 || name == "" {
		return name
	}
	return name + "[" + strconv.Itoa(i) + "]"
}

// done builds the dictionary; end is the offset of the end of the text
// (-1 when not from text), where ErrEmpty is reported.
func (v *validator) done(end int64) (*Dictionary, error) {
	if len(v.words) == 0 {
		return nil, &InputError{Pkg: "wordladder", Err: ErrEmpty, At: input.Located, Offset: end, Row: -1, Col: -1, Detail: "no words"}
	}
	return build(v.words), nil
}

// build makes a Dictionary from words of one length, with its wildcard
// index, without checking letters: the LeetCode wrappers accept any bytes.
// It sorts and deduplicates words in place. The caller guarantees
// len(words)·width <= MaxInt32. (Tests build the other neighbour
// strategies from it; see export_test.go.)
func build(words []string) *Dictionary {
	slices.Sort(words)
	words = slices.Compact(words)
	d := &Dictionary{words: words, index: make(map[string]int32, len(words))}
	if len(words) > 0 {
		d.width = len(words[0])
	}
	for i, w := range words {
		d.index[w] = int32(i)
	}
	d.alphabet = newAlphabet(words, d.width)
	d.bk = newBuckets(words, d.alphabet, true)
	return d
}

// Len returns the number of distinct words. It is also [search.Indexer]'s
// Len: indices run over [0, Len()).
func (d *Dictionary) Len() int { return len(d.words) }

// WordLen returns the number of letters of every word.
func (d *Dictionary) WordLen() int { return d.width }

// Words returns the words in ascending order, as a fresh slice.
func (d *Dictionary) Words() []string { return slices.Clone(d.words) }

// Contains reports whether w is one of the words. O(L).
func (d *Dictionary) Contains(w string) bool {
	_, ok := d.index[w]
	return ok
}

// Index returns the position of w in ascending order, or -1 if w is not in
// the dictionary. A dense-mode search started from a word outside the
// dictionary therefore panics in the engine; to search from such a word,
// hide the index behind a closure:
//
//	search.NeighborsFunc[string](func(w string, yield func(string) bool) { d.Neighbors(w, yield) })
//
// (wrapping the method value d.Neighbors itself panics). O(L).
func (d *Dictionary) Index(w string) int {
	if i, ok := d.index[w]; ok {
		return int(i)
	}
	return -1
}

// State returns the word at index i; it panics if i is outside [0, Len()).
func (d *Dictionary) State(i int) string { return d.words[i] }

// Neighbors yields the dictionary words that differ from w in exactly one
// letter, never w itself. They come position by position (first letter
// changed first) and, within a position, in ascending order. w need not be
// in the dictionary; a word of another length has no neighbours.
//
// For a dictionary word it costs O(L + degree) with the wildcard index; for
// another word, O(L·A) lookups for an alphabet of A letters.
func (d *Dictionary) Neighbors(w string, yield func(string) bool) {
	if len(w) != d.width {
		return
	}
	word := func(j int) bool { return yield(d.words[j]) }
	if i, ok := d.index[w]; ok {
		d.neighborsAt(int(i), word)
		return
	}
	d.changeLetterOf(w, word)
}

// Edges returns the number of edges of the ladder graph: unordered pairs
// of words that differ in exactly one letter. O(N·L).
func (d *Dictionary) Edges() int {
	if d.bk != nil {
		return d.bk.pairs()
	}
	deg := 0
	for i := range d.words {
		d.neighborsAt(i, func(int) bool { deg++; return true })
	}
	return deg / 2
}
