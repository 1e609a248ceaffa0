package watch

// Main is a page program's main function: it serves the page for
// puzzles, or, compiled to WebAssembly, is the page's engine for them (see
// the package doc). The page opens on the puzzle named by ?puzzle=NAME in
// its address, else on the first one. Natively Main ends the program with
// its exit status; in the browser it never returns.
//
// It panics, with a "watch: " prefix, if puzzles is empty, or a puzzle
// has no Name or no Run function, or two share a Name.
func Main(puzzles ...Puzzle) {
	checkPuzzles(puzzles)
	start(puzzles)
}
