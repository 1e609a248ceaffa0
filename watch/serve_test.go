//go:build !(js && wasm)

package watch

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/testsize"
)

// fakeBuilder is a checked builder whose engine is a file written by the
// test (after block is closed, if not nil).
func fakeBuilder(t *testing.T, block chan struct{}) *builder {
	t.Helper()
	b := newBuilder()
	b.dir = "../examples/jugs"
	if err := b.check(context.Background()); err != nil {
		t.Skipf("no go toolchain: %v", err)
	}
	b.out = filepath.Join(t.TempDir(), "ripple.wasm")
	b.compile = func(ctx context.Context, b *builder) error {
		if block != nil {
			<-block
		}
		return os.WriteFile(b.out, []byte("\x00asm\x01\x00\x00\x00"), 0o644)
	}
	return b
}

func TestHandler(t *testing.T) {
	block := make(chan struct{})
	b := fakeBuilder(t, block)
	srv := httptest.NewServer(newHandler(b))
	defer srv.Close()
	get := func(path string) (*http.Response, string) {
		t.Helper()
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp, string(body)
	}
	t.Run("page", func(t *testing.T) {
		resp, body := get("/")
		if resp.StatusCode != 200 || !strings.Contains(body, `<script src="app.js">`) || !strings.Contains(body, `id="answer"`) || !strings.Contains(body, `id="layers"`) || !strings.Contains(body, wasmName) {
			t.Errorf("GET /: %s\n%.300s", resp.Status, body)
		}
		_, app := get("/app.js")
		if !strings.Contains(app, "'"+wasmName+"'") {
			t.Error("app.js does not name the engine")
		}
	})
	t.Run("engine waits for the build", func(t *testing.T) {
		got := make(chan *http.Response, 1)
		go func() {
			resp, err := http.Get(srv.URL + "/" + wasmName)
			if err == nil {
				resp.Body.Close()
			}
			got <- resp
		}()
		select {
		case <-got:
			t.Fatal("the engine was served before it was built")
		case <-time.After(100 * time.Millisecond):
		}
		go b.build(context.Background())
		close(block)
		resp := <-got
		if resp == nil || resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/wasm" || resp.Header.Get("Content-Encoding") != "" {
			t.Fatalf("GET /%s: %+v", wasmName, resp)
		}
	})
	t.Run("wasm_exec.js", func(t *testing.T) {
		resp, body := get("/" + wasmExecName)
		if resp.StatusCode != 200 || !strings.Contains(body, "globalThis.Go") {
			t.Errorf("GET /%s: %s %.100s", wasmExecName, resp.Status, body)
		}
	})
}

func TestBuildFails(t *testing.T) {
	b := fakeBuilder(t, nil)
	b.compile = func(context.Context, *builder) error { return errors.New("no compiler") }
	srv := httptest.NewServer(newHandler(b))
	defer srv.Close()
	b.build(context.Background())
	resp, err := http.Get(srv.URL + "/" + wasmName)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("GET /%s after a failed build: %s", wasmName, resp.Status)
	}
}

func TestNoGo(t *testing.T) {
	defer func(f func(string) (string, error)) { lookPath = f }(lookPath)
	lookPath = func(string) (string, error) { return "", errors.New("not found") }
	var stdout, stderr bytes.Buffer
	if code := run("web", nil, &stdout, &stderr, testPuzzles); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	want := "web: the go command is not on PATH: the page's engine is this program compiled to WebAssembly by it on start (install Go from https://go.dev/dl/)\n"
	if stderr.String() != want || stdout.Len() != 0 {
		t.Errorf("stderr %q, stdout %q; want stderr %q", stderr.String(), stdout.String(), want)
	}
}

func TestFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"-h"}, 0, "usage: web"},
		{[]string{"-h"}, 0, "  line\tA line\n"},
		{[]string{"-src", "/nonexistent", "-out", "x"}, 2, "web: go env in /nonexistent:"},
		{[]string{"-nosuch"}, 2, "web: flag provided but not defined: -nosuch"},
		{[]string{"extra"}, 2, `web: unexpected argument "extra"`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run("web", tc.args, &stdout, &stderr, testPuzzles)
			if code != tc.code || !strings.Contains(stdout.String()+stderr.String(), tc.out) {
				t.Errorf("exit %d, want %d; output %q, want %q", code, tc.code, stdout.String()+stderr.String(), tc.out)
			}
		})
	}
}

func TestWriteSite(t *testing.T) {
	b := fakeBuilder(t, nil)
	dir := filepath.Join(t.TempDir(), "site")
	if err := writeSite(context.Background(), b, dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"index.html", "app.js", "worker.js", "style.css", wasmName, wasmExecName} {
		if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestServeStops(t *testing.T) {
	b := fakeBuilder(t, nil)
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr bytes.Buffer
	c := &command{name: "web", stdout: &stdout, stderr: &stderr}
	done := make(chan int, 1)
	go func() { done <- serve(ctx, c, b, "127.0.0.1:0") }()
	time.Sleep(200 * time.Millisecond)
	cancel() // as SIGINT or SIGTERM does through signal.NotifyContext
	select {
	case code := <-done:
		if code != 0 || !strings.Contains(stdout.String(), "web: serving the page on http://127.0.0.1:") {
			t.Errorf("exit %d; stdout %q, stderr %q", code, stdout.String(), stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not return after its context was cancelled")
	}
}

// TestHeavyBuildEngine builds the real engine, as the command does on
// start: it links a WebAssembly module (seconds of CPU even on a warm
// build cache, about 30 s on a cold one), so it runs in the heavy tier;
// the default tier builds with a fake compiler (TestWriteSite).
func TestHeavyBuildEngine(t *testing.T) {
	testsize.RequireHeavy(t)
	b := newBuilder()
	b.dir = "../examples/jugs"
	if err := b.check(context.Background()); err != nil {
		t.Skipf("no go toolchain: %v", err)
	}
	b.out = filepath.Join(t.TempDir(), wasmName)
	if err := b.build(context.Background()); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(b.out)
	if err != nil || !bytes.HasPrefix(data, []byte("\x00asm")) {
		t.Errorf("%s: not a WebAssembly module (%v)", b.out, err)
	}
}

// TestHeavySignals builds the command and stops it with SIGINT and
// SIGTERM: it must exit 0 and free its port. Building the command and its
// engine costs seconds of CPU, so it runs in the heavy tier; the default
// tier cancels serve's context directly (TestServeStops).
func TestHeavySignals(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT or SIGTERM to send on Windows")
	}
	testsize.RequireHeavy(t)
	bin := filepath.Join(t.TempDir(), "web")
	if out, err := exec.Command("go", "build", "-o", bin, "../examples/jugs").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd := exec.Command(bin, "-addr", "127.0.0.1:0")
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(out)
			var addr string
			for sc.Scan() && addr == "" {
				if i := strings.Index(sc.Text(), "http://"); i >= 0 {
					addr = strings.Fields(sc.Text()[i:])[0]
				}
			}
			if resp, err := http.Get(addr); err != nil {
				t.Fatalf("GET %s: %v", addr, err)
			} else {
				resp.Body.Close()
			}
			go io.Copy(io.Discard, out)
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("exit after %v: %v, want status 0", sig, err)
				}
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Fatalf("still running 20 s after %v", sig)
			}
			if _, err := http.Get(addr); err == nil {
				t.Errorf("%s still answers after the exit", addr)
			}
		})
	}
}

// TestHeavyFindsItsSource builds examples/jugs and runs it with -out:
// built as go build builds (the source's directory recorded) it finds its
// main package by itself from anywhere; built with -trimpath, from within
// its module by the import path, and from outside it not at all, which it
// says in one line, but with -src. Each run links a WebAssembly engine,
// seconds of CPU, and -trimpath rebuilds the standard library, hence the
// heavy tier.
func TestHeavyFindsItsSource(t *testing.T) {
	testsize.RequireHeavy(t)
	src, err := filepath.Abs("../examples/jugs")
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	for _, tc := range []struct {
		build []string // go build flags
		args  []string
		dir   string // where it runs
		fails string // the line on stderr, if it fails
	}{
		{nil, nil, tmp, ""},
		{[]string{"-trimpath"}, nil, src, ""},
		{[]string{"-trimpath"}, nil, tmp, "jugs: the main package's source is not found (github.com/ripplebfs/ripple/examples/jugs is not in the module of the working directory): run the program with go run from its module, or name its directory with -src\n"},
		{[]string{"-trimpath"}, []string{"-src", src}, tmp, ""},
	} {
		t.Run(strings.Join(append(tc.build, tc.args...), " ")+" in "+filepath.Base(tc.dir), func(t *testing.T) {
			bin := filepath.Join(t.TempDir(), "jugs")
			build := exec.Command("go", append(append([]string{"build", "-o", bin}, tc.build...), ".")...)
			build.Dir = src
			if out, err := build.CombinedOutput(); err != nil {
				t.Fatalf("go build: %v\n%s", err, out)
			}
			site := filepath.Join(t.TempDir(), "site")
			cmd := exec.Command(bin, append(tc.args, "-out", site)...)
			cmd.Dir = tc.dir
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			if tc.fails != "" {
				if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || stderr.String() != tc.fails {
					t.Errorf("%v, stderr %q; want exit status 2 and %q", err, stderr.String(), tc.fails)
				}
				return
			}
			if err != nil || stderr.Len() > 0 {
				t.Fatalf("%v: %s", err, stderr.String())
			}
			data, err := os.ReadFile(filepath.Join(site, wasmName))
			if err != nil || !bytes.HasPrefix(data, []byte("\x00asm")) {
				t.Errorf("%s: not a WebAssembly module (%v)", wasmName, err)
			}
		})
	}
}
