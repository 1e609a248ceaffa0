//go:build !unix

package chance_test

import "time"

// cpuTime is unavailable here; the chance benchmarks then report 0 cpu-ns/op.
func cpuTime() time.Duration { return 0 }
