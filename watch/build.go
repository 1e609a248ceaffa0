//go:build !(js && wasm)

package watch

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
)

// builder builds the page's engine once and tells the handlers where it
// and wasm_exec.js are.
type builder struct {
	dir      string // the directory go build runs in: the main package's, or the working directory
	pkg      string // what go build builds there: "." or the main package's import path
	goCmd    string // the go command
	wasmExec string // path of wasm_exec.js in the toolchain's GOROOT
	out      string // path of the built engine

	compile func(ctx context.Context, b *builder) error // goBuild, replaced in tests

	done chan struct{} // closed once the build has ended
	once sync.Once
	err  error // the build's error, set before done is closed
}

// lookPath finds the go command; tests replace it.
var lookPath = exec.LookPath

func newBuilder() *builder {
	return &builder{compile: goBuild, done: make(chan struct{})}
}

// errNoGo is wrapped by the error for a missing go command.
var errNoGo = errors.New("the go command is not on PATH")

// check finds the go command, the main package, wasm_exec.js and the
// cache directory, so that a missing toolchain is reported at once, in
// one line. A b.dir set before check is the main package's directory.
func (b *builder) check(ctx context.Context) error {
	goCmd, err := lookPath("go")
	if err != nil {
		return fmt.Errorf("%w: the page's engine is this program compiled to WebAssembly by it on start (install Go from https://go.dev/dl/)", errNoGo)
	}
	b.goCmd = goCmd
	if b.dir != "" {
		if b.dir, err = filepath.Abs(b.dir); err != nil {
			return err
		}
		b.pkg = "."
	} else if b.dir, b.pkg, err = mainPackage(); err != nil {
		return err
	}
	if b.pkg != "." {
		// The import path from the working directory: it must be in the
		// main package's module, else go build would fail later.
		cmd := exec.CommandContext(ctx, goCmd, "list", "-f", "{{.Dir}}", b.pkg)
		cmd.Dir = b.dir
		out, err := cmd.Output()
		if err != nil {
			return fmt.Errorf("the main package's source is not found (%s is not in the module of the working directory): run the program with go run from its module, or name its directory with -src", b.pkg)
		}
		b.dir, b.pkg = strings.TrimSpace(string(out)), "."
	}
	cmd := exec.CommandContext(ctx, goCmd, "env", "GOROOT", "GOVERSION", "GOMOD")
	cmd.Dir = b.dir
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("go env in %s: %v", b.dir, err)
	}
	lines := strings.Split(strings.TrimSpace(string(out))+"\n\n", "\n")
	root, version, mod := lines[0], lines[1], lines[2]
	// Go 1.24 moved wasm_exec.js from misc/wasm to lib/wasm.
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		if p := filepath.Join(root, dir, "wasm_exec.js"); fileExists(p) {
			b.wasmExec = p
			break
		}
	}
	if b.wasmExec == "" {
		return fmt.Errorf("no wasm_exec.js in %s/lib/wasm or %s/misc/wasm: the Go installation is incomplete", root, root)
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	// One engine per toolchain and program, so that servers of different
	// programs or clones never serve each other's engine (a wasm_exec.js
	// works only with the toolchain's own engine).
	key := sha256.Sum256([]byte(version + "\x00" + mod + "\x00" + b.dir + "\x00" + b.pkg))
	dir := filepath.Join(cache, "ripple-watch", fmt.Sprintf("%s-%x", version, key[:6]))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	b.out = filepath.Join(dir, "ripple.wasm")
	return nil
}

// mainPackage returns where go build finds the running program's main
// package: the directory of main.main's source file if it exists (the
// program was built on this machine without -trimpath, as go run
// builds), else the working directory and the main package's import path
// (which go list then finds from within its module).
func mainPackage() (dir, pkg string, err error) {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs)])
	for more := true; more; {
		var f runtime.Frame
		f, more = frames.Next()
		if f.Function == "main.main" && filepath.IsAbs(f.File) && fileExists(f.File) {
			return filepath.Dir(f.File), ".", nil
		}
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", "", err
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Path != "" && bi.Path != "command-line-arguments" {
		return wd, bi.Path, nil
	}
	return "", "", errors.New("the main package's source is not found (its import path is not recorded): run the program with go run from its module, or name its directory with -src")
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// build compiles the engine (once; later calls wait for the first) and
// returns its error.
func (b *builder) build(ctx context.Context) error {
	b.once.Do(func() {
		b.err = b.compile(ctx, b)
		close(b.done)
	})
	<-b.done
	return b.err
}

// wait returns the build's error once it has ended, or ctx's error.
func (b *builder) wait(ctx context.Context) error {
	select {
	case <-b.done:
		return b.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// goBuild runs GOOS=js GOARCH=wasm go build -o b.out b.pkg in b.dir. Go
// skips the link when b.out is already up to date, so a restart costs a
// fraction of a second.
func goBuild(ctx context.Context, b *builder) error {
	cmd := exec.CommandContext(ctx, b.goCmd, "build", "-o", b.out, b.pkg)
	cmd.Dir = b.dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i] + " …"
		}
		if msg == "" {
			msg = err.Error()
		}
		return fmt.Errorf("building the engine (GOOS=js GOARCH=wasm go build %s, in %s) failed: %s", b.pkg, b.dir, msg)
	}
	return nil
}
