package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestTour runs the README's first command in-process: every section must
// pass its own published-figure checks, and the whole tour must stay quick.
func TestTour(t *testing.T) {
	if testsize.Short() {
		t.Skip("the whole tour: in the default run")
	}
	var out bytes.Buffer
	began := time.Now()
	code := tour(&out)
	elapsed := time.Since(began)
	if code != 0 || strings.Contains(out.String(), "FAILED") {
		t.Errorf("exit %d, want 0 and no section FAILED:\n%s", code, out.String())
	}
	for _, s := range allSections() {
		if !strings.Contains(out.String(), "== "+s.title) {
			t.Errorf("no section %q in the output", s.title)
		}
	}
	if elapsed >= 10*time.Second {
		t.Errorf("the tour took %v; it promises to finish in under 10 s", elapsed)
	}
}

func TestFlags(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"help", []string{"-h"}, 0, "usage: tour", ""},
		{"bogus flag", []string{"-bogus"}, 2, "", "tour: flag provided but not defined: -bogus (see tour -h)\n"},
		{"argument", []string{"now"}, 2, "", "tour: unexpected argument \"now\" (see tour -h)\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := run(tc.args, &out, &errb); code != tc.code {
				t.Errorf("exit %d, want %d", code, tc.code)
			}
			if !strings.Contains(out.String(), tc.stdout) || errb.String() != tc.stderr {
				t.Errorf("stdout %q, stderr %q; want stdout containing %q, stderr %q", out.String(), errb.String(), tc.stdout, tc.stderr)
			}
			if tc.code == 2 && out.Len() != 0 {
				t.Errorf("stdout %q: nothing runs", out.String())
			}
		})
	}
}

func TestMain(m *testing.M) { clitest.Main(m, main) }

// TestProcess runs the real command with a bad flag: exit status 2, one
// stderr line, at once.
func TestProcess(t *testing.T) {
	clitest.CheckFailed(t, clitest.Run(t, "", time.Minute, "-bogus"), "tour: flag provided but not defined: -bogus")
	t.Run("write error", func(t *testing.T) {
		if testsize.Short() {
			t.Skip("the whole tour into /dev/full: in the default run")
		}
		r := clitest.RunTo(t, "", clitest.DevFull(t), time.Minute)
		if r.Code != 2 || strings.Count(r.Stderr, "\n") != 1 || !strings.Contains(r.Stderr, "tour: writing the output") {
			t.Errorf("exit %d, stderr %q; want exit 2 and one line about writing the output", r.Code, r.Stderr)
		}
	})
}

// TestClosedPipe runs the real command with its output a pipe closed by
// its reader: on Unix it dies of SIGPIPE, as Go programs do, with nothing
// on stderr; a full disk stays exit 2 with one line.
func TestClosedPipe(t *testing.T) { clitest.CheckClosedPipe(t) }
