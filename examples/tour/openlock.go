package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/problems/openlock"
)

func init() {
	register(60, "openlock: LeetCode 752, Open the Lock (bidirectional search)", openLockSection)
}

func openLockSection(w io.Writer) error {
	// LeetCode 752's published examples 1-3: deadends, target, expected
	// answer (doocs/leetcode solution/0700-0799/0752.Open the
	// Lock/README_EN.md @9195406b, as copied to
	// problems/openlock/testdata/leetcode-752.json).
	examples := []struct {
		deadends []string
		target   string
		want     int
	}{
		{[]string{"0201", "0101", "0102", "1212", "2002"}, "0202", 6},
		{[]string{"8888"}, "0009", 1},
		{[]string{"8887", "8889", "8878", "8898", "8788", "8988", "7888", "9888"}, "8888", -1},
	}
	l, err := openlock.New(examples[0].deadends)
	if err != nil {
		return err
	}
	path, ok, err := l.Open(examples[0].target)
	if err != nil || !ok || len(path)-1 != examples[0].want {
		return fmt.Errorf("0000 → 0202: got %v (ok %v, err %v), want %d moves", path, ok, err, examples[0].want)
	}
	fmt.Fprintf(w, "0000 → 0202 avoiding %s: %d moves: %s\n",
		strings.Join(examples[0].deadends, " "), len(path)-1, strings.Join(path, " → "))
	var got []string
	for _, ex := range examples {
		n := openlock.OpenLock(ex.deadends, ex.target)
		if n != ex.want {
			return fmt.Errorf("OpenLock(%v, %q) = %d, LeetCode says %d", ex.deadends, ex.target, n, ex.want)
		}
		got = append(got, fmt.Sprintf("%s → %d", ex.target, n))
	}
	fmt.Fprintf(w, "LeetCode examples: %s (as published)\n", strings.Join(got, ", "))
	return nil
}
