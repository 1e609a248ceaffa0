//go:build unix

package web_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/chromedp/chromedp"
)

// dyingSite serves the page as the server does, with testdata/dyingengine
// as its engine; while unavailable is set, the engine's file answers 503.
func dyingSite(t *testing.T, unavailable *atomic.Bool) string {
	t.Helper()
	wasm := filepath.Join(t.TempDir(), "ripple.wasm")
	cmd := exec.Command("go", "build", "-o", wasm, "./testdata/dyingengine")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the dying engine: %v\n%s", err, out)
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	page := httputil.NewSingleHostReverseProxy(u)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/ripple.wasm" {
			page.ServeHTTP(w, r)
			return
		}
		if unavailable.Load() {
			http.Error(w, "the engine is not built", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "application/wasm")
		http.ServeFile(w, r, wasm)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// dead checks that the page reports a dead engine with line and offers to
// restart it.
func dead(t *testing.T, ctx context.Context, line string) {
	t.Helper()
	if st := settle(t, ctx); st != "error" {
		t.Fatalf("state %q, want error; #status %q", st, text(t, ctx, "status"))
	}
	if got := text(t, ctx, "error"); got != line {
		t.Errorf("#error = %q, want %q", got, line)
	}
	if got := text(t, ctx, "status"); got != "The engine stopped: restart it to search again." {
		t.Errorf("#status = %q", got)
	}
	if got := text(t, ctx, "answer") + text(t, ctx, "layers"); got != "" {
		t.Errorf("an answer is shown beside a dead engine: %q", got)
	}
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!document.getElementById('restart').hidden`))
	if err != nil || !shown {
		t.Errorf("no Restart button beside a dead engine (%v)", err)
	}
}

// answered checks that the page shows the dying engine's answer to its
// input.
func answered(t *testing.T, ctx context.Context, st string) {
	t.Helper()
	if st != "done" || text(t, ctx, "answer") != "1" || text(t, ctx, "error") != "" {
		t.Errorf("state %q, #answer %q, #error %q; want the answer 1", st, text(t, ctx, "answer"), text(t, ctx, "error"))
	}
	hidden, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById('restart').hidden`))
	if err != nil || !hidden {
		t.Errorf("the Restart button is shown beside a running engine (%v)", err)
	}
}

// TestDeadEngine runs the page on an engine that dies on demand (a Go
// program built for the test, speaking the engine's protocol): whether its
// Go program exits, panics, or an error escapes into the worker, the page
// must say so, not search forever, and a restart or a new input must bring
// up a new engine that searches again.
func TestDeadEngine(t *testing.T) {
	var unavailable atomic.Bool
	site := dyingSite(t, &unavailable)
	ctx := tabAt(t, site)
	answered(t, ctx, settle(t, ctx))
	for _, tc := range []struct{ input, line string }{
		{"exit 3", "web: the engine stopped (exit status 3)"},
		{"panic", "web: the engine stopped (exit status 2: panic: the test engine panics)"},
		{"throw", "web: the engine crashed: Uncaught Error: thrown in the worker"},
	} {
		t.Run(tc.input, func(t *testing.T) {
			input(t, ctx, tc.input)
			dead(t, ctx, tc.line)
			if tc.input == "exit 3" {
				shot(t, ctx, "web-dead-engine.png")
			}
			// Restart reruns the input in the box, which is now fine.
			js := `document.getElementById('input').value = 'ok'`
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](js)); err != nil {
				t.Fatal(err)
			}
			click(t, ctx, "restart")
			answered(t, ctx, settle(t, ctx))
			// A new input to a dead engine starts a new one by itself.
			input(t, ctx, tc.input)
			dead(t, ctx, tc.line)
			answered(t, ctx, input(t, ctx, "ok"))
		})
	}
	t.Run("not started", func(t *testing.T) {
		unavailable.Store(true)
		ctx := tabAt(t, site)
		dead(t, ctx, "web: the engine did not start: ripple.wasm: 503 the engine is not built")
		unavailable.Store(false)
		click(t, ctx, "restart")
		answered(t, ctx, settle(t, ctx))
	})
	if n, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.dataset.restarts`)); n != "6" {
		t.Errorf("the worker was replaced %s times, want 6 (two per way to die)", n)
	}
}
