//go:build unix

package search_test

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time (user + system) the process has used so
// far, GC workers included. Benchmarks report it per operation as
// cpu-ns/op: on a shared machine it varies far less than wall time, which
// also counts the time spent waiting for a core.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
