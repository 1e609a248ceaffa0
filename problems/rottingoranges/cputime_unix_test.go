//go:build unix

package rottingoranges_test

import (
	"syscall"
	"time"
)

// cpuNow returns the CPU time the process has used, user plus system.
func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
