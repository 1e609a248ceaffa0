package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/ripplebfs/ripple/internal/cli"
)

const usage = "usage: web [-addr HOST:PORT] (serve the page)\n" +
	"       web -out DIR (write the page as static files)"

const notes = `The page runs ripple compiled to WebAssembly, built on start with the go
command on PATH from within ripple's module (cached in the user's cache
directory). Stop the server with Ctrl-C (SIGINT) or SIGTERM.
Exit status: 0 after SIGINT or SIGTERM, or once -out has written the files;
2 on bad flags, a missing go command, a failed build, or an address that
cannot be listened on, with one line on stderr.`

// run is the whole command; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	c := newCommand(stdout, stderr)
	addr := c.Flags.String("addr", "127.0.0.1:8080", "serve on this `host:port` (port 0 picks a free one)")
	out := c.Flags.String("out", "", "write the page's files to `dir` and exit, instead of serving")
	if code, done := c.Parse(args); done {
		return code
	}
	if c.Flags.NArg() > 0 {
		return c.Failf("unexpected argument %q (see web -h)", c.Flags.Arg(0))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, orphaned := context.WithCancel(ctx)
	defer orphaned()
	go watchParent(ctx, orphaned)
	b := newBuilder()
	if err := b.check(ctx); err != nil {
		return c.Fail(err)
	}
	if *out != "" {
		if err := writeSite(ctx, b, *out); err != nil {
			return c.Fail(err)
		}
		fmt.Fprintf(stdout, "web: wrote the page to %s\n", *out)
		return cli.ExitAnswer
	}
	return serve(ctx, c, b, *addr)
}

// newCommand is the command's cli.Command before its flags.
func newCommand(stdout, stderr io.Writer) *cli.Command {
	c := cli.New("web", usage, stdout, stderr)
	c.Notes = notes
	return c
}

// serve listens on addr, builds the engine in the background and serves
// the page until ctx is done.
func serve(ctx context.Context, c *cli.Command, b *builder, addr string) int {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return c.Fail(err)
	}
	srv := &http.Server{Handler: newHandler(b), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(c.Stdout, "web: serving ripple's search page on http://%s/ (Ctrl-C stops)\n", ln.Addr())
	failed := make(chan error, 1)
	go func() {
		began := time.Now()
		if err := b.build(ctx); err != nil {
			if ctx.Err() == nil {
				failed <- err
			}
			return
		}
		fmt.Fprintf(c.Stdout, "web: engine ready (%s)\n", time.Since(began).Round(10*time.Millisecond))
	}()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	var code int
	select {
	case <-ctx.Done():
		fmt.Fprintln(c.Stdout, "web: stopping")
	case err := <-failed:
		code = c.Fail(err)
	case err := <-served:
		return c.Fail(err)
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return c.Fail(err)
	}
	return code
}

// watchParent calls orphaned once the process that started this one has
// ended. Under go run that is how a SIGTERM or a kill of the go command
// shows: go run does not pass such signals on, and would leave the server
// running, holding its port. (On Unix an orphan gets a new parent; on
// Windows the parent's ID never changes and this never fires.)
func watchParent(ctx context.Context, orphaned func()) {
	parent := os.Getppid()
	if parent <= 1 {
		return
	}
	tick := time.NewTicker(250 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			if os.Getppid() != parent {
				orphaned()
				return
			}
		}
	}
}
