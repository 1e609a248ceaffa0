package wordladder

import "github.com/ripplebfs/ripple/search"

// Hooks for the black-box tests and benchmarks of package wordladder_test.

// BuildWith builds a dictionary over words (one length, any bytes) with the
// bucket strategy if buckets is true, else the change-letter strategy.
func BuildWith(words []string, buckets bool) *Dictionary {
	st := useChangeLetter
	if buckets {
		st = useBuckets
	}
	return build(append([]string(nil), words...), st)
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
	return build(append([]string(nil), words...), useBucketsUnpacked)
}

// Positions is the ladder graph over word indices that the solvers search.
func Positions(d *Dictionary) Graph {
	return positions{d}
}

// LadderLengthWith is LadderLength with the bucket strategy if buckets is
// true, else the change-letter one.
func LadderLengthWith(buckets bool, beginWord, endWord string, wordList []string) int {
	st := useChangeLetter
	if buckets {
		st = useBuckets
	}
	return ladderLength(st, beginWord, endWord, wordList)
}
