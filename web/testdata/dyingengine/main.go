//go:build js && wasm

// Command dyingengine stands in for the page's engine in the browser tests
// of a dead engine: it speaks the engine's protocol (watch/engine_js.go)
// with one puzzle, whose input says how the engine ends: "ok" answers 1,
// "exit N" ends the Go program with status N, "panic" panics, and "throw"
// throws an error in the worker's event loop, as a trap of the engine
// would. Anything else answers 1 too.
package main

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"syscall/js"
)

type request struct {
	Type  string `json:"type"`
	ID    int    `json:"id"`
	Input string `json:"input"`
}

func main() {
	js.Global().Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		var req request
		if err := json.Unmarshal([]byte(args[0].Get("data").String()), &req); err != nil || req.Type != "run" {
			return nil
		}
		switch word, arg, _ := strings.Cut(strings.TrimSpace(req.Input), " "); word {
		case "exit":
			code, _ := strconv.Atoi(arg)
			os.Exit(code)
		case "panic":
			panic("the test engine panics")
		case "throw":
			js.Global().Call("setTimeout", js.Global().Get("Function").New("throw new Error('thrown in the worker')"), 0)
		default:
			post(map[string]any{"type": "result", "id": req.ID, "ms": 0, "result": map[string]any{
				"answer": 1, "answerNote": "one", "sizes": []int{1}, "layers": [][]any{{req.Input}},
				"cut": false, "path": nil, "goal": "", "summary": "a test engine", "view": nil,
			}})
		}
		return nil
	}))
	post(map[string]any{"type": "ready", "puzzles": []map[string]any{
		{"name": "dying", "title": "An engine that dies on demand", "example": "ok", "help": "ok, exit N, panic or throw", "kind": ""},
	}})
	select {}
}

func post(msg map[string]any) {
	b, _ := json.Marshal(msg)
	js.Global().Call("postMessage", string(b))
}
