package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ripplebfs/ripple/internal/cli/clitest"
	"github.com/ripplebfs/ripple/internal/testsize"
)

// TestHeavyBoundedByWhatItDoes runs the command on inputs beyond
// LeetCode's sizes where a bound on stops costs the most: the complete
// network of 1,000 cities with every flight i→j (i < j) priced (j−i)², so
// that more stops are always cheaper (the cheapest route with at most k
// stops takes k+1 flights of lengths as even as can be: 999 for k = 999,
// 1995 = 497·2² + 4·1² for k = 500), and a chain of 92,683 cities at
// price 2³⁰ a flight, whose one route costs 92,682·2³⁰ = 99,516,539,731,968.
// Each answers within 256 MiB and 5 s of CPU.
func TestHeavyBoundedByWhatItDoes(t *testing.T) {
	testsize.RequireHeavy(t)
	var complete strings.Builder
	for i := range 1000 {
		for j := i + 1; j < 1000; j++ {
			fmt.Fprintf(&complete, "[%d,%d,%d],", i, j, (j-i)*(j-i))
		}
	}
	flights := strings.TrimSuffix(complete.String(), ",")
	var chain strings.Builder
	for i := range 92682 {
		fmt.Fprintf(&chain, "[%d,%d,%d],", i, i+1, 1<<30)
	}
	for _, tc := range []struct {
		name, input, price string
	}{
		{"complete, k = 999", fmt.Sprintf("n = 1000, flights = [%s], src = 0, dst = 999, k = 999", flights), "999"},
		{"complete, k = 500", fmt.Sprintf("n = 1000, flights = [%s], src = 0, dst = 999, k = 500", flights), "1995"},
		{"chain", fmt.Sprintf("n = 92683, flights = [%s], src = 0, dst = 92682, k = 92681", strings.TrimSuffix(chain.String(), ",")), "99516539731968"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := filepath.Join(t.TempDir(), "input")
			if err := os.WriteFile(in, []byte(tc.input), 0o600); err != nil {
				t.Fatal(err)
			}
			r := clitest.Run(t, in, 60*time.Second, "-input", "-")
			if r.Code != 0 || !strings.HasPrefix(r.Stdout, "price: "+tc.price+"\n") {
				t.Fatalf("exit %d, stdout %.80q, stderr %q; want price %s", r.Code, r.Stdout, r.Stderr, tc.price)
			}
			t.Logf("CPU %v, peak RSS %.0f MiB", r.CPU, float64(r.MaxRSS)/(1<<20))
			if r.CPU > 5*time.Second {
				t.Errorf("CPU %v, more than 5 s", r.CPU)
			}
			if r.MaxRSS > 256<<20 {
				t.Errorf("peak RSS %d bytes, more than 256 MiB", r.MaxRSS)
			}
		})
	}
}
