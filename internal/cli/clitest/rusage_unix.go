//go:build unix

package clitest

import (
	"os"
	"runtime"
	"syscall"
)

// maxRSS is the child's peak resident set size from its rusage: ru_maxrss
// counts KiB on Linux and the BSDs, bytes on macOS.
func maxRSS(ps *os.ProcessState) int64 {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return -1
	}
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		return int64(ru.Maxrss)
	}
	return int64(ru.Maxrss) << 10
}

// signalOf is the signal that ended the child, nil if it exited.
func signalOf(ps *os.ProcessState) os.Signal {
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return ws.Signal()
	}
	return nil
}

// closedPipeKills: on Unix a Go program that writes to a standard output
// closed by its reader dies of SIGPIPE.
const closedPipeKills = true
