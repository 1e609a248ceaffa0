// Command hanoi counts the positions of the four-peg Towers of Hanoi by
// their distance in moves from the start (every disc on the first peg),
// on Apache Beam pipelines with ripplebeam: a program as a user
// writes it around a puzzle of their own, in about ten lines plus the
// puzzle.
//
//	go run ./examples/hanoi -discs 10 -out /tmp/hanoi10            # in beam/
//	go run ./examples/hanoi -discs 10 -out /tmp/hanoi10 -resume
//
// Standard output is one "<depth> <count>" line per depth; every flag of
// ripplebeam.Command applies (-progress, -max-states, -shards, Beam's
// --runner and its options). Exit status 0 when the layers were printed,
// 2 with one line on standard error otherwise.
package main

import (
	"flag"
	"fmt"
	"strconv"

	ripplebeam "github.com/ripplebfs/ripple/beam"
)

// Workers rebuild the graph from the name and the parameter string, so the
// registration is in init, run by the launcher and by every worker.
func init() {
	ripplebeam.Register("hanoi4", true /* every move can be undone */, func(params string) (ripplebeam.Graph, error) {
		n, err := strconv.Atoi(params)
		if err != nil || n < 1 || n > MaxDiscs {
			return nil, fmt.Errorf("-discs %s: want 1 to %d", params, MaxDiscs)
		}
		return ripplebeam.Of[uint64](Hanoi{Discs: n}, 0) // from state 0: every disc on peg 0
	})
}

func main() { command().Main() }

func command() ripplebeam.Command {
	return ripplebeam.Command{
		Name:  "hanoi",
		Usage: "usage: hanoi -discs N -out DIR [-resume] [flags] [Beam flags]",
		Flags: func(fs *flag.FlagSet) ripplebeam.Params {
			discs := fs.Int("discs", 8, "the number of discs, 1 to 32")
			return ripplebeam.Fixed("hanoi4", func() string { return strconv.Itoa(*discs) })
		},
	}
}
