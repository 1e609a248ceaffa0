//go:build unix

package ripplebeam

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// lockName is the file of a run's directory that the running process
// holds locked.
const lockName = "lock"

// lockDir locks the run directory dir for this process: an exclusive,
// non-blocking flock on dir/lock, which the kernel releases when the
// process ends, however it ends (a run killed with SIGKILL leaves no stale
// lock). Directories on object stores (any path with "://") are not
// locked: there, one run per directory is the caller's rule.
func lockDir(dir string) (unlock func(), err error) {
	if strings.Contains(dir, "://") {
		return func() {}, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	// Not through a symbolic link: the lock is the run's own file.
	f, err := os.OpenFile(filepath.Join(dir, lockName), os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW, 0o644)
	if errors.Is(err, syscall.ELOOP) {
		return nil, fmt.Errorf("%s: cannot lock: %s is a symbolic link, not the run's own file", dir, lockName)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: cannot lock: %w", dir, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%s is in use by another run (it holds %s locked)", dir, lockName)
		}
		return nil, fmt.Errorf("%s: cannot lock: %w", dir, err)
	}
	return func() { f.Close() }, nil
}
