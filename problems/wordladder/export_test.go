package wordladder

import "github.com/ripplebfs/ripple/search"

// Hooks for the black-box tests and benchmarks of package wordladder_test.

// The neighbour strategies the tests and benchmarks compare: the
// wildcard index (bucket.go), built from packed keys or by ranks, and
// trying every letter at every position (changeletter.go), which a
// Dictionary without an index uses.
type strategy int

const (
	useBuckets strategy = iota
	useChangeLetter
	useBucketsUnpacked
)

// buildWith is build with a neighbour strategy.
func buildWith(words []string, st strategy) *Dictionary {
	d := build(words)
	switch st {
	case useChangeLetter:
		d.bk = nil
	case useBucketsUnpacked:
		d.bk = newBuckets(d.words, d.alphabet, false)
	}
	return d
}

// BuildWith builds a dictionary over words (one length, any bytes) with the
// bucket strategy if buckets is true, else the change-letter strategy.
func BuildWith(words []string, buckets bool) *Dictionary {
	st := useChangeLetter
	if buckets {
		st = useBuckets
	}
	return buildWith(append([]string(nil), words...), st)
}

// Graph is a ladder graph over word indices.
type Graph interface {
	search.Neighbors[int]
	search.Indexer[int]
}

// PositionsHashed is the ladder graph over word indices with the
// change-letter strategy over its own hash table (wordtable_test.go).
func PositionsHashed(words []string) Graph {
	return newHashedPositions(append([]string(nil), words...))
}

// BuildUnpacked builds the bucket index by ranks, without packed keys.
func BuildUnpacked(words []string) *Dictionary {
	return buildWith(append([]string(nil), words...), useBucketsUnpacked)
}

// Positions is the ladder graph over word indices that the solvers search.
func Positions(d *Dictionary) Graph {
	return positions{d}
}

// LadderLengthWith is LadderLength with the bucket strategy if buckets is
// true, else the change-letter one.
func LadderLengthWith(buckets bool, beginWord, endWord string, wordList []string) int {
	d, ok := fromList(beginWord, endWord, wordList)
	if !ok {
		return 0
	}
	if !buckets {
		d.bk = nil
	}
	return d.ladderLength(beginWord, endWord)
}

// FromCall builds the graph of a LeetCode call, as the LeetCode functions
// do, and reports whether a ladder can exist.
func FromCall(beginWord, endWord string, wordList []string) bool {
	g, _, _, ok := fromCall(beginWord, endWord, wordList)
	if ok {
		g.release()
	}
	return ok
}

// UsesWordSet reports whether the LeetCode functions answer the call
// through a wordSet.
func UsesWordSet(beginWord, endWord string, wordList []string) bool {
	g, _, _, ok := fromCall(beginWord, endWord, wordList)
	_, set := g.(*wordSet)
	return ok && set
}

// LeetCodeViaDictionary answers a call with LadderLength and Ladder on a
// Dictionary.
func LeetCodeViaDictionary(beginWord, endWord string, wordList []string) (int, []string) {
	return ladderLength(dictionaryCall(beginWord, endWord, wordList)), ladderOf(dictionaryCall(beginWord, endWord, wordList))
}

// FromDictionaryCall builds the graph of a LeetCode call as FindLadders
// does, and reports whether a ladder can exist.
func FromDictionaryCall(beginWord, endWord string, wordList []string) bool {
	_, _, _, ok := dictionaryCall(beginWord, endWord, wordList)
	return ok
}
