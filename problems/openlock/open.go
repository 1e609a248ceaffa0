package openlock

import "github.com/ripplebfs/ripple/search"

// Start is the combination every lock starts at, "0000".
const Start = 0

// Path returns a shortest sequence of combinations from start to target,
// both included, each one move from the last, none of them dead; or
// (nil, false) if there is none. A dead start or target is unreachable, even
// when start == target; otherwise start == target gives [start]. It runs
// search.Bidirectional with l as both directions (moves are reversible),
// visiting at most all 10,000 combinations: O(10^4) time and memory at
// worst, far less when the target is near. It panics if start or target is
// outside [0, 9999].
func (l *Lock) Path(start, target int) ([]int, bool) {
	mustCombination(start, "Path")
	mustCombination(target, "Path")
	if l.isDead(start) || l.isDead(target) {
		return nil, false
	}
	return search.Bidirectional(l, l, []int{start}, []int{target})
}

// Open returns a shortest sequence of combinations from "0000" to target,
// both included, as four-digit strings; its length minus one is the number
// of moves. ok is false if target is unreachable: walled off by dead ends,
// or itself dead, or "0000" is dead (then even target "0000" is
// unreachable, as in LeetCode). Unreachable is not an error; err is an
// [*InputError] with Field "target" only when target is not exactly four
// digits 0-9. Cost as for [Lock.Path].
func (l *Lock) Open(target string) (path []string, ok bool, err error) {
	t, e := parse(target)
	if e != nil {
		e.Field, e.Col = "target", -1
		return nil, false, e
	}
	p, ok := l.Path(Start, t)
	if !ok {
		return nil, false, nil
	}
	path = make([]string, len(p))
	for i, c := range p {
		path[i] = Format(c)
	}
	return path, true, nil
}

// OpenLock is LeetCode 752's signature: the fewest moves from "0000" to
// target avoiding the dead ends, or -1 if target cannot be reached. It
// returns 0 when target is "0000" and "0000" is not dead, and -1 when "0000"
// is dead. A target that is itself a dead end (outside LeetCode's
// constraints) is unreachable: -1.
//
// OpenLock never panics. Invalid input, a dead end or target that is not
// exactly four digits 0-9, also gives -1; use [New] and [Lock.Open] to learn
// what is wrong with it. Cost: O(len(deadends)) plus one bidirectional
// search over at most 10,000 combinations.
func OpenLock(deadends []string, target string) int {
	l, err := New(deadends)
	if err != nil {
		return -1
	}
	path, ok, err := l.Open(target)
	if err != nil || !ok {
		return -1
	}
	return len(path) - 1
}
