package slidingpuzzle

import (
	"context"
	"iter"
	"runtime"

	"github.com/ripplebfs/ripple/search"
)

// Distances runs a complete breadth-first search of the rows×cols puzzle
// from its goal and returns the number of positions at each distance:
// sizes[d] positions are exactly d moves from the goal, and len(sizes)−1 is
// the diameter from the goal. The sizes sum to (m·n)!/2 on boards with two
// rows and columns or more (half of all permutations, see
// [Puzzle.Solvable]), and to m·n on a single row or column.
//
// It fails if the size is invalid (see [New]) or the board has more than 12
// cells (13!/2 ≈ 3.1·10⁹ positions do not fit a dense index). Memory is two
// or three bits per permutation: 180 MB for 3×4, which takes tens of
// seconds; 3×3 takes milliseconds.
func Distances(rows, cols int) ([]int, error) {
	return Enumerate(context.Background(), rows, cols, search.Options{Workers: runtime.GOMAXPROCS(0)})
}

// Enumerate is [Distances] with a context and search options: progress via
// opts.OnLayer, opts.Workers goroutines (each wide layer split among them),
// opts.MaxDepth and opts.MaxStates. It runs [search.SweepContext] in
// dense mode: three bits per permutation of the board and no per-state
// memory. The error is non-nil if the size is invalid or too big for a
// dense index, or if ctx or MaxStates stopped the search.
func Enumerate(ctx context.Context, rows, cols int, opts search.Options) ([]int, error) {
	p, err := New(rows, cols)
	if err != nil {
		return nil, err
	}
	x, err := p.Indexed()
	if err != nil {
		return nil, err
	}
	var sizes []int
	err = search.SweepContext[State](ctx, x, opts, func(st search.LayerStats, _ iter.Seq[State]) bool {
		sizes = append(sizes, st.Size)
		return true
	}, p.Goal())
	if err != nil {
		return nil, err
	}
	return sizes, nil
}
