package clitest

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/testsize"
)

// RunFunc is a command's run function: it runs the command with args,
// standard input stdin and the two outputs, and returns the exit status.
type RunFunc func(args []string, stdin io.Reader, stdout, stderr io.Writer) int

// ErrorCase is a run that must fail: exit status 2, nothing on standard
// output and one line on standard error that contains Want.
type ErrorCase struct {
	Name  string
	Args  []string
	Stdin string
	Want  string
}

// CheckErrors runs each case as a named subtest of the command name.
func CheckErrors(t *testing.T, name string, run RunFunc, cases []ErrorCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(tc.Args, strings.NewReader(tc.Stdin), &out, &errb)
			errOut := errb.String()
			if code != 2 {
				t.Errorf("exit status %d, want 2 (stderr %q)", code, errOut)
			}
			if out.Len() != 0 {
				t.Errorf("stdout %q, want nothing", out.String())
			}
			if !strings.Contains(errOut, tc.Want) {
				t.Errorf("stderr %q does not contain %q", errOut, tc.Want)
			}
			if !strings.HasPrefix(errOut, name+": ") {
				t.Errorf("stderr %q does not start with %q", errOut, name+": ")
			}
			if n := strings.Count(errOut, "\n"); n != 1 {
				t.Errorf("want exactly one line on stderr, got %q", errOut)
			}
		})
	}
}

// CheckHelp checks that -h prints the usage of the command name, with
// -max-bytes, on standard output and exits 0.
func CheckHelp(t *testing.T, name string, run RunFunc) {
	t.Helper()
	var out bytes.Buffer
	if code := run([]string{"-h"}, strings.NewReader(""), &out, io.Discard); code != 0 {
		t.Errorf("-h: exit status %d, want 0", code)
	}
	for _, want := range []string{"usage: " + name, "-max-bytes"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("-h printed %q, which lacks %q", out.String(), want)
		}
	}
}

// CheckHostileStdin runs the command with args, which make it read
// standard input, on /dev/zero as a real process (see [Run]), and in
// process on endless blanks and endless '[' under -max-bytes 1000000:
// each ends with exit status 2 and one line on standard error.
func CheckHostileStdin(t *testing.T, run RunFunc, args ...string) {
	t.Helper()
	t.Run("dev zero", func(t *testing.T) {
		CheckFailed(t, Run(t, DevZero(t), time.Minute, args...), "byte 0x00 is not text")
	})
	for _, b := range []byte{' ', '['} {
		t.Run("endless "+string(b), func(t *testing.T) {
			var errb bytes.Buffer
			code := run(append(append([]string(nil), args...), "-max-bytes", "1000000"), Endless(b), io.Discard, &errb)
			if code != 2 || strings.Count(errb.String(), "\n") != 1 {
				t.Errorf("exit status %d and stderr %q, want 2 and one line", code, errb.String())
			}
		})
	}
}

// CheckWriteErrors runs the command in process with its standard output
// on [DevFull], once with args (which must make it print an answer) and
// once with -h: each must end with exit status 2 and one line on standard
// error, "name: writing the output: ...".
func CheckWriteErrors(t *testing.T, name string, run RunFunc, args ...string) {
	t.Helper()
	full, err := os.OpenFile(DevFull(t), os.O_WRONLY, 0)
	if err != nil {
		t.Fatalf("clitest: %v", err)
	}
	defer full.Close()
	for _, tc := range []struct {
		name string
		args []string
	}{{"answer", args}, {"help", []string{"-h"}}} {
		t.Run(tc.name, func(t *testing.T) {
			var errb bytes.Buffer
			code := run(tc.args, strings.NewReader(""), full, &errb)
			want := name + ": writing the output: write /dev/full: no space left on device\n"
			if code != 2 || errb.String() != want {
				t.Errorf("exit status %d and stderr %q, want 2 and %q", code, errb.String(), want)
			}
		})
	}
}

// CheckClosedPipe runs the command with args, which must make it print
// something, as a real process (see [Run]) whose standard output is a pipe
// that its reader has closed: on Unix it must die of SIGPIPE, the default
// of Go programs as of other Unix tools (status 141 in a shell), with
// nothing on standard error; elsewhere, where such a write is an error
// like any other, end with status 2 and one line on standard error.
//
// It starts a process: under -short it skips, leaving it to the default
// tier.
func CheckClosedPipe(t *testing.T, args ...string) {
	t.Helper()
	if testsize.Short() {
		t.Skip("a process: in the default run")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatalf("clitest: %v", err)
	}
	r.Close()
	res := runFile(t, "", w, time.Minute, args)
	w.Close()
	switch {
	case !closedPipeKills:
		CheckWriteFailed(t, res)
	case res.Signal != syscall.SIGPIPE || res.Stderr != "":
		t.Errorf("ended by signal %v (exit status %d), stderr %q; want SIGPIPE and nothing on stderr", res.Signal, res.Code, res.Stderr)
	}
}

// CheckLargestMaxBytes runs the command in process with args, which must
// make it read a file and print an answer, then again with -max-bytes at
// the two largest values the flag takes: the answers must be the same,
// each with exit status 0.
func CheckLargestMaxBytes(t *testing.T, run RunFunc, args ...string) {
	t.Helper()
	var want, errb bytes.Buffer
	if code := run(args, strings.NewReader(""), &want, &errb); code != 0 {
		t.Fatalf("%q: exit status %d (stderr %q), want 0", args, code, errb.String())
	}
	for _, max := range []string{"9223372036854775807", "9223372036854775806"} {
		t.Run(max, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(append([]string{"-max-bytes", max}, args...), strings.NewReader(""), &out, &errb)
			if code != 0 || out.String() != want.String() {
				t.Errorf("-max-bytes %s %q: exit status %d, stdout %q (stderr %q), want 0 and %q", max, args, code, out.String(), errb.String(), want.String())
			}
		})
	}
}

// CheckHostileFiles runs the command in process with flag (such as
// "-input") naming a file of endless zeros, then a directory: each must
// be one line in the format of every command, "name: FILE: offset 0:
// RULE".
func CheckHostileFiles(t *testing.T, name string, run RunFunc, flag string) {
	t.Helper()
	dir := t.TempDir()
	CheckErrors(t, name, run, []ErrorCase{
		{Name: "zeros", Args: []string{flag, DevZero(t)}, Want: name + ": /dev/zero: offset 0: byte 0x00 is not text"},
		{Name: "directory", Args: []string{flag, dir}, Want: name + ": " + dir + ": offset 0: reading the input: read " + dir + ": is a directory"},
	})
}

// CheckPastedOffsets runs the command name with args on each input, given
// on standard input, and checks that it fails at the offset of the input's
// first 'x', the fault each input carries: pasted arguments, named or not,
// are reported at their byte in what was pasted.
func CheckPastedOffsets(t *testing.T, name string, run RunFunc, args []string, inputs ...string) {
	t.Helper()
	cases := make([]ErrorCase, len(inputs))
	for i, in := range inputs {
		cases[i] = ErrorCase{Name: in, Args: args, Stdin: in, Want: fmt.Sprintf("%s: stdin: offset %d: ", name, strings.IndexByte(in, 'x'))}
	}
	CheckErrors(t, name, run, cases)
}
