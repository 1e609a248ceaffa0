//go:build !unix

package main

import "time"

var start = time.Now()

// cpuTime has no getrusage to read here: it returns the wall-clock
// nanoseconds since the program started instead, which a loaded machine
// inflates. The figures of docs/benchmarks.md come from Linux.
func cpuTime() int64 { return int64(time.Since(start)) }
