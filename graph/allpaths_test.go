package graph_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/graph/path"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestAllPathsAgainstGonum compares, for every state of random weighted
// graphs (parallel edges, self-loops, zero costs and cycles of them,
// unreachable states), the set of cheapest paths Tree.AllPathsTo yields
// with gonum's path.DijkstraAllFrom(...).AllTo on the export, and
// Tree.CountPathsTo with their number where no cycle of zero-cost edges
// makes the count infinite.
func TestAllPathsAgainstGonum(t *testing.T) {
	checkAllPathsAgainstGonum(t, 1, testsize.Pick(2000, 200))
}

func TestHeavyAllPathsAgainstGonum(t *testing.T) {
	testsize.RequireHeavy(t)
	checkAllPathsAgainstGonum(t, 2, 10000)
}

func checkAllPathsAgainstGonum(t *testing.T, seed uint64, trials int) {
	rng := rand.New(rand.NewPCG(34, seed))
	var compared, infinite int
	for trial := range trials {
		n := 1 + rng.IntN(24)
		maxCost := []int{0, 1, 2, 5, 100}[trial%5]
		g := searchtest.RandomWeighted(rng, n, rng.IntN(3*n+1), maxCost)
		start := rng.IntN(n)
		for _, nb := range []search.WeightedNeighbors[int]{g, weightedMapMode[int](g)} {
			c, z, err := compareAllPaths(nb, start)
			if err != nil {
				t.Fatalf("trial %d: %v from %d: %v", trial, g, start, err)
			}
			compared, infinite = compared+c, infinite+z
		}
	}
	t.Logf("%d graphs, %d states compared, %d behind a zero-cost cycle", trials, compared, infinite)
	if infinite == 0 || compared == 0 {
		t.Errorf("%d states compared, %d behind a zero-cost cycle: the graphs exercise too little", compared, infinite)
	}
}

// compareAllPaths compares every state of nb reachable from start; it
// returns the states compared and those whose count is ErrZeroCycle.
func compareAllPaths(nb search.WeightedNeighbors[int], start int) (compared, infinite int, err error) {
	tree, err := search.DijkstraTreeContext(context.Background(), nb, nil, search.Options{AllPaths: true}, start)
	if err != nil {
		return 0, 0, err
	}
	x, err := graph.ExportWeighted(nb, start)
	if err != nil {
		return 0, 0, err
	}
	all := path.DijkstraAllFrom(simple.Node(0), x)
	for id := range int64(x.Len()) {
		v := x.State(id)
		gonumPaths, _ := all.AllTo(id)
		want := make([][]int, len(gonumPaths))
		for i, p := range gonumPaths {
			for _, node := range p {
				want[i] = append(want[i], x.State(node.ID()))
			}
		}
		got := slices.Collect(tree.AllPathsTo(v))
		slices.SortFunc(want, slices.Compare)
		slices.SortFunc(got, slices.Compare)
		if !slices.EqualFunc(want, got, slices.Equal) {
			return 0, 0, fmt.Errorf("state %d: AllPathsTo %v, gonum AllTo %v", v, got, want)
		}
		n, err := tree.CountPathsTo(v, 0)
		switch {
		case errors.Is(err, search.ErrZeroCycle):
			infinite++
		case err != nil:
			return 0, 0, fmt.Errorf("state %d: CountPathsTo: %v", v, err)
		case n != uint64(len(want)):
			return 0, 0, fmt.Errorf("state %d: CountPathsTo %d, gonum AllTo %d paths", v, n, len(want))
		}
		compared++
	}
	return compared, infinite, nil
}
