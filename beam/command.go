package ripplebeam

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	abeam "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"golang.org/x/term"

	"github.com/ripplebfs/ripple/search"
)

// Exit statuses of a [Command].
const (
	ExitOK  = 0 // the layers were printed (or -h the usage)
	ExitBad = 2 // bad flags or input, a limit reached, or a failed run: one line on stderr
)

// DefaultMaxStates is the default of -max-states. Prism keeps each
// layer's shuffle in memory, and 5·10⁷ states keep a local run's layers on
// disk under about 200 MB.
const DefaultMaxStates = 50_000_000

// Params names the problem a [Command] runs and gives its parameters,
// once the flags are parsed. stdin is the command's standard input, for
// problems that read one (bounded by the caller).
type Params func(stdin io.Reader) (problem, params string, err error)

// Fixed returns the [Params] of one registered problem whose parameter
// string params builds from the parsed flags.
func Fixed(problem string, params func() string) Params {
	return func(io.Reader) (string, string, error) { return problem, params(), nil }
}

// Command is a whole program around registered problems: it parses the
// command line (its own flags, the problem's, and Apache Beam's runner
// flags), calls Apache Beam's Init, runs [Run] and prints one
// "<depth> <count>" line per depth on standard output.
//
// Its own flags: -out DIR (required), -resume, -mode, -keep, -shards,
// -max-depth, -max-states, -progress (default: when standard error is a
// terminal) and -beam-log. -h prints the usage (without Beam's many
// flags) and exits 0. Every failure is one line on standard error,
// starting with the command's name, and exit status 2; so is reaching
// -max-states. The runner's own log lines are dropped unless -beam-log.
type Command struct {
	// Name starts every error line and the usage; "" means the base name
	// of os.Args[0].
	Name string
	// Usage is the synopsis printed by -h before the flags; "" means
	// "usage: NAME [flags] -out DIR [-resume] [Beam flags]".
	Usage string
	// Notes, printed by -h after the flags, is added to the notes on
	// Beam's flags and the exit statuses.
	Notes string
	// Flags declares the problem's flags on fs and returns the function
	// that, once they are parsed, names the problem and its parameters.
	Flags func(fs *flag.FlagSet) Params
	// MaxStates is the default of -max-states; 0 means DefaultMaxStates.
	MaxStates int
}

const beamNotes = `Beam flags select and configure the runner: Prism in-process by default;
--runner=flink --endpoint=HOST:PORT, --runner=spark --endpoint=HOST:PORT, or
--runner=dataflow --project=P --region=R --temp_location=gs://B/tmp (then -out
must be a gs:// path). See docs/distributed.md.
Exit status: 0 the layers were printed, one "<depth> <count>" line per depth;
2 bad flags or input, more states than -max-states, a directory in use by
another run, or a failed pipeline, with one line on stderr.`

// Main runs the command on the process's arguments and streams and exits
// with its status.
func (c Command) Main() {
	os.Exit(c.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// cmdFlags are a Command's own flags.
type cmdFlags struct {
	out, mode                       string
	resume, keep, progress, beamLog bool
	shards, maxDepth, maxStates     int
}

// Run runs the command on args (without the program name) and returns its
// exit status. It sets the process's default slog and log outputs (to
// discard the runner's lines unless -beam-log) and handles SIGINT and
// SIGTERM by cancelling the run, whose complete layers stay for -resume.
func (c Command) Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if c.Name == "" {
		c.Name = filepath.Base(os.Args[0])
	}
	if c.MaxStates == 0 {
		c.MaxStates = DefaultMaxStates
	}
	fs := flag.NewFlagSet(c.Name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var f cmdFlags
	fs.StringVar(&f.out, "out", "", "the run's `directory` (local, or gs:// on Dataflow)")
	fs.BoolVar(&f.resume, "resume", false, "continue the run in -out")
	fs.StringVar(&f.mode, "mode", "", "frontier or full (default: frontier for problems registered as undirected, else full)")
	fs.BoolVar(&f.keep, "keep", false, "frontier mode: keep every layer's files (by default only the last two stay)")
	fs.IntVar(&f.shards, "shards", 8, "hash buckets: files per layer, and groups the runner can dedupe in parallel")
	fs.IntVar(&f.maxDepth, "max-depth", 0, "stop after this `depth` (0: no limit)")
	fs.IntVar(&f.maxStates, "max-states", c.MaxStates, "stop with exit 2 once the complete layers hold more than this many `states`")
	fs.BoolVar(&f.progress, "progress", isTerminal(stderr), "print a progress line per layer on stderr (default: when stderr is a terminal)")
	fs.BoolVar(&f.beamLog, "beam-log", false, "show Beam's and the runner's own log lines on stderr")
	var params Params
	if c.Flags != nil {
		params = c.Flags(fs)
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, c.line(err, f.maxStates))
		return ExitBad
	}
	if err := parse(fs, args); errors.Is(err, flag.ErrHelp) {
		c.usage(fs, stdout)
		return ExitOK
	} else if err != nil {
		return fail(fmt.Errorf("%v (see %s -h)", err, c.Name))
	}
	// On a distributed runner this binary is also the worker: Init then
	// runs the worker harness and exits.
	abeam.Init()
	if !f.beamLog {
		// A failed pipeline is reported once, by the error returned; the
		// runner's own log lines about it would add dozens.
		slog.SetDefault(slog.New(slog.DiscardHandler))
		log.SetOutput(io.Discard)
	}
	cfg, err := f.config(params, stdin)
	if err != nil {
		return fail(err)
	}
	if f.progress {
		cfg.Progress = stderr
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	sizes, err := Run(ctx, cfg, search.Options{MaxStates: f.maxStates, MaxDepth: f.maxDepth})
	if err != nil {
		return fail(err)
	}
	out := bufio.NewWriter(stdout)
	for d, n := range sizes {
		fmt.Fprintf(out, "%d %d\n", d, n)
	}
	if err := out.Flush(); err != nil {
		return fail(err)
	}
	return ExitOK
}

// parse parses args against the command's flags and Beam's (the runner
// flags live in the standard flag set), so that -h lists only the
// command's.
func parse(fs *flag.FlagSet, args []string) error {
	all := flag.NewFlagSet(fs.Name(), flag.ContinueOnError)
	all.SetOutput(io.Discard)
	fs.VisitAll(func(f *flag.Flag) { all.Var(f.Value, f.Name, f.Usage) })
	flag.CommandLine.VisitAll(func(f *flag.Flag) {
		if all.Lookup(f.Name) == nil {
			all.Var(f.Value, f.Name, f.Usage)
		}
	})
	if err := all.Parse(args); err != nil {
		return err
	}
	if all.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", all.Arg(0))
	}
	return nil
}

func (f *cmdFlags) config(params Params, stdin io.Reader) (Config, error) {
	cfg := Config{Dir: f.out, Resume: f.resume, Keep: f.keep, Mode: Mode(f.mode), Shards: f.shards}
	switch {
	case f.shards < 1 || f.shards > maxShards:
		return cfg, fmt.Errorf("-shards %d: want 1 to %d", f.shards, maxShards)
	case f.maxDepth < 0:
		return cfg, fmt.Errorf("-max-depth %d: want 0 (no limit) or more", f.maxDepth)
	case f.maxStates < 1:
		return cfg, fmt.Errorf("-max-states %d: want at least 1", f.maxStates)
	case f.out == "":
		return cfg, errors.New("-out DIR is required: the layers are written there")
	case params == nil:
		return cfg, errors.New("the command names no problem (Command.Flags is nil)")
	}
	var err error
	cfg.Problem, cfg.Params, err = params(stdin)
	return cfg, err
}

func (c Command) usage(fs *flag.FlagSet, w io.Writer) {
	usage := c.Usage
	if usage == "" {
		usage = "usage: " + c.Name + " [flags] -out DIR [-resume] [Beam flags]"
	}
	fmt.Fprintln(w, strings.TrimRight(usage, "\n"))
	fmt.Fprintln(w, "\nflags:")
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	fmt.Fprintln(w)
	if c.Notes != "" {
		fmt.Fprintln(w, strings.TrimRight(c.Notes, "\n"))
	}
	fmt.Fprintln(w, beamNotes)
}

// line makes err one line starting with the command's name; a limit
// names the flag that raises it.
func (c Command) line(err error, maxStates int) string {
	msg := err.Error()
	if errors.Is(err, search.ErrLimit) {
		msg = strings.ReplaceAll(msg, fmt.Sprintf("Options.MaxStates (%d)", maxStates), fmt.Sprintf("-max-states %d", maxStates)) + "; raise -max-states to search further"
	}
	msg = strings.Join(strings.Fields(msg), " ")
	if !strings.HasPrefix(msg, c.Name+": ") {
		msg = c.Name + ": " + msg
	}
	return msg
}

// isTerminal reports whether w is a terminal (not merely a character
// device such as /dev/null).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
