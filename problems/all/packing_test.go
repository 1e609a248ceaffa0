package all_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/all"
)

// TestPackings: every plugin that describes a packing names its problem
// and parameter, no two share a problem name, and a parameter that is
// not input text is refused with an error, not a panic.
func TestPackings(t *testing.T) {
	seen := map[string]string{}
	for _, p := range all.Plugins() {
		pk := p.Packing
		if pk == nil {
			continue
		}
		t.Run(p.Name, func(t *testing.T) {
			require.NotEmpty(t, pk.Problem)
			require.NotEmpty(t, pk.Param)
			require.NotEmpty(t, pk.Doc)
			require.NotNil(t, pk.New)
			require.NotContains(t, seen, pk.Problem, "also the problem of %s", seen[pk.Problem])
			seen[pk.Problem] = p.Name
			for _, bad := range []string{"", "\x00", "[[[", "99999x99999"} {
				g, _, err := pk.New(bad)
				require.Error(t, err, "%q", bad)
				require.Nil(t, g)
			}
		})
	}
	require.NotEmpty(t, seen)
}
