package ripplebeam

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

// writeAtomic writes data to path through a temporary file renamed into
// place, so that a reader never sees part of it (object stores commit a
// write on Close anyway).
func writeAtomic(ctx context.Context, path string, data []byte) error {
	if !strings.Contains(path, "://") {
		return writeLocal(path, data)
	}
	fsys, err := filesystem.New(ctx, path)
	if err != nil {
		return err
	}
	defer fsys.Close()
	tmp := path + ".tmp"
	if err := filesystem.Write(ctx, fsys, tmp, data); err != nil {
		return err
	}
	return filesystem.Rename(ctx, fsys, tmp, path)
}

// writeLocal is writeAtomic on the local filesystem. Whatever is at the
// temporary file's name (a leftover of a crash, or a symbolic link, FIFO
// or device put there) is removed, and the file is created anew, so that
// the write never goes through a link out of the run's directory nor
// waits for a FIFO's reader.
func writeLocal(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.Remove(tmp); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// clearLocalDir removes every entry of the local directory dir; if dir is
// not a directory (a symbolic link, even to one, or a file), it removes
// dir itself and nothing it points to.
func clearLocalDir(dir string) error {
	fi, err := os.Lstat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return os.Remove(dir)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	return nil
}
