// Command slidingpuzzle solves an m×n sliding-tile puzzle (LeetCode 773 on
// 2×3, the 8-puzzle on 3×3, up to 16 cells) and enumerates whole state
// spaces breadth-first.
//
//	go run ./examples/slidingpuzzle                      # LeetCode 773: [[4,1,2],[5,0,3]]
//	go run ./examples/slidingpuzzle '[[8,6,7],[2,5,4],[3,0,1]]'
//	echo 'Input: board = [[1,2,3],[4,0,5]]' | go run ./examples/slidingpuzzle -
//	go run ./examples/slidingpuzzle '[[13,6,8,12],[15,14,0,10],[11,7,4,5],[9,1,3,2]]'  # 57 moves (Korf #1)
//	go run ./examples/slidingpuzzle -batch < boards.txt  # one length per line
//	go run ./examples/slidingpuzzle -enumerate 3x4       # 239,500,800 positions
//	go run ./examples/slidingpuzzle -enumerate 4x4 -depth 22 -mode packed
//
// Solving (the default, or -solve) reads the board from the argument, or
// from standard input for "-", as a LeetCode literal, optionally pasted as
// LeetCode prints it ("Input: board = [[…]]", up to an "Output:" line). It
// prints the number of moves (-1 if the board is unsolvable), the tiles
// moved, the time, then every position of one shortest solution: on 4×4
// by IDA* with pattern databases (built on first use, seconds of CPU, with
// progress on stderr under -v, then kept in a checksummed file for later
// runs: -table-cache FILE, by default ripple/slidingpuzzle-4x4.pdb under
// the user's cache directory, $XDG_CACHE_HOME or ~/.cache on Linux,
// ~/Library/Caches on macOS, %LocalAppData% on Windows; -table-cache off
// or RIPPLE_PDB_CACHE=off turns it off; a file that fails its checksum, or
// whose distances are not exactly a build's, each checked against its
// neighbours', is rebuilt and rewritten, with one line saying why on
// stderr under -v), otherwise by bidirectional search.
//
// -batch solves one board per line of standard input and prints one length
// per line (-1 if unsolvable), in input order, -workers boards at a time
// (GOMAXPROCS by default, 1..1024; searches whose memory -max-states bounds
// run one at a time); with -v, once the run has taken a second, stderr
// gets a line per board, and a summary. A line that is not a board stops
// the run (exit 2) naming the line.
//
// -enumerate RxC runs a complete breadth-first search from the goal (tiles
// 1..R·C−1 in row-major order, then the blank in the bottom-right corner)
// with search.SweepContext; stdout gets exactly one line per depth,
// "<depth> <count>", and with -v or -progress (the default when stderr is a
// terminal) stderr gets a progress line per layer (depth, layer size,
// states so far, states/s) and a summary (total, time, peak memory).
// -workers sets the goroutines (default GOMAXPROCS), -mode the visited set
// (dense bitsets, packed uint64 keys or a Go map; dense needs at most 12
// cells), -depth a depth limit.
//
// Limits: standard input is read up to -max-bytes (default 256 MiB, which
// fits a 5000×5000 LeetCode board; see internal/cli.DefaultMaxBytes). The
// 4×4 puzzle has 10^13 positions, so searches stop at -max-states (default
// 32,000,000 states reached): enumeration in packed or map mode checks it
// as it adds states, a batch at a time, solving (bidirectional search, both
// sides together) as each state is added. The default keeps a stopped run
// under about a quarter of a 24 GiB machine; 4×4 solving by IDA* needs no
// per-state memory, so only an explicit -max-states applies to it, as a
// budget of states generated (docs/benchmarks.md, "CLI limits", has the
// peak memory at the limit). Dense mode costs 3 bits per permutation of the
// board whatever the number of states, so the default does not apply to it
// (-enumerate 3x4 visits all its positions); an explicit -max-states does.
//
// Exit status: 0 when an answer was printed (including -1 for an
// unsolvable board, which is found without search), 2 on bad input or
// flags, at -max-bytes or -max-states, or when standard output cannot be
// written, with one line on standard error (and nothing else there without
// -v).
// There is no exit status 1: every valid board has an answer. -h prints the
// usage and exits 0.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
