//go:build !unix

package networkdelay_test

import "time"

// cpuTime is unavailable here: benchmarks then omit cpu-ns/op.
func cpuTime() time.Duration { return 0 }
