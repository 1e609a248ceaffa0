// Package cli is what every command under examples/ shares: flag handling,
// bounded input, pasted LeetCode prompts, and one way to fail.
//
// Every command follows the same rules:
//
//   - -h or -help prints the usage on standard output and exits 0 (2, with
//     one line on standard error, if the usage cannot be written); an
//     unknown flag or a bad flag value prints one line on standard error and
//     exits 2.
//   - Exit status 0 means an answer was printed, 1 that no answer exists
//     (each command says when), 2 bad input or a limit reached: one line on
//     standard error, starting with the command's name.
//   - A command that reads input reads at most -max-bytes bytes
//     ([DefaultMaxBytes] unless set) through [Command.Open]; more is an
//     error, found without reading past the limit.
//   - A command whose search can grow exponentially takes -max-states
//     ([Command.MaxStatesFlag]) and passes it to the search as
//     [search.Options].MaxStates; reaching it is an error wrapping
//     [search.ErrLimit], reported as a limit.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/ripplebfs/ripple/search"
)

// Exit statuses shared by every command.
const (
	ExitAnswer   = 0 // an answer was printed
	ExitNoAnswer = 1 // the input is valid and no answer exists
	ExitBad      = 2 // bad input, bad flags, or a limit was reached
)

// DefaultMaxBytes is the default -max-bytes: 256 MiB. It fits every 5000×5000
// Snakes and Ladders board (LeetCode 909) written as a compact LeetCode
// literal. The longest such literal has every cell but squares 1 and n²
// holding an 8-digit square (10,000,000..25,000,000):
//
//	2 outer brackets + 4,999 commas between rows + 5,000·2 row brackets
//	+ 5,000·4,999 commas within rows + (25,000,000−2)·8 + 2·2 digits
//	= 225,009,989 bytes (214.6 MiB),
//
// and 2^28 = 268,435,456 leaves 43 MB for spaces, newlines and a pasted
// "Input: board =" prefix. A board of -1 cells only is 75,015,001 bytes.
const DefaultMaxBytes = 256 << 20

// Command is one command-line program: its name, usage and flags, its
// output streams, and the inputs it has opened.
type Command struct {
	Name   string        // program name, the prefix of every error line
	Usage  string        // synopsis lines, printed by -h before the flags
	Notes  string        // printed by -h after the flags: limits and exit statuses
	Flags  *flag.FlagSet // add the command's flags here before Parse
	Stdout io.Writer
	Stderr io.Writer

	maxBytes  *int64
	maxStates *int
	verbose   *bool
	checks    []func() error
	inputs    []*Input
}

// New returns a Command whose flag set reports errors instead of exiting
// and prints nothing by itself. Its Stdout passes writes to stdout and
// remembers the first error, which [Command.Done] reports.
func New(name, usage string, stdout, stderr io.Writer) *Command {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return &Command{Name: name, Usage: usage, Flags: fs, Stdout: &recorder{w: stdout}, Stderr: stderr}
}

// MaxBytesFlag adds -max-bytes (default [DefaultMaxBytes]), the bound on
// every input [Command.Open] returns.
func (c *Command) MaxBytesFlag() {
	c.maxBytes = c.Flags.Int64("max-bytes", DefaultMaxBytes, "read at most this many `bytes` of input, more being an error (exit 2); the default, 256 MiB, fits any 5000×5000 LeetCode board")
}

// MaxStatesFlag adds -max-states with the given default and returns its
// value's address. note, if not empty, completes the usage text.
func (c *Command) MaxStatesFlag(def int, note string) *int {
	usage := "stop with exit 2 once the search has reached more than this many `states`"
	if note != "" {
		usage += "; " + note
	}
	c.maxStates = c.Flags.Int("max-states", def, usage)
	return c.maxStates
}

// Parse parses args. If done is true the caller returns code at once:
// 0 after -h (the usage went to Stdout), 2 after a bad flag or after -h
// whose usage could not be written (one line went to Stderr).
func (c *Command) Parse(args []string) (code int, done bool) {
	err := c.Flags.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		c.PrintUsage(c.Stdout)
		return c.Done(ExitAnswer), true
	case err != nil:
		return c.Fail(fmt.Errorf("%v (see %s -h)", err, c.Name)), true
	}
	if c.maxBytes != nil && *c.maxBytes < 1 {
		return c.Fail(fmt.Errorf("-max-bytes %d: want at least 1 (see %s -h)", *c.maxBytes, c.Name)), true
	}
	if c.maxStates != nil && *c.maxStates < 1 {
		return c.Fail(fmt.Errorf("-max-states %d: want at least 1 (see %s -h)", *c.maxStates, c.Name)), true
	}
	for _, check := range c.checks {
		if err := check(); err != nil {
			return c.Fail(fmt.Errorf("%v (see %s -h)", err, c.Name)), true
		}
	}
	return 0, false
}

// PrintUsage writes the synopsis, the flags with their defaults, and the
// notes.
func (c *Command) PrintUsage(w io.Writer) {
	fmt.Fprintln(w, strings.TrimRight(c.Usage, "\n"))
	fmt.Fprintln(w, "\nflags:")
	c.Flags.SetOutput(w)
	c.Flags.PrintDefaults()
	c.Flags.SetOutput(io.Discard)
	if c.Notes != "" {
		fmt.Fprintln(w)
		fmt.Fprintln(w, strings.TrimRight(c.Notes, "\n"))
	}
}

// Fail writes err as one line on Stderr, prefixed with the command's name,
// and returns [ExitBad]. An error wrapping a [*ReadError] is reported as
// that ReadError alone. If an input opened by [Command.Open] went past
// -max-bytes, the line says so whatever err says (parsers may report the
// cut-off input as a syntax error); an error wrapping [search.ErrLimit]
// names -max-states.
func (c *Command) Fail(err error) int {
	for _, in := range c.inputs {
		if in.Exceeded() {
			err = in.limitError()
			break
		}
	}
	var re *ReadError
	if errors.As(err, &re) {
		err = re // what wraps it repeats its offset
	}
	msg := err.Error()
	if errors.Is(err, search.ErrLimit) && c.maxStates != nil {
		// The engine names its option; the user knows the flag.
		msg = strings.ReplaceAll(msg, "Options.MaxStates", "-max-states") + "; raise -max-states to search further"
	}
	fmt.Fprintln(c.Stderr, c.line(msg))
	return ExitBad
}

// Failf is Fail with a formatted message.
func (c *Command) Failf(format string, args ...any) int {
	return c.Fail(fmt.Errorf(format, args...))
}

// line flattens msg to one line starting with "name: ".
func (c *Command) line(msg string) string {
	msg = strings.TrimSpace(strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(msg))
	if !strings.HasPrefix(msg, c.Name+": ") {
		msg = c.Name + ": " + msg
	}
	return msg
}
