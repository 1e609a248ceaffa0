package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

func init() { register(20, "snakes and ladders (LeetCode 909)", snakesSection) }

func snakesSection(w io.Writer) error {
	// LeetCode 909, example 1 (problem statement): answer 4, through 2→15,
	// 17→13, 14→35, then 36 (doocs/leetcode solution/0900-0999/0909.Snakes
	// and Ladders/README_EN.md @4a1ea8fa, as copied to
	// problems/snakesladders/testdata/leetcode909.json).
	b, err := snakesladders.New([][]int{
		{-1, -1, -1, -1, -1, -1},
		{-1, -1, -1, -1, -1, -1},
		{-1, -1, -1, -1, -1, -1},
		{-1, 35, -1, -1, 13, -1},
		{-1, -1, -1, -1, -1, -1},
		{-1, 15, -1, -1, -1, -1},
	})
	if err != nil {
		return err
	}
	route, ok := b.Route()
	var steps []string
	for _, m := range route {
		s := fmt.Sprintf("%d→%d", m.From, m.Landed)
		if m.Jumped {
			s += fmt.Sprintf("⇒%d", m.To)
		}
		steps = append(steps, s)
	}
	fmt.Fprintf(w, "6×6 LeetCode example: %d rolls: %s\n", len(route), strings.Join(steps, ", "))
	if want := "1→2⇒15, 15→17⇒13, 13→14⇒35, 35→36"; !ok || strings.Join(steps, ", ") != want {
		return fmt.Errorf("6×6 example: route %v, want %s (4 rolls, LeetCode)", steps, want)
	}

	// Issue 3's walk-through: layer 1 is [8 3 4 5 6 7] (rolling 1 lands on
	// 2, whose ladder leads to 8; the ladder on 8 is not taken in the same
	// move); answer 2.
	b, err = snakesladders.New([][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}})
	if err != nil {
		return err
	}
	var layers [][]int
	for _, l := range b.Layers() {
		layers = append(layers, slices.Clone(l))
	}
	d, _ := b.MinRolls()
	fmt.Fprintf(w, "3×3 board [[-1,9,-1],[-1,-1,-1],[-1,8,-1]]: layers %v, %d rolls\n", layers, d)
	if want := [][]int{{1}, {8, 3, 4, 5, 6, 7}, {9}}; !slices.EqualFunc(layers, want, slices.Equal) || d != 2 {
		return fmt.Errorf("3×3 walk-through: layers %v and %d rolls, want %v and 2", layers, d, want)
	}
	return nil
}
