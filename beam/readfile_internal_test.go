package ripplebeam

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestReadFileRefuses: readFile reads a regular file of an allowed size,
// and refuses, without reading it or waiting, a file of another size and
// anything that is not a regular file.
func TestReadFileRefuses(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	path := func(name string) string { return filepath.Join(dir, name) }
	require.NoError(t, os.WriteFile(path("ten"), []byte("0123456789"), 0o644))
	b, err := readFile(ctx, path("ten"), 10, 10)
	require.NoError(t, err)
	require.Equal(t, "0123456789", string(b))
	b, err = readFile(ctx, path("ten"), 0, 100)
	require.NoError(t, err)
	require.Len(t, b, 10)

	var se *sizeError
	_, err = readFile(ctx, path("ten"), 11, 11)
	require.ErrorAs(t, err, &se)
	require.Equal(t, "10 bytes, not 11", err.Error())
	_, err = readFile(ctx, path("ten"), 0, 9)
	require.ErrorAs(t, err, &se)
	require.Equal(t, "10 bytes, more than 9", err.Error())
	// A sparse file of 3 GiB is refused by its size, not read.
	f, err := os.Create(path("sparse"))
	require.NoError(t, err)
	require.NoError(t, f.Truncate(3<<30))
	require.NoError(t, f.Close())
	_, err = readFile(ctx, path("sparse"), 0, 1<<20)
	require.ErrorAs(t, err, &se)

	require.NoError(t, os.Symlink(path("ten"), path("link")))
	require.NoError(t, os.Symlink("/dev/zero", path("zero")))
	require.NoError(t, syscall.Mkfifo(path("fifo"), 0o644))
	require.NoError(t, os.Mkdir(path("dir"), 0o755))
	for name, kind := range map[string]string{
		"link": "a symbolic link", "zero": "a symbolic link", "fifo": "a FIFO", "dir": "a directory", "/dev/null": "a device",
	} {
		p := name
		if !filepath.IsAbs(p) {
			p = path(name)
		}
		done := make(chan error, 1)
		go func() {
			_, err := readFile(ctx, p, 0, 1<<20)
			done <- err
		}()
		select {
		case err := <-done:
			require.ErrorIs(t, err, errNotRegular, name)
			require.ErrorContains(t, err, kind, name)
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: readFile blocked", name)
		}
	}
	_, err = readFile(ctx, path("missing"), 0, 10)
	require.ErrorIs(t, err, os.ErrNotExist)
}
