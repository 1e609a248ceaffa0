//go:build linux

package search_test

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
)

// binaryTree is the implicit undirected binary tree over [lo, lo+n): s has
// the children 2(s−lo)+1 and 2(s−lo)+2 (offset by lo) and its parent.
type binaryTree struct{ lo, n int }

func (b binaryTree) Neighbors(s int, yield func(int) bool) {
	k := s - b.lo
	if k < 0 || k >= b.n {
		return
	}
	if k > 0 && !yield(b.lo+(k-1)/2) {
		return
	}
	for c := 2*k + 1; c <= 2*k+2 && c < b.n; c++ {
		if !yield(b.lo + c) {
			return
		}
	}
}

// twoTrees is two binary trees of n states, [0, n) and [n, 2n).
type twoTrees struct{ n int }

func (t twoTrees) Neighbors(s int, yield func(int) bool) {
	if s < t.n {
		binaryTree{0, t.n}.Neighbors(s, yield)
	} else {
		binaryTree{t.n, t.n}.Neighbors(s, yield)
	}
}

const rssStates = 100_000

// rssSearches are the searches whose peak memory must follow what they
// reach: each reaches 100,000 states (Bidirectional: 100,000 per side) of
// an index space of 2³⁰ indices, scattered over it.
var rssSearches = map[string]func(x search.Neighbors[int]) error{
	"BFSTreeContext": func(x search.Neighbors[int]) error {
		t, err := search.BFSTreeContext(context.Background(), x, nil, search.Options{}, 0)
		return want(err, t != nil && t.Len() == rssStates)
	},
	"BFSTreeContext-goal": func(x search.Neighbors[int]) error {
		t, err := search.BFSTreeContext(context.Background(), x, func(int) bool { return false }, search.Options{}, 0)
		return want(err, t != nil && t.Len() == rssStates)
	},
	"BFSContext": func(x search.Neighbors[int]) error {
		_, ok, err := search.BFSContext(context.Background(), x, func(int) bool { return false }, search.Options{}, 0)
		return want(err, !ok)
	},
	"BidirectionalContext": func(x search.Neighbors[int]) error {
		_, ok, err := search.BidirectionalContext(context.Background(), x, x, search.Options{}, []int{0}, []int{rssStates})
		return want(err, !ok)
	},
	"ComponentsContext": func(x search.Neighbors[int]) error {
		n := 0
		err := search.ComponentsContext(context.Background(), x, search.Options{}, func(c []int) bool { n += len(c); return true }, 0)
		return want(err, n == rssStates)
	},
	"Layers": func(x search.Neighbors[int]) error {
		n := 0
		for _, l := range search.Layers(x, 0) {
			n += len(l)
		}
		return want(nil, n == rssStates)
	},
	"SweepContext": func(x search.Neighbors[int]) error {
		sizes, err := sweepSizes(context.Background(), x, search.Options{}, nil, 0)
		n := 0
		for _, k := range sizes {
			n += k
		}
		return want(err, n == rssStates)
	},
	"AStarContext": func(x search.Neighbors[int]) error {
		_, ok, st, err := astarStats(context.Background(), x, func(int) int { return 0 }, func(int) bool { return false }, search.Options{}, 0)
		return want(err, !ok && st.Expanded == rssStates)
	},
}

// weightedRSS are the weighted searches of the same check, over the same
// graph with every edge costing its target's parity.
var weightedRSS = map[string]func(x unitEdges) error{
	"DijkstraTreeContext": func(x unitEdges) error {
		t, err := search.DijkstraTreeContext(context.Background(), x, nil, search.Options{}, 0)
		return want(err, t != nil && t.Len() == rssStates)
	},
	"AStarContext": func(x unitEdges) error {
		_, _, ok, _, err := astarCostStats(context.Background(), x, func(int) int { return 0 }, func(int) bool { return false }, search.Options{}, 0)
		return want(err, !ok)
	},
	// A bound of 15 edges binds on the tree's 17 levels: the search runs
	// by rounds.
	"DijkstraTreeContext-MaxDepth": func(x unitEdges) error {
		t, err := search.DijkstraTreeContext(context.Background(), x, nil, search.Options{MaxDepth: 15}, 0)
		return want(err, t != nil && t.Len() == 1<<16-1)
	},
}

// unitEdges is a scattered graph whose edge into v costs v's parity.
type unitEdges struct{ scattered }

func (u unitEdges) Edges(s int, yield func(int, int) bool) {
	u.Neighbors(s, func(v int) bool { return yield(v, v&1) })
}

// limitSearches run with MaxStates 1000 over an endless line through an
// index space of 2³¹−1 indices.
var limitSearches = map[string]func(x search.Neighbors[int]) error{
	"BFSTreeContext": func(x search.Neighbors[int]) error {
		_, err := search.BFSTreeContext(context.Background(), x, nil, limit1000, 1)
		return err
	},
	"BFSTreeContext-goal": func(x search.Neighbors[int]) error {
		_, err := search.BFSTreeContext(context.Background(), x, func(int) bool { return false }, limit1000, 1)
		return err
	},
	"BFSContext": func(x search.Neighbors[int]) error {
		_, _, err := search.BFSContext(context.Background(), x, func(int) bool { return false }, limit1000, 1)
		return err
	},
	"BidirectionalContext": func(x search.Neighbors[int]) error {
		_, _, err := search.BidirectionalContext(context.Background(), x, x, limit1000, []int{1}, []int{1 << 30})
		return err
	},
	"ComponentsContext": func(x search.Neighbors[int]) error {
		return search.ComponentsContext(context.Background(), x, limit1000, func([]int) bool { return true }, 1)
	},
	"SweepContext": func(x search.Neighbors[int]) error {
		_, err := sweepSizes(context.Background(), x, limit1000, nil, 1)
		return err
	},
	"AStarContext": func(x search.Neighbors[int]) error {
		_, _, _, err := astarStats(context.Background(), x, func(int) int { return 0 }, func(int) bool { return false }, limit1000, 1)
		return err
	},
	"DijkstraTreeContext": func(x search.Neighbors[int]) error {
		_, err := search.DijkstraTreeContext(context.Background(), search.UnitCost(x), nil, limit1000, 1)
		return err
	},
	"DijkstraTreeContext-MaxDepth": func(x search.Neighbors[int]) error {
		_, err := search.DijkstraTreeContext(context.Background(), search.UnitCost(x), nil, search.Options{MaxStates: 1000, MaxDepth: 1 << 20}, 1)
		return err
	},
}

var limit1000 = search.Options{MaxStates: 1000}

func want(err error, ok bool) error {
	if err == nil && !ok {
		err = fmt.Errorf("wrong result")
	}
	return err
}

// TestPeakRSSFollowsWhatIsReached runs each search (the weighted ones too)
// in a process of its own over an Indexer of Len() 2³⁰ (with and without
// FrontierNeighbors), and each bounded one with MaxStates 1000 over an Indexer of Len() 2³¹−1,
// and checks the process's peak resident set: at most 64 MiB, where a
// store sized by Len() costs 128 MiB of bitset alone. The child is this
// test binary, told by RIPPLE_RSS_CHILD what to run. Each child is a
// process start-up: the default tier runs half of them (each search in
// one of the two modes, every other bounded one), the heavy tier the other
// half, the short tier two.
func TestPeakRSSFollowsWhatIsReached(t *testing.T) {
	children := rssChildren(0)
	if testsize.Short() {
		children = []string{"BFSTreeContext/frontier=true", "limit-BidirectionalContext/frontier=false"}
	}
	peakRSSFollowsWhatIsReached(t, children)
}

func TestHeavyPeakRSSFollowsWhatIsReached(t *testing.T) {
	testsize.RequireHeavy(t)
	peakRSSFollowsWhatIsReached(t, rssChildren(1))
}

// rssChildren lists half of the children, in a fixed order: half 0 or 1.
func rssChildren(half int) []string {
	var children []string
	for i, name := range slices.Sorted(maps.Keys(rssSearches)) {
		children = append(children, fmt.Sprintf("%s/frontier=%v", name, (i+half)%2 == 1))
	}
	for i, name := range slices.Sorted(maps.Keys(limitSearches)) {
		if (i+half)%2 == 0 {
			children = append(children, "limit-"+name+"/frontier=false")
		}
	}
	for i, name := range slices.Sorted(maps.Keys(weightedRSS)) {
		if (i+half)%2 == 0 {
			children = append(children, "weighted-"+name+"/frontier=false")
		}
	}
	return children
}

func peakRSSFollowsWhatIsReached(t *testing.T, children []string) {
	if name := os.Getenv("RIPPLE_RSS_CHILD"); name != "" {
		t.Skip("child process")
	}
	if raceEnabled {
		t.Skip("the race detector multiplies memory")
	}
	for _, child := range children {
		{
			t.Run(child, func(t *testing.T) {
				cmd := exec.Command(os.Args[0], "-test.run=^TestPeakRSSChild$", "-test.count=1")
				cmd.Env = append(os.Environ(), "RIPPLE_RSS_CHILD="+child)
				out, err := cmd.CombinedOutput()
				require.NoError(t, err, "%s", out)
				require.Contains(t, string(out), "PASS")
				// The child's own high-water mark: getrusage's Maxrss of a
				// child started with vfork counts the parent's resident set.
				var kib int64
				_, err = fmt.Sscanf(string(out[bytes.Index(out, []byte(hwmTag)):]), hwmTag+" %d", &kib)
				require.NoError(t, err, "%s", out)
				t.Logf("peak RSS %.1f MiB", float64(kib)/1024)
				assert.LessOrEqual(t, kib, int64(64<<10), "peak RSS %d KiB", kib)
			})
		}
	}
}

// hwmTag precedes the child's peak resident set, in KiB, on its output.
const hwmTag = "peak-rss-kib:"

// printHWM prints the process's peak resident set (VmHWM) after hwmTag.
func printHWM(t *testing.T) {
	status, err := os.ReadFile("/proc/self/status")
	require.NoError(t, err)
	for line := range strings.SplitSeq(string(status), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			fmt.Println(hwmTag, strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return
		}
	}
	t.Fatal("no VmHWM in /proc/self/status")
}

// TestPeakRSSChild is the child of TestPeakRSSFollowsWhatIsReached.
func TestPeakRSSChild(t *testing.T) {
	child := os.Getenv("RIPPLE_RSS_CHILD")
	if child == "" {
		t.Skip("run by TestPeakRSSFollowsWhatIsReached")
	}
	defer printHWM(t)
	name, frontier := child, false
	for k := range len(child) {
		if child[k] == '/' {
			name, frontier = child[:k], child[k+1:] == "frontier=true"
		}
	}
	if f, ok := limitSearches[name[min(len(name), len("limit-")):]]; ok && name[:len("limit-")] == "limit-" {
		x := scatter(binaryTree{0, 1}, 1, 1<<31-1)
		x.tail = true
		require.ErrorIs(t, f(x), search.ErrLimit)
		return
	}
	if f, ok := weightedRSS[strings.TrimPrefix(name, "weighted-")]; ok {
		require.NoError(t, f(unitEdges{scatter(binaryTree{0, rssStates}, rssStates, 1<<30)}))
		return
	}
	var g search.Neighbors[int] = binaryTree{0, rssStates}
	if name == "BidirectionalContext" {
		g = twoTrees{rssStates}
	}
	var x search.Neighbors[int] = scatter(g, 2*rssStates, 1<<30)
	if frontier {
		x = scatteredFrontier{x.(scattered)}
	}
	f, ok := rssSearches[name]
	require.True(t, ok, "no search %q", name)
	require.NoError(t, f(x))
}
