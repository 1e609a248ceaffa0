package slidingpuzzle

// FrontierIndexed is Indexed with the frontier-at-a-time capability, for
// tests and benchmarks.
type FrontierIndexed = frontierIndexed
