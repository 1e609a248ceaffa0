//go:build !(js && wasm)

package watch

import (
	"context"
	"embed"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// assets are the page: index.html, its script, style and worker.
//
//go:embed assets
var assets embed.FS

// Names of the files the page loads besides its assets; app.js and
// index.html name them too.
const (
	wasmName     = "ripple.wasm"
	wasmExecName = "wasm_exec.js"
)

// newHandler serves the assets at /, the engine at /ripple.wasm (once
// built; a request waits for the build) and Go's wasm_exec.js.
func newHandler(b *builder) http.Handler {
	site, _ := fs.Sub(assets, "assets") // assets is a literal directory: never fails
	files := http.FileServer(http.FS(site))
	mux := http.NewServeMux()
	mux.HandleFunc("/"+wasmName, func(w http.ResponseWriter, r *http.Request) {
		if err := b.wait(r.Context()); err != nil {
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		}
		serveFile(w, r, b.out, "application/wasm")
	})
	mux.HandleFunc("/"+wasmExecName, func(w http.ResponseWriter, r *http.Request) {
		serveFile(w, r, b.wasmExec, "text/javascript; charset=utf-8")
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
	return mux
}

// serveFile serves the file at path, uncompressed, as contentType.
func serveFile(w http.ResponseWriter, r *http.Request, path, contentType string) {
	f, err := os.Open(path)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, filepath.Base(path), st.ModTime(), f)
}

// writeSite builds the engine and writes the page's files to dir.
func writeSite(ctx context.Context, b *builder, dir string) error {
	if err := b.build(ctx); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	err := fs.WalkDir(assets, "assets", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := assets.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, strings.TrimPrefix(p, "assets/")), data, 0o644)
	})
	if err != nil {
		return err
	}
	return errors.Join(copyFile(b.out, filepath.Join(dir, wasmName)), copyFile(b.wasmExec, filepath.Join(dir, wasmExecName)))
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
