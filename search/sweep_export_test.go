package search

import "context"

// WithCutoff returns o with the narrowest layer that Sweep and BFS expand
// in parallel set to n, so that tests drive the parallel code on small
// graphs.
func WithCutoff(o Options, n int) Options {
	o.parCutoff = n
	return o
}

// BFSParallel runs the parallel tree builder that BFS uses for
// Options.Workers > 1; ok is false where it does not apply (BFS then runs
// serially).
func BFSParallel[S comparable](ctx context.Context, nb Neighbors[S], opts Options, starts ...S) (*Tree[S], bool, error) {
	if _, dense := nb.(Indexer[S]); !dense || opts.AllPaths || opts.Workers <= 1 {
		return nil, false, nil
	}
	t, err := BFSTreeContext(ctx, nb, nil, opts, starts...)
	return t, true, err
}
