package wordladder

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

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
	words []string // distinct, ascending
	width int      // bytes per word
	index map[string]int32
	// alphabet[i] lists, ascending, the letters found at position i of some
	// word: the only letters worth trying there.
	alphabet [][]byte
	bk       *buckets   // the wildcard index; nil under the change-letter strategies
	tab      *wordTable // the change-letter strategy's own hash table, or nil
}

// strategy selects how a Dictionary generates neighbours.
type strategy int

const (
	// useBuckets looks a word's neighbours up in a precomputed wildcard
	// index (bucket.go). It is the default: it measured faster.
	useBuckets strategy = iota
	// useChangeLetter tries every letter at every position and looks the
	// result up (changeletter.go).
	useChangeLetter
	// useBucketsUnpacked builds the wildcard index by sorting strings even
	// when packed integer keys would do; for tests.
	useBucketsUnpacked
	// useChangeLetterHashed is useChangeLetter with a purpose-built hash
	// table instead of the Go map (wordtable.go).
	useChangeLetterHashed
)

// defaultStrategy is the strategy of NewDictionary and ReadDictionary.
const defaultStrategy = useBuckets

// wrapperStrategy is the strategy of the LeetCode wrappers, which build a
// graph per call; a variable only so that benchmarks can compare.
var wrapperStrategy = defaultStrategy

// The rules an [InputError] reports, for errors.Is.
var (
	// ErrEmpty: the input holds no word (only blank lines, or nothing).
	ErrEmpty = errors.New("no words")
	// ErrLength: a word's length differs from the first word's.
	ErrLength = errors.New("words of different lengths")
	// ErrLetter: a word holds a byte outside 'a'..'z'.
	ErrLetter = errors.New("character outside a-z")
	// ErrSize: the words hold more than 2^31-1 letters in all.
	ErrSize = errors.New("dictionary too large")
)

// InputError reports a word list that breaks a rule of [NewDictionary] or
// [ReadDictionary]. Its message names the rule, the line and the word.
type InputError struct {
	// Line is the 1-based line of the reader, or i+1 for words[i] of a
	// slice; 0 when the error concerns the whole input (ErrEmpty, ErrSize).
	Line int
	// Word is the offending word after trimming surrounding spaces.
	Word string
	// Err is ErrEmpty, ErrLength, ErrLetter, ErrSize or a read error.
	Err error

	detail string
}

// Error returns "wordladder: line N: word "w": <rule>", without the line or
// word when they do not apply.
func (e *InputError) Error() string {
	var b strings.Builder
	b.WriteString("wordladder: ")
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
		if e.Word != "" {
			fmt.Fprintf(&b, "word %s: ", short(e.Word))
		}
	}
	switch {
	case e.detail != "":
		b.WriteString(e.detail)
	case e.Err != nil:
		b.WriteString(e.Err.Error())
	default:
		b.WriteString("invalid word list")
	}
	return b.String()
}

// Unwrap returns e.Err.
func (e *InputError) Unwrap() error { return e.Err }

// short quotes w, eliding the middle of long words.
func short(w string) string {
	const max = 40
	if len(w) > max {
		return fmt.Sprintf("%q…(%d bytes)", w[:max], len(w))
	}
	return fmt.Sprintf("%q", w)
}

// NewDictionary validates words and builds a Dictionary from them.
//
// Surrounding spaces are trimmed; empty words are skipped and duplicates
// ignored. Every word must have the length of the first one and consist of
// the letters a–z only: LeetCode's constraints say its words are lowercase
// English letters. The error is an *[InputError] naming the first offending
// word, with Line = i+1 for words[i] (a bad character's column counts
// bytes from 1), or ErrEmpty if no word remains.
//
// Building costs O(L·N·log N) for N words of L letters (L sorts), and
// memory O(L·N).
func NewDictionary(words []string) (*Dictionary, error) {
	v := validator{}
	for i, w := range words {
		if err := v.add(i+1, w); err != nil {
			return nil, err
		}
	}
	return v.done(defaultStrategy)
}

// ReadDictionary reads a word list, one word per line, and builds a
// Dictionary from it, with the rules of [NewDictionary]: blank lines and
// surrounding spaces (including a '\r' before the '\n') are ignored, as are
// duplicates. Lines longer than 1 MiB and read errors are reported as an
// *[InputError] with their line number.
func ReadDictionary(r io.Reader) (*Dictionary, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	v := validator{}
	line := 0
	for sc.Scan() {
		line++
		if err := v.add(line, sc.Text()); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &InputError{Line: line + 1, Err: err, detail: "read error: " + err.Error()}
	}
	return v.done(defaultStrategy)
}

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
	words     []string
	firstLine int
	total     int // letters so far
}

func (v *validator) add(line int, raw string) error {
	w := strings.TrimSpace(raw)
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
			return &InputError{Line: line, Word: w, Err: ErrLetter,
				detail: fmt.Sprintf("character %s at column %d is outside a-z (words are lowercase English letters, as in LeetCode)", ch, i+1)}
		}
	}
	if len(v.words) == 0 {
		v.firstLine = line
	} else if first := v.words[0]; len(w) != len(first) {
		return &InputError{Line: line, Word: w, Err: ErrLength,
			detail: fmt.Sprintf("has %d letters, but the first word, %s on line %d, has %d: all words must have one length", len(w), short(first), v.firstLine, len(first))}
	}
	v.total += len(w)
	if v.total > math.MaxInt32 {
		return &InputError{Err: ErrSize, detail: "dictionary too large: more than 2^31-1 letters"}
	}
	v.words = append(v.words, w)
	return nil
}

func (v *validator) done(st strategy) (*Dictionary, error) {
	if len(v.words) == 0 {
		return nil, &InputError{Err: ErrEmpty, detail: "empty dictionary: no words"}
	}
	return build(v.words, st), nil
}

// build makes a Dictionary from words of one length, without checking
// letters: the LeetCode wrappers accept any bytes. It sorts and deduplicates
// words in place. The caller guarantees len(words)·width <= MaxInt32.
func build(words []string, st strategy) *Dictionary {
	slices.Sort(words)
	words = slices.Compact(words)
	d := &Dictionary{words: words, index: make(map[string]int32, len(words))}
	if len(words) > 0 {
		d.width = len(words[0])
	}
	for i, w := range words {
		d.index[w] = int32(i)
	}
	d.alphabet = make([][]byte, d.width)
	for i := range d.alphabet {
		var present [256]bool
		for _, w := range words {
			present[w[i]] = true
		}
		for c, ok := range present {
			if ok {
				d.alphabet[i] = append(d.alphabet[i], byte(c))
			}
		}
	}
	switch st {
	case useBuckets, useBucketsUnpacked:
		d.bk = newBuckets(words, d.alphabet, st == useBuckets)
	case useChangeLetterHashed:
		d.tab = newWordTable(words, d.width)
	}
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
// hide the index: search.NeighborsFunc(d.Neighbors). O(L).
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
