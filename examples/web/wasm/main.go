//go:build js && wasm

// Command wasm is the web page's engine: ripple's plugins and search
// compiled to WebAssembly (GOOS=js GOARCH=wasm), run by the page in a Web
// Worker (worker.js), so that a long search never blocks the page.
//
// It speaks JSON strings over postMessage. The page sends
// {"type":"run","id":N,"puzzle":NAME,"input":TEXT,"maxStates":M} to search
// (cancelling the search before it, if any) and {"type":"cancel"} to
// cancel. The worker answers {"type":"ready","puzzles":[…]} once loaded,
// {"type":"progress","id":N,"depth":D,"reached":R,"sizes":[…],"ms":T}
// (the sizes of the layers completed so far) while a search
// runs, and {"type":"result","id":N,"result":{…}} or
// {"type":"result","id":N,"error":LINE} at its end, or
// {"type":"cancelled","id":N} if it was cancelled; examples/web/engine
// defines the result. Should the program end (it does not by itself; a
// fatal error such as running out of memory ends it), worker.js sends
// {"type":"exit","error":LINE} in its place.
//
// A search runs on its own goroutine and returns to the browser's event
// loop every 20 ms of work (engine.Env.Pace), so that a message from the
// page can cancel its context between two expansions.
package main

import (
	"context"
	"encoding/json"
	"time"

	"syscall/js"

	"github.com/ripplebfs/ripple/examples/web/engine"
	"github.com/ripplebfs/ripple/search"
)

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

func main() {
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
			go run(ctx, req)
		}
		return nil
	}))
	post(map[string]any{"type": "ready", "puzzles": engine.Puzzles()})
	select {}
}

// run searches req and posts its progress and result.
func run(ctx context.Context, req request) {
	began := time.Now()
	lastYield, lastReport := began, began
	var last search.LayerStats // the last layer completed
	var sizes []int            // the sizes of the layers completed
	report := func() {
		if time.Since(lastReport) >= heartbeat {
			lastReport = time.Now()
			post(map[string]any{"type": "progress", "id": req.ID, "depth": last.Cost, "reached": last.Reached, "sizes": sizes, "ms": time.Since(began).Milliseconds()})
		}
	}
	env := engine.Env{
		MaxStates: req.MaxStates,
		Pace: func() {
			if time.Since(lastYield) >= slice {
				yieldToBrowser()
				lastYield = time.Now()
				report() // also within a wide layer: the page knows the engine is alive
			}
		},
		OnLayer: func(st search.LayerStats) {
			last = st
			sizes = append(sizes, st.Size)
			report()
		},
	}
	res, err := engine.Run(ctx, req.Puzzle, req.Input, env)
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
