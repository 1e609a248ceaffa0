package clitest

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// MaxBlankCPU bounds the CPU time of a command given a long run of
// whitespace ([CheckBlanks]).
const MaxBlankCPU = 3 * time.Second

// CheckBlanks runs the command with args, which make it read text from
// standard input, on text with a run of n bytes of JSON whitespace
// (spaces, tabs, newlines and carriage returns in turn) inserted at each of
// five places: before it, after its first byte, after its first comma,
// before its last byte and after it; and on the run alone. Each run must
// end as on text alone, with the same exit status and output (but for
// lines that start with "time: ", a duration that varies between runs);
// the run alone with exit status 2 and one line on standard error.
//
// For n up to 1 MiB the command runs in process; beyond, as a real process
// (see [Run]) whose CPU time must stay under [MaxBlankCPU] and peak RSS
// under [MaxRSS]: whitespace costs time linear in its length.
func CheckBlanks(t *testing.T, run RunFunc, n int, text string, args ...string) {
	t.Helper()
	var want, wantErr bytes.Buffer
	code := run(args, strings.NewReader(text), &want, &wantErr)
	comma := strings.IndexByte(text, ',') + 1
	for _, p := range []struct {
		name          string
		before, after string
	}{
		{"before", "", text}, {"after the first byte", text[:1], text[1:]}, {"after the first comma", text[:comma], text[comma:]},
		{"before the last byte", text[:len(text)-1], text[len(text)-1:]}, {"after", text, ""}, {"alone", "", ""},
	} {
		t.Run(p.name, func(t *testing.T) {
			r := runOn(t, run, p.before, n, p.after, args)
			switch {
			case p.before+p.after == "":
				CheckFailed(t, r, "empty")
			case r.Code != code || untimed(r.Stdout) != untimed(want.String()):
				t.Errorf("exit status %d, stdout %q (stderr %q); want %d, %q", r.Code, r.Stdout, r.Stderr, code, want.String())
			}
			if r.CPU > MaxBlankCPU {
				t.Errorf("%d bytes of whitespace took %v of CPU, want at most %v", n, r.CPU, MaxBlankCPU)
			}
			if r.CPU > 0 {
				t.Logf("%d bytes of whitespace: %v of CPU", n, r.CPU.Round(time.Millisecond))
			}
		})
	}
}

// runOn runs the command on before, n bytes of whitespace and after: in
// process for n up to 1 MiB (Wall, CPU and MaxRSS unknown), else as a
// real process, with a limit of a minute, reading a file written a block
// at a time, so that the test process stays small.
func runOn(t *testing.T, run RunFunc, before string, n int, after string, args []string) Result {
	t.Helper()
	blank := bytes.Repeat([]byte(" \t\n\r"), min(n, 1<<20)/4+1)
	if n <= 1<<20 {
		input := slices.Concat([]byte(before), blank[:n], []byte(after))
		var out, errb bytes.Buffer
		code := run(args, bytes.NewReader(input), &out, &errb)
		return Result{Code: code, Stdout: out.String(), Stderr: errb.String(), MaxRSS: -1}
	}
	path := filepath.Join(t.TempDir(), "input")
	f, err := os.Create(path)
	if err != nil {
		t.Fatalf("clitest: %v", err)
	}
	io.WriteString(f, before)
	for left := n; left > 0; left -= 1 << 20 {
		f.Write(blank[:min(left, 1<<20)])
	}
	io.WriteString(f, after)
	if err := f.Close(); err != nil {
		t.Fatalf("clitest: %v", err)
	}
	r := Run(t, path, time.Minute, args...)
	if r.MaxRSS >= MaxRSS {
		t.Errorf("peak RSS %d MiB, want under %d MiB", r.MaxRSS>>20, MaxRSS>>20)
	}
	return r
}

// untimed is out without its lines that start with "time: ".
func untimed(out string) string {
	lines := strings.SplitAfter(out, "\n")
	return strings.Join(slices.DeleteFunc(lines, func(l string) bool { return strings.HasPrefix(l, "time: ") }), "")
}
