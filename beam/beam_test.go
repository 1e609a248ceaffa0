package beam_test

import (
	"context"
	"flag"
	"os"
	"testing"

	abeam "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/stretchr/testify/require"

	rbeam "github.com/ripplebfs/ripple/beam"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

func TestMain(m *testing.M) {
	flag.Parse()
	abeam.Init()
	os.Exit(m.Run())
}

func TestSlidingQuick(t *testing.T) {
	dir := t.TempDir()
	sizes, err := rbeam.Run(context.Background(), rbeam.Config{Problem: "sliding", Params: "2x3", Dir: dir, Progress: os.Stderr, Shards: 3}, search.Options{})
	require.NoError(t, err)
	p := slidingpuzzle.MustNew(2, 3)
	want, err := search.Sweep[slidingpuzzle.State](context.Background(), p, search.Options{}, nil, p.Goal())
	require.NoError(t, err)
	require.Equal(t, want, sizes)
}
