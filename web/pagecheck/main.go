// Command pagecheck prints what a page of package watch shows once its
// search has ended: the answer and the layer sizes, or the error line
// (exit 1). It drives headless Chromium through the DevTools protocol,
// because the page's engine runs in a Web Worker, which the virtual time
// of chromium --headless --dump-dom or --screenshot does not wait for.
//
//	go -C web run ./pagecheck 'http://127.0.0.1:8080/?puzzle=jugs'
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/chromedp/chromedp"
)

func main() {
	chromium := flag.String("chromium", "/usr/bin/chromium", "the browser's `binary`")
	timeout := flag.Duration("timeout", 2*time.Minute, "give up after this `long`")
	flag.Parse()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(*chromium), chromedp.NoSandbox)
	ctx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel = chromedp.NewContext(ctx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, *timeout)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(flag.Arg(0))); err != nil {
		fmt.Fprintln(os.Stderr, "pagecheck:", err)
		os.Exit(2)
	}
	// The body's data-state is "done" or "error" once the search has ended.
	shown, err := chromedp.Run(ctx, chromedp.Poll[[]string](`['done', 'error'].includes(document.body.dataset.state) &&
		['answer', 'layers', 'error'].map(id => document.getElementById(id).textContent)`))
	if err != nil {
		fmt.Fprintln(os.Stderr, "pagecheck:", err)
		os.Exit(2)
	}
	if shown[2] != "" {
		fmt.Println("error", shown[2])
		os.Exit(1)
	}
	fmt.Printf("answer %s\nlayers %s\n", shown[0], shown[1])
}
