package search

// SetSweepCutoff sets the narrowest layer Sweep expands in parallel and
// returns a function restoring the default. Tests that call it must not
// run in parallel with other Sweep tests.
func SetSweepCutoff(n int) (restore func()) {
	old := parCutoff
	parCutoff = n
	return func() { parCutoff = old }
}
