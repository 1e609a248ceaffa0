//go:build !(js && wasm)

package watch

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// start runs the native program: the page's server.
func start(puzzles []Puzzle) {
	os.Exit(run(programName(), os.Args[1:], os.Stdout, os.Stderr, puzzles))
}

// programName is the program's name, the prefix of its lines: the base
// name of its executable (go run names it after the package's directory).
func programName() string {
	return strings.TrimSuffix(filepath.Base(os.Args[0]), ".exe")
}

// command is one run of the program: its name, output streams and
// puzzles.
type command struct {
	name           string
	stdout, stderr io.Writer
}

// fail writes err as one line on stderr, prefixed with the program's
// name, and returns the exit status 2.
func (c *command) fail(err error) int {
	msg := strings.TrimSpace(strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(err.Error()))
	fmt.Fprintf(c.stderr, "%s: %s\n", c.name, msg)
	return 2
}

// run is the whole native program; it returns the exit status.
func run(name string, args []string, stdout, stderr io.Writer, puzzles []Puzzle) int {
	c := &command{name: name, stdout: stdout, stderr: stderr}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	addr := fs.String("addr", "127.0.0.1:8080", "serve on this `host:port` (port 0 picks a free one)")
	out := fs.String("out", "", "write the page's files to `dir` and exit, instead of serving")
	src := fs.String("src", "", "build the engine from the main package in `dir` (default: this program's own, found from where it was built)")
	switch err := fs.Parse(args); {
	case errors.Is(err, flag.ErrHelp):
		usage(c, fs, puzzles)
		return 0
	case err != nil:
		return c.fail(fmt.Errorf("%v (see %s -h)", err, name))
	case fs.NArg() > 0:
		return c.fail(fmt.Errorf("unexpected argument %q (see %s -h)", fs.Arg(0), name))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, orphaned := context.WithCancel(ctx)
	defer orphaned()
	go watchParent(ctx, orphaned)
	b := newBuilder()
	b.dir = *src
	if err := b.check(ctx); err != nil {
		return c.fail(err)
	}
	if *out != "" {
		if err := writeSite(ctx, b, *out); err != nil {
			return c.fail(err)
		}
		fmt.Fprintf(stdout, "%s: wrote the page to %s\n", name, *out)
		return 0
	}
	return serve(ctx, c, b, *addr)
}

// usage prints the synopsis, the flags, the puzzles and the exit
// statuses.
func usage(c *command, fs *flag.FlagSet, puzzles []Puzzle) {
	w := c.stdout
	fmt.Fprintf(w, "usage: %s [-addr HOST:PORT] [-src DIR] (serve the page)\n", c.name)
	fmt.Fprintf(w, "       %s -out DIR [-src DIR] (write the page as static files)\n\nflags:\n", c.name)
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	fmt.Fprintln(w, "\npuzzles (?puzzle=NAME in the page's address; the first by default):")
	for _, p := range puzzles {
		fmt.Fprintf(w, "  %s\t%s\n", p.Name, p.Title)
	}
	fmt.Fprint(w, `
The page's engine is this program compiled to WebAssembly, built on start
with the go command on PATH (cached in the user's cache directory). Stop
the server with Ctrl-C (SIGINT) or SIGTERM.
Exit status: 0 after SIGINT or SIGTERM, or once -out has written the files;
2 on bad flags, a missing go command, a failed build, or an address that
cannot be listened on, with one line on stderr.
`)
}

// serve listens on addr, builds the engine in the background and serves
// the page until ctx is done.
func serve(ctx context.Context, c *command, b *builder, addr string) int {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return c.fail(err)
	}
	srv := &http.Server{Handler: newHandler(b), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(c.stdout, "%s: serving the page on http://%s/ (Ctrl-C stops)\n", c.name, ln.Addr())
	failed := make(chan error, 1)
	go func() {
		began := time.Now()
		if err := b.build(ctx); err != nil {
			if ctx.Err() == nil {
				failed <- err
			}
			return
		}
		fmt.Fprintf(c.stdout, "%s: engine ready (%s)\n", c.name, time.Since(began).Round(10*time.Millisecond))
	}()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	var code int
	select {
	case <-ctx.Done():
		fmt.Fprintf(c.stdout, "%s: stopping\n", c.name)
	case err := <-failed:
		code = c.fail(err)
	case err := <-served:
		return c.fail(err)
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return c.fail(err)
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
