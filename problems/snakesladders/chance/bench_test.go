package chance_test

import (
	"context"
	"math"
	"testing"

	"github.com/ripplebfs/ripple/internal/cputime"
	"github.com/ripplebfs/ripple/internal/gen"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/snakesladders/chance"
)

// BenchmarkChanceExact: the exact expectation of the Milton Bradley game
// (official rules), chain included, against the test's hand-written dense
// Gauss-Jordan elimination in big.Rat over the same squares.
func BenchmarkChanceExact(b *testing.B) {
	jumps, rows := loadMiltonBradley(b)
	board, err := snakesladders.New(rows)
	if err != nil {
		b.Fatalf("unexpected error: %v", err)
	}
	b.Run("sparse", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b)()
		for b.Loop() {
			c, err := chainOf(b, board, chance.Official)
			if err != nil {
				b.Fatalf("unexpected error: %v", err)
			}
			exact(b, c)
		}
	})
	b.Run("dense-hand", func(b *testing.B) {
		b.ReportAllocs()
		ref := refRules{jumps: jumps, offBoard: true, overshoot: "stay", faces: 6}
		defer reportCPU(b)()
		for b.Loop() {
			refExpected(b, ref)
		}
	})
}

// BenchmarkChanceFloat100: mean and variance on the 100×100 board
// gen.Snakes(100, 0.01, 1) (10⁴ squares) under the official rules, chain
// included, against a hand-written Gauss-Seidel iteration for the mean
// alone, run until no entry changes by more than 1e-9 relative.
func BenchmarkChanceFloat100(b *testing.B) {
	board := gen.Snakes(100, 0.01, 1)
	b.Run("sparse", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b)()
		for b.Loop() {
			c, err := chainOf(b, board, chance.Official)
			if err != nil {
				b.Fatalf("unexpected error: %v", err)
			}
			_, _, err = c.Moments(context.Background())
			if err != nil {
				b.Fatalf("unexpected error: %v", err)
			}
		}
	})
	b.Run("gauss-seidel-hand", func(b *testing.B) {
		b.ReportAllocs()
		ref := refRules{jumps: refJumps(board), offBoard: true, overshoot: "stay", faces: 6}
		defer reportCPU(b)()
		for b.Loop() {
			gaussSeidel(ref, 1e-9)
		}
	})
}

// gaussSeidel iterates E_s = 1 + (1/6) Σ E_step(s, roll) over every square
// from the top down until the largest relative change is below tol, and
// returns E at the start and the number of sweeps.
func gaussSeidel(r refRules, tol float64) (float64, int) {
	n := r.last()
	e := make([]float64, n+1)
	for sweeps := 1; ; sweeps++ {
		worst := 0.0
		for s := n - 1; s >= 0; s-- {
			sum, self := 1.0, 0.0
			for roll := 1; roll <= r.faces; roll++ {
				if to := r.step(s, roll); to == s {
					self += 1 / float64(r.faces)
				} else {
					sum += e[to] / float64(r.faces)
				}
			}
			v := sum / (1 - self)
			worst = max(worst, abs(v-e[s])/v)
			e[s] = v
		}
		if worst < tol {
			return e[r.start()], sweeps
		}
	}
}

func abs(x float64) float64 { return max(x, -x) }

func TestGaussSeidelAgrees(t *testing.T) {
	n := testsize.Pick(100, 40)
	board := gen.Snakes(n, 0.01, 1)
	c, err := chainOf(t, board, chance.Official)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	mean, variance, err := c.Moments(context.Background())
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	gs, sweeps := gaussSeidel(refRules{jumps: refJumps(board), offBoard: true, overshoot: "stay", faces: 6}, 1e-12)
	if e, v := float64(gs), float64(mean); !(e != 0 && math.Abs(e-v)/math.Abs(e) <= 1e-8) {
		t.Fatalf("got %v, want %v within a relative %v", v, e, 1e-8)
	}
	t.Logf("%d×%d: states %d, nonzeros %d, mean %v, sd %v, Gauss-Seidel sweeps %d", n, n, len(c.States()), c.NonZeros(), mean, variance, sweeps)
}

// reportCPU starts measuring the process's CPU time (user + system); the
// function it returns reports it per operation as cpu-ns/op. The machine
// is shared, so docs/benchmarks.md quotes this rather than wall time.
func reportCPU(b *testing.B) func() {
	start := cputime.Process()
	return func() {
		b.ReportMetric(float64(cputime.Process()-start)/float64(b.N), "cpu-ns/op")
	}
}
