//go:build !unix

package rottingoranges_test

import "time"

// cpuNow is unavailable here (no getrusage): TestTimeBenchGrids then
// reports a CPU time of 0.
func cpuNow() time.Duration { return 0 }
