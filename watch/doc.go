// Package watch serves a web page that steps through the layers of a
// search of your own puzzles: the breadth-first layers, or for weighted
// moves the states settled at each cost, the frontier, what is already
// visited, the layer sizes as a chart, and at the end one shortest (or
// cheapest) path. The searches are ripple's own (package search), compiled
// with your puzzles to WebAssembly and run in the browser, in a Web Worker
// and under a state limit; the page only draws what they return.
//
// A program is one main package that describes its puzzles and calls
// [Main]. A puzzle is its name, a title, an example input and a Run
// function; [BFS] and [Dijkstra] make the Run function from a parser of
// the input text into a [Problem] or a [WeightedProblem] (the moves, as a
// [search.Neighbors] or a [search.WeightedNeighbors] value, the starts and
// the goal), so that a puzzle the search package already solves is on the
// page in a few lines:
//
//	func main() {
//		watch.Main(watch.Puzzle{
//			Name: "jugs", Title: "Die Hard's water jugs", Example: "4",
//			Run: watch.BFS(func(input string) (watch.Problem[jugs], error) {
//				…
//			}),
//		})
//	}
//
// Run natively, by go run . in the package's directory or go run ./dir
// from within its module, Main serves the page (at http://127.0.0.1:8080/
// unless -addr says otherwise; ?puzzle=NAME in its address opens that
// puzzle, the first one otherwise) and builds the same main package for
// GOOS=js GOARCH=wasm with the go command on PATH, into the user's cache
// directory; the first build compiles the standard library for
// WebAssembly (about 30 s of CPU), later ones take a fraction of a
// second. wasm_exec.js, the JavaScript half of Go's WebAssembly support,
// is served from the same toolchain's GOROOT, so that it always matches the
// engine. With -out DIR it writes the page, the engine and wasm_exec.js to
// DIR instead and exits: any static web server can host them (one that
// serves .wasm files as application/wasm lets the browser compile the
// engine as it downloads). Compiled to WebAssembly, Main is the engine:
// it answers the page's requests with the puzzles' Run functions.
// So the main package must build for GOOS=js GOARCH=wasm too.
//
// The engine's source is the running program's main package: the
// directory of its source files when the program was built on this
// machine (go run and go build record it, unless -trimpath), else the
// package of its import path in the module of the working directory;
// -src DIR names the directory instead.
//
// Exit status of the native program: 0 after SIGINT or SIGTERM, or once
// -out has written the files; 2 on bad flags, a missing go command, a
// failed build, or an address that cannot be listened on, with one line
// on standard error.
//
// # Bounds
//
// Every search stops at the page's state limit ([Env].MaxStates;
// [DefaultMaxStates] unless the page's user sets another, at most
// [MaxStateLimit]), and is cancelled when the input changes: the engine
// returns to the browser's event loop every 20 ms of work ([Env].Pace),
// so that a new message can cancel the search's context. An input longer
// than [MaxInputBytes] is refused before it is parsed. Should the engine
// die all the same (out of memory, a panic), the page says so and offers
// to restart it.
//
// # Drawings
//
// A puzzle's [Puzzle].Kind names the page's drawing of its states: by
// default ([KindLabels]) each state of a layer and of the path is shown as
// a label; [KindBoard], [KindGrid], [KindTiles] and [KindArrows] draw
// Snakes and Ladders boards, grids of cells, sliding-puzzle boards and
// grids of arrows from what [Result].View holds ([BoardView], [GridView],
// [TilesView], [ArrowView]).
package watch
