//go:build slow

package slidingpuzzle_test

import "testing"

// TestSlowKorfFirstTen solves the seven of Korf's first ten instances that
// TestHeavyKorfFirstTen leaves out (about 10 s of CPU):
//
//	go test -tags slow -run SlowKorf -v ./problems/slidingpuzzle/
func TestSlowKorfFirstTen(t *testing.T) {
	solveKorf(t, func(n int) bool { return n != 2 && n != 6 && n != 9 })
}
