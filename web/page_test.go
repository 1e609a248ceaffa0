//go:build unix

package web_test

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

var (
	chromium = flag.String("chromium", "/usr/bin/chromium", "the chromium `binary` the tests drive")
	shots    = flag.String("shots", "", "write the screenshots to this `dir` (default: a temporary directory)")
)

// The shared fixtures, set up by TestMain.
var (
	base    string               // the page's URL, http://127.0.0.1:PORT/, served by examples/web
	jugs    string               // the URL of examples/jugs's page
	browser context.Context      // a headless chromium; each test opens a tab
	cliDir  string               // where the puzzle CLIs are built
	shotDir string               // where screenshots go
	repo, _ = filepath.Abs("..") // the core module
)

func TestMain(m *testing.M) {
	flag.Parse()
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	if _, err := os.Stat(*chromium); err != nil {
		fmt.Fprintf(os.Stderr, "web tests: %v (install chromium, or pass -chromium PATH)\n", err)
		return 1
	}
	tmp, err := os.MkdirTemp("", "ripple-web-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(tmp)
	shotDir, cliDir = *shots, filepath.Join(tmp, "bin")
	if shotDir == "" {
		shotDir = filepath.Join(tmp, "shots")
	}
	if err := os.MkdirAll(shotDir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	// examples/web as its docs run it, from the module's root, and
	// examples/jugs from its own directory, as a user runs a program of
	// their own.
	web, jugsSrv, err := startServers(repo, "./examples/web", filepath.Join(repo, "examples", "jugs"), ".")
	if err != nil {
		fmt.Fprintf(os.Stderr, "web tests: %v\n", err)
		return 1
	}
	base, jugs = web.url, jugsSrv.url
	code := withBrowser(tmp, m)
	for _, srv := range []*server{web, jugsSrv} {
		if err := srv.stop(); err != nil {
			fmt.Fprintf(os.Stderr, "web tests: %v\n", err)
			code = 1
		}
	}
	return code
}

// startServers starts two servers at once (their engines build in
// parallel) with startServer's arguments.
func startServers(dir1, pkg1, dir2, pkg2 string) (*server, *server, error) {
	type started struct {
		s   *server
		err error
	}
	second := make(chan started, 1)
	go func() {
		s, err := startServer(dir2, pkg2, nil)
		second <- started{s, err}
	}()
	s1, err1 := startServer(dir1, pkg1, nil)
	r := <-second
	if err := errors.Join(err1, r.err); err != nil {
		for _, s := range []*server{s1, r.s} {
			if s != nil {
				s.kill()
			}
		}
		return nil, nil, err
	}
	return s1, r.s, nil
}

// server is `go run PKG` of a page's program, running.
type server struct {
	cmd  *exec.Cmd
	url  string // http://127.0.0.1:PORT/
	done chan error
}

// startServer runs go run pkg in dir as a user would, on a free port, and
// waits (up to the 60 s a fresh clone is allowed, first build included)
// until it serves the page and the engine. env, if not nil, is the go
// command's environment.
func startServer(dir, pkg string, env []string) (*server, error) {
	cmd := exec.Command("go", "run", pkg, "-addr", "127.0.0.1:0")
	cmd.Dir, cmd.Env = dir, env
	cmd.Stderr = os.Stderr
	// A group of its own, to clean up after a failure.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, done: make(chan error, 1)}
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		addr := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`)
		var url string
		for sc.Scan() {
			if u := addr.FindString(sc.Text()); u != "" && url == "" {
				url = u
			}
			if strings.Contains(sc.Text(), "engine ready") {
				ready <- url
			}
		}
		close(ready)
		io.Copy(io.Discard, out)
	}()
	go func() { s.done <- cmd.Wait() }()
	select {
	case url, ok := <-ready:
		if !ok || url == "" {
			s.kill()
			return nil, fmt.Errorf("go run %s in %s: the server ended before its engine was ready", pkg, dir)
		}
		s.url = url
	case <-time.After(3 * time.Minute): // 60 s on a quiet machine; a loaded one is slower
		s.kill()
		return nil, fmt.Errorf("go run %s in %s: no engine after 3 minutes", pkg, dir)
	}
	return s, nil
}

// kill ends the server's process group at once.
func (s *server) kill() { syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL) }

// stop sends SIGTERM to the go command only, as a supervisor that knows
// only the process it started does; go run dies without passing it on,
// and the server must notice and free its port within seconds.
func (s *server) stop() error {
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		return err
	}
	<-s.done
	defer syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL) // in case the server is still there
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		resp, err := http.Get(s.url)
		if err != nil {
			return nil
		}
		resp.Body.Close()
	}
	return errors.New("the server still answers 10 s after go run was sent SIGTERM")
}

// withBrowser starts chromium with the flags that work on a headless
// Debian machine and runs the tests.
func withBrowser(tmp string, m *testing.M) int {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(*chromium),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(filepath.Join(tmp, "profile")),
		chromedp.WindowSize(1360, 1000),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	bctx, cancelB := chromedp.NewContext(actx)
	defer cancelB()
	if err := chromedp.Do(bctx); err != nil { // starts the browser
		fmt.Fprintf(os.Stderr, "web tests: starting %s: %v\n", *chromium, err)
		return 1
	}
	browser = bctx
	return m.Run()
}

// tab opens a new tab on the page (with query q, such as "?puzzle=x") and
// waits until its first search has ended.
func tab(t *testing.T, q string) context.Context {
	t.Helper()
	return tabAt(t, base+q)
}

// tabAt opens a new tab on url and waits until its first search has ended.
func tabAt(t *testing.T, url string) context.Context {
	t.Helper()
	return tabFor(t, url, 2*time.Minute)
}

// tabFor opens a new tab on url that closes after d, and waits until its
// first search has ended.
func tabFor(t *testing.T, url string, d time.Duration) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser)
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, d)
	t.Cleanup(cancelT)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1360, 1000), chromedp.Navigate(url)); err != nil {
		t.Fatalf("loading %s: %v", url, err)
	}
	settle(t, ctx)
	return ctx
}

// settle waits until the page's search has ended (data-state done or
// error) and returns the state.
func settle(t *testing.T, ctx context.Context) string {
	t.Helper()
	st, err := chromedp.Run(ctx, chromedp.Poll[string](`['done','error'].includes(document.body.dataset.state) && document.body.dataset.state`, chromedp.WithPollingTimeout(90*time.Second)))
	if err != nil {
		status, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('status').textContent`))
		t.Fatalf("the page's search did not end: %v (status %q)", err, status)
	}
	return st
}

// text returns the text of the element with the given id.
func text(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`document.getElementById(%q).textContent`, id)))
	if err != nil {
		t.Fatalf("reading #%s: %v", id, err)
	}
	return s
}

// input replaces the page's input as a user's paste does, and waits for
// the search.
func input(t *testing.T, ctx context.Context, value string) string {
	t.Helper()
	js := fmt.Sprintf(`(() => { const el = document.getElementById('input'); el.value = %s; el.dispatchEvent(new Event('input')); })()`, jsString(value))
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](js)); err != nil {
		t.Fatalf("typing: %v", err)
	}
	return settle(t, ctx)
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`, "\r", `\r`, "\u2028", `\u2028`, "\u2029", `\u2029`)
	return "'" + r.Replace(s) + "'"
}

// click clicks the element with the given id.
func click(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#"+id))); err != nil {
		t.Fatalf("clicking #%s: %v", id, err)
	}
}

// shot writes a screenshot of the viewport to name in the screenshot
// directory.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join(shotDir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// get fetches path from the server.
func get(t *testing.T, path string) *http.Response {
	t.Helper()
	resp, err := http.Get(base + strings.TrimPrefix(path, "/"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}
