// Package cputime reads the CPU time of the running process, for ripple's
// benchmarks and time-bounded tests: on a loaded machine it varies much
// less than wall-clock time, since waiting for a core costs none.
package cputime
