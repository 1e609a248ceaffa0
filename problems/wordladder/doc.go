// Package wordladder solves word ladders (LeetCode 127 "Word Ladder" and 126
// "Word Ladder II") with the ripple search engine.
//
// A word ladder turns one word into another by changing one letter at a
// time, every intermediate word coming from a dictionary. The ladder graph
// has a vertex per dictionary word and an edge between two words of the same
// length that differ in exactly one position. The graph is undirected, so
// bidirectional search applies, and generating a word's neighbours costs far
// more than the bookkeeping of the search itself.
//
// [Parse] reads LeetCode's input, the JSON object
// {"beginWord":...,"endWord":...,"wordList":[...]}, into a [Problem]. A
// [Dictionary] is built once from a list ([NewDictionary]) or a file of one
// word per line ([ReadDictionary]) and validated: one word length, letters a–z only, as in
// LeetCode's constraints. It implements [search.Neighbors] and
// [search.Indexer] over words. Internally every search runs over word
// positions (ints) in the engine's dense mode, which measured fastest (see
// docs/benchmarks.md, "Word ladder").
//
// A Dictionary's neighbours come from a precomputed wildcard index: for
// each position i, the words that agree everywhere except at i form a
// bucket (for "hot" and i = 1, the bucket h*t). A word's neighbours are the
// other members of its buckets. The alternative, trying every letter at
// every position and looking the result up, is kept for comparison; the
// buckets measured faster on both the Stanford GraphBase list and a
// 500,000-word list, once built.
//
// [LadderLength] and [Ladder] answer one query per list with a
// bidirectional search, which expands about 1% of a large list: far less
// work than an index whose build sorts the list and groups it once per
// position. They pack each word of a–z into an integer in one pass over
// the list, at the speed of reading it, and find a word's neighbours by
// changing its letters and looking the result up in a hash table of the
// packed words; other bytes, and words of more than 12 letters, take a
// Dictionary.
// [FindLadders] grows a breadth-first tree over every word closer to
// beginWord than endWord is, which pays for the index (docs/benchmarks.md,
// "Word ladder", has the figures).
//
// The LeetCode-signature functions ([LadderLength], [FindLadders], [Ladder],
// [Components]) take plain string slices, never fail and never panic: they
// apply the definition above to whatever strings they are given (comparing
// bytes), so words of another length than beginWord simply cannot be on a
// ladder.
//
// The embedded Stanford GraphBase list ([SGB], package sgb) reproduces
// Knuth's published figures: 5,757 words, 14,135 edges, 853 components.
package wordladder
