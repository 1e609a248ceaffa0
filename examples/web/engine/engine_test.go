package engine_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/ripplebfs/ripple/examples/web/engine"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
	"github.com/ripplebfs/ripple/watch"
)

// envs are the two ways a search runs: natively with every capability,
// and paced as in the browser (each expansion through a wrapper).
var envs = map[string]watch.Env{
	"native": {},
	"paced":  {Pace: func() {}},
}

// published holds each puzzle's example with its published answer and
// the layer sizes of an independent breadth-first search in this file.
var published = []struct {
	puzzle, input string
	answer        int
	sizes         func(t *testing.T) []int
	pathLen       int // states on the path, 0 for none
}{
	// LeetCode 909, example 1: 4 (LeetCode's published output).
	{"snakesladders", engine.Example909, 4, func(t *testing.T) []int { return snakesRef(t, engine.Example909) }, 5},
	// LeetCode 994, example 1: 4.
	{"rottingoranges", engine.Example994, 4, func(t *testing.T) []int { return orangesRef(t, engine.Example994) }, 0},
	// LeetCode 773, example 3: 5.
	{"slidingpuzzle", engine.Example773, 5, func(t *testing.T) []int { return slidingRef(t, 2, 3, []int{4, 1, 2, 5, 0, 3}) }, 6},
	// chaos to order over the SGB words: 12 moves, 13 words (the README's
	// wordladder example).
	{"wordladder", engine.ExampleSGB, 13, func(*testing.T) []int { return chaosOrder() }, 13},
	// LeetCode 127, example 1: 5.
	{"wordladder", `beginWord = "hit", endWord = "cog", wordList = ["hot","dot","dog","lot","log","cog"]`, 5, func(t *testing.T) []int { return []int{1, 1, 2, 2, 1} }, 5},
	// LeetCode 909, example 2: 1.
	{"snakesladders", "Input: board = [[-1,-1],[-1,3]]\nOutput: 1", 1, func(t *testing.T) []int { return snakesRef(t, "[[-1,-1],[-1,3]]") }, 2},
	// LeetCode 994, example 2: -1; the orange at (2,0) never rots.
	{"rottingoranges", "[[2,1,1],[0,1,1],[1,0,1]]", -1, func(t *testing.T) []int { return orangesRef(t, "[[2,1,1],[0,1,1],[1,0,1]]") }, 0},
	// LeetCode 773, example 2: -1, 360 positions and no solution.
	{"slidingpuzzle", "[[1,2,3],[5,4,0]]", -1, func(t *testing.T) []int { return slidingRef(t, 2, 3, []int{1, 2, 3, 5, 4, 0}) }, 0},
}

func TestPublished(t *testing.T) {
	for name, env := range envs {
		for _, tc := range published {
			t.Run(fmt.Sprintf("%s/%s/%.20s", name, tc.puzzle, tc.input), func(t *testing.T) {
				res, err := engine.Run(context.Background(), tc.puzzle, tc.input, env)
				if err != nil {
					t.Fatal(err)
				}
				if res.Answer != tc.answer {
					t.Errorf("answer %d, want %d", res.Answer, tc.answer)
				}
				if want := tc.sizes(t); !slices.Equal(res.Sizes, want) {
					t.Errorf("layer sizes %v, want %v", res.Sizes, want)
				}
				if len(res.Path) != tc.pathLen {
					t.Errorf("path %v: %d states, want %d", res.Path, len(res.Path), tc.pathLen)
				}
				cut := false
				for d, layer := range res.Layers {
					if len(layer) > res.Sizes[d] || len(layer) == 0 {
						t.Errorf("layer %d: %d states shipped of %d", d, len(layer), res.Sizes[d])
					}
					cut = cut || len(layer) < res.Sizes[d]
				}
				if cut != res.Cut {
					t.Errorf("Cut is %v, but layers were cut: %v", res.Cut, cut)
				}
			})
		}
	}
}

// snakesRef is the layers of LeetCode 909 by a plain queue over the
// matrix, written from the problem statement.
func snakesRef(t *testing.T, board string) []int {
	b, err := snakesladders.Parse(strings.NewReader(board))
	if err != nil {
		t.Fatal(err)
	}
	rows := b.Rows()
	n := len(rows)
	dest := func(s int) int {
		r := (s - 1) / n
		c := (s - 1) % n
		if r%2 == 1 {
			c = n - 1 - c
		}
		if v := rows[n-1-r][c]; v != -1 {
			return v
		}
		return s
	}
	dist := map[int]int{1: 0}
	queue := []int{1}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for r := 1; r <= 6 && s+r <= n*n; r++ {
			if to := dest(s + r); !has(dist, to) {
				dist[to] = dist[s] + 1
				queue = append(queue, to)
			}
		}
	}
	return histogram(dist)
}

func has(m map[int]int, k int) bool { _, ok := m[k]; return ok }

func histogram[K comparable](dist map[K]int) []int {
	var sizes []int
	for _, d := range dist {
		for len(sizes) <= d {
			sizes = append(sizes, 0)
		}
		sizes[d]++
	}
	return sizes
}

// orangesRef simulates the rotting minute by minute on the matrix.
func orangesRef(t *testing.T, grid string) []int {
	g, err := rottingoranges.Parse(strings.NewReader(grid))
	if err != nil {
		t.Fatal(err)
	}
	m := g.Ints()
	rotten := 0
	for _, row := range m {
		for _, v := range row {
			if v == 2 {
				rotten++
			}
		}
	}
	sizes := []int{rotten}
	for {
		var next [][2]int
		for r, row := range m {
			for c, v := range row {
				if v != 1 {
					continue
				}
				for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					rr, cc := r+d[0], c+d[1]
					if rr >= 0 && rr < len(m) && cc >= 0 && cc < len(row) && m[rr][cc] == 2 {
						next = append(next, [2]int{r, c})
						break
					}
				}
			}
		}
		if len(next) == 0 {
			return sizes
		}
		for _, p := range next {
			m[p[0]][p[1]] = 2
		}
		sizes = append(sizes, len(next))
	}
}

// slidingRef is the layers of a plain queue over boards as strings, up to
// the solved board's layer.
func slidingRef(t *testing.T, rows, cols int, tiles []int) []int {
	key := func(b []int) string { return fmt.Sprint(b) }
	goal := make([]int, rows*cols)
	for i := range goal[:len(goal)-1] {
		goal[i] = i + 1
	}
	dist := map[string]int{key(tiles): 0}
	layer := [][]int{tiles}
	sizes := []int{1}
	for len(layer) > 0 && !slices.ContainsFunc(layer, func(b []int) bool { return slices.Equal(b, goal) }) {
		var next [][]int
		for _, b := range layer {
			z := slices.Index(b, 0)
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				r, c := z/cols+d[0], z%cols+d[1]
				if r < 0 || r >= rows || c < 0 || c >= cols {
					continue
				}
				nb := slices.Clone(b)
				nb[z], nb[r*cols+c] = nb[r*cols+c], 0
				if _, ok := dist[key(nb)]; !ok {
					dist[key(nb)] = len(sizes)
					next = append(next, nb)
				}
			}
		}
		if len(next) > 0 {
			sizes = append(sizes, len(next))
		}
		layer = next
	}
	return sizes
}

// chaosOrder is wordsRef from chaos to order, computed once for both
// environments.
var chaosOrder = sync.OnceValue(func() []int { return wordsRef("chaos", "order") })

// wordsRef is the layers of a plain queue over the SGB words, up to the
// layer of to: the successors of a word are its one-letter changes (every
// position, every other letter a–z) that are in the word list.
func wordsRef(from, to string) []int {
	words := map[string]bool{}
	for _, w := range strings.Fields(sgb.Text) {
		words[w] = true
	}
	seen := map[string]bool{from: true}
	layer := []string{from}
	sizes := []int{1}
	for !slices.Contains(layer, to) && len(layer) > 0 {
		var next []string
		for _, w := range layer {
			for i := range len(w) {
				for c := byte('a'); c <= 'z'; c++ {
					if c == w[i] {
						continue
					}
					v := w[:i] + string(c) + w[i+1:]
					if words[v] && !seen[v] {
						seen[v] = true
						next = append(next, v)
					}
				}
			}
		}
		if len(next) > 0 {
			sizes = append(sizes, len(next))
		}
		layer = next
	}
	return sizes
}

func TestSnakesPath(t *testing.T) {
	res, err := engine.Run(context.Background(), "snakesladders", engine.Example909, watch.Env{})
	if err != nil {
		t.Fatal(err)
	}
	// LeetCode's statement walks 1 → 2 (ladder to 15) → 17 (snake to 13)
	// → 14 (ladder to 35) → 36; the squares after each move are these.
	if got := fmt.Sprint(res.Path); got != "[1 15 13 35 36]" {
		t.Errorf("path %s, want [1 15 13 35 36]", got)
	}
	view := res.View.(watch.BoardView)
	if view.N != 6 || fmt.Sprint(view.Jumps) != "[[2 15] [14 35] [17 13]]" {
		t.Errorf("view %+v", view)
	}
}

func TestSlidingPath(t *testing.T) {
	res, err := engine.Run(context.Background(), "slidingpuzzle", engine.Example773, watch.Env{})
	if err != nil {
		t.Fatal(err)
	}
	p := slidingpuzzle.MustNew(2, 3)
	// Each board of the path is one slide from the one before it.
	for i := 1; i < len(res.Path); i++ {
		a, b := res.Path[i-1].([]int), res.Path[i].([]int)
		diff := 0
		for c := range a {
			if a[c] != b[c] {
				diff++
			}
		}
		za, zb := slices.Index(a, 0), slices.Index(b, 0)
		dr, dc := za/3-zb/3, za%3-zb%3
		if diff != 2 || dr*dr+dc*dc != 1 || a[zb] != b[za] {
			t.Errorf("move %d: %v to %v is not a slide", i, a, b)
		}
	}
	if last := res.Path[len(res.Path)-1].([]int); fmt.Sprint(p.Board(p.Goal())) != fmt.Sprint([][]int{last[:3], last[3:]}) {
		t.Errorf("the path ends at %v", last)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ puzzle, input, want string }{
		{"snakesladders", "[[-1,-1],[-1,9]]", "snakesladders: the board: offset 13, board[1][1]: a cell holds -1 or a square in 1..n²: square 2 holds 9"},
		{"snakesladders", "", "snakesladders: the board: offset 0: empty: no input, want the board's opening '['"},
		{"rottingoranges", "[[2,1],[1]]", "rottingoranges: the grid: offset 7, grid[1]: rows must all have the length of row 0: row has 1 cells, row 0 has 2"},
		{"rottingoranges", "xo?", "rottingoranges: the grid: offset 2, grid[0][2]: not the LeetCode literal: found '?', want one of 0 . 1 o 2 x"},
		{"rottingoranges", "\n [[2,7]]", "rottingoranges: the grid: offset 6, grid[0][1]: a cell is 0 (empty), 1 (fresh) or 2 (rotten): cell is 7"},
		{"arrowgrid", "[[1,5]]", "arrowgrid: the grid: offset 4, grid[0][1]: a cell is an arrow: 1 right, 2 left, 3 down, 4 up: cell is 5"},
		{"slidingpuzzle", "[[1,2],[3,3]]", "slidingpuzzle: the board: offset 10, board[1][1]: every tile appears once: tile 3 is also at board[1][0]"},
		{"wordladder", "chaos", "wordladder: want two words, FROM and TO, got 1 arguments (see wordladder -h)"},
		{"wordladder", "chaos xyzzy", `wordladder: "xyzzy" is not in the dictionary (the SGB list: 5757 words of 5 letters)`},
		{"networkdelay", "times = [[1,2,5],[2,9,7]], n = 3, k = 1", "networkdelay: the problem: offset 20, times[1][1]: nodes are labelled 1 to n: node 9, n is 3"},
		{"wordladder", `{"beginWord":"hit","endWord":"cog","wordList":["hot","do"]}`, `wordladder: the problem: offset 54, wordList[1]: all words have the length of the first: "do" has 2 letters, the first word "hit" (beginWord) has 3`},
	} {
		t.Run(tc.puzzle+"/"+tc.input, func(t *testing.T) {
			res, err := engine.Run(context.Background(), tc.puzzle, tc.input, watch.Env{})
			if err == nil {
				t.Fatalf("no error; answer %d", res.Answer)
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("error %q, want %q", got, tc.want)
			}
		})
	}
	if _, err := engine.Run(context.Background(), "nosuch", "", watch.Env{}); !errors.Is(err, engine.ErrUnknown) {
		t.Errorf("unknown puzzle: %v", err)
	}
}

// bigBoard is an n×n board without snakes or ladders.
func bigBoard(n int) string {
	row := "[" + strings.Repeat("-1,", n-1) + "-1]"
	return "[" + strings.Repeat(row+",", n-1) + row + "]"
}

func TestLimit(t *testing.T) {
	_, err := engine.Run(context.Background(), "snakesladders", bigBoard(100), watch.Env{MaxStates: 1000})
	want := "snakesladders: search: BFSTree: stopped at depth 166: more than 1000 states (the state limit); raise the state limit to search further"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
	// An unsolvable 3×3 board has 181,440 positions: the parity says -1.
	_, err = engine.Run(context.Background(), "slidingpuzzle", "[[1,2,3],[4,5,6],[8,7,0]]", watch.Env{MaxStates: 5000})
	if err == nil || !strings.Contains(err.Error(), "unsolvable") || !strings.Contains(err.Error(), "more than 5000 states") {
		t.Errorf("unsolvable board at the limit: %v", err)
	}
}

func TestCancel(t *testing.T) {
	side := testsize.Pick(1000, 300)
	for _, tc := range []struct{ puzzle, input string }{
		{"snakesladders", bigBoard(300)},
		{"slidingpuzzle", "[[0,11,10,9],[8,7,6,5],[4,3,2,1]]"},
		// 1,000,000 cells of arrows (90,000 in the short tier): the
		// weighted search is paced too.
		{"arrowgrid", "[" + strings.Repeat("["+strings.Repeat("3,", side-1)+"1],", side-1) + "[" + strings.Repeat("3,", side-1) + "1]]"},
	} {
		t.Run(tc.puzzle, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			paces := 0
			env := watch.Env{MaxStates: 100_000_000, Pace: func() {
				// The page's input changes during the third pause.
				if paces++; paces == 3 {
					cancel()
				}
			}}
			_, err := engine.Run(ctx, tc.puzzle, tc.input, env)
			if err == nil || !strings.Contains(err.Error(), "context canceled") {
				t.Fatalf("error %v, want a cancelled search", err)
			}
			if paces != 3 {
				t.Errorf("%d pauses, want the search to stop at the third", paces)
			}
		})
	}
}
