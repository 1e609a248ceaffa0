//go:build unix

package cpu

import (
	"os"
	"runtime"
	"syscall"
)

func maxRSS(ps *os.ProcessState) int64 {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0
	}
	if runtime.GOOS == "darwin" {
		return int64(ru.Maxrss) / 1024 // bytes there
	}
	return int64(ru.Maxrss)
}
