//go:build unix

package web_test

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/ripplebfs/ripple/examples/web/engine"
	"github.com/ripplebfs/ripple/problems/arrowgrid"
	"github.com/ripplebfs/ripple/problems/networkdelay"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/wordladder"
)

// TestPuzzles opens each other puzzle on its example and checks the answer
// against the plugin's LeetCode-signature function and the layer sizes
// against search.Layers, both run natively here (the weighted puzzles'
// cost classes against relaxations written here).
func TestPuzzles(t *testing.T) {
	g, err := rottingoranges.Parse(strings.NewReader(engine.Example994))
	if err != nil {
		t.Fatal(err)
	}
	pos, err := slidingpuzzle.Parse(strings.NewReader(engine.Example773))
	if err != nil {
		t.Fatal(err)
	}
	goal := pos.Puzzle.Goal()
	sgb := wordladder.SGB()
	arrows := [][]int{{1, 1, 1, 1}, {2, 2, 2, 2}, {1, 1, 1, 1}, {2, 2, 2, 2}} // engine.Example1368
	times := [][]int{{2, 1, 1}, {2, 3, 1}, {3, 4, 1}}                         // engine.Example743
	delayCosts, delaySizes := delayClasses(times, 4, 2)
	for _, tc := range []struct {
		puzzle  string
		answer  int
		layers  string
		costs   string // of a weighted puzzle's layers
		caption string // of the last step
		view    string // in the last step's view
	}{
		{"rottingoranges", rottingoranges.OrangesRotting(g.Ints()), layerSizes[int](g, nil, g.Rotten()...), "", "Minute 4 of 4", ""},
		{"slidingpuzzle", slidingpuzzle.SlidingPuzzle(pos.Puzzle.Board(pos.State)), layerSizes[slidingpuzzle.State](pos.Puzzle, func(s slidingpuzzle.State) bool { return s == goal }, pos.State), "", "Shortest path: 5 moves to the solved board", ""},
		{"arrowgrid", arrowgrid.MinCost(arrows), costClasses(arrows), "0 1 2 3", "Cheapest path: cost 3 in ", "arrow(s) outlined"},
		{"wordladder", wordladder.LadderLength("chaos", "order", sgb.Words()), layerSizes[string](sgb, func(w string) bool { return w == "order" }, "chaos"), "", "Shortest path: 12 moves to order", "chaos→"},
		{"networkdelay", networkdelay.NetworkDelayTime(times, 4, 2), delaySizes, delayCosts, "Cheapest path: cost 2 in 2 moves to node 4", "node 2→node 3→node 4"},
	} {
		t.Run(tc.puzzle, func(t *testing.T) {
			ctx := tab(t, "?puzzle="+tc.puzzle)
			if got := text(t, ctx, "answer"); got != strconv.Itoa(tc.answer) {
				t.Errorf("#answer = %q, want %d", got, tc.answer)
			}
			if got := text(t, ctx, "layers"); got != tc.layers {
				t.Errorf("#layers = %q, want %q", got, tc.layers)
			}
			if got := text(t, ctx, "costs"); got != tc.costs {
				t.Errorf("#costs = %q, want %q", got, tc.costs)
			}
			click(t, ctx, "next")
			click(t, ctx, "next")
			shot(t, ctx, "web-"+tc.puzzle+"-layer.png")
			click(t, ctx, "last")
			if got := text(t, ctx, "caption"); !strings.HasPrefix(got, tc.caption) {
				t.Errorf("the last step's caption is %q, want %q…", got, tc.caption)
			}
			got := text(t, ctx, "view")
			if !strings.Contains(got, tc.view) {
				t.Errorf("the last step shows %q, want %q", got, tc.view)
			}
			if tc.puzzle == "wordladder" {
				checkLadder(t, sgb, strings.Split(got, "→"), "chaos", "order", 13)
			}
			shot(t, ctx, "web-"+tc.puzzle+".png")
		})
	}
}

// costClasses is the number of cells of a LeetCode 1368 grid at each
// least cost from the top-left cell (a move along the cell's arrow costs 0,
// any other 1), by relaxing every move until nothing changes.
func costClasses(grid [][]int) string {
	m, n := len(grid), len(grid[0])
	cost := make([][]int, m)
	for r := range cost {
		cost[r] = slices.Repeat([]int{m * n}, n)
	}
	cost[0][0] = 0
	moves := [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} // arrows 1 to 4
	for changed := true; changed; {
		changed = false
		for r := range m {
			for c := range n {
				for k, d := range moves {
					r2, c2 := r+d[0], c+d[1]
					w := 1
					if grid[r][c] == k+1 {
						w = 0
					}
					if r2 >= 0 && r2 < m && c2 >= 0 && c2 < n && cost[r][c]+w < cost[r2][c2] {
						cost[r2][c2], changed = cost[r][c]+w, true
					}
				}
			}
		}
	}
	var sizes []int
	for _, row := range cost {
		for _, k := range row {
			for len(sizes) <= k {
				sizes = append(sizes, 0)
			}
			sizes[k]++
		}
	}
	return strings.Trim(fmt.Sprint(sizes), "[]")
}

// delayClasses are the distinct least arrival times of LeetCode 743's
// network from node k and how many nodes arrive at each, by relaxing
// every edge until nothing changes (Bellman-Ford), as space-separated
// integers.
func delayClasses(times [][]int, n, k int) (costs, sizes string) {
	const inf = 1 << 60
	d := slices.Repeat([]int{inf}, n+1)
	d[k] = 0
	for changed := true; changed; {
		changed = false
		for _, e := range times {
			if d[e[0]] < inf && d[e[0]]+e[2] < d[e[1]] {
				d[e[1]], changed = d[e[0]]+e[2], true
			}
		}
	}
	count := map[int]int{}
	for _, c := range d[1:] {
		if c < inf {
			count[c]++
		}
	}
	var cs, ns []string
	for _, c := range slices.Sorted(maps.Keys(count)) {
		cs, ns = append(cs, strconv.Itoa(c)), append(ns, strconv.Itoa(count[c]))
	}
	return strings.Join(cs, " "), strings.Join(ns, " ")
}

// TestCostLabels opens a weighted puzzle whose costs skip values (0, 5
// and 12): the page's layers, chart axis and captions must be the costs
// that occur, each labelled, and the path's cost must differ from its
// moves, all against delayClasses.
func TestCostLabels(t *testing.T) {
	const network = "times = [[1,2,5],[2,3,7],[1,3,20],[3,4,0]], n = 4, k = 1"
	costs, sizes := delayClasses([][]int{{1, 2, 5}, {2, 3, 7}, {1, 3, 20}, {3, 4, 0}}, 4, 1)
	if costs != "0 5 12" || sizes != "1 1 2" {
		t.Fatalf("the relaxation finds costs %q, sizes %q", costs, sizes)
	}
	ctx := tab(t, "?puzzle=networkdelay")
	if st := input(t, ctx, network); st != "done" {
		t.Fatalf("state %q, #error %q", st, text(t, ctx, "error"))
	}
	for id, want := range map[string]string{"answer": "12", "costs": costs, "layers": sizes, "layersKey": "States at each cost", "chartTitle": "States settled at each cost"} {
		if got := text(t, ctx, id); got != want {
			t.Errorf("#%s = %q, want %q", id, got, want)
		}
	}
	axis, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#chart text.axis')].map(e => e.textContent)`))
	if err != nil || strings.Join(axis, " ") != costs {
		t.Errorf("the chart's axis reads %q (%v), want %q", axis, err, costs)
	}
	tips, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#chart rect title')].map(e => e.textContent)`))
	if err != nil || strings.Join(tips, "; ") != "cost 0: 1 states; cost 5: 1 states; cost 12: 2 states" {
		t.Errorf("the bars' tooltips are %q (%v)", tips, err)
	}
	click(t, ctx, "next")
	if got, want := text(t, ctx, "caption"), "Cost 5 (2 of 3 costs): 1 settled at this cost, 1 cheaper"; got != want {
		t.Errorf("the second step's caption is %q, want %q", got, want)
	}
	click(t, ctx, "next")
	if got, want := text(t, ctx, "view"), "node 3node 4"; got != want {
		t.Errorf("the nodes at cost 12 are shown as %q, want %q", got, want)
	}
	shot(t, ctx, "web-networkdelay-cost.png")
	click(t, ctx, "last")
	if got, want := text(t, ctx, "caption"), "Cheapest path: cost 12 in 3 moves to node 4, the last to receive the signal"; got != want {
		t.Errorf("the last step's caption is %q, want %q", got, want)
	}
	if got, want := text(t, ctx, "view"), "node 1→node 2→node 3→node 4"; got != want {
		t.Errorf("the path is shown as %q, want %q", got, want)
	}
	shot(t, ctx, "web-networkdelay.png")
}

// bigBoard is an n×n board without snakes or ladders.
func bigBoard(n int) string {
	row := "[" + strings.Repeat("-1,", n-1) + "-1]"
	return "[" + strings.Repeat(row+",", n-1) + row + "]"
}

func TestStateLimit(t *testing.T) {
	ctx := tab(t, "")
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById('maxStates').value = '1000'`)); err != nil {
		t.Fatal(err)
	}
	if st := input(t, ctx, bigBoard(300)); st != "error" {
		t.Fatalf("state %q after 90,000 squares with a limit of 1000", st)
	}
	want := "snakesladders: search: BFSTree: stopped at depth 166: more than 1000 states (the state limit); raise the state limit to search further"
	if got := text(t, ctx, "error"); got != want {
		t.Errorf("#error = %q, want %q", got, want)
	}
	// A limit past what a tab holds is refused, with the reason, before
	// any search: the engine would run out of memory long before it.
	caps, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`[MAX_STATES, TAB_HOLDS]`))
	if err != nil || len(caps) != 2 {
		t.Fatalf("reading the page's MAX_STATES and TAB_HOLDS: %v %v", caps, err)
	}
	maxStates, holds := caps[0], caps[1]
	if maxStates < 1_000_000 || holds < 2*maxStates {
		t.Errorf("the page takes state limits up to %d, and a tab holds about %d states: want a million at least, and a margin of two", maxStates, holds)
	}
	refused := fmt.Sprintf("web: state limit at most %s: a browser tab holds about %s states", commas(maxStates), commas(holds))
	for _, limit := range []string{strconv.Itoa(maxStates + 1), "9007199254740991", "1e30"} {
		if st := setLimit(t, ctx, limit); st != "error" || text(t, ctx, "error") != refused || text(t, ctx, "answer") != "" {
			t.Errorf("with a limit of %s: state %q, #error %q, #answer %q; want the error %q", limit, st, text(t, ctx, "error"), text(t, ctx, "answer"), refused)
		}
	}
	shot(t, ctx, "web-limit-refused.png")
	setLimit(t, ctx, strconv.Itoa(maxStates))
	if st := input(t, ctx, engine.Example909); st != "done" || text(t, ctx, "answer") != "4" {
		t.Errorf("with a limit of %d: state %q, #answer %q, #error %q", maxStates, st, text(t, ctx, "answer"), text(t, ctx, "error"))
	}
}

// setLimit types limit as the page's state limit, as a user does, and
// waits for the search.
func setLimit(t *testing.T, ctx context.Context, limit string) string {
	t.Helper()
	js := fmt.Sprintf(`(() => { const el = document.getElementById('maxStates'); el.value = %s; el.dispatchEvent(new Event('change')); })()`, jsString(limit))
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](js)); err != nil {
		t.Fatalf("typing the state limit: %v", err)
	}
	return settle(t, ctx)
}

// commas writes n with a comma between groups of three digits, as the
// page does.
func commas(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestCancel starts a search far too big to finish within the test (a 3×4
// sliding puzzle has 239,500,800 positions, searched up to the page's
// largest state limit), checks that the page stays responsive and
// reports progress, then changes the input: the search must stop and the
// new input's answer come within seconds.
func TestCancel(t *testing.T) {
	ctx := tab(t, "?puzzle=slidingpuzzle")
	js := `(() => { document.getElementById('maxStates').value = MAX_STATES; const el = document.getElementById('input'); el.value = '[[0,11,10,9],[8,7,6,5],[4,3,2,1]]'; el.dispatchEvent(new Event('input')); })()`
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](js)); err != nil {
		t.Fatal(err)
	}
	progress, err := chromedp.Run(ctx, chromedp.Poll[string](`/layer \d+, [\d,]+ states reached/.test(document.getElementById('status').textContent) && document.getElementById('status').textContent`, chromedp.WithPollingTimeout(60*time.Second)))
	if err != nil {
		t.Fatalf("no progress report: %v", err)
	}
	t.Logf("status while searching: %s", progress)
	for range 5 {
		began := time.Now()
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`performance.now()`)); err != nil {
			t.Fatal(err)
		}
		if d := time.Since(began); d > time.Second {
			t.Errorf("the page took %v to evaluate a script while searching", d)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if st, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.dataset.state`)); st != "searching" {
		t.Fatalf("state %q: the big search ended by itself", st)
	}
	shot(t, ctx, "web-searching.png")
	began := time.Now()
	if st := input(t, ctx, engine.Example773); st != "done" {
		t.Fatalf("state %q after the input changed", st)
	}
	if d := time.Since(began); d > 10*time.Second {
		t.Errorf("the new answer took %v", d)
	}
	if got := text(t, ctx, "answer"); got != "5" {
		t.Errorf("#answer = %q, want 5", got)
	}
	// The engine's context stopped the search: the page did not have to
	// replace an unresponsive worker.
	if n, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.dataset.restarts || '0'`)); n != "0" {
		t.Errorf("the worker was replaced %s times: the search did not see the cancellation", n)
	}
}

// checkLadder checks that words is a ladder of n words over d from from to
// to: each word in d, one letter from the word before it.
func checkLadder(t *testing.T, d *wordladder.Dictionary, words []string, from, to string, n int) {
	t.Helper()
	if len(words) != n || words[0] != from || words[len(words)-1] != to {
		t.Fatalf("ladder %v: want %d words from %s to %s", words, n, from, to)
	}
	for i, w := range words {
		if !d.Contains(w) {
			t.Errorf("ladder %v: %q is not an SGB word", words, w)
		}
		if i == 0 {
			continue
		}
		diff := 0
		for j := range w {
			if w[j] != words[i-1][j] {
				diff++
			}
		}
		if diff != 1 {
			t.Errorf("ladder %v: %s to %s is not one letter", words, words[i-1], w)
		}
	}
}

// TestBadInputOtherPuzzles pastes bad input for the other puzzles: the page
// must show the line their CLIs print for it.
func TestBadInputOtherPuzzles(t *testing.T) {
	for _, tc := range []struct {
		puzzle, input string
		args          []string // the CLI's arguments; the input goes on stdin unless nil
		name          string   // the page's name for the input, where the CLI says stdin
	}{
		{"rottingoranges", "[[2,1],[1]]", []string{"-grid", "-"}, engine.GridName},
		{"rottingoranges", "xo\nx7", []string{"-grid", "-"}, engine.GridName},
		{"slidingpuzzle", "[[1,2],[3,3]]", []string{"-"}, engine.BoardName},
		{"slidingpuzzle", "Input: board = [[1,2,3],[4,5]]", []string{"-"}, engine.BoardName},
		{"arrowgrid", "[[1,1],[1]]", []string{"-input", "-"}, engine.GridName},
		{"arrowgrid", "Input: grid = [[1,5]]", []string{"-input", "-"}, engine.GridName},
		{"networkdelay", "times = [[1,2,5],[2,9,7]], n = 3, k = 1", []string{"-input", "-"}, engine.ProblemName},
		{"networkdelay", `{"times":[[1,2,5]],"n":2}`, []string{"-input", "-"}, engine.ProblemName},
		{"wordladder", "chaos xyzzy", nil, ""},
		{"wordladder", "chaos", nil, ""},
		{"wordladder", `beginWord = "hit", endWord = "cog", wordList = ["hot",7]`, []string{"-json"}, engine.ProblemName},
	} {
		t.Run(tc.puzzle+"/"+tc.input, func(t *testing.T) {
			ctx := tab(t, "?puzzle="+tc.puzzle)
			if st := input(t, ctx, tc.input); st != "error" {
				t.Fatalf("state %q, want error", st)
			}
			stdin, args := tc.input, tc.args
			if args == nil {
				stdin, args = "", strings.Fields(tc.input)
			}
			// The CLI names its input after where it came from; the
			// page calls it engine.BoardName, GridName or ProblemName.
			want := cliLine(t, tc.puzzle, stdin, args...)
			want = strings.Replace(want, tc.puzzle+": stdin: ", tc.puzzle+": "+tc.name+": ", 1)
			if got := text(t, ctx, "error"); got != want {
				t.Errorf("the page says\n%s\nthe CLI says\n%s", got, want)
			}
		})
	}
}

// TestCostProgress starts a weighted search long enough to report progress
// (1,000,000 cells of arrows, under the page's largest limit; most of the
// test's 20 s is the browser taking 2 MB of input into the page): the
// reports name costs, not layers, and the chart's title says so; a new
// input then ends it.
func TestCostProgress(t *testing.T) {
	ctx := tab(t, "?puzzle=arrowgrid")
	const side = 1000
	row := "[" + strings.Repeat("3,", side-1) + "1]"
	grid := "[" + strings.Repeat(row+",", side-1) + row + "]"
	js := fmt.Sprintf(`(() => { document.getElementById('maxStates').value = MAX_STATES; const el = document.getElementById('input'); el.value = %s; el.dispatchEvent(new Event('input')); })()`, jsString(grid))
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](js)); err != nil {
		t.Fatal(err)
	}
	status, err := chromedp.Run(ctx, chromedp.Poll[string](`/cost \d+, [\d,]+ states reached/.test(document.getElementById('status').textContent) && document.getElementById('status').textContent`, chromedp.WithPollingTimeout(60*time.Second)))
	if err != nil {
		t.Fatalf("no progress report by cost: %v (status %q)", err, text(t, ctx, "status"))
	}
	t.Logf("status while searching: %s", status)
	if got := text(t, ctx, "chartTitle"); got != "States settled at each cost" {
		t.Errorf("while searching, the chart's title is %q", got)
	}
	if st := input(t, ctx, engine.Example1368); st != "done" || text(t, ctx, "answer") != "3" {
		t.Errorf("after the example is pasted back: state %q, #answer %q", st, text(t, ctx, "answer"))
	}
}
