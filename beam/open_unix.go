//go:build unix

package ripplebeam

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// openRegular opens the local file at path for reading if it is a regular
// file, and returns its size. Lstat refuses a symbolic link, a FIFO or a
// device before anything is opened; the open itself neither follows a
// link nor waits for a FIFO's writer, and Fstat checks that what it
// opened is the file Lstat saw, should it have been replaced in between.
func openRegular(path string) (*os.File, int64, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, 0, err
	}
	if !fi.Mode().IsRegular() {
		return nil, 0, fmt.Errorf("%w (%s)", errNotRegular, describeMode(fi.Mode()))
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if errors.Is(err, syscall.ELOOP) {
		return nil, 0, fmt.Errorf("%w (a symbolic link)", errNotRegular)
	}
	if err != nil {
		return nil, 0, err
	}
	got, err := f.Stat()
	if err == nil && (!got.Mode().IsRegular() || !os.SameFile(fi, got)) {
		err = fmt.Errorf("%w (replaced while opened)", errNotRegular)
	}
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, got.Size(), nil
}
