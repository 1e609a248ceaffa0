// Command web serves a page that steps through the breadth-first layers of
// ripple's puzzles: Snakes and Ladders (a LeetCode 909 board pasted in),
// Rotting Oranges, the sliding puzzle and word ladders over Knuth's SGB
// words. The page runs the real plugins and the real search, compiled to
// WebAssembly, in a Web Worker; it draws the frontier, what is visited,
// the layer sizes and a shortest path, gives the answer of the plugin's
// LeetCode-signature function, and explains bad input with the plugin
// CLI's error line.
//
//	go run ./examples/web                       # http://127.0.0.1:8080
//	go run ./examples/web -addr 127.0.0.1:9000
//	go run ./examples/web -out site             # the page as static files
//
// On start it builds the engine (GOOS=js GOARCH=wasm go build
// ./examples/web/wasm) into the user's cache directory with the go command
// on PATH, which must be run from within ripple's module (a clone); the
// first build compiles the standard library for WebAssembly (about 30 s of
// CPU), later ones reuse Go's build cache and take a fraction of a second.
// wasm_exec.js, the JavaScript half of Go's WebAssembly support, is served
// from that toolchain's GOROOT, so that it always matches the engine.
// The page is served as soon as the server listens; the engine's file is
// served once built.
//
// With -out DIR it writes the page, the engine and wasm_exec.js to DIR and
// exits: any static web server can host them (it must serve .wasm files as
// application/wasm).
//
// Limits on the page: each search stops at the page's state limit (default
// 1,000,000 states; at most 20,000,000, under half of what a browser tab's
// 4 GiB of WebAssembly memory holds, see docs/web.md) and is cancelled when
// the input changes; it runs in a Web Worker, so the page stays responsive
// meanwhile. If the engine dies all the same, the page says so and offers
// to restart it.
//
// Exit status: 0 after SIGINT or SIGTERM, or once -out has written the
// files; 2 on bad flags, if the go command is missing, if the build fails,
// or if the address cannot be listened on, with one line on standard error.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
