package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	abeam "github.com/apache/beam/sdks/v2/go/pkg/beam"

	rbeam "github.com/ripplebfs/ripple/beam"
	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/search"
)

const usage = `usage: ripple-beam -puzzle sliding -size RxC -out DIR [-resume] [flags] [Beam flags]
       ripple-beam -puzzle snakes -board BOARD|- -out DIR [-resume] [flags] [Beam flags]`

const notes = `Beam flags select and configure the runner: Prism in-process by default;
--runner=flink --endpoint=HOST:PORT, --runner=spark --endpoint=HOST:PORT, or
--runner=dataflow --project=P --region=R --temp_location=gs://B/tmp (then -out
must be a gs:// path). See docs/distributed.md.
Exit status: 0 the layers were printed, one "<depth> <count>" line per depth;
2 bad flags or input, more states than -max-states, or a failed pipeline, with
one line on stderr.`

// defaultMaxStates bounds a run by default. Prism keeps each layer's
// shuffle in memory: 2×5 (1.8·10⁶ states, widest layer 1.3·10⁵) peaked at
// a few hundred MB (docs/benchmarks.md); 5·10⁷ states keeps a local run's
// layers on disk under about 200 MB.
const defaultMaxStates = 50_000_000

type flags struct {
	puzzle, size, board, params, out, mode string
	resume, keep, progress, beamLog        bool
	shards, maxDepth                       int
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := cli.New("ripple-beam", usage, stdout, stderr)
	c.Notes = notes
	c.MaxBytesFlag()
	maxStates := c.MaxStatesFlag(defaultMaxStates, "checked after each layer")
	var f flags
	fs := c.Flags
	fs.StringVar(&f.puzzle, "puzzle", "", "the problem: sliding or snakes (or any name registered with beam.Register)")
	fs.StringVar(&f.size, "size", "", "-puzzle sliding: the board, RxC such as 3x3")
	fs.StringVar(&f.board, "board", "", "-puzzle snakes: a LeetCode 909 board literal, or - to read one from standard input")
	fs.StringVar(&f.params, "params", "", "the parameters of another registered problem")
	fs.StringVar(&f.out, "out", "", "the run's directory (local, or gs:// on Dataflow)")
	fs.BoolVar(&f.resume, "resume", false, "continue the run in -out")
	fs.StringVar(&f.mode, "mode", "", "frontier or full (default: frontier for undirected problems such as sliding, else full)")
	fs.BoolVar(&f.keep, "keep", false, "frontier mode: keep every layer's files (by default only the last two stay)")
	fs.IntVar(&f.shards, "shards", 8, "hash buckets: files per layer, and groups the runner can dedupe in parallel")
	fs.IntVar(&f.maxDepth, "max-depth", 0, "stop after this depth (0: no limit)")
	fs.BoolVar(&f.progress, "progress", isTerminal(stderr), "print a progress line per layer on stderr (default: when stderr is a terminal)")
	fs.BoolVar(&f.beamLog, "beam-log", false, "show Beam's and Prism's own log lines on stderr")
	if code, done := parse(c, args); done {
		return code
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
	cfg, err := f.config(c, stdin)
	if err != nil {
		return c.Fail(err)
	}
	if f.progress {
		cfg.Progress = stderr
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	sizes, err := rbeam.Run(ctx, cfg, search.Options{MaxStates: *maxStates, MaxDepth: f.maxDepth})
	if err != nil {
		return c.Fail(err)
	}
	out := bufio.NewWriter(stdout)
	for d, n := range sizes {
		fmt.Fprintf(out, "%d %d\n", d, n)
	}
	if err := out.Flush(); err != nil {
		return c.Fail(err)
	}
	return cli.ExitAnswer
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// parse parses args against the command's flags and Beam's (the runner
// flags live in the standard flag set); -h shows only the command's.
func parse(c *cli.Command, args []string) (int, bool) {
	all := flag.NewFlagSet(c.Name, flag.ContinueOnError)
	all.SetOutput(io.Discard)
	c.Flags.VisitAll(func(f *flag.Flag) { all.Var(f.Value, f.Name, f.Usage) })
	flag.CommandLine.VisitAll(func(f *flag.Flag) {
		if all.Lookup(f.Name) == nil {
			all.Var(f.Value, f.Name, f.Usage)
		}
	})
	err := all.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		c.PrintUsage(c.Stdout)
		return cli.ExitAnswer, true
	case err != nil:
		return c.Fail(fmt.Errorf("%v (see %s -h)", err, c.Name)), true
	case all.NArg() > 0:
		return c.Failf("unexpected argument %q (see %s -h)", all.Arg(0), c.Name), true
	}
	// Let the command's own checks (-max-bytes, -max-states) run.
	return c.Parse(nil)
}

func (f *flags) config(c *cli.Command, stdin io.Reader) (rbeam.Config, error) {
	cfg := rbeam.Config{Problem: f.puzzle, Dir: f.out, Resume: f.resume, Keep: f.keep, Mode: rbeam.Mode(f.mode)}
	if f.shards < 1 || f.shards > 99_999 {
		return cfg, fmt.Errorf("-shards %d: want 1 to 99999", f.shards)
	}
	if f.maxDepth < 0 {
		return cfg, fmt.Errorf("-max-depth %d: want 0 (no limit) or more", f.maxDepth)
	}
	cfg.Shards = f.shards
	if f.out == "" {
		return cfg, errors.New("-out DIR is required: the layers are written there")
	}
	switch f.puzzle {
	case "":
		return cfg, errors.New("-puzzle is required: sliding or snakes")
	case "sliding":
		if f.size == "" {
			return cfg, errors.New("-puzzle sliding needs -size RxC, such as 3x3")
		}
		cfg.Params = f.size
	case "snakes":
		if f.board == "" {
			return cfg, errors.New("-puzzle snakes needs -board BOARD or -board -")
		}
		board, err := readBoard(c, f.board, stdin)
		if err != nil {
			return cfg, err
		}
		cfg.Params = board
	default:
		cfg.Params = f.params
	}
	return cfg, nil
}

// readBoard reads and validates a Snakes and Ladders board and returns it
// as a compact literal, the same for the same board however it was
// written, so that a resumed run recognises its board.
func readBoard(c *cli.Command, arg string, stdin io.Reader) (string, error) {
	var src *cli.Input
	if arg == "-" {
		src = c.Bound("stdin", stdin)
	} else {
		src = c.Bound("the -board argument", strings.NewReader(arg))
	}
	text, err := cli.ReadAll(cli.Prompt(src, "board"))
	if err != nil {
		return "", err
	}
	if _, err := snakesladders.Parse(strings.NewReader(text)); err != nil {
		return "", err
	}
	var rows [][]int
	if err := json.Unmarshal([]byte(text), &rows); err != nil {
		return "", err
	}
	b, err := json.Marshal(rows)
	return string(b), err
}
