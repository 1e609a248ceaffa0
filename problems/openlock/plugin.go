package openlock

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/search"
)

// leetcode752 are LeetCode 752's published examples 1-3: dead ends,
// target, answer (doocs/leetcode solution/0700-0799/0752.Open the
// Lock/README_EN.md @9195406b, as copied to testdata/leetcode-752.json).
var leetcode752 = []struct {
	deadends []string
	target   string
	want     int
}{
	{[]string{"0201", "0101", "0102", "1212", "2002"}, "0202", 6},
	{[]string{"8888"}, "0009", 1},
	{[]string{"8887", "8889", "8878", "8898", "8788", "8988", "7888", "9888"}, "8888", -1},
}

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances are the locks of
// LeetCode's examples from "0000"; the third, whose dead ends wall 8888
// in, carries the components of all 10,000 combinations.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    "openlock",
		Title:   "LeetCode 752, Open the Lock (bidirectional search)",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: `{"deadends":["0201","0101","0102","1212","2002"],"target":"0202"}`,
		BadInputs: []plugin.BadInput{
			{Kind: "not a string", Text: `{"deadends":[],"target":202}`, Rule: ErrCombination, Offset: 24, Row: -1, Col: -1},
			{Kind: "too long", Text: `{"deadends":["00000"],"target":"0202"}`, Rule: ErrCombination, Offset: 18, Row: -1, Col: -1},
			{Kind: "leading zero", Text: `{"deadends":[],"target":0202}`, Rule: ErrSyntax, Offset: 25, Row: -1, Col: -1},
			{Kind: "pasted prefix", Text: `Input: deadends = ["0201"], target = "0202"`, Rule: ErrSyntax, Offset: 0, Row: -1, Col: -1},
		},
		Tour: tour,
	}
	for i, ex := range leetcode752 {
		l, err := New(ex.deadends)
		if err != nil {
			panic("openlock: Plugin: " + err.Error())
		}
		in := plugin.New[int](fmt.Sprintf("leetcode-%d", i+1), l, Format, Start)
		if i == 2 {
			all := make([]int, Combinations)
			for c := range all {
				all[c] = c
			}
			var comps [][]int
			for c := range search.Components[int](l, all...) {
				comps = append(comps, slices.Clone(c))
			}
			plugin.AddComponents(&in, all, comps, -1, -1)
		}
		p.Instances = append(p.Instances, in)
	}
	return p
}

// tour opens the lock of LeetCode's examples.
func tour(w io.Writer) error {
	ex := leetcode752[0]
	l, err := New(ex.deadends)
	if err != nil {
		return err
	}
	path, ok, err := l.Open(ex.target)
	if err != nil || !ok || len(path)-1 != ex.want {
		return fmt.Errorf("0000 → %s: got %v (ok %v, err %v), want %d moves", ex.target, path, ok, err, ex.want)
	}
	fmt.Fprintf(w, "0000 → %s avoiding %s: %d moves: %s\n",
		ex.target, strings.Join(ex.deadends, " "), len(path)-1, strings.Join(path, " → "))
	var got []string
	for _, ex := range leetcode752 {
		n := OpenLock(ex.deadends, ex.target)
		if n != ex.want {
			return fmt.Errorf("OpenLock(%v, %q) = %d, LeetCode says %d", ex.deadends, ex.target, n, ex.want)
		}
		got = append(got, fmt.Sprintf("%s → %d", ex.target, n))
	}
	fmt.Fprintf(w, "LeetCode examples: %s (as published)\n", strings.Join(got, ", "))
	return nil
}
