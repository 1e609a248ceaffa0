package ripplebeam

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

// errNotRegular is wrapped by the errors about a run's file that is not a
// regular file: a symbolic link (wherever it points), a FIFO, a device, a
// socket or a directory. A run writes only regular files, and reading
// one of the others could block (a FIFO) or never end (/dev/zero).
var errNotRegular = errors.New("not a regular file")

// sizeError reports a file whose size is outside what its reader allows.
type sizeError struct {
	Size, Min, Max int64
}

func (e *sizeError) Error() string {
	switch {
	case e.Min == e.Max:
		return fmt.Sprintf("%d bytes, not %d", e.Size, e.Min)
	case e.Size > e.Max:
		return fmt.Sprintf("%d bytes, more than %d", e.Size, e.Max)
	}
	return fmt.Sprintf("%d bytes, fewer than %d", e.Size, e.Min)
}

// readFile reads the file at path, which must be a regular file of min to
// max bytes: the size is checked before a byte is read, and the file is
// read through a reader bounded by that size plus one, so that what it
// costs is bounded by max whatever the file (one that grows while it is
// read is refused too). Local paths are checked with Lstat and opened
// without following a symbolic link or waiting for a FIFO's writer;
// other paths go through Beam's filesystem registry, whose Size bounds
// the read.
func readFile(ctx context.Context, path string, min, max int64) ([]byte, error) {
	if !strings.Contains(path, "://") {
		return readLocal(path, min, max)
	}
	fsys, err := filesystem.New(ctx, path)
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	size, err := fsys.Size(ctx, path)
	if err != nil {
		return nil, err
	}
	if size < min || size > max {
		return nil, &sizeError{size, min, max}
	}
	r, err := fsys.OpenRead(ctx, path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return readExactly(r, size)
}

// readLocal is readFile on the local filesystem.
func readLocal(path string, min, max int64) ([]byte, error) {
	f, size, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if size < min || size > max {
		return nil, &sizeError{size, min, max}
	}
	return readExactly(f, size)
}

// readExactly reads r, which must hold size bytes, through a reader
// bounded by size+1, into one buffer of that size.
func readExactly(r io.Reader, size int64) ([]byte, error) {
	b := make([]byte, size+1)
	n, err := io.ReadFull(io.LimitReader(r, size+1), b)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, err
	}
	if int64(n) != size {
		return nil, fmt.Errorf("changed size while read (%d bytes, then %d or more)", size, n)
	}
	return b[:n], nil
}

// describeMode names the kind of a file that is not regular.
func describeMode(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m.IsDir():
		return "a directory"
	}
	return "mode " + m.String()
}
