package integration_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/apicheck/api"
)

// TestSearchAPI compares the exported surface of package search with
// search/search.api, so that a change to the surface is a visible change
// to that file. Regenerate it with
//
//	go run ./internal/apicheck ./search > search/search.api
func TestSearchAPI(t *testing.T) {
	got, err := api.Lines("../../search")
	require.NoError(t, err)
	b, err := os.ReadFile("../../search/search.api")
	require.NoError(t, err)
	want := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	assert.Equal(t, want, got, "the exported API of package search differs from search/search.api; regenerate it if the change is intended")
	require.Greater(t, len(got), 40, "the parser found too little of package search")
}
