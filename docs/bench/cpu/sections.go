package main

import (
	"fmt"
	"strings"
)

// The comparisons, by the name docs/benchmarks.md's blocks use.
var sections = map[string]section{
	"engine":         engine(),
	"wordladder":     wordladder(),
	"oranges":        oranges(),
	"graph":          graphBridge(),
	"questions":      questions(),
	"openlock":       openlock(),
	"islands":        islands(),
	"chance":         chance(),
	"fifteen":        fifteen(),
	"sweep2x5":       sweep2x5(),
	"narrow":         narrow(),
	"puzzlefrontier": puzzleFrontier(),
	"arrowgrid":      arrowgrid(),
	"pocketcube":     pocketCube(),
	"queue":          queue(),
	"heuristic":      heuristic(),
	"enumerate3x4":   enumerate3x4(),
	"clilimits":      cliLimits(),
	"cliinput":       cliInput(),
	"korf100":        korf100(),
	"tablecache":     tableCache(),
	"beam":           beam(),
	"beam3x4":        beam3x4(),
	"beamscale":      beamScale(10, 12, 13),
	"beamscale14":    beamScale(14),
}

// sp is the slidingpuzzle CLI, built for the run.
var buildSP = []string{"go", "build", "-o", "{tmp}/sp", "./examples/slidingpuzzle"}

func engine() section {
	const n = "^n=1000000$"
	l := func(desc, side string, ops int) work {
		return test(desc, "search", "^BenchmarkLayers$/"+n+"/^"+side+"$", ops)
	}
	bfs := func(desc, side string, ops int) work {
		return test(desc, "search", "^BenchmarkBFS$/"+n+"/^"+side+"$", ops)
	}
	return section{Rows: []row{
		{"10⁶ squares, layers", l("`Layers`, dense", "dense", 20), l("textbook `[]bool` FIFO BFS", "textbook", 20)},
		{"10⁶ squares, layers", l("`Layers`, dense", "dense", 20), l("hand int32 layered loop", "hand-int32", 20)},
		{"10⁶ squares, layers", l("`Layers`, dense, `Index` per edge", "dense-index", 20), l("`Layers`, dense", "dense", 20)},
		{"10⁶ squares, layers", l("`Layers`, map", "map", 4), l("textbook `[]bool` FIFO BFS", "textbook", 4)},
		{"10⁶ squares, tree", bfs("`BFSTree`, dense", "dense", 10), l("textbook `[]bool` FIFO BFS", "textbook", 10)},
		{"10⁶ squares, tree", bfs("`BFSTree`, map", "map", 4), l("textbook `[]bool` FIFO BFS", "textbook", 4)},
		{"iterator shape", test("push `Neighbors`", "search", "^BenchmarkInterfaceShape$/^push$", 3),
			test("`iter.Seq` ranged in a `NeighborsFunc`", "search", "^BenchmarkInterfaceShape$/^iter\\.Seq$", 3)},
		{"random graph, 20,000 states", test("`Bidirectional`", "search", "^BenchmarkBidirectional$/^bidirectional$", 500),
			test("one-way `BFS`", "search", "^BenchmarkBidirectional$/^one-way$", 20)},
	}}
}

func wordladder() section {
	nb := func(desc, dict, s string, ops int) work {
		return test(desc, "problems/wordladder", "^BenchmarkNeighbors$/^dict="+dict+"$/^nb="+s+"$", ops)
	}
	var rows []row
	for _, d := range []struct {
		dict string
		ops  int
	}{{"sgb", 2000}} {
		l := d.dict + ", BFS of the component"
		rows = append(rows,
			row{l, nb("buckets", d.dict, "buckets", d.ops), nb("textbook (strings, maps, a–z)", d.dict, "textbook", d.ops/40)},
			row{l, nb("buckets", d.dict, "buckets", d.ops), nb("change letter + Go map", d.dict, "changeletter", d.ops/40)},
			row{l, nb("buckets", d.dict, "buckets", d.ops), nb("change letter + linear-hash table", d.dict, "changeletter-hashed", d.ops/20)},
		)
	}
	wl := func(desc, bench string, ops int) work { return test(desc, "problems/wordladder", bench, ops) }
	for _, d := range []struct {
		dict, label string
		ops         int
	}{{"sgb", "SGB (5,757 words)", 100}, {"synth20k", "20,000 random four-letter words", 30}, {"big", "500,000 random five-letter words", 2}} {
		share := func(desc, side string) work {
			return wl(desc, "^BenchmarkLeetCodeBuild$/^dict="+d.dict+"$/^"+side+"$", d.ops)
		}
		label := "127, 16 pairs of the giant component, " + d.label
		rows = append(rows,
			row{label, share("the graph's build (share of a call)", "build"), share("`LadderLength`", "call")},
			row{label, share("reading every letter once (share of a call)", "read"), share("`LadderLength`", "call")},
		)
	}
	return section{Rows: append(rows,
		row{"SGB giant component, BFS", wl("word indices, dense", "^BenchmarkModes$/^mode=int-dense$", 3000), wl("strings, map mode", "^BenchmarkModes$/^mode=string-map$", 500)},
		row{"SGB giant component, BFS", wl("strings, dense", "^BenchmarkModes$/^mode=string-dense$", 1000), wl("strings, map mode", "^BenchmarkModes$/^mode=string-map$", 500)},
		row{"127, SGB chaos→order", wl("`LadderLength`", "^BenchmarkLadderLength$/^case=sgb-chaos-order$/^impl=LadderLength$", 500), wl("textbook", "^BenchmarkLadderLength$/^case=sgb-chaos-order$/^impl=textbook$", 30)},
		row{"127, SGB chaos→order", wl("`LadderLength`", "^BenchmarkLadderLength$/^case=sgb-chaos-order$/^impl=LadderLength$", 500), wl("a `Dictionary` built per call (wildcard index)", "^BenchmarkLadderLength$/^case=sgb-chaos-order$/^impl=buckets$", 200)},
		row{"127, the snake (80-word ladder, 330 words)", wl("`LadderLength`", "^BenchmarkLadderLength$/^case=snake80$/^impl=LadderLength$", 500), wl("a `Dictionary` built per call (wildcard index)", "^BenchmarkLadderLength$/^case=snake80$/^impl=buckets$", 500)},
		row{"SGB chaos→order", wl("`Bidirectional`", "^BenchmarkLadder$/^case=sgb-chaos-order$/^search=bidirectional$", 5000), wl("one-way", "^BenchmarkLadder$/^case=sgb-chaos-order$/^search=oneway$", 1000)},
		row{"126, SGB chaos→order (37 ladders)", wl("the wildcard index's build (share of a call)", "^BenchmarkFindLaddersBuild$/^build$", 200), wl("`FindLadders`", "^BenchmarkFindLaddersBuild$/^call$", 200)},
		row{"126, SGB chaos→order (37 ladders)", wl("`FindLadders`", "^BenchmarkFindLadders$/^case=sgb-chaos-order$", 200), work{}},
		row{"126, the {a,b} 8-cube (40,320 ladders)", wl("`FindLadders`", "^BenchmarkFindLadders$/^case=cube8$", 20), work{}},
	)}
}

func oranges() section {
	var rows []row
	for _, g := range []string{"corner", "walls10", "walls30"} {
		o := func(desc, impl string) work {
			return test(desc, "problems/rottingoranges", "^BenchmarkOrangesRotting$/^"+g+"$/^impl="+impl+"$", 5)
		}
		rows = append(rows,
			row{g, o("`OrangesRotting`", "engine"), o("hand Go loop", "hand")},
			row{g, o("`Grid.Minutes` (built once)", "searchonly"), o("hand search (grid copied once)", "handsearch")},
			row{g, o("`Grid.Minutes` (built once)", "searchonly"), o("hand search, separate bitset", "handbits")},
		)
	}
	return section{Rows: rows}
}

func graphBridge() section {
	var rows []row
	for _, p := range []struct {
		re  string
		ops int
	}{{"islands-", 50}, {"openlock-", 50}, {"rottingoranges-", 50}, {"snakesladders-", 50}, {"wordladder-", 50}, {"slidingpuzzle-", 5}, {"random-dense", 200}, {"random-map", 200}} {
		g := func(desc, side string) work {
			return test(desc, "internal/integration", "^BenchmarkExplicitVsImplicit$/^plugin="+p.re+"/^side="+side+"$", p.ops)
		}
		rows = append(rows,
			row{"`" + p.re + "…`", g("`graph.Export` + gonum `BreadthFirst`", "export\\+gonum"), g("`search.Layers`", "implicit")},
			row{"`" + p.re + "…`", g("`search.Layers`", "implicit"), g("hand BFS over `[][]int32` adjacency built beforehand", "baseline")},
		)
	}
	return section{Rows: rows}
}

func questions() section {
	q := func(desc, question, side string, ops int) work {
		return test(desc, "internal/integration", "^BenchmarkGraphQuestions$/^question="+question+"$/^side="+side+"$", ops)
	}
	return section{Rows: []row{
		{"strong components, 20,000 states", q("`StrongComponents`", "scc", "ripple", 40), q("gonum `topo.TarjanSCC`", "scc", "gonum", 20)},
		{"topological order, DAG of 20,000 states", q("`TopologicalOrder`", "topo", "ripple", 40), q("gonum `topo.Sort`", "topo", "gonum", 20)},
		{"10 cheapest paths, 2,000 states", q("`Yen`", "yen", "ripple", 10), q("gonum `YenKShortestPaths`", "yen", "gonum", 3)},
		{"cheapest path, 20,000 states", q("`BidirectionalDijkstra`", "bidijkstra", "ripple", 2000), q("gonum `DijkstraFromTo`", "bidijkstra", "gonum", 20)},
		{"cheapest path, 20,000 states", q("`BidirectionalDijkstra`", "bidijkstra", "ripple", 2000), q("one-way `Dijkstra`", "bidijkstra", "ripple-oneway", 200)},
	}}
}

func openlock() section {
	var rows []row
	for _, c := range []struct {
		name string
		ops  int
	}{{"leetcode1", 5000}, {"open_5555", 500}, {"dead20pct_5555", 500}} {
		p := func(desc, side string) work {
			return test(desc, "problems/openlock", "^BenchmarkPath$/^"+c.name+"$/^"+side+"$", c.ops)
		}
		rows = append(rows,
			row{c.name, p("`Lock.Path` (bidirectional)", "bidirectional"), p("one-way `BFS`", "oneway")},
			row{c.name, p("`Lock.Path` (bidirectional)", "bidirectional"), p("textbook FIFO BFS", "textbook")},
		)
	}
	newLock := test("`New`", "problems/openlock", "^BenchmarkOpenLock$/^New$", 20000)
	for _, t := range []struct {
		target, moves string
		ops           int
	}{{"0202", "4", 2000}, {"5555", "20", 300}} {
		call := test("`OpenLock`, the whole call", "problems/openlock", "^BenchmarkOpenLock$/^target="+t.target+"$/^OpenLock$", t.ops)
		rows = append(rows, row{"2,000 dead ends, target " + t.target + " (" + t.moves + " moves)", newLock, call})
	}
	return section{Rows: rows}
}

func islands() section {
	c := func(desc, side string) work {
		return test(desc, "problems/islands", "^BenchmarkCount$/^"+side+"$", 300)
	}
	return section{Rows: []row{
		{"300×300, 55% land", c("`Grid.Count` (dense)", "dense"), c("textbook flood fill", "textbook")},
		{"300×300, 55% land", c("`NumIslands` (validation and copy included)", "NumIslands"), c("textbook flood fill", "textbook")},
		{"300×300, 55% land", c("`Components`, map mode", "map"), c("`Grid.Count` (dense)", "dense")},
		{"300×300, 55% land", c("`Components`, map mode", "map"), c("`Components`, `Indexer` only (a bitset)", "indexed")},
	}}
}

func chance() section {
	c := func(desc, bench string, ops int) work { return test(desc, "problems/snakesladders/chance", bench, ops) }
	return section{Rows: []row{
		{"exact E[T], Milton Bradley board (81 states)", c("sparse exact solve", "^BenchmarkChanceExact$/^sparse$", 10),
			c("dense Gauss–Jordan in big.Rat", "^BenchmarkChanceExact$/^dense-hand$", 10)},
		{"E[T], Var[T] in float64, `gen.Snakes(100, 0.01, 1)`", c("sparse elimination", "^BenchmarkChanceFloat100$/^sparse$", 10),
			c("Gauss–Seidel to 10⁻⁹ (E[T] only)", "^BenchmarkChanceFloat100$/^gauss-seidel-hand$", 10)},
	}}
}

func fifteen() section {
	f := func(desc, side string) work {
		return test(desc, "problems/slidingpuzzle", "^BenchmarkFifteen$/^"+side+"$", 1)
	}
	hand := f("hand map BFS", "hand-written-map")
	return section{Rows: []row{
		{"15-puzzle to depth 22", f("`Sweep` packed, 1 worker", "Sweep-packed/workers=1"), hand},
		{"15-puzzle to depth 22", f("`Sweep` packed, 2 workers", "Sweep-packed/workers=2"), hand},
		{"15-puzzle to depth 22", f("`Sweep` map, 1 worker", "Sweep-map/workers=1"), hand},
		{"15-puzzle to depth 22", f("`Layers`, map", "Layers-map"), hand},
	}}
}

func sweep2x5() section {
	e := func(desc, side string, w int) work {
		return test(desc, "problems/slidingpuzzle", fmt.Sprintf("^BenchmarkEnumerate$/^2x5$/^%s$/^workers=%d$", side, w), 3)
	}
	hand := test("hand map BFS", "problems/slidingpuzzle", "^BenchmarkEnumerate$/^2x5$/^hand-written-map$", 3)
	var rows []row
	for _, m := range []struct{ side, desc string }{
		{"dense-incremental", "dense (`Indexed`)"}, {"dense-index", "dense, `Index` per edge"}, {"packed", "packed"}, {"map", "map"},
	} {
		rows = append(rows, row{"2×5, 1,814,400 states", e("`Sweep` "+m.desc+", 1 worker", m.side, 1), hand},
			row{"2×5, 2 workers against 1", e("`Sweep` "+m.desc+", 2 workers", m.side, 2), e("1 worker", m.side, 1)})
	}
	return section{Rows: rows}
}

func narrow() section {
	n := func(desc, side string, ops int) work {
		return test(desc, "search", "^BenchmarkSweepNarrow$/^"+side+"$", ops)
	}
	var rows []row
	for _, m := range []struct {
		side string
		ops  int
	}{{"dense", 20}, {"packed", 20}, {"map", 10}} {
		rows = append(rows, row{"10⁶ squares, 166,668 layers", n("`Sweep` "+m.side+", 1 worker", "Sweep/"+m.side+"/workers=1", m.ops), n("hand `[]bool` loop", "hand-written", m.ops)},
			row{"the same, 2 workers against 1", n("`Sweep` "+m.side+", 2 workers", "Sweep/"+m.side+"/workers=2", m.ops), n("1 worker", "Sweep/"+m.side+"/workers=1", m.ops)})
	}
	return section{Rows: append(rows, row{"10⁶ squares", n("`Layers`", "Layers", 20), n("hand `[]bool` loop", "hand-written", 20)})}
}

func puzzleFrontier() section {
	var rows []row
	for _, w := range []struct {
		name, label string
		ops         int
	}{{"3x3", "3×3, whole space", 30}, {"2x5", "2×5, whole space", 3}, {"3x4-depth24", "3×4 to depth 24", 1}} {
		f := func(desc, side string) work {
			return test(desc, "problems/slidingpuzzle", "^BenchmarkFrontier$/^"+w.name+"$/^"+side+"$", w.ops)
		}
		rows = append(rows,
			row{w.label, f("`Layers` with `FrontierNeighbors`", "Layers-frontier"), f("`Layers` per edge", "Layers-per-edge")},
			row{w.label, f("`Layers` with `FrontierNeighbors`", "Layers-frontier"), f("hand layered loop", "hand-layers")},
			row{w.label, f("`BFSTree` with `FrontierNeighbors`", "BFS-frontier"), f("`BFSTree` per edge", "BFS-per-edge")},
		)
	}
	return section{Rows: rows}
}

func arrowgrid() section {
	a := func(desc, side string) work {
		return test(desc, "problems/arrowgrid", "^BenchmarkLarge$/^"+side+"$", 5)
	}
	hand := a("hand 0-1 BFS (flat grid, ring buffer)", "hand")
	return section{Rows: []row{
		{"2000×2000 arrows", a("`MinCost` (its layered 0-1 solver, stops at the goal)", "MinCost"), hand},
		{"2000×2000 arrows", a("the same solver to every cell", "full"), hand},
		{"2000×2000 arrows", a("`Cheapest` (`search.Dijkstra` edge by edge, deque)", "Cheapest"), hand},
	}}
}

func queue() section {
	var rows []row
	for _, c := range []string{"100", "1000000", "1073741824"} {
		q := func(desc, kind string) work {
			return test(desc, "search", "^BenchmarkQueue$/^costs=1\\.\\."+c+"$/^"+kind+"$", 3)
		}
		rows = append(rows, row{"Dijkstra, 200,000 states × 10 edges, costs 1.." + c, q("radix heap", "radix"), q("4-ary heap", "4-ary")})
	}
	return section{Rows: rows}
}

func heuristic() section {
	h := func(desc, bench string, ops int) work { return test(desc, "search", bench, ops) }
	return section{Rows: []row{
		{"A*, Manhattan, three 15-puzzle positions", h("packed", "^BenchmarkHeuristic$/^AStar/15-puzzle/packed$", 1), work{}},
		{"the same", h("map", "^BenchmarkHeuristic$/^AStar/15-puzzle/map$", 1), work{}},
		{"IDA*, the same positions", h("explicit stack", "^BenchmarkHeuristic$/^IDAStar/15-puzzle$", 2), work{}},
		{"A*, 8-puzzle", h("dense (`Len` 9!)", "^BenchmarkHeuristic$/^AStar/8-puzzle/dense$", 100), work{}},
		{"A*, 4-peg Hanoi, 15 discs (`Len` 2³⁰, 2,000,000 states)", h("`Indexer`", "^BenchmarkHeuristicHanoi$/^indexed$", 1),
			h("map mode", "^BenchmarkHeuristicHanoi$/^map$", 1)},
	}}
}

func enumerate3x4() section {
	return section{Build: [][]string{buildSP}, Rows: []row{
		{"3×4, 239,500,800 states, 1 worker", work{Desc: "`sp -enumerate 3x4`, GOMAXPROCS=1", Ops: 1, Job: jobEnv("GOMAXPROCS=1", "{tmp}/sp", "-enumerate", "3x4")}, work{}},
		{"the same, 2 workers", work{Desc: "`sp -enumerate 3x4`, GOMAXPROCS=2", Ops: 1, Job: jobEnv("GOMAXPROCS=2", "{tmp}/sp", "-enumerate", "3x4")}, work{}},
	}}
}

func cliLimits() section {
	limit := func(desc string, argv ...string) work {
		w := prog(desc, argv...)
		w.Exit = 2
		return w
	}
	return section{Build: [][]string{buildSP}, Rows: []row{
		{"4×4 from the goal, packed, 2 workers", limit("`sp -enumerate 4x4 -mode packed -max-states 40000000`", "{tmp}/sp", "-enumerate", "4x4", "-mode", "packed", "-max-states", "40000000"), work{}},
		{"4×4 from the goal, map, 2 workers", limit("`sp -enumerate 4x4 -mode map -max-states 40000000`", "{tmp}/sp", "-enumerate", "4x4", "-mode", "map", "-max-states", "40000000"), work{}},
	}}
}

// cliInput is every command that reads JSON on 60 MB of spaces and
// nothing else (exit 2, "empty"), and wordladder on two words of 10⁷
// letters that differ in one position, the second in the list (answer 2).
func cliInput() section {
	const spaces = `head -c 60000000 /dev/zero | tr '\0' ' ' > {tmp}/spaces`
	const half = `head -c 5000000 /dev/zero | tr '\0' a`
	const ladder = `{ printf '{"beginWord":"'; ` + half + `; ` + half + `; printf '","endWord":"'; ` + half +
		`; printf b; ` + half + ` | tail -c +2; printf '","wordList":["'; ` + half + `; printf b; ` + half +
		` | tail -c +2; printf '"]}'; } > {tmp}/ladder.json`
	build := [][]string{{"sh", "-c", spaces}, {"sh", "-c", ladder}}
	var rows []row
	for _, c := range []struct {
		name string
		args []string
	}{
		{"arrowgrid", []string{"-input", "-"}}, {"cheapestflights", []string{"-input", "-"}},
		{"networkdelay", []string{"-input", "-"}}, {"rottingoranges", []string{"-grid", "-"}},
		{"slidingpuzzle", []string{"-"}}, {"snakesladders", []string{"-board", "-"}}, {"wordladder", []string{"-json"}},
	} {
		build = append(build, []string{"go", "build", "-o", "{tmp}/" + c.name, "./examples/" + c.name})
		w := prog("`"+strings.Join(append([]string{c.name}, c.args...), " ")+"`", append([]string{"{tmp}/" + c.name}, c.args...)...)
		w.Name, w.Stdin, w.Exit = w.Name+" < spaces", "{tmp}/spaces", 2
		rows = append(rows, row{"60 MB of spaces", w, work{}})
	}
	w := prog("`wordladder -json`", "{tmp}/wordladder", "-json")
	w.Name, w.Stdin = w.Name+" < ladder.json", "{tmp}/ladder.json"
	rows = append(rows, row{"two words of 10⁷ letters, one apart", w, work{}})
	return section{Build: build, Rows: rows}
}

func korf100() section {
	batch := prog("`sp -batch` (2 workers), the 100 boards", "{tmp}/sp", "-batch")
	batch.Stdin = "docs/bench/korf100-boards.txt"
	batch.Env = []string{"RIPPLE_PDB_CACHE=off"}
	k := func(desc, bench string) work {
		return test(desc, "problems/slidingpuzzle", bench, 1, "RIPPLE_PDB_CACHE=off")
	}
	return section{Build: [][]string{buildSP}, Rows: []row{
		{"all 100, tables built in the run", k("`Puzzle.Solve`, 2 goroutines", "^BenchmarkKorf100Solve$"), work{}},
		{"all 100, expansions counted", k("one goroutine", "^BenchmarkKorf100$"), work{}},
		{"the same through `search.IDAStarContext` + `Puzzle.Heuristic`", test("one goroutine", "problems/slidingpuzzle", "^BenchmarkKorf100$", 1, "RIPPLE_PDB_CACHE=off", "KORF_GENERIC=1"), work{}},
		{"the CLI", batch, work{}},
	}}
}

// korf1 is Korf's first instance (57 moves) as a LeetCode literal.
const korf1 = "[[13,6,8,12],[15,14,0,10],[11,7,4,5],[9,1,3,2]]"

func tableCache() section {
	tc := func(desc, side string, ops int) work {
		return test(desc, "problems/slidingpuzzle", "^BenchmarkTableCache$/^"+side+"$", ops)
	}
	warm := prog("`sp -table-cache FILE`, the file written", "{tmp}/sp", "-table-cache", "{tmp}/4x4.pdb", korf1)
	cold := prog("`sp -table-cache off`", "{tmp}/sp", "-table-cache", "off", korf1)
	return section{Build: [][]string{buildSP, {"{tmp}/sp", "-table-cache", "{tmp}/4x4.pdb", korf1}}, Rows: []row{
		{"4×4 tables from a file", tc("read, SHA-256, check, lookup tables", "load", 10), tc("breadth-first build, lookup tables", "build", 2)},
		{"Korf's instance 1 (57 moves), a whole process", warm, cold},
		{"the check alone, both patterns' distances", tc("`distances.check`", "check", 10), work{}},
	}}
}

func beam() section {
	var rows []row
	for _, s := range []string{"3x3", "2x5"} {
		rows = append(rows, row{s + ", whole space", beamRun("`ripple-beam` (Prism, in-process)", s),
			prog("`sp -enumerate "+s+" -mode packed -workers 1`", "{tmp}/sp", "-enumerate", s, "-mode", "packed", "-workers", "1")})
	}
	return section{Build: [][]string{buildSP, buildBeam}, Rows: rows}
}

// beamRun is ripple-beam over the whole space of the s sliding puzzle, in
// a run directory emptied before each run.
func beamRun(desc, s string) work {
	dir := "{tmp}/beam-" + s
	return prog(desc, "sh", "-c", "rm -rf "+dir+" && exec {tmp}/ripple-beam -puzzle sliding -size "+s+
		" -max-states 300000000 -out "+dir+" -progress=false")
}

var buildBeam = []string{"go", "-C", "beam", "build", "-o", "{tmp}/ripple-beam", "./cmd/ripple-beam"}

func beam3x4() section {
	return section{Build: [][]string{buildSP, buildBeam}, Rows: []row{
		{"3×4, 239,500,800 states", beamRun("`ripple-beam -size 3x4` (Prism, frontier mode)", "3x4"),
			prog("`sp -enumerate 3x4`, 2 workers", "{tmp}/sp", "-enumerate", "3x4")},
	}}
}

func jobEnv(env string, argv ...string) cpuJob {
	return cpuJob{Name: env + " " + fmt.Sprint(argv), Argv: argv, Env: []string{env}}
}
