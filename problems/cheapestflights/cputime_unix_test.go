//go:build unix

package cheapestflights_test

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time (user + system) the test process has used.
// Benchmarks report it per operation as cpu-ns/op: on a shared, overloaded
// machine it varies far less than wall time, which counts the time spent
// waiting for a core.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
