//go:build !unix

package search_test

import "time"

// cpuTime is unavailable here; benchmarks then report no cpu-ns/op.
func cpuTime() time.Duration { return 0 }
