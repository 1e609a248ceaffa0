package ripplebeam

// EncodeShardForTest encodes keys as the shard file of bucket i of n of
// layer d of the run whose ID (in hex, as Manifest.Run) is run, for the
// tests that forge files.
func EncodeShardForTest(run string, d, i, n int, keys []uint64) []byte {
	id, err := parseRunID(run)
	if err != nil {
		panic(err)
	}
	return encodeShard(place{id, d, i, n}, keys)
}

// SealForTest sets m's Digest to match its other fields, as a forger who
// knows the format would.
func SealForTest(m *Manifest) { m.Digest = m.digest(m.Pruned) }

// DigestForTest returns m's Digest as written, before any pruning.
func DigestForTest(m Manifest) string { return m.digest(false) }

// SetDriverStatesForTest sets the size below which the driver expands a
// layer itself (0: never), for the tests that need pipelines on small
// puzzles, and returns the function that restores it.
func SetDriverStatesForTest(n int) (restore func()) {
	old := driverStates
	driverStates = n
	return func() { driverStates = old }
}

// SetPipelineStatesForTest sets the number of states after which a
// pipeline stops computing layers, and returns the function that restores
// it.
func SetPipelineStatesForTest(n int) (restore func()) {
	old := pipelineStates
	pipelineStates = n
	return func() { pipelineStates = old }
}

// SetDriverCandsForTest sets the most successors the driver holds while
// it expands a layer, and returns the function that restores it.
func SetDriverCandsForTest(n int) (restore func()) {
	old := driverCands
	driverCands = n
	return func() { driverCands = old }
}
