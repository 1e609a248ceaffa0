package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ripplebfs/ripple/problems/input"
)

// ReadError is a fault found while reading an input, before any parser
// sees it: a read of the source that failed ([Input] reports it as
// "reading the input: " and the source's error), a byte that is not text,
// a label that names no parameter, a line over a command's limit.
// [Command.Fail] prints it as "name: input: offset N: message" whatever
// wraps it, so every command reports a bad read in the same words.
type ReadError struct {
	Input  string // the input's name ("stdin", a file name), "" if unknown
	Offset int64  // byte offset of the fault, from 0
	Err    error  // what is wrong
}

// Error returns "input: offset N: message", without the input when it is
// unknown.
func (e *ReadError) Error() string {
	if e.Input == "" {
		return fmt.Sprintf("offset %d: %v", e.Offset, e.Err)
	}
	return fmt.Sprintf("%s: offset %d: %v", e.Input, e.Offset, e.Err)
}

// Unwrap returns e.Err.
func (e *ReadError) Unwrap() error { return e.Err }

// ErrWrite is wrapped by the error [Command.Done] reports when standard
// output could not be written (a full disk). On Unix, a write to a
// standard output that is a pipe closed by its reader does not return:
// Go raises SIGPIPE, which ends the process as it ends other Unix tools.
var ErrWrite = errors.New("writing the output")

// recorder passes writes through and remembers the first error.
type recorder struct {
	w   io.Writer
	err error
}

func (r *recorder) Write(p []byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	n, err := r.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		r.err = err
	}
	return n, err
}

// Done is a command's last step: it returns code, unless a write to
// [Command.Stdout] failed (buffered writers must be flushed into Stdout
// first), in which case it prints that as the one line on standard error
// and returns [ExitBad]. A code of ExitBad is returned as is: its line was
// printed already.
func (c *Command) Done(code int) int {
	r, ok := c.Stdout.(*recorder)
	if !ok || r.err == nil || code == ExitBad {
		return code
	}
	return c.Fail(fmt.Errorf("%w: %v", ErrWrite, r.err))
}

// VerboseFlag adds -v and its synonym -progress: informational and
// progress lines on standard error. They are on by default when standard
// error is a terminal, so that a run that fails prints exactly one line
// wherever its output is captured. [Command.Logf] honours the flag.
func (c *Command) VerboseFlag() *bool {
	c.verbose = new(bool)
	*c.verbose = IsTerminal(c.Stderr)
	const usage = "print progress and informational lines on stderr (default: when stderr is a terminal)"
	c.Flags.BoolVar(c.verbose, "v", *c.verbose, usage)
	c.Flags.BoolVar(c.verbose, "progress", *c.verbose, "the same as -v")
	return c.verbose
}

// Verbose reports whether informational lines are wanted: -v or -progress
// was given, or standard error is a terminal. Without [Command.VerboseFlag]
// it reports false.
func (c *Command) Verbose() bool { return c.verbose != nil && *c.verbose }

// Logf writes a line on standard error, prefixed with the command's name,
// if [Command.Verbose].
func (c *Command) Logf(format string, args ...any) {
	if c.Verbose() {
		fmt.Fprintln(c.Stderr, c.line(fmt.Sprintf(format, args...)))
	}
}

// IntRange checks, when [Command.Parse] runs, that the int flag at p lies
// in lo..hi; a value outside is an error naming the flag (exit 2).
func (c *Command) IntRange(name string, p *int, lo, hi int) {
	c.checks = append(c.checks, func() error {
		if *p < lo || *p > hi {
			return fmt.Errorf("-%s %d: want %d..%d", name, *p, lo, hi)
		}
		return nil
	})
}

// IsTerminal reports whether w is a terminal: an *os.File whose
// descriptor answers the terminal-attributes request. Other character
// devices, such as /dev/null, are not terminals. On systems without that
// request it falls back to "a character device".
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && isTerminal(f)
}

// Named returns err, a parser's error about the input in, with in's name
// after the command's name ("name: stdin: offset 3: ..."), the way every
// command reports a fault in its input. Errors from reading (a
// [*ReadError], a byte limit) already name the input and pass through.
//
// When the parser read in through [Prompt] and err is an [*input.Error]
// (not wrapped), its offset, which counts bytes of the Prompt's output, is
// mapped back to the byte of in that it stands for, so that the offset
// reported is the one in what the user gave.
func (c *Command) Named(in *Input, err error) error {
	var re *ReadError
	if err == nil || in == nil || errors.As(err, &re) || errors.Is(err, ErrTooBig) {
		return err
	}
	if ie, ok := err.(*input.Error); ok && in.prompt != nil && ie.At&input.AtOffset != 0 && ie.Offset >= 0 {
		mapped := *ie
		mapped.Offset = in.prompt.source(ie.Offset)
		err = &mapped
	}
	return &named{prefix: c.Name + ": ", input: in.Name, err: err}
}

type named struct {
	prefix, input string
	err           error
}

func (n *named) Error() string {
	return n.input + ": " + strings.TrimPrefix(n.err.Error(), n.prefix)
}

func (n *named) Unwrap() error { return n.err }
