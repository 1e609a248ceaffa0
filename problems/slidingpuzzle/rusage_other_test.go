//go:build !unix

package slidingpuzzle_test

import "time"

var processStart = time.Now()

// cpuTime has no getrusage here: wall time since the process started
// stands in for it (so the Manhattan baseline's one-minute cap still
// holds), and the Korf benchmarks' CPU figures are wall times.
func cpuTime() time.Duration { return time.Since(processStart) }

// maxRSS has no getrusage here; the Korf benchmarks report 0.
func maxRSS() int64 { return 0 }
