// Command instances writes the instances of the weighted benchmarks for the
// C++ anchors beside it, in their plain text format:
//
//	go -C docs/bench run ./weighted/instances 743  > 743.txt   # n k m, then m lines u v w
//	go -C docs/bench run ./weighted/instances 787  > 787.txt   # n src dst k m, then m lines from to price
//	go -C docs/bench run ./weighted/instances 787-2k    > 787-2k.txt     # the same format
//	go -C docs/bench run ./weighted/instances 787-binds > 787-binds.txt  # the same format
//	go -C docs/bench run ./weighted/instances 1368 > 1368.txt  # rows cols, then the rows
//	go -C docs/bench run ./weighted/instances 1976 > 1976.txt  # n m, then m lines u v time
//
// The instances are those of the Go benchmarks (internal/gen): Times(200000,
// 2000000, 100, 1) from node 1; Flights(5000, 400000, 10000, 1) from city 0
// to 4999 with k = 30, Flights(2000, 200000, 10000, 2) from 0 to 1999 with
// k = 30 and FlightsByDistance(2000, 200000, 1) from 0 to 1999 with k = 30;
// Arrows(2000, 2000, 1); Roads(100000, 1000000, 100, 1) from intersection 0
// to 99999. ../weighted.sh runs the suite.
package main

import (
	"bufio"
	"fmt"
	"os"

	"github.com/ripplebfs/ripple/internal/gen"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: instances 743|787|787-2k|787-binds|1368|1976")
		os.Exit(2)
	}
	w := bufio.NewWriter(os.Stdout)
	switch os.Args[1] {
	case "743":
		times := gen.Times(200_000, 2_000_000, 100, 1)
		fmt.Fprintln(w, 200_000, 1, len(times))
		writeTriples(w, times)
	case "787":
		flights := gen.Flights(5000, 400_000, 10_000, 1)
		fmt.Fprintln(w, 5000, 0, 4999, 30, len(flights))
		writeTriples(w, flights)
	case "787-2k":
		flights := gen.Flights(2000, 200_000, 10_000, 2)
		fmt.Fprintln(w, 2000, 0, 1999, 30, len(flights))
		writeTriples(w, flights)
	case "787-binds":
		flights := gen.FlightsByDistance(2000, 200_000, 1)
		fmt.Fprintln(w, 2000, 0, 1999, 30, len(flights))
		writeTriples(w, flights)
	case "1368":
		grid := gen.Arrows(2000, 2000, 1)
		fmt.Fprintln(w, len(grid), len(grid[0]))
		for _, row := range grid {
			for c, v := range row {
				if c > 0 {
					w.WriteByte(' ')
				}
				fmt.Fprint(w, v)
			}
			w.WriteByte('\n')
		}
	case "1976":
		roads := gen.Roads(100_000, 1_000_000, 100, 1)
		fmt.Fprintln(w, 100_000, len(roads))
		writeTriples(w, roads)
	default:
		fmt.Fprintln(os.Stderr, "instances: unknown instance", os.Args[1])
		os.Exit(2)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "instances:", err)
		os.Exit(1)
	}
}

func writeTriples(w *bufio.Writer, rows [][]int) {
	for _, r := range rows {
		fmt.Fprintln(w, r[0], r[1], r[2])
	}
}
