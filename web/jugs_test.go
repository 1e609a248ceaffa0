//go:build unix

package web_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// jugLayers is the layer sizes of Die Hard's water jugs (3 l and 5 l,
// from two empty jugs), by a queue over the moves as a person makes them:
// fill a jug, empty it, or pour one into the other until the one is
// empty or the other full; and the depth of the first state with the
// given litres in the 5 l jug.
func jugLayers(litres int) (sizes string, depth int) {
	caps := [2]int{3, 5}
	dist := map[[2]int]int{{}: 0}
	queue := [][2]int{{}}
	var count []int
	depth = -1
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for len(count) <= dist[s] {
			count = append(count, 0)
		}
		count[dist[s]]++
		if s[1] == litres && depth < 0 {
			depth = dist[s]
		}
		for j := range 2 {
			fill, empty, pour := s, s, s
			fill[j], empty[j] = caps[j], 0
			n := min(pour[j], caps[1-j]-pour[1-j])
			pour[j], pour[1-j] = pour[j]-n, pour[1-j]+n
			for _, t := range [][2]int{fill, empty, pour} {
				if _, ok := dist[t]; !ok {
					dist[t] = dist[s] + 1
					queue = append(queue, t)
				}
			}
		}
	}
	return strings.Trim(fmt.Sprint(count), "[]"), depth
}

// checkJugs checks a page of examples/jugs at url: ?puzzle=jugs shows the
// answer 6 and the layers of the whole space, 1 2 3 2 2 2 2 2, both also by
// jugLayers, with words for the puzzle shown (none of the built-ins'
// LeetCode functions and command-line tools).
func checkJugs(t *testing.T, url string) context.Context {
	t.Helper()
	sizes, depth := jugLayers(4)
	if sizes != "1 2 3 2 2 2 2 2" || depth != 6 {
		t.Fatalf("the reference finds layers %q and 4 l after %d moves", sizes, depth)
	}
	ctx := tabAt(t, url+"?puzzle=jugs")
	if got, layers := text(t, ctx, "answer"), text(t, ctx, "layers"); got != fmt.Sprint(depth) || layers != sizes {
		t.Errorf("#answer %q, #layers %q; want %d, %q", got, layers, depth, sizes)
	}
	click(t, ctx, "last")
	if got, want := text(t, ctx, "caption"), "Shortest path: 6 moves to {3 4}"; got != want {
		t.Errorf("the last step's caption is %q, want %q", got, want)
	}
	page, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
	if err != nil {
		t.Fatal(err)
	}
	for _, word := range []string{"LeetCode", "command-line", "CLI"} {
		if strings.Contains(page, word) {
			t.Errorf("the page of a puzzle of one's own speaks of %q:\n%s", word, page)
		}
	}
	return ctx
}

// TestJugs: examples/jugs, a program of ten lines' glue run with go run .
// from its own directory, serves the page for its puzzle; a bad input
// shows its parser's error, with the byte it names marked.
func TestJugs(t *testing.T) {
	ctx := checkJugs(t, jugs)
	shot(t, ctx, "web-jugs.png")
	bad := "\n 4x"
	if st := input(t, ctx, bad); st != "error" {
		t.Fatalf("state %q for %q", st, bad)
	}
	if got, want := text(t, ctx, "error"), `jugs: offset 2: strconv.Atoi: parsing "4x": invalid syntax`; got != want {
		t.Errorf("#error = %q, want %q", got, want)
	}
	if got, want := text(t, ctx, "caption"), "Byte 2 of the input, line 2:"; got != want {
		t.Errorf("the caption is %q, want %q", got, want)
	}
	mark, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('#view pre.where mark').textContent`))
	if err != nil || mark != "4" {
		t.Errorf("the marked byte is %q (%v), want the 4", mark, err)
	}
	for litres := range 7 {
		_, depth := jugLayers(litres)
		if st := input(t, ctx, fmt.Sprint(litres)); st != "done" || text(t, ctx, "answer") != fmt.Sprint(depth) {
			t.Errorf("%d l in the 5 l jug: state %q, #answer %q, want %d", litres, st, text(t, ctx, "answer"), depth)
		}
	}
}

// TestPageCheck runs the script of docs/web.md that reads a page from a
// program (./pagecheck, shown there verbatim) on examples/jugs's page.
func TestPageCheck(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join(repo, "docs", "web.md"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join("pagecheck", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "```go\n"+string(src)+"```\n") {
		t.Error("docs/web.md must show web/pagecheck/main.go verbatim in a go block")
	}
	out, err := exec.Command("go", "run", "./pagecheck", "-chromium", *chromium, "-timeout", "10m", jugs+"?puzzle=jugs").CombinedOutput()
	if want := "answer 6\nlayers 1 2 3 2 2 2 2 2\n"; err != nil || string(out) != want {
		t.Errorf("pagecheck: %v\n%s\nwant\n%s", err, out, want)
	}
	out, err = exec.Command("go", "run", "./pagecheck", "-chromium", *chromium, "-timeout", "10m", base+"?puzzle=jugs").CombinedOutput()
	if want := "answer 4\nlayers 1 6 11 7 7 1\n"; err != nil || string(out) != want {
		t.Errorf("pagecheck on examples/web, whose first puzzle opens for a name it does not know: %v\n%s\nwant\n%s", err, out, want)
	}
}
