package ripplebeam

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestWriteLocalReplacesWhatIsThere: a symbolic link, a FIFO or a stale
// file where writeLocal puts its temporary file is replaced, never written
// through nor waited on; the link's target stays as it was.
func TestWriteLocalReplacesWhatIsThere(t *testing.T) {
	dir := t.TempDir()
	outside := filepath.Join(t.TempDir(), "victim")
	require.NoError(t, os.WriteFile(outside, []byte("keep"), 0o644))
	for name, plant := range map[string]func(tmp string) error{
		"link":  func(tmp string) error { return os.Symlink(outside, tmp) },
		"fifo":  func(tmp string) error { return syscall.Mkfifo(tmp, 0o644) },
		"stale": func(tmp string) error { return os.WriteFile(tmp, []byte("stale and longer"), 0o644) },
	} {
		path := filepath.Join(dir, name, "file")
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, plant(path+".tmp"))
		done := make(chan error, 1)
		go func() { done <- writeLocal(path, []byte("data")) }()
		select {
		case err := <-done:
			require.NoError(t, err, name)
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: writeLocal blocked", name)
		}
		b, err := os.ReadFile(path)
		require.NoError(t, err)
		require.Equal(t, "data", string(b), name)
		_, err = os.Lstat(path + ".tmp")
		require.ErrorIs(t, err, os.ErrNotExist, name)
	}
	b, err := os.ReadFile(outside)
	require.NoError(t, err)
	require.Equal(t, "keep", string(b))
}

// TestClearLocalDir: a directory's entries are removed; a symbolic link
// in a directory's place is removed, and the directory it points to
// keeps its files.
func TestClearLocalDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "layer")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	for _, name := range []string{"a", "b.tmp"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), nil, 0o644))
	}
	require.NoError(t, clearLocalDir(dir))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Empty(t, entries)
	require.NoError(t, clearLocalDir(filepath.Join(t.TempDir(), "missing")))

	other := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(other, "precious"), []byte("x"), 0o644))
	link := filepath.Join(t.TempDir(), "layer")
	require.NoError(t, os.Symlink(other, link))
	require.NoError(t, clearLocalDir(link))
	_, err = os.Lstat(link)
	require.ErrorIs(t, err, os.ErrNotExist)
	_, err = os.Stat(filepath.Join(other, "precious"))
	require.NoError(t, err)
}
