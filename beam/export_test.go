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
