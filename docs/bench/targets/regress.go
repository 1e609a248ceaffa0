package main

// regressWorkloads are the no-regression rows; they need -baseline.
func regressWorkloads() []workload { return nil }

// cleanupBaseline removes the temporary worktree of -baseline, if any.
func cleanupBaseline() {}
