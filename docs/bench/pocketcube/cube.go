package main

import "github.com/ripplebfs/ripple/search/rank"

// The pocket cube (the 2×2×2 Rubik's cube) has eight corner pieces and
// eight corner places: URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB, numbered 0
// to 7. The DBL corner (6) stays put, so the moves turn the three faces
// away from it, U, R and F, by a quarter, a half or three quarters: 9
// moves, each counted as one (the half-turn metric).

// fixed is the corner that no move turns: DBL.
const fixed = 6

// cube is a position, written as a new user would: the piece at each
// corner place, and its twist (0, 1 or 2 thirds of a turn clockwise).
type cube struct {
	piece [8]uint8
	twist [8]uint8
}

// solved is the start: every piece in its place, untwisted.
var solved = cube{piece: [8]uint8{0, 1, 2, 3, 4, 5, 6, 7}}

// A quarter turn moves the piece at place from[i] to place i and adds
// twist[i] to its twist.
type quarter struct{ from, twist [8]uint8 }

// faces are the clockwise quarter turns of U, R and F.
var faces = [3]quarter{
	{from: [8]uint8{3, 0, 1, 2, 4, 5, 6, 7}},
	{from: [8]uint8{4, 1, 2, 0, 7, 5, 6, 3}, twist: [8]uint8{2, 0, 0, 1, 1, 0, 0, 2}},
	{from: [8]uint8{1, 5, 2, 3, 0, 4, 6, 7}, twist: [8]uint8{1, 2, 0, 0, 2, 1, 0, 0}},
}

// turn returns c after the quarter turn q.
func (c cube) turn(q quarter) cube {
	var d cube
	for i, f := range q.from {
		d.piece[i] = c.piece[f]
		d.twist[i] = (c.twist[f] + q.twist[i]) % 3
	}
	return d
}

// natural is the first program's graph: positions as they are.
type natural struct{}

// Neighbors yields the 9 positions one move from c: each face turned a
// quarter, a half and three quarters.
func (natural) Neighbors(c cube, yield func(cube) bool) {
	for _, q := range faces {
		d := c
		for range 3 {
			d = d.turn(q)
			if !yield(d) {
				return
			}
		}
	}
}

// packed adds search.Packer: a position as 40 bits, three per piece and
// two per twist, so that the engine keys its visited set by a uint64
// instead of hashing the struct.
type packed struct{ natural }

func (packed) Pack(c cube) uint64 {
	k := uint64(0)
	for i := range 8 {
		k |= uint64(c.piece[i])<<(3*i) | uint64(c.twist[i])<<(24+2*i)
	}
	return k
}

func (packed) Unpack(k uint64) cube {
	var c cube
	for i := range 8 {
		c.piece[i], c.twist[i] = uint8(k>>(3*i)&7), uint8(k>>(24+2*i)&3)
	}
	return c
}

// indexed adds search.Indexer: a position's rank among all 7!·3⁶ =
// 3,674,160, numbered by search/rank, so that the engine keeps a bitset
// over the ranks instead of a set of positions.
type indexed struct{ natural }

// Len is the number of positions: the 7! orders of the pieces that move,
// times 3⁶ twists (the seventh twist makes the sum a multiple of 3).
func (indexed) Len() int { return 5040 * 729 }

// Index ranks the order of the seven moving pieces with
// rank.Permutation and the first six of their twists with
// rank.Orientation.
func (indexed) Index(c cube) int { return permRank(c)*729 + twistRank(c) }

// State inverts Index.
func (indexed) State(i int) cube { return withTwist(withPerm(solved, i/729), i%729) }

// permRank ranks the order of the seven moving pieces, 0 to 5039.
func permRank(c cube) int {
	var p [7]int
	for i, k := 0, 0; i < 8; i++ {
		if i != fixed {
			p[k] = moving(c.piece[i])
			k++
		}
	}
	return rank.Permutation(p[:])
}

// twistRank ranks the twists of the first six moving places, 0 to 728.
func twistRank(c cube) int {
	var t [6]int
	for i, k := 0, 0; k < 6; i++ {
		if i != fixed {
			t[k] = int(c.twist[i])
			k++
		}
	}
	return rank.Orientation(t[:], 3)
}

// withPerm returns c with the moving pieces in the order of rank r.
func withPerm(c cube, r int) cube {
	var p [7]int
	rank.UnrankPermutation(r, p[:])
	for i, k := 0, 0; i < 8; i++ {
		if i != fixed {
			c.piece[i] = uint8(p[k])
			if p[k] >= fixed {
				c.piece[i]++
			}
			k++
		}
	}
	return c
}

// withTwist returns c with the twists of rank r, the seventh moving
// place's making the sum a multiple of 3.
func withTwist(c cube, r int) cube {
	var t [6]int
	rank.UnrankOrientation(r, 3, t[:])
	sum := 0
	for i, k := 0, 0; i < 8; i++ {
		switch {
		case i == fixed:
		case k < 6:
			c.twist[i] = uint8(t[k])
			sum += t[k]
			k++
		default:
			c.twist[i] = uint8((3 - sum%3) % 3)
		}
	}
	return c
}

// moving numbers the seven moving pieces 0 to 6.
func moving(piece uint8) int {
	if piece > fixed {
		return int(piece) - 1
	}
	return int(piece)
}
