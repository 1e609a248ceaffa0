package main

import "github.com/ripplebfs/ripple/search"

// moves are the move tables: the rank of the order of the pieces, and of
// their twists, after each of the 9 moves. A move changes the order of
// the pieces whatever their twists, and the twists whatever the order,
// so a position's rank p·729 + t moves to perm[p][m]·729 + twist[t][m]:
// two loads instead of unranking, turning and ranking.
type moves struct {
	perm  [5040][9]uint16
	twist [729][9]uint16
}

// newMoves fills the tables by turning one position per rank.
func newMoves() *moves {
	t := new(moves)
	for p := range t.perm {
		c := withPerm(solved, p)
		for f, q := range faces {
			d := c
			for k := range 3 {
				d = d.turn(q)
				t.perm[p][3*f+k] = uint16(permRank(d))
			}
		}
	}
	for r := range t.twist {
		c := withTwist(solved, r)
		for f, q := range faces {
			d := c
			for k := range 3 {
				d = d.turn(q)
				t.twist[r][3*f+k] = uint16(twistRank(d))
			}
		}
	}
	return t
}

// ranks is the graph over the ranks themselves: a state is an int, its
// own index, and its neighbours come from the move tables.
type ranks struct{ *moves }

// Neighbors yields the ranks one move from s.
func (g ranks) Neighbors(s int, yield func(int) bool) {
	p, t := &g.perm[s/729], &g.twist[s%729]
	for m := range 9 {
		if !yield(int(p[m])*729 + int(t[m])) {
			return
		}
	}
}

func (ranks) Len() int        { return 5040 * 729 }
func (ranks) Index(s int) int { return s }
func (ranks) State(i int) int { return i }

// frontier adds search.FrontierNeighbors: a slice of ranks expanded in one
// call, each successor marked in the engine's bitset inline.
type frontier struct{ ranks }

func (g frontier) AppendNeighbors(dst, states []int, seen search.Visited) []int {
	for _, s := range states {
		p, t := &g.perm[s/729], &g.twist[s%729]
		for m := range 9 {
			if v := int(p[m])*729 + int(t[m]); seen.Mark(v) {
				dst = append(dst, v)
			}
		}
	}
	return dst
}

// byIndex adds search.IndexNeighbors, with which Sweep expands a layer
// kept as a bitset over the ranks.
type byIndex struct{ ranks }

func (g byIndex) IndexNeighbors(i int, yield func(int) bool) { g.Neighbors(i, yield) }
