package snakesladders

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/ripplebfs/ripple/problems/plugin"
)

// leetcode909 is LeetCode 909's example 1 (answer 4, through 2→15, 17→13,
// 14→35, then 36; doocs/leetcode solution/0900-0999/0909.Snakes and
// Ladders/README_EN.md @4a1ea8fa, as copied to testdata/leetcode909.json).
var leetcode909 = [][]int{
	{-1, -1, -1, -1, -1, -1},
	{-1, -1, -1, -1, -1, -1},
	{-1, -1, -1, -1, -1, -1},
	{-1, 35, -1, -1, 13, -1},
	{-1, -1, -1, -1, -1, -1},
	{-1, 15, -1, -1, -1, -1},
}

// board3x3 is the board of the 3×3 walk-through drawn in docs/graph.md:
// a ladder from square 2 to 8 and one from 8 to 9.
var board3x3 = [][]int{{-1, 9, -1}, {-1, -1, -1}, {-1, 8, -1}}

// Plugin describes the package to the tour, the cross-check and the
// cross-plugin tests (see package plugin). Its instances, searched from
// square 1, are LeetCode's examples, the 3×3 board of docs/graph.md and a
// 100×100 board with a jump on about 5% of its squares.
func Plugin() plugin.Plugin {
	p := plugin.Plugin{
		Name:    "snakesladders",
		Title:   "LeetCode 909, Snakes and Ladders",
		Parse:   func(r io.Reader) error { _, err := Parse(r); return err },
		Example: "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]",
		BadInputs: []plugin.BadInput{
			{Kind: "ragged rows", Text: `[[-1,-1],[-1]]`, Rule: ErrNotSquare, Offset: 9, Row: 1, Col: -1},
			{Kind: "not a number", Text: `[[-1,"x"],[-1,-1]]`, Rule: ErrBadCell, Offset: 5, Row: 0, Col: 1},
			{Kind: "empty", Text: `[]`, Rule: ErrEmpty, Offset: 1, Row: -1, Col: -1},
			{Kind: "too big", Text: "[[" + strings.Repeat("-1,", MaxN) + "-1]]", Rule: ErrTooBig, Offset: int64(2 + 3*MaxN), Row: 0, Col: MaxN},
			{Kind: "too small", Text: `[[-1]]`, Rule: ErrTooSmall, Offset: 1, Row: 0, Col: -1},
			{Kind: "leading zero", Text: `[[-1,01],[-1,-1]]`, Rule: ErrSyntax, Offset: 6, Row: -1, Col: -1},
			{Kind: "pasted prefix", Text: `Input: board = [[-1,-1],[-1,3]]`, Rule: ErrSyntax, Offset: 0, Row: -1, Col: -1},
		},
		Tour:    tour,
		Packing: packing(),
	}
	const n = 100
	hashed := make([][]int, n)
	for r := range hashed {
		hashed[r] = slices.Repeat([]int{-1}, n)
	}
	for s := 2; s < n*n; s++ {
		if plugin.Hash(909, uint64(s))%100 < 5 {
			r, c := Cell(n, s)
			hashed[r][c] = 1 + int(plugin.Hash(909, uint64(n*n+s))%(n*n))
		}
	}
	for _, b := range []struct {
		name string
		rows [][]int
	}{{"leetcode-1", leetcode909}, {"leetcode-2", [][]int{{-1, -1}, {-1, 3}}}, {"3x3", board3x3}, {"hashed-100×100", hashed}} {
		board, err := New(b.rows)
		if err != nil {
			panic("snakesladders: Plugin: " + err.Error())
		}
		p.Instances = append(p.Instances, plugin.New[int](b.name, board, nil, 1))
	}
	return p
}

// tour plays LeetCode's example 1 and the 3×3 walk-through.
func tour(w io.Writer) error {
	b, err := New(leetcode909)
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
	if want := "1→2⇒15, 15→17⇒13, 13→14⇒35, 35→36"; !ok || strings.Join(steps, ", ") != want || SnakesAndLadders(leetcode909) != 4 {
		return fmt.Errorf("6×6 example: route %v, want %s (4 rolls, LeetCode)", steps, want)
	}

	// The 3×3 walk-through: layer 1 is [8 3 4 5 6 7] (rolling 1 lands on
	// 2, whose ladder leads to 8; the ladder on 8 is not taken in the same
	// move); answer 2.
	if b, err = New(board3x3); err != nil {
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
