//go:build unix

package web_test

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/ripplebfs/ripple/internal/testsize"
)

// outcome is how one search of an engine in a worker of its own ended.
type outcome struct {
	End     string `json:"end"`     // "result", "exit", "fatal" or "error" (the worker's error event)
	Error   string `json:"error"`   // the search's error line, or the worker's
	Reached int    `json:"reached"` // states reached up to the last layer reported complete
	Depth   int    `json:"depth"`   // the layer being expanded at that report
	MS      int    `json:"ms"`
}

// engineSearch runs one search in a new worker of the page's tab ctx,
// speaking the engine's protocol (watch/engine_js.go) directly, so that no
// limit of the page applies, and waits for its end.
func engineSearch(t *testing.T, ctx context.Context, puzzle, input string, maxStates int) outcome {
	t.Helper()
	req, _ := json.Marshal(map[string]any{"type": "run", "id": 1, "puzzle": puzzle, "input": input, "maxStates": maxStates})
	js := fmt.Sprintf(`new Promise(resolve => {
  const w = new Worker('worker.js?engine=ripple.wasm');
  const out = {end: '', error: '', reached: 0, depth: 0, ms: 0};
  const began = performance.now();
  const end = (kind, error) => { w.terminate(); out.end = kind; out.error = error || ''; out.ms = Math.round(performance.now() - began); resolve(out); };
  w.onmessage = e => {
    const m = JSON.parse(e.data);
    if (m.type === 'ready') w.postMessage(%s);
    else if (m.type === 'progress') { out.reached = m.reached; out.depth = m.depth; }
    else end(m.type, m.error);
  };
  w.onerror = e => end('error', e.message);
})`, jsString(string(req)))
	out, err := chromedp.Run(ctx, chromedp.Evaluate[outcome](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("searching %s in a worker: %v", puzzle, err)
	}
	return out
}

// bigBoard3x4 is a 3×4 sliding puzzle: 239,500,800 positions, far more
// than a tab holds.
const bigBoard3x4 = "[[0,11,10,9],[8,7,6,5],[4,3,2,1]]"

var probe = flag.Int("probe", 0, "TestHeavyTabMemory: only search the 3×4 sliding puzzle under this state `limit`, and log how the search ended")

// TestHeavyTabMemory checks the page's MAX_STATES and TAB_HOLDS in the
// browser, on the puzzle that costs the most memory for the states it
// reaches: an engine in a worker, under no state limit, searches a 3×4
// sliding puzzle until its WebAssembly memory (4 GiB) is full, which must
// end its Go program with the reason reported, after at least TAB_HOLDS
// states; under MAX_STATES, the search must end at the limit. It takes
// minutes and 4 GiB of the machine's memory, hence the heavy tier (and
// -timeout 0). With -probe N it only searches under the limit N and logs
// how that ended: docs/benchmarks.md narrows TAB_HOLDS down so.
func TestHeavyTabMemory(t *testing.T) {
	testsize.RequireHeavy(t)
	ctx := tabFor(t, base+"?puzzle=slidingpuzzle", 2*time.Hour)
	if *probe > 0 {
		t.Logf("state limit %d: %+v", *probe, engineSearch(t, ctx, "slidingpuzzle", bigBoard3x4, *probe))
		return
	}
	caps, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`[MAX_STATES, TAB_HOLDS]`))
	if err != nil || len(caps) != 2 {
		t.Fatalf("reading the page's MAX_STATES and TAB_HOLDS: %v %v", caps, err)
	}
	maxStates, holds := caps[0], caps[1]
	died := engineSearch(t, ctx, "slidingpuzzle", bigBoard3x4, 1<<53-1)
	t.Logf("no state limit: %+v", died)
	if died.End != "exit" || !strings.Contains(died.Error, "fatal error: out of memory") {
		t.Errorf("the search ended by %s %q, want the exit of an engine out of memory", died.End, died.Error)
	}
	// The last progress report is a layer or so before the end.
	if died.Reached < holds*4/5 {
		t.Errorf("the engine died after %d states reached, far fewer than the %d the page says a tab holds", died.Reached, holds)
	}
	limited := engineSearch(t, ctx, "slidingpuzzle", bigBoard3x4, maxStates)
	t.Logf("state limit %d: %+v", maxStates, limited)
	if want := fmt.Sprintf("state limit exceeded: more than %d states reached", maxStates); limited.End != "result" || !strings.Contains(limited.Error, want) {
		t.Errorf("under the page's largest limit the search ended by %s %q, want the result %q", limited.End, limited.Error, want)
	}
}
