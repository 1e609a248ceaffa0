// Package testsize sizes ripple's randomized cross-checks, in three tiers:
//
//   - `go test -short ./...`: a few cases of each check;
//   - `go test ./...`: enough varied cases to catch bugs;
//   - `RIPPLE_HEAVY=1 go test -run Heavy ./...`: the full-size loops, in
//     tests named TestHeavy..., which skip unless the variable is set. CI
//     (.ci/run) runs them.
//
// Beyond the three tiers, measurement runs that take minutes or gigabytes
// (tests named TestHuge...) run only with RIPPLE_HEAVY=huge, by hand; CI
// does not run them.
//
// It is the one mechanism that sizes ripple's tests: tests call Short,
// Pick, RequireHeavy or RequireHuge, never testing.Short, build tags or
// environment variables of their own.
//
// A shrunk test keeps its independent reference (brute force, gonum): only
// the number or the size of the cases changes between tiers. What a test
// leaves out of the default tier runs in a TestHeavy... twin, usually the
// same body called with the full sizes, so that CI still runs it. The CPU
// budget of the first two tiers, and its measurement, are in
// docs/benchmarks.md.
//
// Each test package costs about half a second of CPU to link before any
// test runs, a quarter second more when it imports testify's assert or
// require: most test packages compare with plain Go for that reason, and
// where testify stays, a check inside a loop of thousands compares first
// and calls testify only on a mismatch, since testify there can cost more
// than the code under test. The short tier's budget goes to cross-checks,
// not to process start-ups: a command's tests (internal/cli/clitest) start
// a few child processes under -short (one or two on hostile input, one for
// a write error) and leave the other runs of the real command to the
// default tier; fixtures that several tests read are built once
// (sync.OnceValue), not per test.
package testsize

import (
	"os"
	"testing"
)

// Env names the environment variable that enables the TestHeavy... tests.
const Env = "RIPPLE_HEAVY"

// Heavy reports whether Env is set to anything but "" or "0".
func Heavy() bool {
	v := os.Getenv(Env)
	return v != "" && v != "0"
}

// RequireHeavy skips t unless Heavy reports true. Every TestHeavy... test
// calls it first.
func RequireHeavy(t testing.TB) {
	t.Helper()
	if !Heavy() {
		t.Skipf("full-size run: set %s=1 (CI runs %s=1 go test -run Heavy ./...)", Env, Env)
	}
}

// Huge reports whether Env is set to "huge", the value that also enables
// the TestHuge... measurement runs.
func Huge() bool { return os.Getenv(Env) == "huge" }

// RequireHuge skips t unless Huge reports true. Every TestHuge... test
// calls it first.
func RequireHuge(t testing.TB) {
	t.Helper()
	if !Huge() {
		t.Skipf("measurement run of minutes or gigabytes: set %s=huge", Env)
	}
}

// Short reports whether the run is `go test -short` (testing.Short), for
// checks that shrink or skip in the short tier in ways Pick cannot say.
func Short() bool { return testing.Short() }

// Pick returns short under `go test -short` and normal otherwise: the size
// of a check's default run.
func Pick[T any](normal, short T) T {
	if testing.Short() {
		return short
	}
	return normal
}
