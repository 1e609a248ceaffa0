package main

// MaxDiscs is the most discs a Hanoi position can hold: two bits each in
// a uint64.
const MaxDiscs = 32

// Hanoi is the Towers of Hanoi on four pegs with Discs discs. A state
// gives each disc's peg, two bits per disc, the smallest disc in the
// lowest bits; so it packs into a uint64 as itself (Pack and Unpack are
// the identity), and every one of the 4^Discs states is reachable.
type Hanoi struct{ Discs int }

// Neighbors yields the states one move from s: the top disc of a peg goes
// onto an empty peg or onto a larger disc. Every move can be undone.
func (h Hanoi) Neighbors(s uint64, yield func(uint64) bool) {
	// top[p] is the smallest disc on peg p, or Discs if it is empty.
	top := [4]int{h.Discs, h.Discs, h.Discs, h.Discs}
	for d := h.Discs - 1; d >= 0; d-- {
		top[s>>(2*d)&3] = d
	}
	for p, d := range top {
		if d == h.Discs {
			continue
		}
		for q, e := range top {
			if q != p && e > d && !yield(s&^(3<<(2*d))|uint64(q)<<(2*d)) {
				return
			}
		}
	}
}

// Pack returns s: a state is its own key.
func (Hanoi) Pack(s uint64) uint64 { return s }

// Unpack returns k.
func (Hanoi) Unpack(k uint64) uint64 { return k }
