package search

import "context"

// SetSweepCutoff sets the narrowest layer Sweep expands in parallel and
// returns a function restoring the default. Tests that call it must not
// run in parallel with other Sweep tests.
func SetSweepCutoff(n int) (restore func()) {
	old := parCutoff
	parCutoff = n
	return func() { parCutoff = old }
}

// BFSParallel runs the parallel tree builder that BFS uses for
// Options.Workers > 1; ok is false where it does not apply (BFS then runs
// serially).
func BFSParallel[S comparable](ctx context.Context, nb Neighbors[S], opts Options, starts ...S) (*Tree[S], bool, error) {
	return growParallel(ctx, nb, opts, starts)
}
