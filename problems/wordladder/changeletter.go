package wordladder

// changeLetter is neighbour strategy (a): try every letter of the
// dictionary's alphabet at every position of word w and look the result up
// in the word index (a Go map). It needs no index beyond the map, but costs
// L·(A-1) lookups per word for an alphabet of A letters, hits or misses.
// Words longer than 32 letters use a heap buffer.
func (d *Dictionary) changeLetter(w int, yield func(int) bool) {
	d.changeLetterOf(d.words[w], yield)
}

// changeLetterOf is changeLetter for any word of the dictionary's length,
// in the dictionary or not.
func (d *Dictionary) changeLetterOf(w string, yield func(int) bool) {
	var arr [32]byte
	buf := append(arr[:0], w...)
	for p, orig := range buf {
		for _, c := range d.alphabet.at(p) {
			if c == orig {
				continue
			}
			buf[p] = c
			if j, ok := d.index[string(buf)]; ok && !yield(int(j)) {
				return
			}
		}
		buf[p] = orig
	}
}

// neighborsAt yields the neighbours of word index w with the dictionary's
// strategy. All strategies yield the same sequence: position by position,
// ascending within a position.
func (d *Dictionary) neighborsAt(w int, yield func(int) bool) {
	switch {
	case d.bk != nil:
		d.bk.neighbors(w, yield)
	default:
		d.changeLetter(w, yield)
	}
}
