package integration_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/cli"
	"github.com/ripplebfs/ripple/problems/snakesladders"
)

// TestDefaultMaxBytesFitsBoard5000 checks DefaultMaxBytes' arithmetic: the
// longest compact literal of an n×n board, every cell but squares 1 and n²
// holding n² (a ladder to the end), is built and parsed for small n, its
// length compared with the closed form, and the closed form at n = 5000
// compared with the default.
func TestDefaultMaxBytesFitsBoard5000(t *testing.T) {
	closed := func(n int) int {
		d := len(fmt.Sprint(n * n))
		return 2 + (n - 1) + 2*n + n*(n-1) + (n*n-2)*d + 2*2
	}
	for n := 2; n <= 12; n++ {
		var sb strings.Builder
		sb.WriteString("[")
		for r := range n {
			if r > 0 {
				sb.WriteString(",")
			}
			sb.WriteString("[")
			for c := range n {
				if c > 0 {
					sb.WriteString(",")
				}
				if s := snakesladders.Square(n, r, c); s == 1 || s == n*n {
					sb.WriteString("-1")
				} else {
					sb.WriteString(fmt.Sprint(n * n))
				}
			}
			sb.WriteString("]")
		}
		sb.WriteString("]")
		_, err := snakesladders.Parse(strings.NewReader(sb.String()))
		require.NoError(t, err, "n=%d", n)
		require.Equal(t, closed(n), sb.Len(), "n=%d", n)
	}
	assert.Equal(t, 225_009_989, closed(5000))
	assert.LessOrEqual(t, closed(5000)+len("Input: board = "), cli.DefaultMaxBytes)
}
