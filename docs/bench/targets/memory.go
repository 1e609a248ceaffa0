package main

import (
	"bufio"
	"context"
	"fmt"
	"iter"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/ripplebfs/ripple/search"
)

// The memory workload: a search that reaches 100,000 states of an index
// space of 2³⁰. The states are the cells of a 100×1000 grid (state
// s = row*memCols + col, moves to the four neighbours, each move costing
// the parity of the state it reaches for the weighted searches), and the
// Indexer scatters them over [0, 2³⁰) by multiplying by an odd constant,
// a bijection, so that neither a prefix nor a few pages of the index
// space hold them.
const (
	memRows  = 100
	memCols  = 1000
	memN     = memRows * memCols
	memLog   = 30
	memMask  = 1<<memLog - 1
	memMul   = 0x2545F491 // odd
	memLimit = 64 << 20   // the target: 64 MiB of peak RSS
)

// memMulInv is the inverse of memMul modulo 2³⁰ (Newton's iteration).
var memMulInv = func() uint64 {
	x := uint64(memMul)
	for range 5 {
		x *= 2 - memMul*x
	}
	return x & memMask
}()

type memGraph struct{}

func (memGraph) Neighbors(s int, yield func(int) bool) {
	r, c := s/memCols, s%memCols
	if r > 0 && !yield(s-memCols) {
		return
	}
	if c > 0 && !yield(s-1) {
		return
	}
	if c+1 < memCols && !yield(s+1) {
		return
	}
	if r+1 < memRows {
		yield(s + memCols)
	}
}

func (g memGraph) Edges(s int, yield func(int, int) bool) {
	g.Neighbors(s, func(v int) bool { return yield(v, v&1) })
}

func (memGraph) Len() int        { return 1 << memLog }
func (memGraph) Index(s int) int { return int(uint64(s) * memMul & memMask) }
func (memGraph) State(i int) int { return int(uint64(i) * memMulInv & memMask) }

// memGoal is the far corner of the grid.
const memGoal = memN - 1

func isMemGoal(s int) bool { return s == memGoal }
func memZero(int) int      { return 0 }

// memSearches are the searches the memory rows measure, each returning a
// summary that memReference must match: for a path, its number of states
// (and cost); for a whole search, the states reached. A name ending in
// memUnit is the search over search.UnitCost(memGraph{}), the moves alone;
// otherwise AStar and the Dijkstra searches add the costs of Edges.
var memSearches = []string{
	"Layers", "LayersContext", "BFS", "BFSContext", "BFSTree", "BFSTreeContext",
	"Bidirectional", "BidirectionalContext", "Components", "ComponentsContext",
	"Sweep", "SweepContext", "AStar" + memUnit, "AStarContext" + memUnit,
	"Dijkstra", "DijkstraContext", "DijkstraTree", "DijkstraTreeContext",
	"AStar", "AStarContext",
}

// memUnit ends the names of the searches over UnitCost.
const memUnit = "/UnitCost"

// memLabel is the table's name of the search named name.
func memLabel(name string) string {
	if s, ok := strings.CutSuffix(name, memUnit); ok {
		return "`" + s + "` over `UnitCost`"
	}
	return "`" + name + "`"
}

// runMemSearch runs the search named name once and returns its summary.
func runMemSearch(name string) (string, error) {
	ctx, g, o := context.Background(), memGraph{}, search.Options{}
	path := func(p []int, ok bool) string { return fmt.Sprintf("path %d %v", len(p), ok) }
	reached := func(n int, err error) (string, error) { return fmt.Sprintf("reached %d", n), err }
	switch name {
	case "Layers":
		return reachedSeq(search.Layers[int](g, 0)), nil
	case "LayersContext":
		n := 0
		err := search.LayersContext[int](ctx, g, o, func(_ int, layer []int) bool { n += len(layer); return true }, 0)
		return reached(n, err)
	case "BFS":
		return path(search.BFS[int](g, isMemGoal, 0)), nil
	case "BFSContext":
		p, ok, err := search.BFSContext[int](ctx, g, isMemGoal, o, 0)
		return path(p, ok), err
	case "BFSTree":
		return reached(search.BFSTree[int](g, nil, 0).Len(), nil)
	case "BFSTreeContext":
		t, err := search.BFSTreeContext[int](ctx, g, isMemGoal, o, 0)
		if err != nil {
			return "", err
		}
		return path(t.PathTo(memGoal)), nil
	case "Bidirectional":
		return path(search.Bidirectional[int](g, g, []int{0}, []int{memGoal})), nil
	case "BidirectionalContext":
		p, ok, err := search.BidirectionalContext[int](ctx, g, g, o, []int{0}, []int{memGoal})
		return path(p, ok), err
	case "Components":
		n := 0
		for comp := range search.Components[int](g, 0) {
			n += len(comp)
		}
		return reached(n, nil)
	case "ComponentsContext":
		n := 0
		err := search.ComponentsContext[int](ctx, g, o, func(comp []int) bool { n += len(comp); return true }, 0)
		return reached(n, err)
	case "Sweep":
		n := 0
		for st := range search.Sweep[int](g, 0) {
			n += st.Size
		}
		return reached(n, nil)
	case "SweepContext":
		n := 0
		err := search.SweepContext[int](ctx, g, o, func(st search.LayerStats, _ iter.Seq[int]) bool { n += st.Size; return true }, 0)
		return reached(n, err)
	}
	return runMemWeighted(name)
}

// runMemWeighted runs the search named name that takes a
// WeightedNeighbors once.
func runMemWeighted(name string) (string, error) {
	ctx, g, o := context.Background(), memGraph{}, search.Options{}
	unit := search.UnitCost[int](g)
	moves := func(p []int, c int, ok bool) string {
		if ok && c != len(p)-1 {
			return fmt.Sprintf("path %d, cost %d", len(p), c)
		}
		return fmt.Sprintf("path %d %v", len(p), ok)
	}
	cost := func(p []int, c int, ok bool) string {
		return fmt.Sprintf("cost %d %v (path %s)", c, ok, checkMemPath(p, c))
	}
	tree := func(t *search.Tree[int], err error) (string, error) {
		if err != nil {
			return "", err
		}
		c, ok := t.Cost(memGoal)
		return fmt.Sprintf("cost %d %v", c, ok), nil
	}
	switch name {
	case "AStar" + memUnit:
		return moves(search.AStar[int](unit, memZero, isMemGoal, 0)), nil
	case "AStarContext" + memUnit:
		p, c, ok, err := search.AStarContext[int](ctx, unit, memZero, isMemGoal, o, 0)
		return moves(p, c, ok), err
	case "Dijkstra":
		return cost(search.Dijkstra[int](g, isMemGoal, 0)), nil
	case "DijkstraContext":
		p, c, ok, err := search.DijkstraContext[int](ctx, g, isMemGoal, o, 0)
		return cost(p, c, ok), err
	case "DijkstraTree":
		return tree(search.DijkstraTree[int](g, nil, 0), nil)
	case "DijkstraTreeContext":
		return tree(search.DijkstraTreeContext[int](ctx, g, nil, o, 0))
	case "AStar":
		return cost(search.AStar[int](g, memZero, isMemGoal, 0)), nil
	case "AStarContext":
		p, c, ok, err := search.AStarContext[int](ctx, g, memZero, isMemGoal, o, 0)
		return cost(p, c, ok), err
	}
	return "", fmt.Errorf("no memory search %q", name)
}

// checkMemPath says whether p is a path from 0 to the goal whose moves
// cost c in all.
func checkMemPath(p []int, c int) string {
	if len(p) == 0 || p[0] != 0 || p[len(p)-1] != memGoal {
		return "invalid"
	}
	sum := 0
	for i := 1; i < len(p); i++ {
		d, sameRow := p[i]-p[i-1], p[i]/memCols == p[i-1]/memCols
		horizontal := (d == 1 || d == -1) && sameRow
		if !horizontal && d != memCols && d != -memCols {
			return "invalid"
		}
		sum += p[i] & 1
	}
	if sum != c {
		return "invalid"
	}
	return "valid"
}

func reachedSeq(seq iter.Seq2[int, []int]) string {
	n := 0
	for _, layer := range seq {
		n += len(layer)
	}
	return fmt.Sprintf("reached %d", n)
}

// memGoalCost is the cheapest cost from 0 to memGoal, by a 0-1 BFS over
// the grid's cells, computed once.
var memGoalCost = sync.OnceValue(func() int32 {
	dist := make([]int32, memN) // cheapest cost, then fewest moves below
	for i := range dist {
		dist[i] = -1
	}
	deque := []int{0}
	dist[0] = 0
	for len(deque) > 0 {
		s := deque[0]
		deque = deque[1:]
		memGraph{}.Neighbors(s, func(v int) bool {
			if d := dist[s] + int32(v&1); dist[v] < 0 || d < dist[v] {
				dist[v] = d
				if v&1 == 0 {
					deque = append([]int{v}, deque...)
				} else {
					deque = append(deque, v)
				}
			}
			return true
		})
	}
	return dist[memGoal]
})

// memReference returns the summary that the search named name must give,
// from the grid's shape and memGoalCost.
func memReference(name string) string {
	moves := (memRows - 1) + (memCols - 1)
	switch name {
	case "Layers", "LayersContext", "BFSTree", "Components", "ComponentsContext", "Sweep", "SweepContext":
		return fmt.Sprintf("reached %d", memN)
	case "Dijkstra", "DijkstraContext", "AStar", "AStarContext":
		return fmt.Sprintf("cost %d true (path valid)", memGoalCost())
	case "DijkstraTree", "DijkstraTreeContext":
		return fmt.Sprintf("cost %d true", memGoalCost())
	}
	return fmt.Sprintf("path %d true", moves+1)
}

// peakRSS returns the process's peak resident set size in bytes, from
// VmHWM in /proc/self/status.
func peakRSS() (int64, error) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10, err
		}
	}
	return 0, fmt.Errorf("no VmHWM in /proc/self/status")
}
