package slidingpuzzle_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

func ExampleSlidingPuzzle() {
	fmt.Println(sp.SlidingPuzzle([][]int{{1, 2, 3}, {4, 0, 5}}))
	fmt.Println(sp.SlidingPuzzle([][]int{{1, 2, 3}, {5, 4, 0}}))
	fmt.Println(sp.SlidingPuzzle([][]int{{4, 1, 2}, {5, 0, 3}}))
	// Output:
	// 1
	// -1
	// 5
}

func ExampleParse() {
	pos, err := sp.Parse(strings.NewReader("[[4,1,2],[5,0,3]]"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(pos.Puzzle.Format(pos.State))
	_, err = sp.Parse(strings.NewReader("[[1,2,3],[4,5,5]]"))
	fmt.Println(err)
	// Output:
	// 4 1 2
	// 5 _ 3
	// slidingpuzzle: offset 14, board[1][2]: every tile appears once: tile 5 is also at board[1][1]
}

func ExampleFromBoard() {
	_, _, err := sp.FromBoard([][]int{{1, 2, 3}, {4, 0}})
	fmt.Println(err)
	// Output:
	// slidingpuzzle: board[1]: rows must all have the length of row 0: row has 2 cells, row 0 has 3
}

func ExampleNew() {
	p, err := sp.New(3, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Format(p.Goal()))
	_, err = sp.New(4, 5)
	fmt.Println(err)
	// Output:
	// 1 2 3
	// 4 5 6
	// 7 8 _
	// slidingpuzzle: board is 4×5: at most 16 cells allowed
}

func ExampleMustNew() {
	p := sp.MustNew(2, 3)
	fmt.Println(p.Board(p.Goal()))
	// Output: [[1 2 3] [4 5 0]]
}

func ExampleDistances() {
	sizes, err := sp.Distances(2, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sizes)
	// Output: [1 2 3 5 6 7 10 12 12 16 23 25 28 39 44 40 29 21 18 12 6 1]
}

func ExamplePuzzle_Solve() {
	p, s, _ := sp.FromBoard([][]int{{1, 2, 3}, {4, 0, 5}})
	path, ok := p.Solve(s)
	fmt.Println(ok, len(path)-1)
	for _, st := range path {
		fmt.Println(p.Board(st))
	}
	// Output:
	// true 1
	// [[1 2 3] [4 0 5]]
	// [[1 2 3] [4 5 0]]
}

func ExamplePuzzle_Solvable() {
	p, s, _ := sp.FromBoard([][]int{{1, 2, 3}, {5, 4, 0}})
	fmt.Println(p.Solvable(s))
	// Output: false
}

func ExamplePuzzle_Neighbors() {
	p := sp.MustNew(2, 2)
	p.Neighbors(p.Goal(), func(s sp.State) bool {
		fmt.Println(p.Board(s))
		return true
	})
	// Output:
	// [[1 0] [3 2]]
	// [[1 2] [0 3]]
}

func ExamplePuzzle_Indexed() {
	x, err := sp.MustNew(3, 3).Indexed()
	if err != nil {
		fmt.Println(err)
		return
	}
	total := 0
	for _, layer := range search.Layers[sp.State](x, x.Goal()) {
		total += len(layer)
	}
	fmt.Println(x.Len(), total, x.Index(x.State(12345)))
	_, err = sp.MustNew(4, 4).Indexed()
	fmt.Println(err)
	// Output:
	// 362880 181440 12345
	// slidingpuzzle: a 4×4 board has 16 cells: a dense index needs at most 12
}

func ExampleEnumerate() {
	// The 8-puzzle, every position, with progress through OnLayer.
	deepest := 0
	sizes, err := sp.Enumerate(context.Background(), 3, 3, search.Options{
		Workers: 2,
		OnLayer: func(s search.LayerStats) { deepest = s.Cost },
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(sizes)-1, deepest, sizes[31])
	// Output: 31 31 2
}

func ExampleIndexed_IndexNeighbors() {
	x, _ := sp.MustNew(2, 3).Indexed()
	g := x.Index(x.Goal())
	x.IndexNeighbors(g, func(j int) bool {
		fmt.Println(x.Board(x.State(j)))
		return true
	})
	// Output:
	// [[1 2 0] [4 5 3]]
	// [[1 2 3] [4 0 5]]
}

func ExamplePuzzle_Format() {
	p, s, _ := sp.FromBoard([][]int{{1, 2, 3}, {4, 0, 5}})
	fmt.Println(p.Format(s))
	// Output:
	// 1 2 3
	// 4 _ 5
}

func ExamplePuzzle_Rows() {
	p := sp.MustNew(2, 3)
	fmt.Println(p.Rows(), p.Cols())
	// Output: 2 3
}

func ExamplePuzzle_Cols() {
	fmt.Println(sp.MustNew(4, 2).Cols())
	// Output: 2
}

func ExamplePuzzle_Goal() {
	p := sp.MustNew(2, 3)
	fmt.Println(p.Board(p.Goal()))
	// Output: [[1 2 3] [4 5 0]]
}

func ExamplePuzzle_Board() {
	p, s, _ := sp.FromBoard([][]int{{4, 1, 2}, {5, 0, 3}})
	fmt.Println(p.Board(s))
	// Output: [[4 1 2] [5 0 3]]
}

func ExamplePuzzle_Pack() {
	p, s, _ := sp.FromBoard([][]int{{4, 1, 2}, {5, 0, 3}})
	k := p.Pack(s)
	fmt.Printf("%#x %v\n", k, p.Unpack(k) == s)
	// Output: 0x305214 true
}

func ExamplePuzzle_Unpack() {
	p := sp.MustNew(2, 2)
	fmt.Println(p.Board(p.Unpack(0x0321)))
	// Output: [[1 2] [3 0]]
}

func ExampleState_Tile() {
	_, s, _ := sp.FromBoard([][]int{{4, 1, 2}, {5, 0, 3}})
	fmt.Println(s.Tile(0), s.Tile(4), s.Tile(5))
	// Output: 4 0 3
}

func ExampleIndexed_Len() {
	x, _ := sp.MustNew(2, 3).Indexed()
	fmt.Println(x.Len()) // 6 blank cells × 5! tile orders
	// Output: 720
}

func ExampleIndexed_Index() {
	p := sp.MustNew(2, 3)
	x, _ := p.Indexed()
	i := x.Index(p.Goal())
	fmt.Println(i, x.State(i) == p.Goal())
	// Output: 600 true
}

func ExampleIndexed_State() {
	x, _ := sp.MustNew(2, 2).Indexed()
	p := sp.MustNew(2, 2)
	for i := range 3 {
		fmt.Println(p.Board(x.State(i)))
	}
	// Output:
	// [[0 1] [2 3]]
	// [[0 1] [3 2]]
	// [[0 2] [1 3]]
}

func ExamplePlugin() {
	p := sp.Plugin()
	fmt.Println(p.Name+":", p.Title)
	fmt.Println(p.Parse(strings.NewReader(p.Example)))
	for _, in := range p.Instances {
		fmt.Print(in.Name, " ")
	}
	fmt.Println()
	// Output:
	// slidingpuzzle: LeetCode 773, Sliding Puzzle (and the 8-puzzle)
	// <nil>
	// leetcode-1 leetcode-2 leetcode-3 8-puzzle 8-puzzle-dense
}

func ExampleSetTableOptions() {
	// Keep the 4×4 tables in a file between runs, and print the build's
	// progress, as the slidingpuzzle command does with -v. Without this
	// call the tables are built in memory, silently, and no file is
	// written.
	dir, err := os.MkdirTemp("", "tables")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	sp.SetTableOptions(sp.TableOptions{CacheFile: filepath.Join(dir, "4x4.pdb"), Progress: os.Stderr})
	defer sp.SetTableOptions(sp.TableOptions{})
	fmt.Println("set")
	// Output: set
}

func ExampleDefaultTableCache() {
	path, err := sp.DefaultTableCache()
	if err != nil {
		fmt.Println("no user cache directory:", err)
		return
	}
	fmt.Println(filepath.Base(filepath.Dir(path)), filepath.Base(path))
	// Output: ripple slidingpuzzle-4x4.pdb
}
