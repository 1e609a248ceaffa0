package integration_test

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/wordladder/sgb"
)

func TestSGBText(t *testing.T) {
	sum := sha256.Sum256([]byte(sgb.Text))
	require.Equal(t, sgb.SHA256, hex.EncodeToString(sum[:]), "embedded file changed")
	lines := strings.Split(strings.TrimSuffix(sgb.Text, "\n"), "\n")
	assert.Len(t, lines, sgb.Words)
	assert.Equal(t, "which", lines[0], "Knuth's list starts with its most frequent word")
}
