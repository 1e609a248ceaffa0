package plugin

// Hash returns a pseudo-random number determined by seed and i (SplitMix64
// of their combination), for plugins that build larger instances without a
// random generator: the same instance on every run and platform.
func Hash(seed, i uint64) uint64 {
	z := seed*0x9E3779B97F4A7C15 + i + 0x632BE59BD9B4E019
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}
