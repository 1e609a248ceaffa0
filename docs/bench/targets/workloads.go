package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// A workload is one line of work timed on several sides: ripple first,
// then its anchors. Every side must give the same answer.
type workload struct {
	name  string // the name on the command line
	label string // the table's workload column
	reps  int    // calls per child process; each round takes their median
	sides []side
	mem   bool // a memory row: ripple's peak RSS against memLimit
}

// A side is one program timed on a workload: a Go function run in a child
// process of this program (goSetup), or an external program (cmd).
type side struct {
	key, label string
	target     float64 // for an anchor: the largest ratio ripple/anchor allowed
	goSetup    func(scale int) call
	cmd        func(tmp string, scale, reps int) ([]string, func(out string) (answer string, ms float64, err error), error)
}

// A call runs the timed work once and returns the untimed function that
// summarises its answer. Everything a user calls to get the answer (a
// tree's PathTo, any work a result does on first use) is in the timed
// part; the summary only formats what it computed.
type call func() func() string

// sizes, divided by scale (-smoke passes 10).
func gridSide(scale int) int    { return 1000 / scale }
func orangesSide(scale int) int { return 2000 / scale }
func snakesSide(scale int) int  { return 1000 / scale }

func workloads(scale int) []workload {
	gn, on, sn := gridSide(scale), orangesSide(scale), snakesSide(scale)
	ws := []workload{
		{name: "grid-layers", label: fmt.Sprintf("grid %d², `Layers`, `searchtest.ImplicitGrid`", gn), reps: 15, sides: []side{
			{key: "ripple", label: "`Layers`", goSetup: rippleGridLayers(false)},
			{key: "hand", label: "hand layered loop, bordered `[]uint8` frame, two `[]int32` frontiers", target: 1.3, goSetup: handGridLayersSide},
		}},
		{name: "grid-bfs", label: fmt.Sprintf("grid %d², BFS tree, `searchtest.ImplicitGrid`", gn), reps: 10, sides: []side{
			{key: "ripple", label: "`BFSTreeContext`", goSetup: rippleGridTree(false)},
			{key: "hand", label: "hand layered loop, bordered frame, preallocated `int32` parent per cell", target: 2, goSetup: handGridTreeSide(handTree, false)},
		}},
		{name: "grid-bfs-path", label: fmt.Sprintf("grid %d², BFS tree + `PathTo` the far corner, `searchtest.ImplicitGrid`", gn), reps: 10, sides: []side{
			{key: "ripple", label: "`BFSTreeContext`, `PathTo`", goSetup: rippleGridTree(true)},
			{key: "hand-queue", label: "hand FIFO loop, bordered frame, preallocated `int32` queue and parent per cell, path walk", target: 1.3, goSetup: handGridTreeSide(handQueueTree, true)},
			{key: "hand", label: "hand layered loop, bordered frame, preallocated `int32` parent per cell, path walk", target: 1.3, goSetup: handGridTreeSide(handTree, true)},
		}},
		{name: "grid-indexer", label: fmt.Sprintf("grid %d², `Layers`, Neighbors + Indexer only", gn), reps: 5, sides: []side{
			{key: "ripple", label: "`Layers`", goSetup: rippleGridLayers(true)},
			{key: "hand", label: "hand layered loop, bordered `[]uint8` frame", target: 6, goSetup: handGridLayersSide},
		}},
	}
	for _, o := range orangesCases {
		ws = append(ws, workload{name: "oranges-" + o.name, label: fmt.Sprintf("LeetCode 994, %d², %s", on, o.desc), reps: 5, sides: []side{
			{key: "ripple", label: "`OrangesRotting`", goSetup: rippleOranges(o)},
			{key: "hand", label: "hand Go: bordered `[]int8`, rot in place, two `[]int32` layers", target: 1.2, goSetup: handOrangesSide(o)},
			{key: "c++", label: "textbook C++ `g++ -O2` (oranges.cpp)", target: 1.0, cmd: cppOranges(o)},
		}})
	}
	for _, b := range snakesBoards {
		ws = append(ws, workload{name: "snakes-" + b.name, label: fmt.Sprintf("LeetCode 909, %d², %s", sn, b.desc), reps: 30, sides: []side{
			{key: "ripple", label: "`SnakesAndLadders`", goSetup: rippleSnakes(b)},
			{key: "hand", label: "hand Go: layered, `[]bool`, two `[]int32` layers, on the matrix", target: 1.2, goSetup: handSnakesSide(b)},
			{key: "c++", label: "seed C++ `g++ -O2` textbook (snakes_baseline.cpp)", target: 1.0, cmd: cppSnakes(b)},
		}})
	}
	return ws
}

// gridIndexOnly shows only Neighbors and the Indexer of an ImplicitGrid,
// hiding its Walls and FrontierNeighbors.
type gridIndexOnly struct{ g searchtest.ImplicitGrid }

func (x gridIndexOnly) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x gridIndexOnly) Len() int                              { return x.g.Len() }
func (x gridIndexOnly) Index(s int) int                       { return s }
func (x gridIndexOnly) State(i int) int                       { return i }

func gridAnswer(depth, reached int) string { return fmt.Sprintf("depth %d reached %d", depth, reached) }

func rippleGridLayers(indexOnly bool) func(int) call {
	return func(scale int) call {
		n := gridSide(scale)
		g := searchtest.ImplicitGrid{W: n, H: n}
		var nb search.Neighbors[int] = g
		if indexOnly {
			nb = gridIndexOnly{g}
		}
		return func() func() string {
			depth, reached := -1, 0
			for d, layer := range search.Layers(nb, g.Cell(0, 0)) {
				depth, reached = d, reached+len(layer)
			}
			return func() string { return gridAnswer(depth, reached) }
		}
	}
}

func handGridLayersSide(scale int) call {
	n := gridSide(scale)
	return func() func() string {
		depth, reached := handLayers(n, n)
		return func() string { return gridAnswer(depth, reached) }
	}
}

// rippleGridTree times the tree and what its answer reads, and with path
// set a path to the far corner, the last cell reached: every look-up a
// result does is the user's, so none is left to the untimed summary.
func rippleGridTree(path bool) func(int) call {
	return func(scale int) call {
		n := gridSide(scale)
		g := searchtest.ImplicitGrid{W: n, H: n}
		return func() func() string {
			t, err := search.BFSTreeContext[int](context.Background(), g, nil, search.Options{}, g.Cell(0, 0))
			if err != nil {
				return func() string { return err.Error() }
			}
			_, depth, _ := t.Last()
			a := gridAnswer(depth, t.Len())
			if path {
				p, _ := t.PathTo(g.Cell(n-1, n-1))
				a += fmt.Sprintf(" path %d", len(p))
			}
			return func() string { return a }
		}
	}
}

// handGridTreeSide times tree, one of the hand tree loops, and with path
// set the walk of the parents from the far corner.
func handGridTreeSide(tree func(w, h int) (int, int, []int32), path bool) func(int) call {
	return func(scale int) call {
		n := gridSide(scale)
		g := searchtest.ImplicitGrid{W: n, H: n}
		return func() func() string {
			depth, reached, parent := tree(n, n)
			a := gridAnswer(depth, reached)
			if path {
				a += fmt.Sprintf(" path %d", handPathLen(parent, int32(g.Cell(n-1, n-1))))
			}
			return func() string { return a }
		}
	}
}

// orangesCase is one LeetCode 994 grid.
type orangesCase struct {
	name, desc      string
	pEmpty, pRotten float64
	seed            uint64
	corner          bool
}

var orangesCases = []orangesCase{
	{"corner", "one rotten corner", 0, 0, 1, true},
	{"walls10", "10% empty, 0.1% rotten", 0.10, 0.001, 2, false},
	{"walls30", "30% empty, 1% rotten", 0.30, 0.01, 3, false},
	{"rotten45", "10% empty, 45% rotten (answer −1)", 0.10, 0.45, 4, false},
}

func (o orangesCase) grid(scale int) [][]int {
	n := orangesSide(scale)
	return orangesGrid(n, n, o.pEmpty, o.pRotten, o.seed, o.corner)
}

func minutesAnswer(m int) string { return fmt.Sprintf("minutes %d", m) }

func rippleOranges(o orangesCase) func(int) call {
	return func(scale int) call {
		grid := o.grid(scale)
		return func() func() string {
			m := rottingoranges.OrangesRotting(grid)
			return func() string { return minutesAnswer(m) }
		}
	}
}

func handOrangesSide(o orangesCase) func(int) call {
	return func(scale int) call {
		grid := o.grid(scale)
		return func() func() string {
			m := handOranges(grid)
			return func() string { return minutesAnswer(m) }
		}
	}
}

// cppOranges writes the grid in oranges.cpp's format, compiles it once
// and returns its command line and output parser.
func cppOranges(o orangesCase) func(string, int, int) ([]string, func(string) (string, float64, error), error) {
	return func(tmp string, scale, reps int) ([]string, func(string) (string, float64, error), error) {
		bin, err := compileCPP(tmp, "oranges.cpp")
		if err != nil {
			return nil, nil, err
		}
		grid := o.grid(scale)
		var sb strings.Builder
		fmt.Fprintf(&sb, "%d %d\n", len(grid), len(grid[0]))
		for _, row := range grid {
			for _, v := range row {
				sb.WriteByte(byte('0' + v))
			}
			sb.WriteByte('\n')
		}
		file := filepath.Join(tmp, fmt.Sprintf("oranges-%s-%d.txt", o.name, scale))
		if err := os.WriteFile(file, []byte(sb.String()), 0o644); err != nil {
			return nil, nil, err
		}
		parse := func(out string) (string, float64, error) {
			var m int
			var wall, cpu float64
			if _, err := fmt.Sscanf(strings.TrimSpace(out), "minutes=%d wall_median_ms=%g cpu_median_ms=%g", &m, &wall, &cpu); err != nil {
				return "", 0, fmt.Errorf("oranges.cpp printed %q: %v", out, err)
			}
			return minutesAnswer(m), cpu, nil
		}
		return []string{bin, file, fmt.Sprint(reps)}, parse, nil
	}
}

// snakesBoard is one LeetCode 909 board, gen.Snakes(n, rate, seed).
type snakesBoard struct {
	name, desc string
	rate       float64
	seed       uint64
}

var snakesBoards = []snakesBoard{
	{"1pc", "1% jumps, seed 1", 0.01, 1},
	{"0.1pc", "0.1% jumps, seed 1", 0.001, 1},
	{"5pc", "5% jumps, seed 1", 0.05, 1},
	{"early", "1% jumps, seed 1453 (early exit)", 0.01, 1453},
}

func rollsAnswer(d int) string { return fmt.Sprintf("rolls %d", d) }

func rippleSnakes(b snakesBoard) func(int) call {
	return func(scale int) call {
		rows := gen.Snakes(snakesSide(scale), b.rate, b.seed).Rows()
		return func() func() string {
			d := snakesladders.SnakesAndLadders(rows)
			return func() string { return rollsAnswer(d) }
		}
	}
}

func handSnakesSide(b snakesBoard) func(int) call {
	return func(scale int) call {
		rows := gen.Snakes(snakesSide(scale), b.rate, b.seed).Rows()
		return func() func() string {
			d := handSnakes(rows)
			return func() string { return rollsAnswer(d) }
		}
	}
}

// cppSnakes writes the board as a LeetCode literal for
// snakes_baseline.cpp, compiled once, and returns its command line (the
// textbook variant) and output parser.
func cppSnakes(b snakesBoard) func(string, int, int) ([]string, func(string) (string, float64, error), error) {
	return func(tmp string, scale, reps int) ([]string, func(string) (string, float64, error), error) {
		bin, err := compileCPP(tmp, "snakes_baseline.cpp")
		if err != nil {
			return nil, nil, err
		}
		file := filepath.Join(tmp, fmt.Sprintf("snakes-%s-%d.txt", b.name, scale))
		f, err := os.Create(file)
		if err != nil {
			return nil, nil, err
		}
		_, err = gen.Snakes(snakesSide(scale), b.rate, b.seed).WriteTo(f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, nil, err
		}
		parse := func(out string) (string, float64, error) {
			var name string
			var d int
			var lo, med float64
			if _, err := fmt.Sscanf(strings.TrimSpace(out), "%s answer %d  min %g ms  median %g ms", &name, &d, &lo, &med); err != nil {
				return "", 0, fmt.Errorf("snakes_baseline.cpp printed %q: %v", out, err)
			}
			return rollsAnswer(d), med, nil
		}
		return []string{bin, file, fmt.Sprint(reps), "textbook"}, parse, nil
	}
}
