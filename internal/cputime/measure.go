package cputime

import "testing"

// Measure runs f in b's loop (for b.Loop()) and reports allocations and,
// where the system gives the process CPU time, that time per operation as
// the metric cpu-ns/op, which includes the garbage collector's workers.
func Measure(b *testing.B, f func()) {
	b.ReportAllocs()
	start := Process()
	for b.Loop() {
		f()
	}
	if d := Process() - start; start > 0 && d > 0 {
		b.ReportMetric(float64(d.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}
