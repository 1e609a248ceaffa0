// Package web holds the browser tests of ripple's web page
// (examples/web): they start the page's server with go run, drive Debian's
// chromium headless through the Chrome DevTools Protocol (chromedp), check
// what the page shows against the search package and the puzzle CLIs run
// natively, and write screenshots.
//
// It is a module of its own so that the core module keeps its three
// dependencies; it needs the go command and chromium (/usr/bin/chromium,
// or -chromium PATH):
//
//	go -C web test ./...                         # screenshots in a temporary directory
//	go -C web test ./... -args -shots ../docs    # the README's screenshot
package web
