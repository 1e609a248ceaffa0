package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// enginePkg is the package compiled to WebAssembly for the page.
const enginePkg = "github.com/ripplebfs/ripple/examples/web/wasm"

// builder builds the page's engine once and tells the handlers where it
// and wasm_exec.js are.
type builder struct {
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

// check finds the go command, wasm_exec.js and the cache directory, so
// that a missing toolchain is reported at once, in one line.
func (b *builder) check(ctx context.Context) error {
	goCmd, err := lookPath("go")
	if err != nil {
		return fmt.Errorf("%w: the page's engine is ripple compiled to WebAssembly by it on start (install Go from https://go.dev/dl/)", errNoGo)
	}
	b.goCmd = goCmd
	out, err := exec.CommandContext(ctx, goCmd, "env", "GOROOT", "GOVERSION", "GOMOD").Output()
	if err != nil {
		return fmt.Errorf("go env: %v", err)
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
	// One engine per toolchain and clone, so that servers started from
	// different ones never serve each other's engine (a wasm_exec.js works
	// only with the toolchain's own engine).
	key := sha256.Sum256([]byte(version + "\x00" + mod))
	dir := filepath.Join(cache, "ripple-web", fmt.Sprintf("%s-%x", version, key[:6]))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	b.out = filepath.Join(dir, "ripple.wasm")
	return nil
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

// goBuild runs GOOS=js GOARCH=wasm go build -o b.out enginePkg. Go skips
// the link when b.out is already up to date, so a restart costs a fraction
// of a second.
func goBuild(ctx context.Context, b *builder) error {
	cmd := exec.CommandContext(ctx, b.goCmd, "build", "-o", b.out, enginePkg)
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
		return fmt.Errorf("building the engine (GOOS=js GOARCH=wasm go build %s, from within ripple's module) failed: %s", enginePkg, msg)
	}
	return nil
}
