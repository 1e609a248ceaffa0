//go:build !unix

package arrowgrid_test

import "time"

// cpuTime is unavailable here: benchmarks then omit cpu-ns/op.
func cpuTime() time.Duration { return 0 }
