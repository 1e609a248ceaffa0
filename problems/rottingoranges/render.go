package rottingoranges

import (
	"fmt"
	"strings"
)

// glyphs draws the text picture: '.' empty, 'o' fresh, 'x' rotten.
const glyphs = ".ox"

// String returns the grid's initial state as a text picture, one row per
// line separated by "\n" (no trailing newline): '.' empty, 'o' fresh, 'x'
// rotten. [ParsePicture] reads it back to an equal grid. O(cells).
func (g *Grid) String() string {
	var sb strings.Builder
	sb.Grow(len(g.cells) + g.rows)
	for s, v := range g.cells {
		if s > 0 && s%g.cols == 0 {
			sb.WriteByte('\n')
		}
		sb.WriteByte(glyphs[v&valueMask])
	}
	return sb.String()
}

// Render returns the picture of g at the given minute of the process res,
// in the form of [Grid.String]: the cells of res.Frames[0..minute] are drawn
// rotten ('x'), the other oranges fresh ('o'), empty cells '.'. A minute
// past the last frame draws the final state. res must come from g.Rot();
// Render panics if minute is negative or res names a cell outside g.
// O(cells).
func (g *Grid) Render(res Result, minute int) string {
	if minute < 0 {
		panic(fmt.Sprintf("rottingoranges: Render at minute %d", minute))
	}
	pic := make([]byte, len(g.cells))
	for s, v := range g.cells {
		if v&valueMask == Empty {
			pic[s] = '.'
		} else {
			pic[s] = 'o'
		}
	}
	for m, frame := range res.Frames {
		if m > minute {
			break
		}
		for _, s := range frame {
			if uint(s) >= uint(len(pic)) {
				panic(fmt.Sprintf("rottingoranges: Render: frame %d names cell %d, outside a %d×%d grid", m, s, g.rows, g.cols))
			}
			pic[s] = 'x'
		}
	}
	var sb strings.Builder
	sb.Grow(len(pic) + g.rows)
	for r := 0; r < g.rows; r++ {
		if r > 0 {
			sb.WriteByte('\n')
		}
		sb.Write(pic[r*g.cols : (r+1)*g.cols])
	}
	return sb.String()
}
