//go:build js && wasm

package watch

import (
	"context"
	"encoding/json"
	"fmt"
	"syscall/js"
	"time"

	"github.com/ripplebfs/ripple/search"
)

// The engine speaks JSON strings over postMessage with the page's worker
// (assets/worker.js). The page sends
// {"type":"run","id":N,"puzzle":NAME,"input":TEXT,"maxStates":M} to search
// (cancelling the search before it, if any) and {"type":"cancel"} to
// cancel. The engine answers {"type":"ready","puzzles":[…]} once loaded,
// {"type":"progress","id":N,"depth":D,"reached":R,"sizes":[…],"costs":[…],"byCost":B,"ms":T}
// (the sizes of the layers completed so far, and their costs; D is the
// last one's) while a search runs, and {"type":"result","id":N,"result":{…}}
// or {"type":"result","id":N,"error":LINE} at its end, or
// {"type":"cancelled","id":N,…} if it was cancelled; the result is a
// [Result]. Should the program end (it does not by itself; a fatal error
// such as running out of memory ends it), worker.js sends
// {"type":"exit","error":LINE} in its place.
//
// A search runs on its own goroutine and returns to the browser's event
// loop every 20 ms of work ([Env].Pace), so that a message from the page
// can cancel its context between two expansions.

// slice is how long a search works before it lets the event loop run.
const slice = 20 * time.Millisecond

// heartbeat is the most time between two progress reports of a search
// (while it is paced: the page replaces a worker silent for 3 s after a
// cancellation).
const heartbeat = 250 * time.Millisecond

// request is a message from the page.
type request struct {
	Type      string `json:"type"`
	ID        int    `json:"id"`
	Puzzle    string `json:"puzzle"`
	Input     string `json:"input"`
	MaxStates int    `json:"maxStates"`
}

// start is the engine: it answers the page's messages until the program
// is ended.
func start(puzzles []Puzzle) {
	cancel := context.CancelFunc(func() {})
	js.Global().Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		var req request
		if err := json.Unmarshal([]byte(args[0].Get("data").String()), &req); err != nil {
			// A field of the wrong type leaves the others decoded, the
			// id among them, so that the page shows the error.
			post(map[string]any{"type": "result", "id": req.ID, "error": "web: bad message: " + err.Error()})
			return nil
		}
		cancel() // every message ends the search before it
		if req.Type == "run" {
			var ctx context.Context
			ctx, cancel = context.WithCancel(context.Background())
			go runRequest(ctx, puzzles, req)
		}
		return nil
	}))
	post(map[string]any{"type": "ready", "puzzles": puzzles})
	select {}
}

// runRequest searches req and posts its progress and result.
func runRequest(ctx context.Context, puzzles []Puzzle, req request) {
	began := time.Now()
	lastYield, lastReport := began, began
	var last search.LayerStats // the last layer completed
	sizes, costs := []int{}, []int{}
	byCost := false
	report := func() {
		if time.Since(lastReport) >= heartbeat {
			lastReport = time.Now()
			post(map[string]any{"type": "progress", "id": req.ID, "depth": last.Cost, "reached": last.Reached, "sizes": sizes, "costs": costs, "byCost": byCost, "ms": time.Since(began).Milliseconds()})
		}
	}
	env := Env{
		MaxStates: req.MaxStates,
		Pace: func() {
			if time.Since(lastYield) >= slice {
				yieldToBrowser()
				lastYield = time.Now()
				report() // also within a wide layer: the page knows the engine is alive
			}
		},
		OnLayer: func(st search.LayerStats, weighted bool) {
			last, byCost = st, weighted
			sizes, costs = append(sizes, st.Size), append(costs, st.Cost)
			report()
		},
	}
	var res *Result
	var err error
	if p, ok := find(puzzles, req.Puzzle); ok {
		res, err = p.Solve(ctx, req.Input, env)
	} else {
		err = fmt.Errorf("web: no such puzzle: %q", req.Puzzle)
	}
	msg := map[string]any{"type": "result", "id": req.ID, "ms": time.Since(began).Milliseconds()}
	if ctx.Err() != nil {
		msg["type"] = "cancelled" // the page has moved on
	}
	if err != nil {
		msg["error"] = err.Error()
	} else {
		msg["result"] = res
	}
	post(msg)
}

// find returns the puzzle named name.
func find(puzzles []Puzzle, name string) (Puzzle, bool) {
	for _, p := range puzzles {
		if p.Name == name {
			return p, true
		}
	}
	return Puzzle{}, false
}

// post sends msg to the page as a JSON string.
func post(msg map[string]any) {
	b, err := json.Marshal(msg)
	if err != nil {
		b, _ = json.Marshal(map[string]any{"type": "result", "id": msg["id"], "error": "web: " + err.Error()})
	}
	js.Global().Call("postMessage", string(b))
}

// yieldToBrowser blocks until the browser has run the tasks queued before
// it, such as a message from the page: a message on a MessageChannel is a
// task without setTimeout's minimum delay.
func yieldToBrowser() {
	done := make(chan struct{})
	ch := js.Global().Get("MessageChannel").New()
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		close(done)
		return nil
	})
	ch.Get("port1").Set("onmessage", f)
	ch.Get("port2").Call("postMessage", nil)
	<-done
	ch.Get("port1").Call("close")
}
