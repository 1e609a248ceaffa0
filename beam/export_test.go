package ripplebeam

// EncodeShardForTest encodes keys as the shard file of bucket i of n of
// layer d, for the tests that forge files.
func EncodeShardForTest(d, i, n int, keys []uint64) []byte {
	return encodeShard(place{d, i, n}, keys)
}
