package ripplebeam

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func FuzzParseRunInfo(f *testing.F) {
	f.Add(runInfo{Problem: "sliding", Params: "2x3", Mode: Frontier, Shards: 8, ID: newRunInfoID()}.encode())
	f.Add([]byte(`{"problem":"sliding","params":"2x3","mode":"frontier","shards":8}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		ri, err := parseRunInfo("run.json", b)
		if err != nil {
			return
		}
		// What parses names a valid run, and encodes to itself.
		require.True(t, ri.Shards >= 1 && ri.Shards <= maxShards)
		again, err := parseRunInfo("run.json", ri.encode())
		require.NoError(t, err)
		require.Equal(t, ri, again)
		require.Equal(t, ri.identity(), again.identity())
	})
}
