package main

import (
	"bytes"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestTour runs the README's first command in-process: every section must
// pass its own published-figure checks, and the whole tour must stay quick.
func TestTour(t *testing.T) {
	var out bytes.Buffer
	began := time.Now()
	code := tour(&out)
	elapsed := time.Since(began)
	assert.Equal(t, 0, code, out.String())
	assert.NotContains(t, out.String(), "FAILED")
	for _, s := range sections {
		assert.Contains(t, out.String(), "== "+s.title)
	}
	assert.Less(t, elapsed, 10*time.Second, "the tour promises to finish in under 10 s")
}
