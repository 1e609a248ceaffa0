// Command ripple-beam enumerates a state space breadth-first as a series of
// Apache Beam pipelines, one per layer, with the layers kept as files: on
// the Prism runner in-process by default, or on Flink, Spark or Dataflow
// through Beam's own flags.
//
//	go run ./beam/cmd/ripple-beam -puzzle sliding -size 3x3 -out /tmp/l3x3
//	go run ./beam/cmd/ripple-beam -puzzle sliding -size 3x3 -out /tmp/l3x3 -resume
//	go run ./beam/cmd/ripple-beam -puzzle snakes -board '[[-1,4],[-1,3]]' -out /tmp/s
//	go run ./beam/cmd/ripple-beam -puzzle sliding -size 2x5 -out gs://b/l2x5 \
//	    --runner=dataflow --project=P --region=R --temp_location=gs://b/tmp
//
// Standard output gets exactly one line per depth, "<depth> <count>", as
// go run ./examples/slidingpuzzle -enumerate RxC prints; standard error a
// progress line per layer (depth, layer size, states so far, states/s)
// with -progress, or by default when it is a terminal.
//
// The problems are the plugins of ripple/problems/all whose states pack
// into a uint64 (their plugin.Packing), each with its parameter flag:
// -puzzle sliding -size RxC searches the R×C sliding puzzle from its goal
// in frontier mode (its moves can be undone); -puzzle snakes -board
// searches a Snakes and Ladders board (a LeetCode 909 literal, or - for
// standard input, read up to -max-bytes) from square 1 in full mode
// (moves are one-way). -out is the run's directory: run.json, lock, then
// per layer a directory of shard files and a manifest (depth, count,
// checksum, each file's key checksum, and a digest of its own), each
// naming the run. A run stopped at any point continues with -resume,
// checking every manifest and every layer on disk against its manifest,
// and recomputing any layer that is partial, corrupt, of another run, or
// not made of regular files; the output is that of an uninterrupted run.
// A directory is used by one run at a time.
//
// Limits: -max-states (default 50,000,000) stops the run with exit 2 once
// the complete layers hold more states; -max-depth stops it after a depth.
// Exit status: 0 the layers were printed; 2 bad flags or input (an
// unknown --runner, -resume on a directory without a run), a limit
// reached, a directory in use by another run or a failed pipeline, with
// one line on standard error. -h prints the usage and exits 0. The command
// is a [ripplebeam.Command]: a program of its own around its own puzzle
// needs only that and a registration (beam/examples/hanoi).
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
