package arrowgrid_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/arrowgrid"
)

// FuzzParse checks the parser on any input: it never panics, every error
// is an InputError with an offset inside the input, and an accepted grid
// of at most 2,500 cells has the answer of the Dijkstra reference.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`[[1,1,1,1],[2,2,2,2],[1,1,1,1],[2,2,2,2]]`, `[[1,1,3],[3,2,2],[1,1,4]]`, `[[1,2],[4,3]]`,
		`[[4]]`, `[]`, `[[]]`, `[[1],[2,3]]`, `[[5]]`, ``, `[[1,02]]`, ` [ [ 3 ] , [ 4 ] ] `,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := arrowgrid.Parse(strings.NewReader(text))
		if err != nil {
			require.Nil(t, g)
			var e *arrowgrid.InputError
			require.True(t, errors.As(err, &e), "%T %v", err, err)
			assert.GreaterOrEqual(t, e.Offset, int64(0))
			assert.LessOrEqual(t, e.Offset, int64(len(text)))
			assert.True(t, strings.HasPrefix(err.Error(), "arrowgrid: offset "), err.Error())
			return
		}
		if g.Len() > 2500 {
			return
		}
		grid := make([][]int, g.Rows())
		for r := range grid {
			grid[r] = make([]int, g.Cols())
			for c := range grid[r] {
				grid[r][c] = g.Arrow(g.Cell(r, c))
			}
		}
		d := plainDijkstra(grid)
		want := d[g.Rows()-1][g.Cols()-1]
		require.Equal(t, want, arrowgrid.MinCost(grid))
		cost, _ := g.Cheapest()
		require.Equal(t, want, cost)
	})
}
