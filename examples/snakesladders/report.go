package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/samber/lo"

	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// Output limits, so that a 1000×1000 board prints a readable report.
const (
	maxMoves      = 100 // route moves printed
	maxLayers     = 40  // layers printed
	maxLayerWidth = 24  // squares printed per layer
	maxGridN      = 30  // largest board drawn
)

// report writes the answer, the route, the layers and the board.
func report(out io.Writer, b *snakesladders.Board) error {
	w := bufio.NewWriter(out)
	n := b.N()
	ladders, snakes := 0, 0
	for s := 1; s <= b.Len(); s++ {
		if to, ok := b.Jump(s); ok && to > s {
			ladders++
		} else if ok {
			snakes++
		}
	}
	fmt.Fprintf(w, "Board %d×%d (%d squares): ladders: %d, snakes: %d (a jump to its own square counts as a snake)\n", n, n, b.Len(), ladders, snakes)

	route, ok := b.Route()
	if !ok {
		fmt.Fprintf(w, "Fewest rolls: -1 (square %d cannot be reached)\n", b.Len())
	} else {
		fmt.Fprintf(w, "Fewest rolls: %d\n", len(route))
		fmt.Fprintln(w, "Route:")
		for i, m := range route {
			if i == maxMoves {
				fmt.Fprintf(w, "  ... %d more moves\n", len(route)-maxMoves)
				break
			}
			fmt.Fprintf(w, "  %d. %s\n", i+1, describe(m))
		}
	}

	fmt.Fprintln(w, "Layers (squares first reached after d rolls, in discovery order):")
	for d, layer := range b.Layers() {
		if d == maxLayers {
			fmt.Fprintln(w, "  ...")
			break
		}
		fmt.Fprintf(w, "  %d: %s\n", d, joinCapped(layer, maxLayerWidth))
	}

	if n > maxGridN {
		fmt.Fprintf(w, "Board not drawn (n > %d).\n", maxGridN)
	} else {
		fmt.Fprintln(w, "Board (square→jump; * marks the route's squares):")
		writeGrid(w, b, routeSquares(route))
	}
	return w.Flush()
}

// describe renders one move: "from 1 roll 1: land on 2, ladder to 15".
func describe(m snakesladders.Move) string {
	s := fmt.Sprintf("from %d roll %d: land on %d", m.From, m.Roll, m.Landed)
	switch {
	case !m.Jumped:
	case m.To > m.Landed:
		s += fmt.Sprintf(", ladder to %d", m.To)
	case m.To < m.Landed:
		s += fmt.Sprintf(", snake to %d", m.To)
	default:
		s += ", jump to itself"
	}
	return s
}

// routeSquares is the set of squares a route starts on, lands on or ends on.
func routeSquares(route []snakesladders.Move) map[int]bool {
	on := map[int]bool{1: true}
	for _, m := range route {
		on[m.Landed], on[m.To] = true, true
	}
	return on
}

// joinCapped joins the first k of xs with spaces, and says how many more
// there are.
func joinCapped(xs []int, k int) string {
	s := strings.Join(lo.Map(xs[:min(k, len(xs))], func(x, _ int) string { return strconv.Itoa(x) }), " ")
	if len(xs) > k {
		s += fmt.Sprintf(" ... (%d more)", len(xs)-k)
	}
	return s
}

// writeGrid draws the board in LeetCode's layout, row 0 at the top.
func writeGrid(w io.Writer, b *snakesladders.Board, marked map[int]bool) {
	n := b.N()
	cells := make([][]string, n)
	width := 0
	for r := range cells {
		cells[r] = make([]string, n)
		for c := range cells[r] {
			s := snakesladders.Square(n, r, c)
			text := strconv.Itoa(s)
			if to, ok := b.Jump(s); ok {
				text += "→" + strconv.Itoa(to)
			}
			if marked[s] {
				text += "*"
			}
			cells[r][c] = text
			width = max(width, len([]rune(text)))
		}
	}
	for _, row := range cells {
		var sb strings.Builder
		for c, text := range row {
			if c > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(strings.Repeat(" ", width-len([]rune(text))))
			sb.WriteString(text)
		}
		fmt.Fprintln(w, " "+sb.String())
	}
}
