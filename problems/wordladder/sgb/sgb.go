// Package sgb embeds the five-letter word list of Donald E. Knuth's Stanford
// GraphBase, the dictionary behind the word-ladder figures of his book
// (D. E. Knuth, The Stanford GraphBase: A Platform for Combinatorial
// Computing, ACM Press / Addison-Wesley, 1993): 5,757 words, which as a
// ladder graph have 14,135 edges and 853 connected components.
//
// Origin: sgb-words.txt (SHA-256
// 52a04f4fb860953c2a29c2769014bd8b12d090a19e7577a460a2a2586bd6d4ce), the
// list Knuth distributes with the Stanford GraphBase
// (https://www-cs-faculty.stanford.edu/~knuth/sgb.html), in the public
// domain.
// The words are in Knuth's order (by decreasing frequency), one per line.
//
// The package holds data only and imports nothing but embed, so that any
// package, including tests inside package wordladder, may use it.
package sgb

import _ "embed"

// Text is the word list, one lowercase five-letter word per line, each line
// ending in '\n'.
//
//go:embed sgb-words.txt
var Text string

// SHA256 is the hex SHA-256 of [Text]; the package's test recomputes it.
const SHA256 = "52a04f4fb860953c2a29c2769014bd8b12d090a19e7577a460a2a2586bd6d4ce"

// Published figures for the list, from Knuth, The Stanford GraphBase (1993).
const (
	Words      = 5757  // words in the list
	Edges      = 14135 // pairs of words that differ in exactly one letter
	Components = 853   // connected components of the ladder graph
)
