package watch

import (
	"context"
	"errors"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/search"
)

// testPuzzles are the puzzles of the server's tests.
var testPuzzles = []Puzzle{{Name: "line", Title: "A line", Example: "0", Run: BFS(func(string) (Problem[int], error) {
	return Problem[int]{Neighbors: line(10), Starts: []int{0}}, nil
})}}

// line is 0 → 1 → … → n-1.
type line int

func (n line) Neighbors(s int, yield func(int) bool) {
	if s+1 < int(n) {
		yield(s + 1)
	}
}

// grid is the w×h grid graph by unit moves, states y*w+x, with
// weighted moves: right 1, left 2, down 5, up 1.
type grid struct{ w, h int }

func (g grid) Neighbors(s int, yield func(int) bool) {
	g.Edges(s, func(t, _ int) bool { return yield(t) })
}

func (g grid) Edges(s int, yield func(int, int) bool) {
	x, y := s%g.w, s/g.w
	_ = (x+1 < g.w && !yield(s+1, 1)) || (x > 0 && !yield(s-1, 2)) || (y+1 < g.h && !yield(s+g.w, 5)) || (y > 0 && !yield(s-g.w, 1))
}

// TestBFS checks BFS's answers against counting: on a grid from the
// corner, layer d holds the cells with x+y = d, and the nearest goal cell
// is |x|+|y| moves away.
func TestBFS(t *testing.T) {
	g := grid{5, 3}
	for _, upTo := range []bool{false, true} {
		run := BFS(func(in string) (Problem[int], error) {
			goal, err := strconv.Atoi(in)
			return Problem[int]{Neighbors: g, Starts: []int{0}, Goal: func(s int) bool { return s == goal }, UpToGoal: upTo, View: "v"}, At(0, err)
		})
		for goal := range 15 {
			res, err := run(context.Background(), strconv.Itoa(goal), Env{Pace: func() {}})
			if err != nil {
				t.Fatal(err)
			}
			want := []int{1, 2, 3, 3, 3, 2, 1}
			if upTo {
				want = want[:goal%5+goal/5+1]
			}
			if !slices.Equal(res.Sizes, want) {
				t.Errorf("goal %d, up to it %v: sizes %v, want %v", goal, upTo, res.Sizes, want)
			}
			if res.Answer != goal%5+goal/5 || len(res.Path) != res.Answer+1 || res.PathCost != res.Answer || res.Goal != strconv.Itoa(goal) || res.View != "v" {
				t.Errorf("goal %d: answer %d, path %v (cost %d) to %q", goal, res.Answer, res.Path, res.PathCost, res.Goal)
			}
		}
		res, err := run(context.Background(), "99", Env{})
		if err != nil || res.Answer != -1 || res.Path != nil || !strings.Contains(res.AnswerNote, "-1") {
			t.Errorf("an unreachable goal: %v, %+v", err, res)
		}
	}
	res, err := BFS(func(string) (Problem[int], error) { return Problem[int]{Neighbors: g, Starts: []int{0}}, nil })(context.Background(), "", Env{})
	if err != nil || res.Answer != 15 || res.Path != nil {
		t.Errorf("no goal: the answer is the states reachable, 15: %v %+v", err, res)
	}
}

// TestDijkstra checks Dijkstra's cost layers on the grid against a
// relaxation written here.
func TestDijkstra(t *testing.T) {
	g := grid{5, 3}
	ref := slices.Repeat([]int{1 << 30}, 15)
	ref[0] = 0
	for changed := true; changed; {
		changed = false
		for s := range ref {
			g.Edges(s, func(u, w int) bool {
				if ref[s]+w < ref[u] {
					ref[u], changed = ref[s]+w, true
				}
				return true
			})
		}
	}
	run := Dijkstra(func(in string) (WeightedProblem[int], error) {
		goal, err := strconv.Atoi(in)
		return WeightedProblem[int]{Edges: g, Starts: []int{0}, Goal: func(s int) bool { return s == goal }, Label: func(s int) any { return "cell " + strconv.Itoa(s) }}, At(0, err)
	})
	for goal := range 15 {
		res, err := run(context.Background(), strconv.Itoa(goal), Env{Pace: func() {}})
		if err != nil {
			t.Fatal(err)
		}
		var costs []int
		for _, c := range ref {
			if !slices.Contains(costs, c) {
				costs = append(costs, c)
			}
		}
		slices.Sort(costs)
		if !slices.Equal(res.Costs, costs) {
			t.Fatalf("costs %v, want %v", res.Costs, costs)
		}
		for i, layer := range res.Layers {
			for _, s := range layer {
				c, _ := strconv.Atoi(strings.TrimPrefix(s.(string), "cell "))
				if ref[c] != res.Costs[i] {
					t.Errorf("%s at cost %d, want %d", s, res.Costs[i], ref[c])
				}
			}
		}
		if res.Answer != ref[goal] || res.PathCost != ref[goal] || res.Goal != "cell "+strconv.Itoa(goal) {
			t.Errorf("goal %d: answer %d, path cost %d to %q, want %d", goal, res.Answer, res.PathCost, res.Goal, ref[goal])
		}
	}
}

func TestSolve(t *testing.T) {
	defer func(n int) { inputLimit = n }(inputLimit)
	inputLimit = 1000 // MaxInputBytes, in the sizes of a test
	p := Puzzle{Name: "p", Run: func(_ context.Context, in string, env Env) (*Result, error) {
		switch in {
		case "lines":
			return nil, errors.New("one\r\ntwo\nthree\r")
		case "prefixed":
			return nil, errors.New("p: said once")
		}
		var res Result
		_, err := Trace(context.Background(), env, search.Neighbors[int](line(100)), nil, nil, 10, func(s int) any { return s }, &res, 0)
		return &res, err
	}}
	for _, tc := range []struct {
		input string
		env   Env
		want  string
	}{
		{"lines", Env{}, "p: one two three"},
		{"prefixed", Env{}, "p: said once"},
		{"", Env{MaxStates: 10}, "p: search: BFSTree: stopped at depth 9: more than 10 states (the state limit); raise the state limit to search further"},
		{strings.Repeat(" ", 1001), Env{}, "p: the input: more than 1000 bytes of input"},
	} {
		_, err := p.Solve(context.Background(), tc.input, tc.env)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%.10q: %v, want %s", tc.input, err, tc.want)
		}
	}
	if _, err := p.Solve(context.Background(), "", Env{MaxStates: 10}); !errors.Is(err, search.ErrLimit) {
		t.Errorf("%v does not wrap search.ErrLimit", err)
	}
	if res, err := p.Solve(context.Background(), "", Env{}); err != nil || len(res.Sizes) != 100 || res.Cut {
		t.Errorf("under the default limit: %v %v", err, res)
	}
}

// TestCancel: a paced search stops at the pause in which its context is
// cancelled, on unit and on weighted moves.
func TestCancel(t *testing.T) {
	g := grid{1000, 1000}
	for _, weighted := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		paces := 0
		env := Env{MaxStates: 10_000_000, Pace: func() {
			if paces++; paces == 3 {
				cancel()
			}
		}}
		var res Result
		var err error
		if weighted {
			_, err = TraceCost(ctx, env, g, nil, nil, 1, func(s int) any { return s }, &res, 0)
		} else {
			_, err = Trace(ctx, env, search.Neighbors[int](g), nil, nil, 1, func(s int) any { return s }, &res, 0)
		}
		cancel()
		if !errors.Is(err, context.Canceled) || paces != 3 {
			t.Errorf("weighted %v: %v after %d pauses, want context.Canceled after 3", weighted, err, paces)
		}
	}
}

// TestOnLayer: progress reports name the layers, and say when they are
// costs.
func TestOnLayer(t *testing.T) {
	var got []string
	env := Env{OnLayer: func(st search.LayerStats, byCost bool) {
		got = append(got, strconv.Itoa(st.Cost)+map[bool]string{true: "c", false: "d"}[byCost])
	}}
	var res Result
	if _, err := Trace(context.Background(), env, search.Neighbors[int](grid{2, 2}), nil, nil, 1, func(s int) any { return s }, &res, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := TraceCost(context.Background(), env, grid{2, 2}, nil, nil, 1, func(s int) any { return s }, &res, 0); err != nil {
		t.Fatal(err)
	}
	if want := "0d 1d 2d 0c 1c 5c 6c"; strings.Join(got, " ") != want {
		t.Errorf("layers reported %v, want %s", got, want)
	}
}

func TestCheckPuzzles(t *testing.T) {
	run := testPuzzles[0].Run
	for _, tc := range []struct {
		puzzles []Puzzle
		want    string
	}{
		{nil, "watch: Main: no puzzles"},
		{[]Puzzle{{Run: run}}, "watch: Main: puzzle 0 has no Name"},
		{[]Puzzle{{Name: "a", Run: run}, {Name: "a", Run: run}}, `watch: Main: two puzzles are named "a"`},
		{[]Puzzle{{Name: "a"}}, `watch: Main: puzzle "a" has no Run`},
	} {
		func() {
			defer func() {
				if r := recover(); r != tc.want {
					t.Errorf("panic %v, want %s", r, tc.want)
				}
			}()
			checkPuzzles(tc.puzzles)
		}()
	}
	defer func() {
		if r := recover(); r != "watch: BFS: the parser returned a Problem without Neighbors" {
			t.Errorf("panic %v", r)
		}
	}()
	BFS(func(string) (Problem[int], error) { return Problem[int]{}, nil })(context.Background(), "", Env{})
}

// TestPageLimits: the page's script and form hold the limits of this
// package.
func TestPageLimits(t *testing.T) {
	app, err := os.ReadFile("assets/app.js")
	if err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile("assets/index.html")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`const MAX_STATES = ([\d_]+);`).FindSubmatch(app)
	if m == nil || strings.ReplaceAll(string(m[1]), "_", "") != strconv.Itoa(MaxStateLimit) {
		t.Errorf("app.js's MAX_STATES is %q, want MaxStateLimit, %d", m, MaxStateLimit)
	}
	if want := `id="maxStates" type="number" min="1" step="1" value="` + strconv.Itoa(DefaultMaxStates) + `"`; !strings.Contains(string(page), want) {
		t.Errorf("index.html's state limit is not DefaultMaxStates: want %s", want)
	}
}
