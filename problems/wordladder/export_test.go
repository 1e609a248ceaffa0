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

// BuildHashed builds a dictionary with the change-letter strategy over its
// own hash table.
func BuildHashed(words []string) *Dictionary {
	return build(append([]string(nil), words...), useChangeLetterHashed)
}

// BuildUnpacked builds the bucket index by sorting strings only.
func BuildUnpacked(words []string) *Dictionary {
	return build(append([]string(nil), words...), useBucketsUnpacked)
}

// Positions is the ladder graph over word indices that the solvers search.
func Positions(d *Dictionary) interface {
	search.Neighbors[int]
	search.Indexer[int]
} {
	return positions{d}
}

// SetWrapperStrategy makes the LeetCode wrappers use the bucket strategy if
// buckets is true, else the change-letter one; the returned function
// restores the default.
func SetWrapperStrategy(buckets bool) (restore func()) {
	wrapperStrategy = useChangeLetter
	if buckets {
		wrapperStrategy = useBuckets
	}
	return func() { wrapperStrategy = defaultStrategy }
}
