package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

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
	assert.Equal(t, 0, code, out.String())
	assert.NotContains(t, out.String(), "FAILED")
	for _, s := range allSections() {
		assert.Contains(t, out.String(), "== "+s.title)
	}
	assert.Less(t, elapsed, 10*time.Second, "the tour promises to finish in under 10 s")
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
			assert.Equal(t, tc.code, run(tc.args, &out, &errb))
			assert.Contains(t, out.String(), tc.stdout)
			assert.Equal(t, tc.stderr, errb.String())
			if tc.code == 2 {
				assert.Empty(t, out.String(), "nothing runs")
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
		assert.Equal(t, 2, r.Code, r.Stderr)
		assert.Equal(t, 1, strings.Count(r.Stderr, "\n"), r.Stderr)
		assert.Contains(t, r.Stderr, "tour: writing the output")
	})
}
