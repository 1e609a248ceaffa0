package graph_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/graph"
)

// modLine is the line 0 → 1 → … → 99 with an Indexer that is not a
// bijection: Index(s) = s mod 10.
type modLine struct{}

func (modLine) Neighbors(s int, yield func(int) bool) {
	if s < 99 {
		yield(s + 1)
	}
}
func (modLine) Len() int        { return 10 }
func (modLine) Index(s int) int { return s % 10 }
func (modLine) State(i int) int { return i }

// TestExportChecksTheIndexer: two states with one index panic, as in the
// engine, instead of exporting 10 states for 100.
func TestExportChecksTheIndexer(t *testing.T) {
	for _, o := range []graph.Options{{}, {MaxDepth: 50}} {
		got := func() (v any) {
			defer func() { v = recover() }()
			_, _ = graph.ExportContext[int](context.Background(), modLine{}, o, 0)
			return nil
		}()
		if s, ok := got.(string); !ok || !strings.Contains(s, "not a bijection") {
			t.Errorf("MaxDepth %d: panic %v, want one naming the Indexer not a bijection", o.MaxDepth, got)
		}
	}
}

// endless is a weighted graph whose state 0 has infinitely many
// successors: it yields new states until yield returns false, or, so
// that a test that fails does not run forever, until its deadline.
type endless struct{ until time.Time }

func (e endless) Edges(s int, yield func(int, int) bool) {
	for v := 1; s == 0 && time.Now().Before(e.until) && yield(v%1000+1, 1); v++ {
	}
}

// TestExportWeightedContextStopsWithinAnExpansion: a cancel while a state yields
// without end stops the export within that expansion.
func TestExportWeightedContextStopsWithinAnExpansion(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := graph.ExportWeightedContext[int](ctx, endless{start.Add(10 * time.Second)}, graph.Options{}, 0)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("error %v, want the deadline", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("ExportWeightedContext returned %v after its context's deadline of 50 ms", d)
	}
}
