//go:build !unix

package cheapestflights_test

import "time"

// cpuTime is unavailable here: benchmarks then omit cpu-ns/op.
func cpuTime() time.Duration { return 0 }
