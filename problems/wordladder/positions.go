package wordladder

// positions is the ladder graph over word indices: the form every solver in
// this package searches. States are ints in [0, Len()), their own indices,
// so the engine runs in dense mode over a bitset instead of hashing a
// string per edge as it must over words.
type positions struct{ d *Dictionary }

func (g positions) Neighbors(w int, yield func(int) bool) { g.d.neighborsAt(w, yield) }
func (g positions) Len() int                              { return len(g.d.words) }
func (g positions) Index(w int) int                       { return w }
func (g positions) State(i int) int                       { return i }
func (g positions) wordsOf(p []int) []string              { return g.d.wordsOf(p) }

// release does nothing: a Dictionary stays the caller's.
func (g positions) release() {}
