package integration_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/gen"
)

// TestSnakes checks internal/gen, whose tests live here to save a link.
func TestSnakes(t *testing.T) {
	t.Run("no jumps", func(t *testing.T) {
		// 999,999 squares to cover, six at most per roll.
		rolls, ok := gen.Snakes(1000, 0, 1).MinRolls()
		assert.True(t, ok)
		assert.Equal(t, 166667, rolls)
	})
	assert.Panics(t, func() { gen.Snakes(1, 0.1, 1) })
	assert.Panics(t, func() { gen.Snakes(5, 1.5, 1) })
	b := gen.Snakes(30, 0.2, 7)
	require.Equal(t, b.Rows(), gen.Snakes(30, 0.2, 7).Rows(), "deterministic")
	assert.NotEqual(t, b.Rows(), gen.Snakes(30, 0.2, 8).Rows(), "the seed matters")
	for _, s := range []int{1, 900} {
		_, ok := b.Jump(s)
		assert.False(t, ok, "square %d holds no jump", s)
	}
}
