//go:build !unix

package ripplebeam

import (
	"fmt"
	"os"
)

// openRegular opens the local file at path for reading if it is a regular
// file, and returns its size. Lstat refuses a symbolic link or a device
// before anything is opened, and Stat checks that what was opened is the
// file Lstat saw.
func openRegular(path string) (*os.File, int64, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, 0, err
	}
	if !fi.Mode().IsRegular() {
		return nil, 0, fmt.Errorf("%w (%s)", errNotRegular, describeMode(fi.Mode()))
	}
	f, err := os.Open(path)
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
