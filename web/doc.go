// Package web holds the browser tests of ripple's web page (package
// watch): they start the pages of examples/web and examples/jugs with go
// run, drive Debian's chromium headless through the Chrome DevTools
// Protocol (chromedp), check what the pages show against the search
// package and the puzzle CLIs run natively, and write screenshots. The
// command pagecheck (docs/web.md) reads a page from a script the same way.
//
// It is a module of its own so that the core module keeps its three
// dependencies; it needs the go command and chromium (/usr/bin/chromium,
// or -chromium PATH):
//
//	go -C web test ./...                         # screenshots in a temporary directory
//	go -C web test ./... -args -shots ../docs/web    # the screenshots of the README and docs/web.md
package web
