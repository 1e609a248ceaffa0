//go:build unix

package web_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/ripplebfs/ripple/examples/web/engine"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
)

// layerSizes are the sizes of search.Layers of nb from starts, computed
// here natively, as space-separated integers; stop, if not nil, ends them
// after the first layer holding a state it accepts.
func layerSizes[S comparable](nb search.Neighbors[S], stop func(S) bool, starts ...S) string {
	var sizes []string
	for _, layer := range search.Layers(nb, starts...) {
		sizes = append(sizes, strconv.Itoa(len(layer)))
		if stop != nil && slices.ContainsFunc(layer, stop) {
			break
		}
	}
	return strings.Join(sizes, " ")
}

func TestDefaultPage(t *testing.T) {
	ctx := tab(t, "")
	b, err := snakesladders.Parse(strings.NewReader(engine.Example909))
	if err != nil {
		t.Fatal(err)
	}
	t.Run("answer", func(t *testing.T) {
		got := text(t, ctx, "answer")
		// 4 is LeetCode's published output for the example; the wrapper
		// run natively must agree.
		if want := strconv.Itoa(snakesladders.SnakesAndLadders(b.Rows())); got != "4" || got != want {
			t.Errorf("#answer = %q, want LeetCode's 4 (natively %s)", got, want)
		}
	})
	t.Run("layers", func(t *testing.T) {
		want := layerSizes[int](b, nil, 1)
		if got := text(t, ctx, "layers"); got != want || got != "1 6 11 7 7 1" {
			t.Errorf("#layers = %q, want search.Layers' %q", got, want)
		}
	})
	t.Run("steps", func(t *testing.T) {
		click(t, ctx, "next")
		if got := text(t, ctx, "caption"); !strings.HasPrefix(got, "Layer 1 of 5: frontier 6, visited before it 1") {
			t.Errorf("after one step the caption is %q", got)
		}
		squares, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#view rect[fill="var(--frontier-soft)"]').length`))
		if err != nil {
			t.Fatal(err)
		}
		if squares != 6 {
			t.Errorf("layer 1 draws %d frontier squares, want 6", squares)
		}
		shot(t, ctx, "web-snakes-layer.png")
		click(t, ctx, "last")
		got := text(t, ctx, "caption")
		if !strings.HasPrefix(got, "Shortest path: 4 moves to square 36") {
			t.Errorf("the last step's caption is %q", got)
		}
		route := text(t, ctx, "view")
		for _, move := range []string{"ladder to 15", "snake to 13", "ladder to 35", "to 36"} {
			if !strings.Contains(route, move) {
				t.Errorf("the route %q does not mention %q", route, move)
			}
		}
		shot(t, ctx, "web-snakes.png")
	})
	t.Run("engine file", func(t *testing.T) {
		page, _ := io.ReadAll(get(t, "/").Body)
		app, _ := io.ReadAll(get(t, "/app.js").Body)
		if !bytes.Contains(page, []byte("ripple.wasm")) || !bytes.Contains(app, []byte("'ripple.wasm'")) || !bytes.Contains(page, []byte(`<script src="app.js">`)) {
			t.Error("neither index.html nor app.js names ripple.wasm")
		}
		resp := get(t, "/ripple.wasm")
		body, _ := io.ReadAll(resp.Body)
		if ct, ce := resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"); resp.StatusCode != 200 || ct != "application/wasm" || ce != "" {
			t.Errorf("GET /ripple.wasm: %s, Content-Type %q, Content-Encoding %q", resp.Status, ct, ce)
		}
		if !bytes.HasPrefix(body, []byte("\x00asm")) {
			t.Errorf("GET /ripple.wasm: not a WebAssembly module (%d bytes)", len(body))
		}
	})
}

var buildCLIs sync.Once

// cliLine runs the puzzle CLI name (built once from examples/) with args
// and stdin, and returns its line on stderr; it must exit 2.
func cliLine(t *testing.T, name, stdin string, args ...string) string {
	t.Helper()
	buildCLIs.Do(func() {
		cmd := exec.Command("go", "build", "-o", cliDir+string(filepath.Separator), "./examples/snakesladders", "./examples/rottingoranges", "./examples/slidingpuzzle", "./examples/wordladder", "./examples/arrowgrid", "./examples/networkdelay")
		cmd.Dir = repo
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("building the CLIs: %v\n%s", err, out)
		}
	})
	cmd := exec.Command(filepath.Join(cliDir, name), args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
		t.Fatalf("%s %v: %v, want exit status 2", name, args, err)
	}
	return strings.TrimRight(stderr.String(), "\n")
}

func TestBadBoard(t *testing.T) {
	ctx := tab(t, "")
	for _, tc := range []struct{ name, board string }{
		{"cell out of range", "[[-1,-1],[-1,9]]"},
		{"not square", "[[-1,-1,-1],[-1,-1]]"},
		{"syntax", "[[-1,-1],[-1,x]]"},
		{"pasted prompt with a bad cell", "Input: board = [[-1,4],[0,-1]]\nOutput: 1"},
		{"empty", ""},
		{"jump from the last square", "[[2,-1],[-1,-1]]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if st := input(t, ctx, tc.board); st != "error" {
				t.Fatalf("the page's state is %q, want error; #answer %q", st, text(t, ctx, "answer"))
			}
			// The CLI names its input after where it came from; the
			// page calls it engine.BoardName.
			want := strings.Replace(cliLine(t, "snakesladders", tc.board, "-board", "-"), "snakesladders: stdin: ", "snakesladders: "+engine.BoardName+": ", 1)
			if got := text(t, ctx, "error"); got != want {
				t.Errorf("the page says\n%s\nthe CLI says\n%s", got, want)
			}
			if got := text(t, ctx, "answer") + text(t, ctx, "layers"); got != "" {
				t.Errorf("an answer is shown beside the error: %q", got)
			}
		})
	}
	// LeetCode's board with a ladder to 37 on a 6×6 board, for the picture.
	bad := strings.Replace(engine.Example909, "13", "37", 1)
	if st := input(t, ctx, bad); st != "error" {
		t.Fatalf("state %q for a ladder to 37", st)
	}
	at := strings.Index(bad, "37")
	if got, want := text(t, ctx, "caption"), fmt.Sprintf("Byte %d of the input, line %d:", at, strings.Count(bad[:at], "\n")+1); got != want {
		t.Errorf("the caption is %q, want %q", got, want)
	}
	shot(t, ctx, "web-bad-board.png")
	if st := input(t, ctx, engine.Example909); st != "done" || text(t, ctx, "answer") != "4" {
		t.Errorf("after the example is pasted back: state %q, #answer %q", st, text(t, ctx, "answer"))
	}
}

// TestStaticSite writes the page with -out and loads it from a plain file
// server.
func TestStaticSite(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command("go", "run", "./examples/web", "-out", dir)
	cmd.Dir = repo
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run ./examples/web -out: %v\n%s", err, out)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	ctx := tabAt(t, srv.URL+"/")
	if got, layers := text(t, ctx, "answer"), text(t, ctx, "layers"); got != "4" || layers != "1 6 11 7 7 1" {
		t.Errorf("#answer %q, #layers %q from the static files", got, layers)
	}
}
